import { PHOTOS_PAGE_MAX } from '#shared/limits.ts'
import { z } from './zod.ts'

/** A caption of a photo: optional, up to 500 characters. */
export const caption = z.string().trim().max(500)

/** A photo's date as shown, like 'Dec 15, 2024' (product.md 3). */
export const photoDate = z.string().trim().min(1).max(40)

/** The fields sent with an upload (besides the file). */
export const photoUploadFields = z.strictObject({
  id: z.uuid().optional(),
  caption: caption.optional(),
  date: photoDate.optional(),
})

/** What can change about a photo: its caption and date (product.md 7). */
export const photoUpdate = z.strictObject({ caption: caption.optional(), date: photoDate.optional() })

/**
 * A page of the photo list, newest first: `?limit=N` photos (the page's largest when not given),
 * `&after=<photo id>` the ones after that photo.
 */
export const photosQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PHOTOS_PAGE_MAX).optional(),
  after: z.uuid().optional(),
})
