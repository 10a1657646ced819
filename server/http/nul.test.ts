import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'

let testApp: TestApp
let cookie: string
beforeAll(async () => {
  testApp = await createTestApp()
  ;({ cookie } = await createSignedInUser(testApp))
})
afterAll(() => testApp.close())

const NUL = '\u0000'

describe('text holding U+0000', () => {
  // Postgres cannot store U+0000: these answered 500, and the error log held the whole statement.
  it.each([
    [
      'a medical record',
      'POST',
      '/api/medical-records',
      { type: 'Medication', title: `Aspirin${NUL}`, date: '2026-11-01' },
      'title',
    ],
    [
      'an emergency contact',
      'POST',
      '/api/emergency-contacts',
      { name: 'Ana', relationship: `daughter${NUL}`, phone: '555 0100' },
      'relationship',
    ],
    [
      'an event',
      'POST',
      '/api/calendar/events',
      { summary: `Dentist${NUL}`, start: { dateTime: '2026-11-19T15:00:00Z' } },
      'summary',
    ],
    ['a field name', 'POST', '/api/medical-records', { [`type${NUL}`]: 'x' }, `type${NUL}`],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_what, method, path, json, field) => {
    const response = await testApp.request(path, { method, json, headers: { cookie } })
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as { error: { code: string; message: string } }
    expect(error).toEqual({
      code: 'invalid_input',
      message: `Invalid ${field}: contains a character that cannot be stored (U+0000). Please remove it.`,
    })
  })

  it('refuses it in the sign-up name and in a query, where the auth library reads its own input', async () => {
    const signUp = await testApp.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'nul@example.org', password: 'gentle river 42', name: `Rose${NUL}` },
    })
    expect(signUp.status).toBe(400)
    expect(((await signUp.json()) as { error: { message: string } }).error.message).toContain('Invalid name')
    const search = await testApp.request(`/api/calendar/search?q=den${encodeURIComponent(NUL)}`, {
      headers: { cookie },
    })
    expect(search.status).toBe(400)
    const records = await testApp.request('/api/medical-records', { headers: { cookie } })
    expect(((await records.json()) as { records: unknown[] }).records).toEqual([])
  })
})
