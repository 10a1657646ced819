import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'
import type { AppEnv } from '#server/app-env.ts'

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

/** The response header that names a request, so a problem someone reports can be found in the log. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * Gives each request an id, and a logger that puts it on every line the request logs (`c.var.logger`),
 * and logs one line per request: method, path, status and milliseconds. Query strings and the
 * secret of a calendar-feed address are left out.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const requestId = randomUUID()
    const log = logger.child({ requestId })
    c.set('logger', log)
    c.header(REQUEST_ID_HEADER, requestId)
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    log.info({ method: c.req.method, path: redact(c.req.path), status: c.res.status, ms }, 'request')
  }
}
