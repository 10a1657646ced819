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

describe('bad input that answered 500', () => {
  it.each([
    ['a null name', { name: null }],
    ['a number for a name', { name: 42 }],
    ['an empty name', { name: '  ' }],
    ['an image that is not text', { image: { url: 'x' } }],
  ])('update-user with %s gets 400 and changes nothing', async (_what, json) => {
    const response = await testApp.request('/api/auth/update-user', { method: 'POST', json, headers: { cookie } })
    expect(response.status).toBe(400)
    const session = await testApp.request('/api/auth/get-session', { headers: { cookie } })
    expect(((await session.json()) as { user: { name: string } }).user.name).toBeTruthy()
  })

  it.each(['__proto__', 'constructor', 'toString'])('a recording typed %s gets 400', async (type) => {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])], { type }), 'a.webm')
    const response = await testApp.request('/api/recordings', { method: 'POST', body: form, headers: { cookie } })
    expect(response.status).toBe(400)
  })
})

describe('caching', () => {
  it('tells every cache not to keep health data the API answers', async () => {
    for (const path of ['/api/medical-records', '/api/emergency-contacts', '/api/user-data', '/api/calendar/events']) {
      const response = await testApp.request(path, { headers: { cookie } })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })
})

describe('signed out', () => {
  it('every private route answers 401 before it looks at the body or the id', async () => {
    const { apiRoutes, PRIVATE_API } = await import('#server/app.ts')
    const routes = apiRoutes.routes.filter((route) => route.method !== 'ALL')
    const publicPrefixes = ['/health', '/feedback', '/account']
    expect(routes.length).toBeGreaterThan(30)
    for (const route of routes) {
      const path = `/api${route.path.replace(/:[a-z]+(\{[^}]*\})?/gi, 'not-an-id')}`
      if (publicPrefixes.some((prefix) => route.path.startsWith(prefix))) continue
      expect(
        PRIVATE_API.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(true)
      const response = await testApp.request(path, {
        method: route.method,
        ...(route.method === 'GET' ? {} : { json: { nonsense: true } }),
      })
      expect([path, response.status]).toEqual([path, 401])
    }
  })
})

describe('a client-made id of someone else’s', () => {
  it('is answered 409 and stores nothing, for a profile and for a chat message sent for a reply', async () => {
    const rose = await createSignedInUser(testApp)
    const frank = await createSignedInUser(testApp)
    const saveProfile = (as: string, json: object) =>
      testApp.request('/api/user-data', { method: 'PUT', json, headers: { cookie: as } })
    const roses = (await (await saveProfile(rose.cookie, { firstName: 'Rose' })).json()) as { userData: { id: string } }
    // This one was acknowledged (200, userData null) and stored nothing.
    const taken = await saveProfile(frank.cookie, { id: roses.userData.id, firstName: 'Frank' })
    expect(taken.status).toBe(409)
    expect(
      (
        (await (await testApp.request('/api/user-data', { headers: { cookie: frank.cookie } })).json()) as {
          userData: unknown
        }
      ).userData,
    ).toBeNull()

    const session = async (as: string) =>
      (
        (await (
          await testApp.request('/api/chat-sessions', { method: 'POST', json: {}, headers: { cookie: as } })
        ).json()) as { session: { id: string } }
      ).session.id
    const roseSession = await session(rose.cookie)
    const message = (await (
      await testApp.request(`/api/chat-sessions/${roseSession}/messages`, {
        method: 'POST',
        json: { content: 'hello', sender: 'user' },
        headers: { cookie: rose.cookie },
      })
    ).json()) as { message: { id: string } }
    const frankSession = await session(frank.cookie)
    const reply = await testApp.request(`/api/chat-sessions/${frankSession}/reply`, {
      method: 'POST',
      json: { id: message.message.id, text: 'what day is it', language: 'english' },
      headers: { cookie: frank.cookie },
    })
    expect(reply.status).toBe(409)
  })
})

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
      field,
      problem: 'invalid',
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
