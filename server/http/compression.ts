import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** The encoding to send: brotli when the browser takes it, else gzip, else none (q=0 refuses). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const taken = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name),
  )
  if (taken.has('br')) return 'br'
  if (taken.has('gzip')) return 'gzip'
  return null
}

/** Answers worth compressing: JSON, HTML, CSS, scripts, SVG, the calendar feed. */
const COMPRESSIBLE =
  /^(?:application\/(?:json|javascript|xml)|text\/(?:html|css|calendar|javascript|xml)|image\/svg\+xml)/i
/** Below this, compressing costs more than the bytes it saves. */
const MIN_BYTES = 1024

/**
 * Compresses the API's answers in the encoding the browser takes, brotli first, at settings
 * quick enough for every request (brotli 5, gzip 6), on Node's worker threads rather than the
 * request thread. Streams meant to arrive as they are written say `no-transform` (the chat's
 * reply) and are left alone, as are answers already encoded (the built files, made at build time).
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const response = c.res
    const type = response.headers.get('content-type') ?? ''
    if (
      c.req.method === 'HEAD' ||
      !response.body ||
      response.status === 204 ||
      response.status === 206 ||
      response.headers.has('content-encoding') ||
      !COMPRESSIBLE.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(response.headers.get('cache-control') ?? '')
    )
      return
    const vary = response.headers.get('vary')
    if (!vary?.toLowerCase().includes('accept-encoding'))
      c.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    const encoding = acceptedEncoding(c.req.header('accept-encoding'))
    if (!encoding) return
    const body = Buffer.from(await response.arrayBuffer())
    const compressed =
      body.length < MIN_BYTES
        ? null
        : encoding === 'br'
          ? await brotli(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : await gzipped(body, { level: 6 })
    c.res = new Response(new Uint8Array(compressed ?? body), response)
    if (!compressed) return
    c.res.headers.set('content-encoding', encoding)
    c.res.headers.delete('content-length')
    const etag = c.res.headers.get('etag')
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`)
  }
}
