import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emergencyContacts } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { invalidInputNaming } from '#server/test/expect.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { describeOwnership } from '#server/test/owned-resource.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

/** A contact as the API returns it. */
type Row = { id: string } & Record<string, unknown>

const anna = { name: 'Anna Miller', relationship: 'Daughter', email: 'anna@example.org', phone: '+1 (555) 010-2030' }

const call = (method: string, path: string, cookie?: string, json?: unknown) =>
  testApp.request(`/api/emergency-contacts${path}`, { method, json, headers: cookie ? { cookie } : {} })
const list = async (cookie: string) => ((await (await call('GET', '', cookie)).json()) as { contacts: Row[] }).contacts
const create = async (cookie: string, contact: object = anna) => {
  const response = await call('POST', '', cookie, contact)
  expect(response.status).toBe(201)
  return ((await response.json()) as { contact: Row }).contact
}
const rowOf = async (id: string) => {
  const [row] = await testApp.db.select().from(emergencyContacts).where(eq(emergencyContacts.id, id))
  return row
}

describe('/api/emergency-contacts', () => {
  describeOwnership(() => testApp, {
    path: 'emergency-contacts',
    noun: 'contact',
    sample: anna,
    change: { name: 'Someone else' },
    listKey: 'contacts',
    itemKey: 'contact',
    notFoundMessage: 'Emergency contact not found.',
    rowOf,
  })

  describe('invalid input', () => {
    const { name: _name, ...withoutName } = anna
    const { relationship: _relationship, ...withoutRelationship } = anna

    it.each([
      ['no name', withoutName, 'name'],
      ['a name of only spaces', { ...anna, name: '  ' }, 'name'],
      ['a name over 200 characters', { ...anna, name: 'x'.repeat(201) }, 'name'],
      ['no relationship', withoutRelationship, 'relationship'],
      ['a relationship over 100 characters', { ...anna, relationship: 'x'.repeat(101) }, 'relationship'],
      ['an e-mail that is not one', { ...anna, email: 'anna at example' }, 'email'],
      ['an e-mail over 320 characters', { ...anna, email: `${'a'.repeat(310)}@example.org` }, 'email'],
      ['a phone with letters', { ...anna, phone: '555-CALL-ANNA' }, 'phone'],
      ['a phone over 40 characters', { ...anna, phone: '5'.repeat(41) }, 'phone'],
      ['neither e-mail nor phone', { name: 'Anna', relationship: 'Daughter' }, 'email'],
      ['an empty e-mail and phone', { ...anna, email: '', phone: ' ' }, 'email'],
      ['an id that is not a uuid', { ...anna, id: 'anna' }, 'id'],
      ['an owner chosen by the client', { ...anna, userId: 'someone-else' }, 'userId'],
    ])('answers 400 naming the field to a create with %s', async (_case, body, field) => {
      const { cookie } = await createSignedInUser(testApp)
      const response = await call('POST', '', cookie, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming(field))
      expect(await list(cookie)).toEqual([])
    })

    it('asks for an e-mail address or a phone number when both are missing', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const response = await call('POST', '', cookie, { name: 'Anna', relationship: 'Daughter', email: '' })
      expect((await response.json()).error.message).toBe('Invalid email: add an e-mail address or a phone number.')
    })

    it.each([
      ['an empty name', { ...anna, name: '' }, 'name'],
      ['neither e-mail nor phone', { ...anna, email: '', phone: '' }, 'email'],
      ['a new id', { ...anna, id: randomUUID() }, 'id'],
    ])('answers 400 naming the field to an update with %s, changing nothing', async (_case, body, field) => {
      const { cookie } = await createSignedInUser(testApp)
      const contact = await create(cookie)
      const response = await call('PUT', `/${contact.id}`, cookie, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming(field))
      expect(await rowOf(contact.id)).toMatchObject({ name: 'Anna Miller', email: 'anna@example.org' })
    })
  })

  describe('happy paths', () => {
    it('creates a contact, trimming what was typed', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const contact = await create(cookie, { ...anna, name: '  Anna Miller ' })
      expect(contact).toEqual({
        id: expect.any(String),
        ...anna,
        alerts: 'off',
        addedBy: null,
        createdAt: expect.any(String),
      })
      expect(await list(cookie)).toEqual([contact])
    })

    it('accepts a contact with only a phone, or only an e-mail, storing the other as null', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const byPhone = await create(cookie, {
        name: 'Dr. Patel',
        relationship: 'Doctor',
        phone: '555.010.4000',
        email: '',
      })
      expect(byPhone).toMatchObject({ phone: '555.010.4000', email: null })
      const byEmail = await create(cookie, { name: 'Sam', relationship: 'Neighbour', email: 'sam@example.org' })
      expect(byEmail).toMatchObject({ email: 'sam@example.org', phone: null })
    })

    it('lists the person’s contacts oldest first', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const first = await create(cookie, { ...anna, name: 'First' })
      const second = await create(cookie, { ...anna, name: 'Second' })
      const third = await create(cookie, { ...anna, name: 'Third' })
      expect((await list(cookie)).map((contact) => contact.id)).toEqual([first.id, second.id, third.id])
    })

    it('updates every field, clearing an e-mail or phone left out', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const contact = await create(cookie)
      const changes = { name: 'Anna Lopez', relationship: 'Daughter-in-law', phone: '555 010 9999' }
      const response = await call('PUT', `/${contact.id}`, cookie, changes)
      expect(response.status).toBe(200)
      const expected = { ...contact, ...changes, email: null }
      expect((await response.json()).contact).toEqual(expected)
      expect(await list(cookie)).toEqual([expected])
    })

    it('deletes a contact', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const kept = await create(cookie, { ...anna, name: 'Kept' })
      const gone = await create(cookie, { ...anna, name: 'Gone' })
      const response = await call('DELETE', `/${gone.id}`, cookie)
      expect(response.status).toBe(204)
      expect(await response.text()).toBe('')
      expect(await list(cookie)).toEqual([kept])
      expect((await call('DELETE', `/${gone.id}`, cookie)).status).toBe(404)
    })

    it('creates a contact once when the same client id is sent twice, changing nothing the second time', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      const id = randomUUID()
      const contact = await create(cookie, { ...anna, id })
      expect(contact.id).toBe(id)
      const retry = await call('POST', '', cookie, { ...anna, id, name: 'Sent again' })
      expect(retry.status).toBe(200)
      expect((await retry.json()).contact).toEqual(contact)
      const rows = await testApp.db.select().from(emergencyContacts).where(eq(emergencyContacts.userId, user.id))
      expect(rows).toHaveLength(1)
      expect(rows[0]?.name).toBe('Anna Miller')
    })
  })
})
