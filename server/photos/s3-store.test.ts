import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createS3Store } from './s3-store.ts'

// A loopback server answering S3's object calls (path style), as MinIO or AWS would, and keeping
// the signed requests it saw.
const objects = new Map<string, Buffer>()
const seen: { method: string; url: string; authorization: string; contentType?: string }[] = []
let server: ReturnType<typeof createServer>
let endpoint = ''

function handle(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const url = decodeURIComponent((request.url ?? '').split('?')[0]!)
    seen.push({
      method: request.method ?? '',
      url,
      authorization: request.headers.authorization ?? '',
      contentType: request.headers['content-type'],
    })
    if (request.method === 'PUT') {
      objects.set(url, Buffer.concat(chunks))
      response.writeHead(200, { etag: '"abc"' }).end()
    } else if (request.method === 'GET') {
      const object = objects.get(url)
      if (!object) {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The key does not exist.</Message></Error>')
        return
      }
      response.writeHead(200, { 'content-type': 'image/webp', 'content-length': object.length }).end(object)
    } else if (request.method === 'HEAD') {
      response.writeHead(url.replace(/\/$/, '') === '/sage-photos' ? 200 : 404).end()
    } else if (request.method === 'DELETE') {
      objects.delete(url)
      response.writeHead(204).end()
    } else {
      response.writeHead(405).end()
    }
  })
}

beforeAll(async () => {
  server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the S3 photo store', () => {
  it('puts, gets and deletes objects in the bucket with signed requests', async () => {
    const store = createS3Store({
      endpoint,
      region: 'us-east-1',
      bucket: 'sage-photos',
      accessKeyId: 'SAGEKEY',
      secretAccessKey: 'sage-secret',
      forcePathStyle: true,
    })
    const data = Buffer.from('RIFF....WEBPVP8 a small picture')
    await store.put('user-1/photo-1-thumb.webp', data)
    expect(objects.get('/sage-photos/user-1/photo-1-thumb.webp')).toEqual(data)
    expect(seen[0]).toMatchObject({ method: 'PUT', contentType: 'image/webp' })
    expect(seen[0]!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=SAGEKEY\/\d{8}\/us-east-1\/s3\/aws4_request/)

    expect(await store.get('user-1/photo-1-thumb.webp')).toEqual(data)
    expect(await store.get('user-1/missing.webp')).toBeNull()

    await store.delete('user-1/photo-1-thumb.webp')
    expect(objects.has('/sage-photos/user-1/photo-1-thumb.webp')).toBe(false)
  })
})

describe('an S3 store that does not answer, or is not there', () => {
  it('gives up on a call after its timeout instead of holding the upload', async () => {
    const silent = createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const store = createS3Store({
      endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      region: 'us-east-1',
      bucket: 'sage-photos',
      accessKeyId: 'SAGEKEY',
      secretAccessKey: 'sage-secret',
      forcePathStyle: true,
      timeoutMs: 300,
    })
    const started = Date.now()
    await expect(store.put('rose/1-display.webp', Buffer.from('x'))).rejects.toThrow()
    // Two attempts of 300 ms, with the SDK's short pause between them.
    expect(Date.now() - started).toBeLessThan(5000)
    silent.closeAllConnections()
    await new Promise<void>((resolve) => silent.close(() => resolve()))
  })

  it('checks that its bucket is there', async () => {
    const options = {
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'SAGEKEY',
      secretAccessKey: 'sage-secret',
      forcePathStyle: true,
    }
    await expect(createS3Store({ ...options, bucket: 'sage-photos' }).check()).resolves.toBeUndefined()
    await expect(createS3Store({ ...options, bucket: 'no-such-bucket' }).check()).rejects.toThrow()
  })
})
