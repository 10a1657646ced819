// The person's family photos: their rows (caption, date, size) and their two files in the photo
// store, kept together. Routes and the assistant's facts reach photos only through here.
import { count, desc, eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import { z } from 'zod'
import { formatPhotoDate } from '#shared/photos/photo-date.ts'
import { PHOTOS_PAGE_MAX } from '#shared/limits.ts'
import { ownedRecords } from '#server/data/owned-records.ts'
import { PERSON_PARAM, type Scope } from '#server/data/scope.ts'
import type { Database } from '#server/db/client.ts'
import { photos } from '#server/db/schema/index.ts'
import { AppError, ID_TAKEN_MESSAGE } from '#server/errors.ts'
import type { PhotoSize, ProcessedPhoto } from './process.ts'
import type { PhotoStore } from './store.ts'

/** Photos one person keeps at most. */
export const MAX_PHOTOS = 5000

const photoColumns = {
  id: photos.id,
  caption: photos.caption,
  story: photos.story,
  date: photos.date,
  width: photos.width,
  height: photos.height,
  storageKey: photos.storageKey,
  addedBy: photos.addedBy,
  createdAt: photos.createdAt,
}

const photoRecords = ownedRecords({
  table: photos,
  columns: photoColumns,
  orderBy: [desc(photos.createdAt), desc(photos.id)],
  pageBy: { time: photos.createdAt, descending: true },
  limit: PHOTOS_PAGE_MAX,
  notFound: 'No such photo.',
})

type PhotoRow = Awaited<ReturnType<typeof photoRecords.require>>

/**
 * A photo as the API returns it: addresses of its two sizes, never the image data. For a family
 * member looking at the person's photos the addresses name the person, as the browser fetches them.
 */
export function toPhoto(row: PhotoRow, scope: Scope) {
  const forPerson = scope.actorId === scope.ownerId ? '' : `?${PERSON_PARAM}=${encodeURIComponent(scope.ownerId)}`
  return {
    id: row.id,
    caption: row.caption,
    story: row.story,
    date: row.date,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    addedBy: row.addedBy,
    src: `/api/photos/${row.id}/display${forPerson}`,
    thumb: `/api/photos/${row.id}/thumb${forPerson}`,
  }
}

const photoId = z.uuid()
const fileKey = (storageKey: string, size: PhotoSize) => `${storageKey}-${size}.webp`

/** The folder of the file store holding every photo file of one person. */
export const photosFolder = (ownerId: string) => `${ownerId}/`

/** Every file a photo has in the store: one per size. */
export const photoFileKeys = (storageKey: string) => [fileKey(storageKey, 'display'), fileKey(storageKey, 'thumb')]

/** A page of the person's photos, newest first, and the id to ask the next page after (or null). */
export const photosPage = (db: Database, scope: Scope, page: { size?: number; after?: string }) =>
  photoRecords.page(db, scope, page)

/** The person's photo by id, or a 404 (also for another person's photo, or an id that is no uuid). */
export function requirePhoto(db: Database, scope: Scope, id: string): Promise<PhotoRow> {
  if (!photoId.safeParse(id).success) throw new AppError('not_found', photoRecords.notFound)
  return photoRecords.require(db, scope, id)
}

/** How many photos the person keeps. */
export async function countPhotos(db: Database, scope: Scope): Promise<number> {
  const [row] = await db.select({ value: count() }).from(photos).where(eq(photos.userId, scope.ownerId))
  return row?.value ?? 0
}

/** A photo already stored under a client's id, for a retried upload; a 409 when the id is someone else's. */
export async function storedUpload(db: Database, scope: Scope, id: string): Promise<PhotoRow | null> {
  const [existing] = await db
    .select({ ...photoColumns, userId: photos.userId })
    .from(photos)
    .where(eq(photos.id, id))
  if (!existing) return null
  if (existing.userId !== scope.ownerId) throw new AppError('conflict', ID_TAKEN_MESSAGE)
  return existing
}

/** Keeps a new photo: its two files in the store, then its row. */
export async function addPhoto(
  db: Database,
  store: PhotoStore,
  scope: Scope,
  photo: { id: string; caption?: string; date?: string; processed: ProcessedPhoto },
): Promise<PhotoRow> {
  const storageKey = `${photosFolder(scope.ownerId)}${photo.id}`
  await Promise.all([
    store.put(fileKey(storageKey, 'display'), photo.processed.display),
    store.put(fileKey(storageKey, 'thumb'), photo.processed.thumb),
  ])
  const created = await photoRecords.create(db, scope, photo.id, {
    storageKey,
    caption: photo.caption ?? '',
    date: photo.date ?? formatPhotoDate(new Date()),
    width: photo.processed.width,
    height: photo.processed.height,
  })
  if (!created) throw new AppError('conflict', ID_TAKEN_MESSAGE)
  return created
}

/** One size of a photo's image, or a 404 when its file is gone. */
export async function photoFile(db: Database, store: PhotoStore, scope: Scope, id: string, size: PhotoSize) {
  const row = await requirePhoto(db, scope, id)
  const data = await store.get(fileKey(row.storageKey, size))
  if (!data) throw new AppError('not_found', photoRecords.notFound)
  return data
}

/** Changes a photo's caption, date or story. */
export const updatePhoto = (
  db: Database,
  scope: Scope,
  id: string,
  change: { caption?: string; date?: string; story?: string },
) => photoRecords.update(db, scope, id, change)

/**
 * Deletes a photo: its files first, so that when the store cannot be reached nothing changes and
 * the person can try again (deleting the row first left both files in the bucket for ever).
 */
export async function deletePhoto(
  db: Database,
  store: PhotoStore,
  scope: Scope,
  id: string,
  logger: Logger,
): Promise<void> {
  const row = await requirePhoto(db, scope, id)
  try {
    await Promise.all(photoFileKeys(row.storageKey).map((key) => store.delete(key)))
  } catch (error) {
    logger.error({ err: error }, 'photo files could not be deleted')
    throw new AppError(
      'service_unavailable',
      'Sage could not delete this photo just now. Please try again in a minute.',
    )
  }
  await photoRecords.remove(db, scope, row.id)
}
