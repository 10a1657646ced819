import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { forwardedClient } from './client-ip.ts'

describe('forwardedClient', () => {
  it.each([
    ['203.0.113.5', 1, '203.0.113.5'],
    ['1.2.3.4, 203.0.113.5', 1, '203.0.113.5'],
    ['1.2.3.4, 203.0.113.5, 10.0.0.2', 2, '203.0.113.5'],
    ['10.0.0.2', 2, undefined],
    ['1.2.3.4', 0, undefined],
    [undefined, 1, undefined],
  ])('takes from %j behind %i proxies %j', (header, proxies, expected) => {
    expect(forwardedClient(header, proxies)).toBe(expected)
  })
})

describe('behind one trusted proxy', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp({ trustProxy: 1 })
  })
  afterAll(() => testApp.close())

  it('limits one client by the address the proxy saw, whatever it writes before it', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) {
      const response = await testApp.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: `nobody${i}@example.org`, password: 'whatever 123' },
        // The client writes a new address each time; the proxy appends the one it really saw.
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.5` },
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 10)).not.toContain(429)
    expect(statuses[10]).toBe(429)
  })
})
