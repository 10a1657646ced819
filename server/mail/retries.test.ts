import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { type Mail, type Mailer, withRetries } from './mailer.ts'

const mail: Mail = { to: 'rose@example.org', subject: 'Please confirm', text: 'Hello', link: 'http://x/y' }

describe('withRetries', () => {
  it('tries a mail that failed again later, counts it, and never throws from sendSoon', async () => {
    let tries = 0
    const delivered: Mail[] = []
    const flaky: Mailer = {
      send: (sent) => {
        tries += 1
        if (tries < 3) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:587'))
        delivered.push(sent)
        return Promise.resolve()
      },
    }
    const lines: string[] = []
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) })
    const mailer = withRetries(flaky, logger, [20, 20, 20])
    await expect(mailer.sendSoon!(mail)).resolves.toBeUndefined()
    expect(mailer.health!()).toMatchObject({
      sent: 0,
      failed: 1,
      waiting: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:587',
    })
    await expect.poll(() => delivered.length, { timeout: 2000 }).toBe(1)
    expect(mailer.health!()).toMatchObject({ sent: 1, failed: 2, waiting: 0 })
    expect(lines.join('')).toContain('mail not sent')
    expect(lines.join('')).toContain('r***@example.org')
    expect(lines.join('')).not.toContain('rose@example.org')
  })

  it('gives up after its retries, and says so in the log', async () => {
    const broken: Mailer = { send: () => Promise.reject(new Error('self-signed certificate')) }
    const lines: string[] = []
    const mailer = withRetries(broken, pino({}, { write: (line: string) => void lines.push(line) }), [10])
    await mailer.sendSoon!(mail)
    await expect.poll(() => lines.join(''), { timeout: 2000 }).toContain('mail given up after its retries')
    expect(mailer.health!()).toMatchObject({ failed: 2, waiting: 0 })
    // send itself throws, for callers that keep their own retries.
    await expect(mailer.send(mail)).rejects.toThrow('self-signed certificate')
  })
})

describe('/api/health?detail', () => {
  it('reports how mail has gone and whether photos can be stored; the plain check stays as it was', async () => {
    const { createTestApp } = await import('#server/test/app.ts')
    const testApp = await createTestApp()
    try {
      expect(await (await testApp.request('/api/health')).json()).toEqual({ status: 'ok' })
      await testApp.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: `health-${Date.now()}@example.org`, password: 'gentle river 42', name: 'Rose' },
      })
      const detail = (await (await testApp.request('/api/health?detail')).json()) as { mail: unknown }
      expect(detail).toEqual({
        status: 'ok',
        mail: { sent: 1, failed: 0, waiting: 0, lastFailureAt: null, lastError: null },
        photos: { ok: true },
      })
    } finally {
      await testApp.close()
    }
  })
})
