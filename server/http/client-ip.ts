import type { MiddlewareHandler } from 'hono'
import { CLIENT_IP_HEADER } from '#server/auth/auth.ts'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

/**
 * The client's address behind `proxies` trusted proxies: the X-Forwarded-For entry the outermost
 * one appended. Entries left of it were written by the client, who can write anything there, so
 * they are never used. Undefined without proxies, or when the header is shorter than their number.
 */
export function forwardedClient(header: string | undefined, proxies: number): string | undefined {
  if (!proxies || !header) return undefined
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.length >= proxies ? entries[entries.length - proxies] : undefined
}

/**
 * Puts the client's address in a header of our own for the auth library's rate limits: the
 * connection's address, or the one the trusted proxies saw (forwardedClient). Whatever the client
 * sent in our own header is replaced.
 */
export function clientIp(proxies: number): MiddlewareHandler {
  return async (c, next) => {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'), proxies)
    const address = forwarded || (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress
    // Requests made in-process (tests) have no connection; they keep the header they were given.
    if (address) c.req.raw.headers.set(CLIENT_IP_HEADER, address)
    await next()
  }
}
