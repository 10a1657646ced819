import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users, verifications } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { CLIENT_IP_HEADER, createAuth } from './auth.ts'
import { storedIdentifier } from './tokens.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp({ realPasswordHashing: true })
})
afterAll(() => testApp.close())

let counter = 0
const newEmail = () => `senior${(counter += 1)}-${Date.now()}@example.org`
const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  testApp.request(`/api/auth${path}`, { method: 'POST', json, headers })
const signUp = (email: string, password = 'gentle river 42', headers: Record<string, string> = {}) =>
  post('/sign-up/email', { email, password, name: 'Rose' }, headers)
const signIn = (email: string, password = 'gentle river 42', headers: Record<string, string> = {}) =>
  post('/sign-in/email', { email, password }, headers)
const verify = (token: string) => testApp.request('/api/account/verify-email', { method: 'POST', json: { token } })
const tokenFrom = (url: URL) => url.searchParams.get('token') ?? ''

describe('sign-up and e-mail verification', () => {
  it('creates an unverified account and mails a link to /auth/callback with our token and type=signup', async () => {
    const email = newEmail()
    expect((await signUp(email)).status).toBe(200)
    const [user] = await testApp.db.select().from(users).where(eq(users.email, email))
    expect(user?.emailVerified).toBe(false)
    const link = testApp.lastLinkTo(email)
    expect(link.pathname).toBe('/auth/callback')
    expect(link.searchParams.get('type')).toBe('signup')
    expect(tokenFrom(link)).toMatch(/^[\w-]{40,}$/)
    const mail = testApp.mails.at(-1)!
    expect(mail.subject).toBe('Please confirm your e-mail address for Sage')
    expect(mail.text).toContain('If you did not create a Sage account, you can ignore this e-mail.')
  })

  it('writes the mail in the language the person uses', async () => {
    const email = newEmail()
    await signUp(email, 'gentle river 42', { 'x-sage-language': 'es' })
    expect(testApp.mails.at(-1)!.subject).toBe('Confirme su correo electrónico para Sage')
  })

  it('refuses sign-in until the e-mail is confirmed', async () => {
    const email = newEmail()
    await signUp(email)
    const response = await signIn(email)
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' })
  })

  it('verifies once: the link then signs in, and a second use is refused', async () => {
    const email = newEmail()
    await signUp(email)
    const token = tokenFrom(testApp.lastLinkTo(email))
    const first = await verify(token)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ verified: true })
    expect((await signIn(email)).status).toBe(200)
    const again = await verify(token)
    expect(again.status).toBe(400)
    expect((await again.json()).error.message).toBe('This link is not valid or has already been used.')
  })

  it('refuses a verification link after 24 hours', async () => {
    const email = newEmail()
    await signUp(email)
    const token = tokenFrom(testApp.lastLinkTo(email))
    await testApp.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, storedIdentifier(`sage-verify-email:${token}`)))
    const response = await verify(token)
    expect(response.status).toBe(400)
    expect((await response.json()).error.message).toMatch(/expired/)
    const [user] = await testApp.db.select().from(users).where(eq(users.email, email))
    expect(user?.emailVerified).toBe(false)
  })

  it('answers a made-up token and a missing one with 400', async () => {
    expect((await verify('not-a-real-token')).status).toBe(400)
    const response = await testApp.request('/api/account/verify-email', { method: 'POST', json: {} })
    expect(response.status).toBe(400)
    expect((await response.json()).error.message).toMatch(/^Invalid token/)
  })
})

