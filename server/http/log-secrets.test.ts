import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '#server/logger.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'

const lines: string[] = []
let testApp: TestApp
beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  testApp = await createTestApp({ logger: createLogger('debug', destination) })
})
afterAll(() => testApp.close())

describe('the log after sign-up, verification, reset and sign-in', () => {
  it('holds no token, secret, cookie or password', async () => {
    const email = `logged-${Date.now()}@example.org`
    const password = 'quiet harbour 77'
    const newPassword = 'morning garden 58'
    const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
      testApp.request(path, { method: 'POST', json, headers })
    const secrets: string[] = [password, newPassword]

    await post('/api/auth/sign-up/email', { email, password, name: 'Rose' })
    const verifyToken = testApp.lastLinkTo(email).searchParams.get('token')!
    secrets.push(verifyToken)
    expect((await post('/api/account/verify-email', { token: verifyToken })).status).toBe(200)

    await post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' })
    const resetToken = testApp.lastLinkTo(email).searchParams.get('token')!
    secrets.push(resetToken)
    expect((await testApp.request(`/api/account/reset-password/${resetToken}`)).status).toBe(200)
    expect((await post('/api/auth/reset-password', { token: resetToken, newPassword })).status).toBe(200)

    const signIn = await post('/api/auth/sign-in/email', { email, password: newPassword })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]!)
    secrets.push(...cookie.map((pair) => decodeURIComponent(pair.split('=')[1]!)))
    const feed = await testApp.request('/api/calendar-feed', { headers: { cookie: cookie.join('; ') } })
    const feedUrl = ((await feed.json()) as { url: string }).url
    secrets.push(feedUrl.split('/').at(-1)!.replace('.ics', ''))
    expect((await testApp.request(new URL(feedUrl).pathname)).status).toBe(200)
    await post('/api/auth/sign-in/email', { email, password: 'a wrong one 123' })

    const log = lines.join('')
    expect(log).toContain('"path":"/api/account/reset-password/[token]"')
    for (const secret of secrets) expect(log).not.toContain(secret)
    expect(log).not.toContain('a wrong one 123')
  })
})
