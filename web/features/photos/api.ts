// Family photos' data (in the account, or in this browser signed out), and what is said when a change fails.
import type { TFunction } from 'i18next'
import { formatPhotoDate } from '#shared/photos/photo-date.ts'
import { MAX_PHOTO_BYTES } from '#shared/limits.ts'
import { personHeaders } from '#web/lib/acting-for.ts'
import { ApiError, api, unwrap } from '#web/lib/api.ts'
import type { Backend, Backends } from '#web/lib/collection.ts'
import { type StoredPhoto, changePhoto, deletePhoto, putPhoto, readAllPhotos } from './photo-db.ts'

/** A photo as the screens show it (product.md 3): `src` to look at, `thumb` for the grid. */
export type Photo = {
  id: string
  caption: string
  /** As shown, like 'Dec 15, 2024'. */
  date: string
  width: number | null
  height: number | null
  createdAt: string
  src: string
  thumb: string
  /** What the person told Sage about it in the chat; photos kept only in this browser have none. */
  story?: string
  /** The family member who added it for the person, when one did. */
  addedBy?: string | null
}

/**
 * What a new photo is made of, or (without `file`) what changes about one: only its caption and
 * date change after upload. `onProgress` hears how much of an upload was sent, in percent;
 * `signal` cancels an upload.
 */
export type PhotoInput = {
  file?: Blob
  caption?: string
  date?: string
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

/** The query key of the photo list, shared by the gallery and the home-screen card. */
export const PHOTOS_KEY = 'photos'

/** The photo is over 20 MB; nothing was sent. */
export class PhotoTooLargeError extends Error {}

/** The file is not a JPEG, PNG, WebP or HEIC image. */
export class NotAPhotoError extends Error {}

function requireFile(input: PhotoInput): Blob {
  if (!input.file) throw new Error('A new photo needs its image.')
  if (input.file.size > MAX_PHOTO_BYTES) throw new PhotoTooLargeError('Photos can be up to 20 MB.')
  return input.file
}

const photosUrl = '/api/photos'

/**
 * Sends one photo as the multipart form of POST /api/photos, through XMLHttpRequest because fetch
 * cannot report upload progress. The id is the client's, so sending it again never duplicates.
 */
function uploadPhoto(input: PhotoInput & { id: string }): Promise<Photo> {
  const file = requireFile(input)
  const form = new FormData()
  form.append('file', file, file instanceof File ? file.name : 'photo')
  form.append('id', input.id)
  form.append('caption', input.caption?.trim() ?? '')
  form.append('date', input.date ?? formatPhotoDate(new Date()))
  return new Promise<Photo>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', photosUrl)
    for (const [name, value] of Object.entries(personHeaders(photosUrl))) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress?.(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      const body = parseJson(request.responseText) as { photo?: Photo; error?: { code?: string; message?: string } }
      if (request.status >= 200 && request.status < 300 && body?.photo) return resolve(body.photo)
      reject(new ApiError(request.status, body?.error?.code ?? 'unknown', body?.error?.message ?? 'Upload failed.'))
    }
    request.onerror = () =>
      reject(new ApiError(0, 'network_error', 'Sage could not reach the server. Please check your connection.'))
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    input.signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(form)
  })
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** Photos asked for at once: two or three rows of the gallery's grid. */
export const PHOTOS_PAGE = 30

const server: Backend<Photo, PhotoInput> = {
  page: async (after) => {
    const query = after ? { limit: PHOTOS_PAGE, after } : { limit: PHOTOS_PAGE }
    const { photos, next } = await unwrap(api.photos.$get({ query }))
    return { items: photos, next }
  },
  create: uploadPhoto,
  update: async (id, { caption, date }) =>
    (await unwrap(api.photos[':id'].$patch({ param: { id }, json: { caption, date } }))).photo,
  remove: async (id) => {
    await unwrap(api.photos[':id'].$delete({ param: { id } }))
  },
}

// One object URL per stored photo, kept while the photo is listed and revoked when it is gone, so
// images do not flicker on each refresh and their memory is given back.
const objectUrls = new Map<string, string>()