describe('sign-up rules', () => {
  it('says when the address already has an account', async () => {
    const email = newEmail()
    await signUp(email)
    const response = await signUp(email.toUpperCase())
    expect(response.status).toBe(422)
    expect((await response.json()).message).toContain('already exists')
  })

  it('refuses passwords under 6 characters', async () => {
    const response = await signUp(newEmail(), 'abc12')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' })
  })

  it.each(['password', 'iloveyou', 'Sunshine', 'football'])('refuses the common password %s', async (password) => {
    const email = newEmail()
    const response = await signUp(email, password)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      message: 'This password is too common. Please choose one that is harder to guess.',
    })
    expect(await testApp.db.select().from(users).where(eq(users.email, email))).toHaveLength(0)
  })

  it('stores a hash, never the password', async () => {
    const { user, password } = await createSignedInUser(testApp)
    const rows = await testApp.db.query.accounts.findMany({
      where: (account, { eq: is }) => is(account.userId, user.id),
    })
    expect(rows[0]?.password).toBeTruthy()
    expect(rows[0]?.password).not.toContain(password)
  })
})

describe('sign-in', () => {
  it('answers wrong credentials with 401 INVALID_EMAIL_OR_PASSWORD', async () => {
    const { email } = await createSignedInUser(testApp)
    const response = await signIn(email, 'not my password')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' })
  })

  it('sets an HttpOnly, SameSite=Lax session cookie that lasts 30 days', async () => {
    const { email, password } = await createSignedInUser(testApp)
    const response = await signIn(email, password)
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sage.session_token='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i)
    const [session] = await testApp.db.select().from(sessions).orderBy(sessions.createdAt)
    const days = (session!.expiresAt.getTime() - session!.createdAt.getTime()) / 86_400_000
    expect(Math.round(days)).toBe(30)
  })

  it('answers 429 after 10 tries in a minute from one address', async () => {
    const headers = { [CLIENT_IP_HEADER]: '192.0.2.77' }
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) statuses.push((await signIn(newEmail(), 'whatever 123', headers)).status)
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it.each([
    ['/sign-up/email', () => ({ email: newEmail(), password: 'gentle river 42', name: 'Rose' })],
    ['/request-password-reset', () => ({ email: newEmail(), redirectTo: '/auth/reset-password' })],
    ['/change-password', () => ({ currentPassword: 'gentle river 42', newPassword: 'gentle river 43' })],
  ])('answers 429 on the 11th %s in a minute from one address', async (path, body) => {
    const headers = { [CLIENT_IP_HEADER]: `192.0.2.${Math.floor(Math.random() * 200)}` }
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) statuses.push((await post(path, body(), headers)).status)
    expect(statuses.slice(0, 10)).not.toContain(429)
    expect(statuses[10]).toBe(429)
  })

  it('never limits checking who is signed in, so a care home sharing one address is not signed out', async () => {
    const { cookie } = await createSignedInUser(testApp)
    const headers = { [CLIENT_IP_HEADER]: '192.0.2.211', cookie }
    const statuses: number[] = []
    for (let i = 0; i < 130; i += 1) {
      statuses.push((await testApp.request('/api/auth/get-session', { headers })).status)
    }
    expect(new Set(statuses)).toEqual(new Set([200]))
  })

  it('marks the session cookie Secure when Sage is served over https', async () => {
    const auth = createAuth({
      db: testApp.db,
      mailer: { send: () => Promise.resolve() },
      secret: 'x'.repeat(40),
      baseURL: 'https://sage.example.org',
      trustedOrigins: ['https://sage.example.org'],
    })
    const { email, password } = await createSignedInUser(testApp)
    const response = await auth.handler(
      new Request('https://sage.example.org/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://sage.example.org',
          [CLIENT_IP_HEADER]: '203.0.113.9',
        },
        body: JSON.stringify({ email, password }),
      }),
    )
    expect(response.status).toBe(200)
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token='))!
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/HttpOnly/i)
  })

  it('locks an account for the hour after 10 failed sign-ins from anywhere', async () => {
    const { email, password } = await createSignedInUser(testApp)
    for (let i = 0; i < 10; i += 1) {
      const response = await signIn(email, `wrong guess ${i}`, { [CLIENT_IP_HEADER]: `198.51.100.${i}` })
      expect(response.status).toBe(401)
    }
    const locked = await signIn(email, password, { [CLIENT_IP_HEADER]: '198.51.100.200' })
    expect(locked.status).toBe(429)
    expect((await locked.json()).message).toBe('Too many attempts, please wait a minute')
  })

  it('counts concurrent guesses before trying them: of 40 at once, at most 10 are tried', async () => {
    const { email } = await createSignedInUser(testApp)
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const response = await signIn(email, `wrong guess ${i}`, { [CLIENT_IP_HEADER]: `198.51.${i}.1` })
        return response.status
      }),
    )
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30)
  })

  it('tells the owner once when sign-in is paused, and a new password ends the pause', async () => {
    const { email } = await createSignedInUser(testApp)
    const before = testApp.mails.filter((mail) => mail.to === email).length
    for (let i = 0; i < 12; i += 1) await signIn(email, `wrong guess ${i}`, { [CLIENT_IP_HEADER]: `198.18.0.${i}` })
    const mails = testApp.mails.filter((mail) => mail.to === email)
    expect(mails.length).toBe(before + 1)
    expect(mails.at(-1)!.subject).toBe('Someone is trying to sign in to your Sage account')
    expect(mails.at(-1)!.link).toBe(`http://localhost:3000/forgot-password?email=${encodeURIComponent(email)}`)

    await post('/request-password-reset', { email, redirectTo: '/auth/reset-password' })
    const token = tokenFrom(testApp.lastLinkTo(email))
    expect((await post('/reset-password', { token, newPassword: 'a brand new one' })).status).toBe(200)
    expect((await signIn(email, 'a brand new one')).status).toBe(200)
  })

  it('limits password checks by a signed-in session like sign-in', async () => {
    const { cookie, password } = await createSignedInUser(testApp)
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) {
      const headers = { cookie, [CLIENT_IP_HEADER]: `198.19.0.${i}` }
      statuses.push((await post('/verify-password', { password: `wrong guess ${i}` }, headers)).status)
    }
    expect(statuses.slice(0, 10)).not.toContain(429)
    expect(statuses[10]).toBe(429)
    const right = await post('/verify-password', { password }, { cookie, [CLIENT_IP_HEADER]: '198.19.1.1' })
    expect(right.status).toBe(429)
  })
})

