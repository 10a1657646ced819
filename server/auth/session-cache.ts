// Who is signed in, remembered for a few seconds. Every API request needs to know, and asking the
// auth library each time costs a signature check and two queries: most of a simple read. A page
// opening makes several requests with the same cookie within a second, so each is answered once.
//
// What this costs: a session ended elsewhere (signed out, a new password) could still be used here
// for at most SESSION_CACHE_MS. Within this server nothing waits: every change made through the
// auth library clears what is remembered (forgetAll). Only another server of the same deployment,
// sharing the database, may lag by those seconds.
import type { Auth, AuthSession } from './auth.ts'

/** How long a looked-up session is trusted without asking again. */
export const SESSION_CACHE_MS = 10_000
/** Most sessions remembered at once; the oldest go first. */
const MAX_REMEMBERED = 10_000

export type SessionCache = {
  /** The session a request's cookie opens, or null (at once when it carries no session cookie). */
  sessionOf: (headers: Headers) => Promise<AuthSession | null>
  /** Forgets every remembered session: something may have ended one. */
  forgetAll: () => void
}

/** The value of the session cookie (named with the prefix the auth library is given), or null. */
export function sessionCookie(headers: Headers, cookieName: string): string | null {
  const cookies = headers.get('cookie')
  if (!cookies) return null
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === cookieName) return part.slice(at + 1).trim() || null
  }
  return null
}

export function createSessionCache(
  auth: Pick<Auth, 'api'>,
  cookieNames: readonly string[],
  { now = Date.now }: { now?: () => number } = {},
): SessionCache {
  const remembered = new Map<string, { session: AuthSession; until: number }>()
  return {
    sessionOf: async (headers) => {
      const key = cookieNames.map((name) => sessionCookie(headers, name)).find(Boolean)
      if (!key) return null
      const hit = remembered.get(key)
      const at = now()
      if (hit && hit.until > at && new Date(hit.session.session.expiresAt).getTime() > at) return hit.session
      const session = await auth.api.getSession({ headers })
      remembered.delete(key)
      if (session) {
        if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!)
        remembered.set(key, { session, until: at + SESSION_CACHE_MS })
      }
      return session
    },
    forgetAll: () => remembered.clear(),
  }
}
