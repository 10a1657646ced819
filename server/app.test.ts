import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { type TestApp, createTestApp } from './test/app.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} once the database answers', async () => {
    const response = await testApp.request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})

describe('unknown API addresses', () => {
  it('answer the JSON 404 error, never the web app', async () => {
    const response = await testApp.request('/api/no-such-thing')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No such API address: GET /api/no-such-thing' },
    })
  })
})

describe('unknown auth addresses', () => {
  it('answer the JSON 404 error too', async () => {
    const response = await testApp.request('/api/auth/no-such-thing')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No such API address: GET /api/auth/no-such-thing' },
    })
  })
})

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and no X-Powered-By', async () => {
    const response = await testApp.request('/api/health')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
    expect(scriptSrc).toBe("'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-powered-by')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('serving the web app', () => {
  let webRoot: string
  let app: ReturnType<typeof createApp>

  beforeAll(() => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'sage-web-'))
    mkdirSync(path.join(webRoot, 'assets'))
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>')
    writeFileSync(path.join(webRoot, 'landing.html'), '<!doctype html><title>front page</title>')
    writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`)
    app = createApp({
      db: testApp.db,
      logger: pino({ level: 'silent' }),
      auth: testApp.auth,
      photoStore: testApp.photoStore,
      trustedOrigins: [],
      webRoot,
    })
  })
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }))

  it('serves the front page at /', async () => {
    const response = await app.request('/')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('front page')
  })

  it('answers a deep link with the app (200), which shows its own pages', async () => {
    for (const deepLink of ['/homepage', '/photo-gallery', '/no/such/page']) {
      const response = await app.request(deepLink)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toContain('<title>app</title>')
    }
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('gzip')
  })

  it('still answers unknown API addresses with JSON', async () => {
    const response = await app.request('/api/nothing')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } })
  })
})
