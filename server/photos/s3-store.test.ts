import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeS3, startFakeS3 } from '#server/test/fake-s3.ts'
import { createS3Store } from './s3-store.ts'
import { createFolderStore } from './store.ts'

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

  it('deletes a whole folder, page after page of keys, and nothing beside it', async () => {
    const paged = await startFakeS3({ pageSize: 2 })
    const store = createS3Store({
      endpoint: paged.endpoint,
      region: 'us-east-1',
      bucket: 'sage-photos',
      accessKeyId: 'SAGEKEY',
      secretAccessKey: 'sage-secret',
      forcePathStyle: true,
    })
    const mine = ['a-display.webp', 'a-thumb.webp', 'b-display.webp', 'b-thumb.webp', 'c & d.webp']
    for (const name of mine) await store.put(`user-1/${name}`, Buffer.from(name))
    await store.put('user-10/a-display.webp', Buffer.from('another person'))
    await store.put('recordings/user-1/1.webm', Buffer.from('a recording'), 'audio/webm')

    await store.deleteFolder('user-1/')
    expect([...paged.objects.keys()].sort()).toEqual([
      '/sage-photos/recordings/user-1/1.webm',
      '/sage-photos/user-10/a-display.webp',
    ])
    // Three pages of two keys were asked for.
    expect(paged.seen.filter((call) => call.method === 'GET')).toHaveLength(3)
    await store.deleteFolder('user-1/')
    await expect(store.deleteFolder('')).rejects.toThrow(/not a folder/)
    await expect(store.deleteFolder('user-1')).rejects.toThrow(/not a folder/)
    await expect(store.deleteFolder('../')).rejects.toThrow(/not a folder/)
    expect(paged.objects.size).toBe(2)
    await paged.close()
  })
})

describe('the folder photo store', () => {
  it('deletes a whole folder and nothing beside it, and never the whole store', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'sage-store-'))
    const store = createFolderStore(root)
    await store.put('user-1/a-display.webp', Buffer.from('a'))
    await store.put('user-10/a-display.webp', Buffer.from('b'))
    await store.put('recordings/user-1/1.webm', Buffer.from('c'))
    await store.deleteFolder('recordings/user-1/')
    await store.deleteFolder('user-1/')
    await store.deleteFolder('user-2/')
    expect(await store.get('user-1/a-display.webp')).toBeNull()
    expect(await store.get('recordings/user-1/1.webm')).toBeNull()
    expect(await store.get('user-10/a-display.webp')).toEqual(Buffer.from('b'))
    await expect(store.deleteFolder('/')).rejects.toThrow(/not a folder/)
    await expect(store.deleteFolder('./')).rejects.toThrow(/not a folder/)
    expect(await store.get('user-10/a-display.webp')).toEqual(Buffer.from('b'))
    await rm(root, { recursive: true, force: true })
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
