import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSON_BODY_LIMIT } from '#server/app.ts'
import { feedbackMessages } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const valid = { name: 'Rose Miller', email: 'rose@example.org', subject: 'Bigger text', message: 'Thank you!' }
const post = (json: unknown, headers?: Record<string, string>) =>
  testApp.request('/api/feedback', { method: 'POST', json, headers })

describe('POST /api/feedback', () => {
  describe('invalid input', () => {
    it.each(['name', 'email', 'subject', 'message'] as const)(
      'answers 400 naming %s when it is missing',
      async (field) => {
        const { [field]: _left, ...rest } = valid
        const response = await post(rest)
        expect(response.status).toBe(400)
        expect(await response.json()).toMatchObject({
          error: { code: 'invalid_input', message: expect.stringContaining(field) },
        })
      },
    )

    it('answers 400 for a field of only spaces', async () => {
      const response = await post({ ...valid, subject: '   ' })
      expect(response.status).toBe(400)
      expect((await response.json()).error.message).toBe('Invalid subject: this field is required.')
    })

    it('answers 400 for an e-mail that does not look like one', async () => {
      const response = await post({ ...valid, email: 'rose at example' })
      expect(response.status).toBe(400)
      expect((await response.json()).error.message).toBe('Invalid email: not a valid email.')
    })

    it('refuses unknown fields instead of storing them', async () => {
      const response = await post({ ...valid, status: 'resolved' })
      expect(response.status).toBe(400)
      expect((await response.json()).error.message).toBe('Invalid input: unknown field status.')
    })

    it('answers 400 with the JSON error for a malformed body', async () => {
      const response = await testApp.request('/api/feedback', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name": "Rose",',
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } })
    })

    it('answers 413 with the JSON error for a body over the limit', async () => {
      const response = await post({ ...valid, message: 'x'.repeat(JSON_BODY_LIMIT + 1) })
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        error: { code: 'payload_too_large', message: 'The request is too large.' },
      })
    })

    it('stores nothing when the input is wrong', async () => {
      const before = await testApp.db.select().from(feedbackMessages)
      await post({ ...valid, email: 'nope' })
      expect(await testApp.db.select().from(feedbackMessages)).toHaveLength(before.length)
    })
  })

  it('stores a message sent signed out with status new and no user', async () => {
    const response = await post(valid)
    expect(response.status).toBe(201)
    const { id, status } = await response.json()
    expect(status).toBe('new')
    const [row] = await testApp.db.select().from(feedbackMessages).where(eq(feedbackMessages.id, id))
    expect(row).toMatchObject({ ...valid, userId: null, status: 'new' })
  })

  it('stores the signed-in person’s id with their message', async () => {
    const { user, cookie } = await createSignedInUser(testApp)
    const response = await post({ ...valid, subject: 'From my account' }, { cookie })
    expect(response.status).toBe(201)
    const { id } = await response.json()
    const [row] = await testApp.db.select().from(feedbackMessages).where(eq(feedbackMessages.id, id))
    expect(row?.userId).toBe(user.id)
  })

  it('trims spaces around what was typed', async () => {
    const response = await post({ ...valid, name: '  Rose  ' })
    const { id } = await response.json()
    const [row] = await testApp.db.select().from(feedbackMessages).where(eq(feedbackMessages.id, id))
    expect(row?.name).toBe('Rose')
  })
})
