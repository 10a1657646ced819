/** Formats a photo may come in (HEIC through sharp's HEIF support). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif'])

/**
 * The most pixels a photo may decode to: a 50-megapixel camera's. A small file can claim far more
 * (a 0.8 MB PNG decoded to 256 megapixels took 1.7 s and 190 MB), so the size is read from the
 * header and refused before anything is decoded.
 */
export const MAX_PHOTO_PIXELS = 50_000_000

/** Sizes kept of every photo: one for the gallery grid, one to look at. */
export const photoSizes = { thumb: 480, display: 1600 } as const
export type PhotoSize = keyof typeof photoSizes

export type ProcessedPhoto = { thumb: Buffer; display: Buffer; width: number; height: number }

/** Thrown when the upload is not a photo sharp can read. */
export class NotAPhotoError extends Error {}

/** Thrown when the photo would decode to more than MAX_PHOTO_PIXELS. */
export class PhotoTooLargeError extends Error {}

/**
 * Checks the content is a photo (not its name), turns it upright, and re-encodes it as WebP at two
 * sizes. Re-encoding drops all metadata: EXIF with GPS position, camera serials, comments.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  // sharp refuses an empty buffer in its constructor, before any promise: an empty file is no photo.
  if (!input.length) throw new NotAPhotoError()
  // Loaded on the first photo, not at every start (it is a large native library).
  const { default: sharp } = await import('sharp')
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  if (!metadata?.format || !ACCEPTED.has(metadata.format)) throw new NotAPhotoError()
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PHOTO_PIXELS) throw new PhotoTooLargeError()
  const upright = () => sharp(input, { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS }).rotate()
  const resize = (size: number) => ({ width: size, height: size, fit: 'inside' as const, withoutEnlargement: true })
  const [display, thumb] = await Promise.all([
    upright().resize(resize(photoSizes.display)).webp({ quality: 82 }).toBuffer({ resolveWithObject: true }),
    upright().resize(resize(photoSizes.thumb)).webp({ quality: 75 }).toBuffer(),
  ]).catch(() => {
    throw new NotAPhotoError()
  })
  return { display: display.data, thumb, width: display.info.width, height: display.info.height }
}