function toPhoto(stored: StoredPhoto): Photo {
  let url = objectUrls.get(stored.id)
  if (!url) {
    url = URL.createObjectURL(stored.blob)
    objectUrls.set(stored.id, url)
  }
  const { id, caption, date, createdAt } = stored
  return { id, caption, date, createdAt, width: null, height: null, src: url, thumb: url }
}

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt)

const local: Backend<Photo, PhotoInput> = {
  list: async () => {
    const stored = (await readAllPhotos()).sort(newestFirst)
    const ids = new Set(stored.map((photo) => photo.id))
    for (const [id, url] of objectUrls) {
      if (ids.has(id)) continue
      URL.revokeObjectURL(url)
      objectUrls.delete(id)
    }
    return stored.map(toPhoto)
  },
  create: async (input) => {
    const file = requireFile(input)
    // Here no server checks the content, so check it before keeping it (it is sent on sign-in).
    if (!(await looksLikePhoto(file))) throw new NotAPhotoError('Not a JPEG, PNG, WebP or HEIC image.')
    const stored = await putPhoto({
      id: input.id,
      blob: file,
      caption: input.caption?.trim() ?? '',
      date: input.date ?? formatPhotoDate(new Date()),
      createdAt: new Date().toISOString(),
    })
    return toPhoto(stored)
  },
  update: async (id, { caption, date }) => {
    const changed = await changePhoto(id, { caption: caption?.trim(), date })
    if (!changed) throw new Error('This photo is no longer here.')
    return toPhoto(changed)
  },
  remove: deletePhoto,
}

/** Photos on the server when signed in, else in this browser's IndexedDB. */
export const photoBackends: Backends<Photo, PhotoInput> = { server, local }

/** True when the first bytes are those of a JPEG, PNG, WebP or HEIC/HEIF/AVIF image. */
export async function looksLikePhoto(blob: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await blob.slice(0, 16).arrayBuffer())
  const text = (start: number, end: number) => String.fromCharCode(...bytes.slice(start, end))
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true
  if (text(0, 8) === '\x89PNG\r\n\x1a\n') return true
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return true
  const heifBrands = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif']
  return text(4, 8) === 'ftyp' && heifBrands.includes(text(8, 12))
}

let pushing: Promise<number> | null = null

/**
 * Uploads every photo kept in this browser to the signed-in person's account, oldest first (so the
 * gallery keeps its order), each with its own id so a retry never duplicates it, and forgets each
 * one here only after the server confirmed it (product.md 4). A photo the server refuses stays here;
 * the first failure is thrown after the others were tried. Returns how many were sent.
 */
export function pushLocalPhotos(): Promise<number> {
  pushing ??= (async () => {
    try {
      const stored = (await readAllPhotos()).sort((a, b) => newestFirst(b, a))
      let sent = 0
      let failure: Error | null = null
      for (const photo of stored) {
        try {
          await uploadPhoto({ id: photo.id, file: photo.blob, caption: photo.caption, date: photo.date })
          await deletePhoto(photo.id)
          sent += 1
        } catch (error) {
          failure ??= error instanceof Error ? error : new Error(String(error))
        }
      }
      if (failure) throw failure
      return sent
    } finally {
      pushing = null
    }
  })()
  return pushing
}

/** Plain words for why a photo could not be saved, in the person's language. */
export function uploadErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof PhotoTooLargeError || (error instanceof ApiError && error.status === 413)) {
    return t('This photo is too large. Photos can be up to 20 MB.')
  }
  if (error instanceof NotAPhotoError || (error instanceof ApiError && error.status === 400)) {
    return t('This is not a photo Sage can read. Please choose a JPEG, PNG, WebP or HEIC photo.')
  }
  if (error instanceof DOMException && error.name === 'QuotaExceededError') {
    return t('This browser has no room left for more photos. Sign in to keep them in your account.')
  }
  return changeErrorMessage(t, error, t('The photo could not be saved. Please try again.'))
}

/** Plain words for a failed change (caption, delete): no connection, or `fallback`. */
export function changeErrorMessage(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) {
    return t('Sage could not reach the server. Please check your connection.')
  }
  return fallback
}

/** A photo's words for screen readers: its caption, or when it was taken. */
export function photoAlt(t: TFunction, photo: Pick<Photo, 'caption' | 'date'>): string {
  return photo.caption.trim() || t('Photo from {{date}}', { date: photo.date })
}
