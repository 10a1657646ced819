import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressFolder } from '#scripts/precompress.ts'
import { createApp } from './app.ts'
import { createSignedInUser } from './test/factories.ts'
import { type TestApp, createTestApp } from './test/app.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

describe('compressed answers', () => {
  it('compresses a long answer in brotli or gzip, and leaves a short one as it is', async () => {
    const { cookie } = await createSignedInUser(testApp)
    for (let i = 0; i < 20; i += 1) {
      const json = { type: 'Medication', title: `Heart pill ${i}`, date: '2026-05-01', notes: 'With breakfast.' }
      expect(
        (await testApp.request('/api/medical-records', { method: 'POST', json, headers: { cookie } })).status,
      ).toBe(201)
    }
    const list = (encodings: string) =>
      testApp.request('/api/medical-records', { headers: { cookie, 'accept-encoding': encodings } })
    const brotli = await list('gzip, br')
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding')
    const records = JSON.parse(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()) as {
      records: unknown[]
    }
    expect(records.records).toHaveLength(20)
    const gzip = await list('gzip')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(records)
    const health = await testApp.request('/api/health', { headers: { 'accept-encoding': 'br' } })
    expect(health.headers.get('content-encoding')).toBeNull()
    expect(await health.json()).toEqual({ status: 'ok' })
  })
})

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
    writeFileSync(path.join(webRoot, 'assets', 'tiny-abc123.js'), `console.log('${'hello '.repeat(80)}')`)
    // As the build does: a brotli and a gzip copy beside each file.
    precompressFolder(webRoot)
    writeFileSync(path.join(webRoot, 'assets', 'late-abc123.css'), `p{color:red}${'/* x */'.repeat(300)}`)
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

  it('caches hashed assets for a year and sends the copy compressed at build time that the browser takes', async () => {
    const original = readFileSync(path.join(webRoot, 'assets', 'app-abc123.js'))
    const get = (encodings: string) =>
      app.request('/assets/app-abc123.js', { headers: encodings ? { 'accept-encoding': encodings } : {} })
    const brotli = await get('gzip, deflate, br, zstd')
    expect(brotli.status).toBe(200)
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer()))).toEqual(original)
    // Brotli alone is brotli; gzip alone is gzip; neither is the file as it is.
    expect((await get('br')).headers.get('content-encoding')).toBe('br')
    const gzip = await get('gzip')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer()))).toEqual(original)
    const plain = await get('')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(original)
    // A file under a kilobyte is compressed too, and one the build did not see is compressed as it is sent.
    expect(
      (await app.request('/assets/tiny-abc123.js', { headers: { 'accept-encoding': 'br' } })).headers.get(
        'content-encoding',
      ),
    ).toBe('br')
    const late = await app.request('/assets/late-abc123.css', { headers: { 'accept-encoding': 'br' } })
    expect(late.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await late.arrayBuffer())).toString()).toMatch(/^p\{color:red\}/)
  })

  it('sends a built file the headers that apply to it, and the page its policies', async () => {
    const file = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br' } })
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    for (const pageOnly of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'last-modified']) {
      expect(file.headers.get(pageOnly)).toBeNull()
    }
    const page = await app.request('/homepage')
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('sends the pages compressed, and refuses nothing to a browser that takes no compression', async () => {
    const page = await app.request('/homepage', { headers: { 'accept-encoding': 'br;q=0, gzip' } })
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(page.headers.get('vary')).toContain('Accept-Encoding')
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('<title>app</title>')
    const front = await app.request('/', { headers: { 'accept-encoding': 'identity' } })
    expect(front.headers.get('content-encoding')).toBeNull()
    expect(await front.text()).toContain('front page')
  })

  it('still answers unknown API addresses with JSON', async () => {
    const response = await app.request('/api/nothing')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } })
  })
})