describe('password reset', () => {
  const requestReset = (email: string) => post('/request-password-reset', { email, redirectTo: '/auth/reset-password' })

  it('mails a one-hour, single-use link to /auth/reset-password, and the new password works', async () => {
    const { email } = await createSignedInUser(testApp)
    expect((await requestReset(email)).status).toBe(200)
    const link = testApp.lastLinkTo(email)
    expect(link.pathname).toBe('/auth/reset-password')
    expect(link.searchParams.get('type')).toBe('recovery')
    const token = tokenFrom(link)
    expect(testApp.mails.at(-1)!.text).toContain('The link works once and for 1 hour.')

    const check = await testApp.request(`/api/account/reset-password/${token}`)
    expect(await check.json()).toEqual({ valid: true })
    expect((await post('/reset-password', { token, newPassword: 'a brand new one' })).status).toBe(200)
    expect((await signIn(email, 'a brand new one')).status).toBe(200)

    expect(await (await testApp.request(`/api/account/reset-password/${token}`)).json()).toEqual({ valid: false })
    expect((await post('/reset-password', { token, newPassword: 'another new one' })).status).toBe(400)
  })

  it('stores the token hashed, and a new link or a used one ends every other link', async () => {
    const { email } = await createSignedInUser(testApp)
    await requestReset(email)
    const first = tokenFrom(testApp.lastLinkTo(email))
    const stored = await testApp.db.select({ identifier: verifications.identifier }).from(verifications)
    expect(stored.map((row) => row.identifier).join(' ')).not.toContain(first)

    await requestReset(email)
    const second = tokenFrom(testApp.lastLinkTo(email))
    expect(await (await testApp.request(`/api/account/reset-password/${first}`)).json()).toEqual({ valid: false })
    await requestReset(email)
    const third = tokenFrom(testApp.lastLinkTo(email))
    expect(await (await testApp.request(`/api/account/reset-password/${second}`)).json()).toEqual({ valid: false })
    expect((await post('/reset-password', { token: third, newPassword: 'a brand new one' })).status).toBe(200)
    expect((await post('/reset-password', { token: second, newPassword: 'another new one' })).status).toBe(400)
  })

  it('answers the same for an address with no account, and sends nothing', async () => {
    const before = testApp.mails.length
    const response = await requestReset('nobody-here@example.org')
    expect(response.status).toBe(200)
    expect(testApp.mails.length).toBe(before)
  })

  it('refuses an expired link', async () => {
    const { email } = await createSignedInUser(testApp)
    await requestReset(email)
    const token = tokenFrom(testApp.lastLinkTo(email))
    await testApp.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, storedIdentifier(`reset-password:${token}`)))
    expect(await (await testApp.request(`/api/account/reset-password/${token}`)).json()).toEqual({ valid: false })
    expect((await post('/reset-password', { token, newPassword: 'a brand new one' })).status).toBe(400)
  })

  it('refuses a common new password', async () => {
    const { email } = await createSignedInUser(testApp)
    await requestReset(email)
    const response = await post('/reset-password', {
      token: tokenFrom(testApp.lastLinkTo(email)),
      newPassword: 'password',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' })
  })
})

