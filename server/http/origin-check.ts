import type { MiddlewareHandler } from 'hono'
import { errorResponse } from '#server/errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests from other sites: a request that carries cookies must come
 * with an Origin header naming one of ours. (The auth routes make the same check themselves.)
 */
export function originCheck(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins)
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin')
      const hasCookies = Boolean(c.req.header('cookie'))
      if ((origin && !trusted.has(origin)) || (hasCookies && !origin)) {
        return errorResponse(c, 'forbidden', 'This request did not come from Sage.')
      }
    }
    await next()
  }
}
