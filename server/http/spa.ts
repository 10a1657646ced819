import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'
import { acceptedEncoding } from './compression.ts'

/**
 * A page kept in memory with its brotli and gzip copies, sent in the encoding the browser takes.
 * The copies are the build's (scripts/precompress.ts); a folder built without them gets them here.
 */
function page(file: string) {
  const body = readFileSync(file)
  const copy = (suffix: string, make: (content: Buffer) => Buffer) =>
    existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : make(body)
  const encoded = {
    br: copy('.br', brotliCompressSync),
    gzip: copy('.gz', (content) => gzipSync(content, { level: 9 })),
  }
  return (c: Context) => {
    const accepted = acceptedEncoding(c.req.header('accept-encoding'))
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
    }
    if (accepted) headers['content-encoding'] = accepted
    return c.body(new Uint8Array(accepted ? encoded[accepted] : body), 200, headers)
  }
}

/** Where the build's hashed files are served. */
export const BUILT_FILES = '/assets/'

/**
 * Serves the built web app: hashed assets cached for a year, the front page's own small entry at
 * `/`, and index.html (200) for every other path so deep links open the app, which shows its
 * own 404 page. Files go out as the brotli or gzip copies made at build time.
 */
export function mountSpa(app: Hono<never>, webRoot: string): void {
  const root = path.resolve(webRoot)
  const indexHtml = page(path.join(root, 'index.html'))
  const landingHtml = page(path.join(root, 'landing.html'))

  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.status !== 200) return
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    // A hashed file never changes: there is nothing to revalidate against.
    c.res.headers.delete('Last-Modified')
  })
  app.use('/assets/*', serveStatic({ root, precompressed: true }))
  // A missing asset is a plain 404, not the app: a script tag must never receive HTML.
  app.get('/assets/*', (c) => c.text('Not found', 404))
  app.get('/', landingHtml)
  app.use('*', serveStatic({ root, index: '', precompressed: true }))
  app.get('*', indexHtml)
}
