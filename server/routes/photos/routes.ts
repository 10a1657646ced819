import { and, count, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { formatPhotoDate, photoUpdate, photoUploadFields } from '#shared/schemas/photos.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import type { Database } from '#server/db/client.ts'
import { photos } from '#server/db/schema/index.ts'
import { AppError, ownOrIdTaken } from '#server/errors.ts'
import { type RateLimit, requireWithinLimit } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { MAX_PHOTO_BYTES } from '#shared/schemas/photos.ts'
import { NotAPhotoError, type PhotoSize, PhotoTooLargeError, processPhoto } from '#server/photos/process.ts'

const uploadForm = photoUploadFields.extend({ file: z.instanceof(File) })
const photoId = z.uuid()

const columns = {
  id: photos.id,
  caption: photos.caption,
  date: photos.date,
  width: photos.width,
  height: photos.height,
  storageKey: photos.storageKey,
  createdAt: photos.createdAt,
}

type PhotoRow = {
  id: string
  caption: string
  date: string
  width: number | null
  height: number | null
  createdAt: Date
}

/** A photo as the API returns it: addresses of its two sizes, never the image data. */
function toPhoto(row: PhotoRow) {
  return {
    id: row.id,
    caption: row.caption,
    date: row.date,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    src: `/api/photos/${row.id}/display`,
    thumb: `/api/photos/${row.id}/thumb`,
  }
}

/** The person's photo by id, or a 404 (also for another person's photo, or an id that is no uuid). */
async function requirePhoto(db: Database, userId: string, id: string) {
  if (!photoId.safeParse(id).success) throw new AppError('not_found', 'No such photo.')
  const [row] = await db
    .select(columns)
    .from(photos)
    .where(and(eq(photos.id, id), eq(photos.userId, userId)))
  if (!row) throw new AppError('not_found', 'No such photo.')
  return row
}

const fileKey = (storageKey: string, size: PhotoSize) => `${storageKey}-${size}.webp`

/** Photos one person may upload in an hour, and keep in all. */
export const PHOTO_UPLOAD_LIMIT: RateLimit = { name: 'photo-uploads', max: 60, windowMs: 60 * 60_000 }
export const MAX_PHOTOS = 5000

/** The photo gallery (product.md 2 and 7): upload, list, view, change the caption, delete. */
export const photoRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c)
    const rows = await c.var.db
      .select(columns)
      .from(photos)
      .where(eq(photos.userId, user.id))
      .orderBy(desc(photos.createdAt))
      .limit(1000)
    return c.json({ photos: rows.map(toPhoto) })
  })
  .post('/', validate('form', uploadForm), async (c) => {
    const user = requireUser(c)
    const { file, id, caption, date } = c.req.valid('form')
    if (file.size > MAX_PHOTO_BYTES) throw new AppError('payload_too_large', 'Photos can be up to 20 MB.')
    if (id) {
      // A retried upload (sync after a cut-off) answers with the photo already stored.
      const [existing] = await c.var.db.select(columns).from(photos).where(eq(photos.id, id))
      if (existing) {
        const mine = await ownOrIdTaken(requirePhoto(c.var.db, user.id, id))
        return c.json({ photo: toPhoto(mine) }, 200)
      }
    }
    await requireWithinLimit(c, user.id, PHOTO_UPLOAD_LIMIT)
    const [{ kept } = { kept: 0 }] = await c.var.db
      .select({ kept: count() })
      .from(photos)
      .where(eq(photos.userId, user.id))
    if (kept >= MAX_PHOTOS) {
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
    const newId = id ?? crypto.randomUUID()
    const storageKey = `${user.id}/${newId}`
    await Promise.all([
      c.var.photoStore.put(fileKey(storageKey, 'display'), processed.display),
      c.var.photoStore.put(fileKey(storageKey, 'thumb'), processed.thumb),
    ])
    const [row] = await c.var.db
      .insert(photos)
      .values({
        id: newId,
        userId: user.id,
        storageKey,
        caption: caption ?? '',
        date: date ?? formatPhotoDate(new Date()),
        width: processed.width,
        height: processed.height,
      })
      .returning(columns)
    return c.json({ photo: toPhoto(row!) }, 201)
  })
  .get('/:id/:size{thumb|display}', async (c) => {
    const user = requireUser(c)
    const row = await requirePhoto(c.var.db, user.id, c.req.param('id'))
    const data = await c.var.photoStore.get(fileKey(row.storageKey, c.req.param('size') as PhotoSize))
    if (!data) throw new AppError('not_found', 'No such photo.')
    // A photo's bytes never change for its address; only its owner's browser keeps a copy.
    return c.body(new Uint8Array(data), 200, {
      'content-type': 'image/webp',
      'cache-control': 'private, max-age=31536000, immutable',
    })
  })
  .patch('/:id', validate('json', photoUpdate), async (c) => {
    const user = requireUser(c)
    const row = await requirePhoto(c.var.db, user.id, c.req.param('id'))
    const change = c.req.valid('json')
    // Nothing to change is not an error: the photo is answered as it is.
    if (!Object.values(change).some((value) => value !== undefined)) return c.json({ photo: toPhoto(row) })
    const [updated] = await c.var.db
      .update(photos)
      .set(change)
      .where(and(eq(photos.id, row.id), eq(photos.userId, user.id)))
      .returning(columns)
    return c.json({ photo: toPhoto(updated!) })
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c)
    const row = await requirePhoto(c.var.db, user.id, c.req.param('id'))
    // The files go first: when the store cannot be reached, nothing changes and the person can
    // try again (deleting the row first left both files in the bucket for ever).
    try {
      await Promise.all([
        c.var.photoStore.delete(fileKey(row.storageKey, 'display')),
        c.var.photoStore.delete(fileKey(row.storageKey, 'thumb')),
      ])
    } catch (error) {
      c.var.logger.error({ err: error }, 'photo files could not be deleted')
      throw new AppError(
        'service_unavailable',
        'Sage could not delete this photo just now. Please try again in a minute.',
      )
    }
    await c.var.db.delete(photos).where(and(eq(photos.id, row.id), eq(photos.userId, user.id)))
    return c.body(null, 204)
  })
