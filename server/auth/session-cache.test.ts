import { describe, expect, it } from 'vitest'
import type { AuthSession } from './auth.ts'
import { SESSION_CACHE_MS, createSessionCache, sessionCookie } from './session-cache.ts'

const names = ['sage.session_token', '__Secure-sage.session_token']
const headers = (cookie?: string) => new Headers(cookie ? { cookie } : {})

/** A session cache over a fake auth library that counts its look-ups; the clock is set by hand. */
function cacheWith(expiresAt = new Date(10 * SESSION_CACHE_MS)) {
  let clock = 0
  const asked: string[] = []
  const session = { session: { expiresAt }, user: { id: 'u1' } } as unknown as AuthSession
  const auth = {
    api: {
      getSession: ({ headers }: { headers: Headers }) => {
        asked.push(headers.get('cookie') ?? '')
        return Promise.resolve(headers.get('cookie')?.includes('good') ? session : null)
      },
    },
  }
  const cache = createSessionCache(auth as never, names, { now: () => clock })
  return { cache, asked, session, tick: (ms: number) => (clock += ms) }
}

describe('the session cache', () => {
  it('reads the session cookie by name, with or without the https prefix', () => {
    expect(sessionCookie(headers('a=1; sage.session_token=tok.sig; b=2'), names[0]!)).toBe('tok.sig')
    expect(sessionCookie(headers('__Secure-sage.session_token=x'), names[1]!)).toBe('x')
    expect(sessionCookie(headers('xsage.session_token=x'), names[0]!)).toBeNull()
    expect(sessionCookie(headers(), names[0]!)).toBeNull()
  })

  it('asks once for a cookie within a few seconds, and again after', async () => {
    const { cache, asked, session, tick } = cacheWith()
    expect(await cache.sessionOf(headers('sage.session_token=good'))).toBe(session)
    tick(SESSION_CACHE_MS - 1)
    expect(await cache.sessionOf(headers('sage.session_token=good; theme=dark'))).toBe(session)
    expect(asked).toHaveLength(1)
    tick(1)
    await cache.sessionOf(headers('sage.session_token=good'))
    expect(asked).toHaveLength(2)
  })

  it('never asks without a session cookie, and never remembers a refused one', async () => {
    const { cache, asked } = cacheWith()
    expect(await cache.sessionOf(headers('theme=dark'))).toBeNull()
    expect(asked).toEqual([])
    expect(await cache.sessionOf(headers('sage.session_token=bad'))).toBeNull()
    expect(await cache.sessionOf(headers('sage.session_token=bad'))).toBeNull()
    expect(asked).toHaveLength(2)
  })

  it('asks again once everything is forgotten, or once the session itself has expired', async () => {
    const { cache, asked, tick } = cacheWith(new Date(SESSION_CACHE_MS / 2))
    const good = headers('sage.session_token=good')
    await cache.sessionOf(good)
    cache.forgetAll()
    await cache.sessionOf(good)
    expect(asked).toHaveLength(2)
    tick(SESSION_CACHE_MS / 2)
    await cache.sessionOf(good)
    expect(asked).toHaveLength(3)
  })
})
