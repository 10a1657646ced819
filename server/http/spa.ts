import { readFileSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'

/**
 * Serves the built web app: hashed assets cached for a year, the front page's own small entry at
 * `/`, and index.html (200) for every other path so deep links open the app, which shows its
 * own 404 page.
 */
export function mountSpa(app: Hono<never>, webRoot: string): void {
  const root = path.resolve(webRoot)
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8')
  const landingHtml = readFileSync(path.join(root, 'landing.html'), 'utf8')
  const html = (body: string) => () =>
    new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } })

  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use('/assets/*', serveStatic({ root }))
  // A missing asset is a plain 404, not the app: a script tag must never receive HTML.
  app.get('/assets/*', (c) => c.text('Not found', 404))
  app.get('/', html(landingHtml))
  app.use('*', serveStatic({ root, index: '' }))
  app.get('*', html(indexHtml))
}
