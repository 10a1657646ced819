import { crc32, deflateSync } from 'node:zlib'
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { photos } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { expectPagedNewestFirst } from '#server/test/pages.ts'

let testApp: TestApp
let rose: Awaited<ReturnType<typeof createSignedInUser>>
let frank: Awaited<ReturnType<typeof createSignedInUser>>
let photoWithGps: Buffer

beforeAll(async () => {
  testApp = await createTestApp()
  rose = await createSignedInUser(testApp)
  frank = await createSignedInUser(testApp)
  // A 2400×1800 JPEG carrying a camera make and a GPS position, as a phone would write it.
  photoWithGps = await sharp({
    create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 120, b: 60 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Copyright: 'Rose' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 45/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '84/1 11/1 0/1' },
    })
    .toBuffer()
})
afterAll(() => testApp.close())

function upload(file: Blob | null, fields: Record<string, string> = {}, cookie = rose.cookie, name = 'garden.jpg') {
  const form = new FormData()
  if (file) form.set('file', file, name)
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  return testApp.request('/api/photos', { method: 'POST', body: form, headers: { cookie } })
}
const jpeg = (data: Buffer) => new Blob([new Uint8Array(data)], { type: 'image/jpeg' })

describe('/api/photos', () => {
  it('answers 401 to someone signed out', async () => {
    expect((await testApp.request('/api/photos')).status).toBe(401)
    expect((await upload(jpeg(photoWithGps), {}, '')).status).toBe(401)
  })

  it('refuses a text file named .jpg, and stores nothing', async () => {
    const response = await upload(new Blob(['just some words, not a picture'], { type: 'image/jpeg' }))
    expect(response.status).toBe(400)
    expect((await response.json()).error.message).toBe(
      'Invalid file: this is not a photo Sage can read (JPEG, PNG, WebP or HEIC).',
    )
    expect((await (await testApp.request('/api/photos', { headers: { cookie: rose.cookie } })).json()).photos).toEqual(
      [],
    )
  })

  it('answers 400 naming the field when the file or a field is wrong', async () => {
    const noFile = await upload(null, { caption: 'hello' })
    expect(noFile.status).toBe(400)
    expect((await noFile.json()).error.message).toContain('file')
    const longCaption = await upload(jpeg(photoWithGps), { caption: 'x'.repeat(501) })
    expect((await longCaption.json()).error.message).toContain('caption')
  })

  it('answers 413 for a 21 MB upload', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 7)
    const response = await upload(jpeg(big))
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } })
  })

  it('answers 413 for a small file that would decode to 100 megapixels, without decoding it', async () => {
    const response = await upload(new Blob([new Uint8Array(hugeBlankPng(10_000, 10_000))], { type: 'image/png' }))
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({
      error: {
        code: 'payload_too_large',
        message: 'This photo has too many pixels. Please send a smaller copy of it.',
      },
    })
  })

  it('stores a re-encoded photo without any metadata, in two sizes, and lists addresses only', async () => {
    const response = await upload(jpeg(photoWithGps), { caption: 'Our garden' })
    expect(response.status).toBe(201)
    const { photo } = await response.json()
    expect(photo).toMatchObject({ caption: 'Our garden', width: 1600, height: 1200 })
    expect(photo.date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    expect(photo.src).toBe(`/api/photos/${photo.id}/display`)

    const display = await testApp.request(photo.src, { headers: { cookie: rose.cookie } })
    expect(display.status).toBe(200)
    expect(display.headers.get('content-type')).toBe('image/webp')
    expect(display.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    const stored = await sharp(Buffer.from(await display.arrayBuffer())).metadata()
    expect(stored.format).toBe('webp')
    expect(stored.exif).toBeUndefined()
    expect(stored.xmp).toBeUndefined()

    const thumb = await sharp(
      Buffer.from(await (await testApp.request(photo.thumb, { headers: { cookie: rose.cookie } })).arrayBuffer()),
    ).metadata()
    expect(thumb.width).toBe(480)

    const list = await (await testApp.request('/api/photos', { headers: { cookie: rose.cookie } })).json()
    expect(list.photos[0]).toEqual(photo)
    expect(JSON.stringify(list)).not.toContain('base64')
  })

  it.each([10, 1000, 10_000])(
    'reads %i photos a page at a time, newest first, none twice or missing',
    async (count) => {
      const { cookie, user } = await createSignedInUser(testApp)
      // Rows stored directly (the list reads no files), several within one moment, as an import would.
      const start = Date.parse('2020-01-01T09:00:00Z')
      const rows = Array.from({ length: count }, (_, n) => ({
        id: randomUUID(),
        userId: user.id,
        storageKey: `photos/${user.id}/${n}`,
        caption: `Photo ${n + 1}`,
        date: 'Jan 1, 2020',
        createdAt: new Date(start + Math.floor(n / 5) * 1000),
      }))
      const list = { url: '/api/photos', cookie, key: 'photos', field: 'caption' }
      // Pages of 30, as the gallery asks.
      await expectPagedNewestFirst(
        testApp,
        list,
        { table: photos, rows, time: 'createdAt' },
        { largest: 200, size: 30, pages: 5 },
      )
    },
  )

  it('pages nothing after someone else’s photo, and refuses a page that is not one', async () => {
    const { cookie, user } = await createSignedInUser(testApp)
    const id = randomUUID()
    await testApp.db.insert(photos).values({ id, userId: user.id, storageKey: 'photos/x', date: 'Jan 1, 2020' })
    const reply = await testApp.request(`/api/photos?limit=5&after=${id}`, { headers: { cookie: frank.cookie } })
    expect(await reply.json()).toEqual({ photos: [], next: null })
    for (const query of ['?limit=0', '?limit=201', '?after=nope']) {
      const response = await testApp.request(`/api/photos${query}`, { headers: { cookie } })
      expect(response.status, query).toBe(400)
    }
  })

  it('keeps photos private: another person gets 404 for the image, the caption and delete', async () => {
    const { photo } = await (await upload(jpeg(photoWithGps))).json()
    const asFrank = { headers: { cookie: frank.cookie } }
    expect((await testApp.request(photo.src, asFrank)).status).toBe(404)
    const patch = await testApp.request(`/api/photos/${photo.id}`, {
      method: 'PATCH',
      json: { caption: 'mine now' },
      headers: { cookie: frank.cookie },
    })
    expect(patch.status).toBe(404)
    expect((await testApp.request(`/api/photos/${photo.id}`, { method: 'DELETE', ...asFrank })).status).toBe(404)
    expect((await testApp.request(photo.src, { headers: { cookie: rose.cookie } })).status).toBe(200)
    expect((await (await testApp.request('/api/photos', asFrank)).json()).photos).toEqual([])
  })

  it('keeps the photo when its files cannot be deleted, and says to try again', async () => {
    const { photo } = await (await upload(jpeg(photoWithGps), { caption: 'Still here' })).json()
    const store = testApp.photoStore
    const working = store.delete
    store.delete = () => Promise.reject(new Error('connect ECONNREFUSED s3'))
    try {
      const response = await testApp.request(`/api/photos/${photo.id}`, {
        method: 'DELETE',
        headers: { cookie: rose.cookie },
      })
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({
        error: { message: 'Sage could not delete this photo just now. Please try again in a minute.' },
      })
    } finally {
      store.delete = working
    }
    expect((await testApp.request(photo.src, { headers: { cookie: rose.cookie } })).status).toBe(200)
    expect(
      (await testApp.request(`/api/photos/${photo.id}`, { method: 'DELETE', headers: { cookie: rose.cookie } })).status,
    ).toBe(204)
  })

  it('changes the caption, and deletes the photo and its files', async () => {
    const { photo } = await (await upload(jpeg(photoWithGps), { caption: 'Before' })).json()
    const patch = await testApp.request(`/api/photos/${photo.id}`, {
      method: 'PATCH',
      json: { caption: 'Grandchildren at the lake' },
      headers: { cookie: rose.cookie },
    })
    expect((await patch.json()).photo.caption).toBe('Grandchildren at the lake')
    const bad = await testApp.request(`/api/photos/${photo.id}`, {
      method: 'PATCH',
      json: { src: 'elsewhere' },
      headers: { cookie: rose.cookie },
    })
    expect(bad.status).toBe(400)
    // Nothing to change (this answered 500): the photo as it is.
    const nothing = await testApp.request(`/api/photos/${photo.id}`, {
      method: 'PATCH',
      json: {},
      headers: { cookie: rose.cookie },
    })
    expect(nothing.status).toBe(200)
    expect((await nothing.json()).photo.caption).toBe('Grandchildren at the lake')

    expect(
      (await testApp.request(`/api/photos/${photo.id}`, { method: 'DELETE', headers: { cookie: rose.cookie } })).status,
    ).toBe(204)
    expect((await testApp.request(photo.src, { headers: { cookie: rose.cookie } })).status).toBe(404)
  })

  it('a retried upload with the same id stores the photo once', async () => {
    const id = crypto.randomUUID()
    const first = await upload(jpeg(photoWithGps), { id, caption: 'Once' })
    const again = await upload(jpeg(photoWithGps), { id, caption: 'Once' })
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    const list = await (await testApp.request('/api/photos', { headers: { cookie: rose.cookie } })).json()
    expect(list.photos.filter((photo: { id: string }) => photo.id === id)).toHaveLength(1)
    // Someone else's upload under the same id is refused, and Rose's photo stays hers.
    const taken = await upload(jpeg(photoWithGps), { id, caption: 'Mine now' }, frank.cookie)
    expect(taken.status).toBe(409)
    expect((await testApp.request(`/api/photos/${id}/thumb`, { headers: { cookie: frank.cookie } })).status).toBe(404)
  })

  it('takes a photo larger than the 1 MB limit of other requests', async () => {
    // Random pixels compress badly: about 5 MB as a JPEG, as a phone photo would be.
    const noise = Buffer.from(Array.from({ length: 1800 * 1400 * 3 }, () => Math.floor(Math.random() * 256)))
    const big = await sharp(noise, { raw: { width: 1800, height: 1400, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer()
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024)
    const response = await upload(jpeg(big))
    expect(response.status).toBe(201)
  })

  it('reads PNG and WebP too', async () => {
    for (const format of ['png', 'webp'] as const) {
      const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      const data = await (format === 'png' ? image.png() : image.webp()).toBuffer()
      const response = await upload(
        new Blob([new Uint8Array(data)], { type: `image/${format}` }),
        {},
        rose.cookie,
        `a.${format}`,
      )
      expect(response.status).toBe(201)
      expect((await response.json()).photo).toMatchObject({ width: 64, height: 48 })
    }
  })
})

/** A valid black-and-white PNG of the given size: a few kilobytes on the wire, `width × height` pixels decoded. */
function hugeBlankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(1, 8) // one bit a pixel
  header.writeUInt8(0, 9) // greyscale
  const row = Math.ceil(width / 8) + 1 // each row starts with its filter byte
  const pixels = deflateSync(Buffer.alloc(row * height), { level: 1 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