describe('changing the password', () => {
  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    post('/change-password', { currentPassword, newPassword, revokeOtherSessions: true }, { cookie })

  it('refuses a wrong current password', async () => {
    const { cookie } = await createSignedInUser(testApp)
    const response = await change(cookie, 'not the password', 'a brand new one')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'INVALID_PASSWORD' })
  })

  it('changes it and signs out the person’s other sessions', async () => {
    const { cookie, email, password } = await createSignedInUser(testApp)
    const other = (await signIn(email, password)).headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    // The other device has just read something: the server remembers its session for a few seconds.
    const records = () => testApp.request('/api/medical-records', { headers: { cookie: other } })
    expect((await records()).status).toBe(200)
    const response = await change(cookie, password, 'a brand new one')
    expect(response.status).toBe(200)
    const otherSession = await testApp.request('/api/auth/get-session', { headers: { cookie: other } })
    expect(await otherSession.json()).toBeNull()
    // The change is felt at once all the same.
    expect((await records()).status).toBe(401)
    expect((await signIn(email, 'a brand new one')).status).toBe(200)
  })

  it('gives the calendar feed a new secret, so an old copied link stops working', async () => {
    const { cookie, password } = await createSignedInUser(testApp)
    const feed = async (as: string) =>
      ((await (await testApp.request('/api/calendar-feed', { headers: { cookie: as } })).json()) as { url: string }).url
    const before = new URL(await feed(cookie)).pathname
    expect((await testApp.request(before)).status).toBe(200)
    const changed = await change(cookie, password, 'a brand new one')
    expect(changed.status).toBe(200)
    expect((await testApp.request(before)).status).toBe(404)
    // The session goes on with the cookie the change set; its feed has the new secret.
    const renewed = changed.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const after = new URL(await feed(renewed || cookie)).pathname
    expect(after).not.toBe(before)
    expect((await testApp.request(after)).status).toBe(200)
  })

  it('needs a signed-in person', async () => {
    const response = await post('/change-password', { currentPassword: 'x'.repeat(8), newPassword: 'y'.repeat(8) })
    expect(response.status).toBe(401)
  })
})

describe('requests from other sites', () => {
  it('are refused when they change something with cookies', async () => {
    const { cookie } = await createSignedInUser(testApp)
    const response = await testApp.request('/api/user-data', {
      method: 'PUT',
      json: { firstName: 'Mallory' },
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: { code: 'forbidden' } })
  })

  it('are refused by the auth routes too', async () => {
    const { email, password } = await createSignedInUser(testApp)
    const response = await signIn(email, password, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
  })
})
