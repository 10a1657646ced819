import type { MiddlewareHandler } from 'hono'
import { CLIENT_IP_HEADER } from '#server/auth/auth.ts'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

/**
 * Puts the client's address in a header of our own for the auth library's rate limits: the
 * connection's address, or with TRUST_PROXY the first X-Forwarded-For entry. Whatever the client
 * sent in that header is replaced.
 */
export function clientIp(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
    const address = forwarded || (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress
    // Requests made in-process (tests) have no connection; they keep the header they were given.
    if (address) c.req.raw.headers.set(CLIENT_IP_HEADER, address)
    await next()
  }
}
