import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'

/**
 * Addresses that hold a secret: a calendar feed's key, a password-reset token. The log keeps only
 * their shape. (Query strings are never logged, so tokens in them need no rule.)
 */
const SECRET_PATHS: [RegExp, string][] = [
  [/^\/calendar\/[^/]*\.ics$/, '/calendar/[secret].ics'],
  [/^\/api\/account\/reset-password\/[^/]*$/, '/api/account/reset-password/[token]'],
  [/^\/api\/auth\/reset-password\/[^/]*$/, '/api/auth/reset-password/[token]'],
]

export const redact = (path: string) =>
  SECRET_PATHS.reduce((result, [pattern, shape]) => result.replace(pattern, shape), path)

/**
 * Logs one line per request: method, path, status and milliseconds. Query strings and the secret
 * of a calendar-feed address are left out.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    logger.info({ method: c.req.method, path: redact(c.req.path), status: c.res.status, ms }, 'request')
  }
}
