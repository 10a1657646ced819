import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getGoogleTokens, signConnectState } from '#server/calendar/google-auth.ts'
import { googleCalendarTokens } from '#server/db/schema/index.ts'
import { type TestApp, TEST_ORIGIN, createTestApp } from '#server/test/app.ts'
import { invalidInputNaming } from '#server/test/expect.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { type FakeGoogle, startFakeGoogle } from '#server/test/fake-google.ts'

const REDIRECT_URI = `${TEST_ORIGIN}/auth/google-callback`

let google: FakeGoogle
let testApp: TestApp
let unconfigured: TestApp
beforeAll(async () => {
  google = await startFakeGoogle({ redirectUri: REDIRECT_URI })
  testApp = await createTestApp({ calendar: { google: google.config } })
  unconfigured = await createTestApp()
})
afterAll(async () => {
  await Promise.all([testApp.close(), unconfigured.close()])
  await google.close()
})
beforeEach(() => {
  google.failing.clear()
})

const call = (app: TestApp, method: string, path: string, cookie?: string, json?: unknown) =>
  app.request(`/api/google-calendar${path}`, { method, json, headers: cookie ? { cookie } : {} })
/** The person's tokens as Sage reads them, opened. */
const tokenRow = (userId: string) => getGoogleTokens(testApp.db, userId, google.config)
/** The person's tokens as the database holds them. */
const storedRow = async (userId: string) =>
  (await testApp.db.select().from(googleCalendarTokens).where(eq(googleCalendarTokens.userId, userId)))[0]

/** Asks for the consent screen's address and returns its state, as the dialog's Connect does. */
/** The PKCE challenge each consent screen carried, by its state. */
const challenges = new Map<string, string>()

async function stateFor(cookie: string) {
  const response = await call(testApp, 'GET', '/connect-url', cookie)
  const { url } = (await response.json()) as { url: string }
  const params = new URL(url).searchParams
  challenges.set(params.get('state')!, params.get('code_challenge')!)
  return params.get('state')!
}

/** Connects the person's Google account `account` through the API, as the callback screen does. */
async function connect(cookie: string, account: string) {
  const response = await call(testApp, 'POST', '/exchange', cookie, {
    code: `code-for-${account}`,
    state: await stateFor(cookie),
  })
  expect(response.status).toBe(200)
}

