import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeS3, startFakeS3 } from '#server/test/fake-s3.ts'
import { createS3Store } from './s3-store.ts'

let s3: FakeS3
let objects: FakeS3['objects']
let seen: FakeS3['seen']
let endpoint = ''

beforeAll(async () => {
  s3 = await startFakeS3()
  ;({ objects, seen, endpoint } = s3)
})
afterAll(() => s3.close())

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
