import { Hono } from 'hono'
import { z } from 'zod'
import { photoUpdate, photoUploadFields, photosQuery } from '#shared/schemas/photos.ts'
import { MAX_PHOTO_BYTES } from '#shared/limits.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireScope } from '#server/data/scope.ts'
import { AppError } from '#server/errors.ts'
import { type RateLimit, requireWithinLimit } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { tellFamilyUpdate } from '#server/notify/family-updates.ts'
import {
  MAX_PHOTOS,
  addPhoto,
  countPhotos,
  deletePhoto,
  photoFile,
  photosPage,
  requirePhoto,
  storedUpload,
  toPhoto,
  updatePhoto,
} from '#server/photos/photos.ts'
import { NotAPhotoError, type PhotoSize, PhotoTooLargeError, processPhoto } from '#server/photos/process.ts'

const uploadForm = photoUploadFields.extend({ file: z.instanceof(File) })

/** Photos one person may upload in an hour. */
export const PHOTO_UPLOAD_LIMIT: RateLimit = { name: 'photo-uploads', max: 60, windowMs: 60 * 60_000 }

/** The photo gallery (product.md 2 and 7): upload, list, view, change the caption, delete. */
export const photoRoutes = new Hono<AppEnv>()
  .get('/', validate('query', photosQuery), async (c) => {
    const { limit, after } = c.req.valid('query')
    const scope = await requireScope(c, 'photos')
    const { items, next } = await photosPage(c.var.db, scope, { size: limit, after })
    return c.json({ photos: items.map((row) => toPhoto(row, scope)), next })
  })
  .post('/', validate('form', uploadForm), async (c) => {
    const scope = await requireScope(c, 'photos')
    const { file, id, caption, date } = c.req.valid('form')
    if (file.size > MAX_PHOTO_BYTES) throw new AppError('payload_too_large', 'Photos can be up to 20 MB.')
    // A retried upload (sync after a cut-off) answers with the photo already stored.
    const stored = id ? await storedUpload(c.var.db, scope, id) : null
    if (stored) return c.json({ photo: toPhoto(stored, scope) }, 200)
    await requireWithinLimit(c, scope.actorId, PHOTO_UPLOAD_LIMIT)
    if ((await countPhotos(c.var.db, scope)) >= MAX_PHOTOS) {
      throw new AppError(
        'payload_too_large',
        `You have ${MAX_PHOTOS.toLocaleString('en-US')} photos, the most Sage keeps. Please delete some to add new ones.`,
      )
    }
    let processed
    try {
      processed = await processPhoto(Buffer.from(await file.arrayBuffer()))
    } catch (error) {
      if (error instanceof PhotoTooLargeError) {
        throw new AppError('payload_too_large', 'This photo has too many pixels. Please send a smaller copy of it.')
      }
      if (error instanceof NotAPhotoError) {
        throw new AppError(
          'invalid_input',
          'Invalid file: this is not a photo Sage can read (JPEG, PNG, WebP or HEIC).',
        )
      }
      throw error
    }
    const row = await addPhoto(c.var.db, c.var.photoStore, scope, {
      id: id ?? crypto.randomUUID(),
      caption,
      date,
      processed,
    })
    await tellFamilyUpdate(c.var.notifier, c.var.db, scope, { kind: 'photo', caption: row.caption })
    return c.json({ photo: toPhoto(row, scope) }, 201)
  })
  .get('/:id/:size{thumb|display}', async (c) => {
    const scope = await requireScope(c, 'photos')
    const size = c.req.param('size') as PhotoSize
    const id = c.req.param('id')
    // A photo's bytes never change for its address: its owner's browser keeps a copy for good. A
    // family member's browser asks again each time (answered 304 while still shared), so a photo
    // the person stops sharing is gone from their screens at once, not when a cache expires.
    const own = scope.actorId === scope.ownerId
    const etag = `"${id}-${size}"`
    const caching: Record<string, string> = own
      ? { 'cache-control': 'private, max-age=31536000, immutable' }
      : { 'cache-control': 'private, no-cache', etag }
    if (!own) {
      await requirePhoto(c.var.db, scope, id)
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, caching)
    }
    const data = await photoFile(c.var.db, c.var.photoStore, scope, id, size)
    return c.body(new Uint8Array(data), 200, { ...caching, 'content-type': 'image/webp' })
  })
  .patch('/:id', validate('json', photoUpdate), async (c) => {
    const scope = await requireScope(c, 'photos')
    const row = await requirePhoto(c.var.db, scope, c.req.param('id'))
    const change = c.req.valid('json')
    // Nothing to change is not an error: the photo is answered as it is.
    if (!Object.values(change).some((value) => value !== undefined)) return c.json({ photo: toPhoto(row, scope) })
    return c.json({ photo: toPhoto(await updatePhoto(c.var.db, scope, row.id, change), scope) })
  })
  .delete('/:id', async (c) => {
    const scope = await requireScope(c, 'photos')
    await deletePhoto(c.var.db, c.var.photoStore, scope, c.req.param('id'), c.var.logger)
    return c.body(null, 204)
  })
