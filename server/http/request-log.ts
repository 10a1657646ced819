import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'

/** A calendar-feed address holds the key to someone's calendar; the log keeps only its shape. */
const redact = (path: string) => path.replace(/^\/calendar\/[^/]*\.ics$/, '/calendar/[secret].ics')

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