describe('/api/google-calendar', () => {
  describe('signed out', () => {
    it('answers 401 to every address, and calls Google for nothing', async () => {
      const before = google.received.length
      for (const [method, path, json] of [
        ['GET', '/status'],
        ['GET', '/connect-url'],
        ['POST', '/exchange', { code: 'code-for-someone', state: '1.x' }],
        ['POST', '/disconnect'],
      ] as const) {
        const response = await call(testApp, method, path, undefined, json)
        expect(response.status).toBe(401)
        expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in first.' } })
      }
      expect(google.received).toHaveLength(before)
    })
  })

  describe('not configured', () => {
    it('says so in the status, and answers 503 to connecting and disconnecting', async () => {
      const { cookie } = await createSignedInUser(unconfigured)
      expect(await (await call(unconfigured, 'GET', '/status', cookie)).json()).toEqual({
        configured: false,
        connected: false,
      })
      for (const [method, path, json] of [
        ['GET', '/connect-url'],
        ['POST', '/exchange', { code: 'code-for-someone', state: '1.x' }],
        ['POST', '/disconnect'],
      ] as const) {
        const response = await call(unconfigured, method, path, cookie, json)
        expect(response.status).toBe(503)
        expect(await response.json()).toEqual({
          error: { code: 'service_unavailable', message: 'Google Calendar is not set up on this server.' },
        })
      }
    })
  })

  describe('GET /connect-url', () => {
    it('gives Google’s consent screen: code, offline access, consent, the calendar scope, a signed state', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const response = await call(testApp, 'GET', '/connect-url', cookie)
      expect(response.status).toBe(200)
      const url = new URL(((await response.json()) as { url: string }).url)
      expect(`${url.origin}${url.pathname}`).toBe(google.config.authUrl)
      expect(Object.fromEntries(url.searchParams)).toEqual({
        client_id: google.config.clientId,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        scope: 'https://www.googleapis.com/auth/calendar.events',
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state: expect.stringMatching(/^\d+\.[\w-]{43}$/),
        code_challenge: expect.stringMatching(/^[\w-]{43}$/),
        code_challenge_method: 'S256',
      })
    })
  })

  describe('POST /exchange', () => {
    it('trades the code for tokens and stores them; the status then says connected', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      expect(await (await call(testApp, 'GET', '/status', cookie)).json()).toEqual({
        configured: true,
        connected: false,
      })
      const state = await stateFor(cookie)
      const response = await call(testApp, 'POST', '/exchange', cookie, { code: 'code-for-ruth', state })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ configured: true, connected: true })
      const form = Object.fromEntries(google.requestsTo('/token').at(-1)!.form)
      expect(form).toEqual({
        grant_type: 'authorization_code',
        code: 'code-for-ruth',
        client_id: google.config.clientId,
        client_secret: google.config.clientSecret,
        redirect_uri: REDIRECT_URI,
        code_verifier: expect.stringMatching(/^[\w-]{43}$/),
      })
      // PKCE: the verifier is the one whose hash the consent screen carried with this state.
      expect(createHash('sha256').update(form.code_verifier!).digest('base64url')).toBe(challenges.get(state))
      const row = await tokenRow(user.id)
      expect(row).toMatchObject({
        accessToken: expect.stringMatching(/^access-ruth-/),
        refreshToken: expect.stringMatching(/^refresh-ruth-/),
      })
      expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 55 * 60 * 1000)
      expect(await (await call(testApp, 'GET', '/status', cookie)).json()).toEqual({
        configured: true,
        connected: true,
      })
    })

    it('keeps the tokens sealed: the database alone holds no token, and a row copied to another person is no use', async () => {
      const ruth = await createSignedInUser(testApp)
      const ada = await createSignedInUser(testApp)
      await connect(ruth.cookie, 'tilda')
      const stored = (await storedRow(ruth.user.id))!
      expect(stored.accessToken).toMatch(/^v1\./)
      expect(stored.accessToken).not.toContain('access-tilda')
      expect(stored.refreshToken).not.toContain('refresh-tilda')
      await testApp.db.insert(googleCalendarTokens).values({ ...stored, userId: ada.user.id })
      expect(await tokenRow(ada.user.id)).toBeNull()
      expect(await (await call(testApp, 'GET', '/status', ada.cookie)).json()).toEqual({
        configured: true,
        connected: false,
      })
    })

    it('connecting again replaces the tokens, keeping the refresh token when Google sends none', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      await connect(cookie, 'sara')
      const first = await tokenRow(user.id)
      google.withholdRefreshTokenOnce()
      await connect(cookie, 'sara')
      const second = await tokenRow(user.id)
      expect(second!.accessToken).not.toBe(first!.accessToken)
      expect(second!.refreshToken).toBe(first!.refreshToken)
    })

    it('refuses a state made for another person, or too long ago, and calls Google for nothing', async () => {
      const rose = await createSignedInUser(testApp)
      const frank = await createSignedInUser(testApp)
      const before = google.requestsTo('/token').length
      const roses = await stateFor(rose.cookie)
      const old = signConnectState(google.config, frank.user.id, new Date(Date.now() - 31 * 60 * 1000))
      for (const state of [roses, old, 'not-a-state', `${Date.now()}.forged`]) {
        const response = await call(testApp, 'POST', '/exchange', frank.cookie, { code: 'code-for-frank', state })
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({
          error: {
            code: 'invalid_input',
            message: 'Invalid state: this Google sign-in is too old or was started by another account.',
          },
        })
      }
      expect(google.requestsTo('/token')).toHaveLength(before)
      expect(await tokenRow(frank.user.id)).toBeNull()
    })

    it('answers 400 with product.md 8’s text when Google refuses the code, 503 when Google is down', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      const refused = await call(testApp, 'POST', '/exchange', cookie, {
        code: 'a-used-code',
        state: await stateFor(cookie),
      })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({
        error: { code: 'bad_request', message: 'Failed to exchange authorization code' },
      })
      google.failing.add('token')
      const down = await call(testApp, 'POST', '/exchange', cookie, {
        code: 'code-for-tess',
        state: await stateFor(cookie),
      })
      expect(down.status).toBe(503)
      expect(await down.json()).toEqual({
        error: { code: 'service_unavailable', message: 'Failed to exchange authorization code' },
      })
      expect(await tokenRow(user.id)).toBeNull()
      expect(await storedRow(user.id)).toBeUndefined()
    })

    it.each([
      ['no code', { state: '1.x' }, 'code'],
      ['an empty code', { code: ' ', state: '1.x' }, 'code'],
      ['no state', { code: 'code-for-una' }, 'state'],
      [
        'an unknown field',
        { code: 'code-for-una', state: '1.x', redirect_uri: 'https://evil.example' },
        'redirect_uri',
      ],
    ])('answers 400 naming the field to %s', async (_case, body, field) => {
      const { cookie } = await createSignedInUser(testApp)
      const response = await call(testApp, 'POST', '/exchange', cookie, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming(field))
    })
  })

  describe('POST /disconnect', () => {
    it('forgets tokens that no longer open, so connecting again starts clean', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      await connect(cookie, 'wilma')
      // As after AUTH_SECRET changed: the stored tokens are sealed under another key.
      await testApp.db
        .update(googleCalendarTokens)
        .set({ accessToken: 'v1.AAAA', refreshToken: 'v1.BBBB' })
        .where(eq(googleCalendarTokens.userId, user.id))
      expect(await (await call(testApp, 'GET', '/status', cookie)).json()).toMatchObject({ connected: false })
      const response = await call(testApp, 'POST', '/disconnect', cookie)
      expect(await response.json()).toEqual({ configured: true, connected: false })
      expect(await storedRow(user.id)).toBeUndefined()
      google.withholdRefreshTokenOnce()
      await connect(cookie, 'wilma')
      expect(await tokenRow(user.id)).toMatchObject({ refreshToken: null })
      expect(await (await call(testApp, 'GET', '/status', cookie)).json()).toMatchObject({ connected: true })
    })

    it('revokes the grant at Google with the refresh token, then deletes the tokens', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      await connect(cookie, 'vera')
      const { refreshToken } = (await tokenRow(user.id))!
      const response = await call(testApp, 'POST', '/disconnect', cookie)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ configured: true, connected: false })
      expect(google.requestsTo('/revoke').at(-1)!.form.get('token')).toBe(refreshToken)
      expect(google.knowsRefreshToken(refreshToken!)).toBe(false)
      expect(await tokenRow(user.id)).toBeNull()
      expect(await storedRow(user.id)).toBeUndefined()
      expect(await (await call(testApp, 'GET', '/status', cookie)).json()).toMatchObject({ connected: false })
    })

    it('deletes the tokens even when Google cannot revoke them, and does nothing for someone not connected', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      await connect(cookie, 'wren')
      google.failing.add('revoke')
      expect((await call(testApp, 'POST', '/disconnect', cookie)).status).toBe(200)
      expect(await tokenRow(user.id)).toBeNull()
      expect(await storedRow(user.id)).toBeUndefined()
      const before = google.requestsTo('/revoke').length
      expect((await call(testApp, 'POST', '/disconnect', cookie)).status).toBe(200)
      expect(google.requestsTo('/revoke')).toHaveLength(before)
    })

    it('touches only the person’s own tokens', async () => {
      const rose = await createSignedInUser(testApp)
      const frank = await createSignedInUser(testApp)
      await connect(rose.cookie, 'rosie')
      const roses = await tokenRow(rose.user.id)
      await call(testApp, 'POST', '/disconnect', frank.cookie)
      expect(await tokenRow(rose.user.id)).toEqual(roses)
      expect(google.knowsRefreshToken(roses!.refreshToken!)).toBe(true)
      expect(await (await call(testApp, 'GET', '/status', frank.cookie)).json()).toMatchObject({ connected: false })
    })
  })

  describe('once connected', () => {
    it('the calendar API reads and writes the person’s Google Calendar with their own token', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      await connect(cookie, 'xena')
      const { accessToken } = (await tokenRow(user.id))!
      const created = await testApp.request('/api/calendar/events', {
        method: 'POST',
        headers: { cookie },
        json: { summary: 'Eye test', start: { dateTime: '2026-12-01T10:00:00-05:00', timeZone: 'America/New_York' } },
      })
      expect(created.status).toBe(201)
      expect(google.eventsOf('xena')).toEqual([expect.objectContaining({ summary: 'Eye test' })])
      const listed = await testApp.request('/api/calendar/events', { headers: { cookie } })
      expect(await listed.json()).toMatchObject({ events: [{ summary: 'Eye test' }] })
      expect(google.received.at(-1)!.authorization).toBe(`Bearer ${accessToken}`)
      // Someone else, not connected, still has the built-in calendar.
      const other = await createSignedInUser(testApp)
      const theirs = await testApp.request('/api/calendar/events', { headers: { cookie: other.cookie } })
      expect(await theirs.json()).toMatchObject({ events: [] })
    })
  })
})
