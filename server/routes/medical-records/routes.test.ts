import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { medicalRecords } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { invalidInputNaming } from '#server/test/expect.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { expectPagedNewestFirst } from '#server/test/pages.ts'
import { describeOwnership } from '#server/test/owned-resource.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

/** A record as the API returns it. */
type Row = { id: string } & Record<string, unknown>

const checkUp = { type: 'Appointment', title: 'Check-up', doctor: 'Dr. Lee', date: '2024-05-02', status: 'Pending' }

const call = (method: string, path: string, cookie?: string, json?: unknown) =>
  testApp.request(`/api/medical-records${path}`, { method, json, headers: cookie ? { cookie } : {} })
const list = async (cookie: string) => ((await (await call('GET', '', cookie)).json()) as { records: Row[] }).records
const create = async (cookie: string, record: object = checkUp) => {
  const response = await call('POST', '', cookie, record)
  expect(response.status).toBe(201)
  return ((await response.json()) as { record: Row }).record
}
const rowOf = async (id: string) => {
  const [row] = await testApp.db.select().from(medicalRecords).where(eq(medicalRecords.id, id))
  return row
}

describe('/api/medical-records', () => {
  describeOwnership(() => testApp, {
    path: 'medical-records',
    noun: 'record',
    sample: checkUp,
    change: { title: 'Mine now' },
    listKey: 'records',
    itemKey: 'record',
    notFoundMessage: 'Medical record not found.',
    rowOf,
  })

  describe('invalid input', () => {
    const { type: _type, ...withoutType } = checkUp
    const { title: _title, ...withoutTitle } = checkUp
    const { date: _date, ...withoutDate } = checkUp

    it.each([
      ['no type', withoutType, 'type'],
      ['an unknown type', { ...checkUp, type: 'Dentist' }, 'type'],
      ['no title', withoutTitle, 'title'],
      ['a title of only spaces', { ...checkUp, title: '   ' }, 'title'],
      ['a title over 200 characters', { ...checkUp, title: 'x'.repeat(201) }, 'title'],
      ['no date', withoutDate, 'date'],
      ['a date not written YYYY-MM-DD', { ...checkUp, date: '05/02/2024' }, 'date'],
      ['29 February in a common year', { ...checkUp, date: '2023-02-29' }, 'date'],
      ['31 April', { ...checkUp, date: '2024-04-31' }, 'date'],
      ['the year 0', { ...checkUp, date: '0000-01-01' }, 'date'],
      ['a doctor over 200 characters', { ...checkUp, doctor: 'x'.repeat(201) }, 'doctor'],
      ['an unknown status', { ...checkUp, status: 'Done' }, 'status'],
      ['notes over 5000 characters', { ...checkUp, notes: 'x'.repeat(5001) }, 'notes'],
      ['an id that is not a uuid', { ...checkUp, id: 'not-a-uuid' }, 'id'],
      ['an owner chosen by the client', { ...checkUp, userId: 'someone-else' }, 'userId'],
    ])('answers 400 naming the field to a create with %s', async (_case, body, field) => {
      const { cookie } = await createSignedInUser(testApp)
      const response = await call('POST', '', cookie, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming(field))
      expect(await list(cookie)).toEqual([])
    })

    it('says what is wrong with a date', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const impossible = await call('POST', '', cookie, { ...checkUp, date: '2024-02-30' })
      expect((await impossible.json()).error.message).toBe('Invalid date: not a valid date.')
      const typo = await call('POST', '', cookie, { ...checkUp, date: '0202-05-02' })
      expect((await typo.json()).error.message).toBe('Invalid date: use a year from 1900 to 2100.')
    })

    it.each([
      ['an empty title', { ...checkUp, title: '' }, 'title'],
      ['an unknown type', { ...checkUp, type: 'lab result' }, 'type'],
      ['a new id', { ...checkUp, id: randomUUID() }, 'id'],
    ])('answers 400 naming the field to an update with %s, changing nothing', async (_case, body, field) => {
      const { cookie } = await createSignedInUser(testApp)
      const record = await create(cookie)
      const response = await call('PUT', `/${record.id}`, cookie, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming(field))
      expect(await rowOf(record.id)).toMatchObject({ title: 'Check-up', type: 'Appointment' })
    })
  })

  describe('happy paths', () => {
    it('creates a record and returns it with its owner', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      const record = await create(cookie, { ...checkUp, title: '  Check-up  ', notes: 'Bring the list of pills.' })
      expect(record).toEqual({
        id: expect.any(String),
        userId: user.id,
        ...checkUp,
        notes: 'Bring the list of pills.',
        addedBy: null,
        createdAt: expect.any(String),
      })
      expect(await list(cookie)).toEqual([record])
    })

    it('stores optional fields left out or empty as null', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const record = await create(cookie, { type: 'Other', title: 'Flu shot', date: '2024-10-01', doctor: '  ' })
      expect(record).toMatchObject({ doctor: null, status: null, notes: null })
    })

    it('lists the person’s records newest first', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const first = await create(cookie, { ...checkUp, title: 'First' })
      const second = await create(cookie, { ...checkUp, title: 'Second', date: '2020-01-01' })
      const third = await create(cookie, { ...checkUp, title: 'Third' })
      expect((await list(cookie)).map((record) => record.id)).toEqual([third.id, second.id, first.id])
    })

    it.each([10, 1000, 10_000])(
      'reads %i records a page at a time, newest first, none twice or missing',
      async (count) => {
        const { cookie, user } = await createSignedInUser(testApp)
        // Stored directly, several within one moment, as an import would store them.
        const start = Date.parse('2020-01-01T09:00:00Z')
        const rows = Array.from({ length: count }, (_, n) => ({
          id: randomUUID(),
          userId: user.id,
          type: 'Other' as const,
          title: `Record ${n + 1}`,
          date: '2024-05-02',
          createdAt: new Date(start + Math.floor(n / 4) * 1000),
        }))
        const list = { url: '/api/medical-records', cookie, key: 'records', field: 'title' }
        await expectPagedNewestFirst(
          testApp,
          list,
          { table: medicalRecords, rows, time: 'createdAt' },
          { largest: 500, size: 100, pages: 4 },
        )
      },
    )

    it('pages nothing after someone else’s record, and refuses a page that is not one', async () => {
      const rose = await createSignedInUser(testApp)
      const frank = await createSignedInUser(testApp)
      const hers = await create(rose.cookie)
      await create(frank.cookie)
      const reply = await call('GET', `?limit=5&after=${hers.id}`, frank.cookie)
      expect(await reply.json()).toEqual({ records: [], next: null })
      for (const query of ['?limit=0', '?limit=501', '?after=nope'])
        expect((await call('GET', query, frank.cookie)).status, query).toBe(400)
    })

    it('updates every field, clearing the optional ones left out', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const record = await create(cookie, { ...checkUp, notes: 'Fasting' })
      const changes = { type: 'Lab Result', title: 'Blood test', date: '2024-05-03', status: 'Normal' }
      const response = await call('PUT', `/${record.id}`, cookie, changes)
      expect(response.status).toBe(200)
      const expected = { ...record, ...changes, doctor: null, notes: null }
      expect((await response.json()).record).toEqual(expected)
      expect(await list(cookie)).toEqual([expected])
    })

    it('deletes a record', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const kept = await create(cookie, { ...checkUp, title: 'Kept' })
      const gone = await create(cookie, { ...checkUp, title: 'Gone' })
      const response = await call('DELETE', `/${gone.id}`, cookie)
      expect(response.status).toBe(204)
      expect(await response.text()).toBe('')
      expect(await list(cookie)).toEqual([kept])
      expect((await call('DELETE', `/${gone.id}`, cookie)).status).toBe(404)
    })

    it('creates a record once when the same client id is sent twice, changing nothing the second time', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      const id = randomUUID()
      const record = await create(cookie, { ...checkUp, id })
      expect(record.id).toBe(id)
      const retry = await call('POST', '', cookie, { ...checkUp, id, title: 'Sent again' })
      expect(retry.status).toBe(200)
      expect((await retry.json()).record).toEqual(record)
      const rows = await testApp.db.select().from(medicalRecords).where(eq(medicalRecords.userId, user.id))
      expect(rows).toHaveLength(1)
      expect(rows[0]?.title).toBe('Check-up')
    })
  })
})
