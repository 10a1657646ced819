import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import { requireScope } from '#server/data/scope.ts'
import { AppError } from '#server/errors.ts'
import { type RateLimit, requireWithinLimit } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { readAudio } from '#server/voice/audio.ts'
import { getRecording, recordingUrl, saveRecording } from '#server/voice/recordings.ts'

/** Recordings one person may upload: 20 a minute (each is a spoken message). */
export const RECORDINGS_LIMIT: RateLimit = { name: 'recordings', max: 20, windowMs: 60_000 }

const uploadForm = z.strictObject({ file: z.instanceof(File) })

/** The byte range asked for by `Range: bytes=start-end` (or `bytes=-suffix`), or 'unsatisfiable'. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || (!match[1] && !match[2])) return null
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]))
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1
  return start > end || start >= size ? 'unsatisfiable' : { start, end }
}

/**
 * Voice-message recordings (product.md 3 messages.audio_url): upload one, and play it back. Only the
 * person who recorded it can fetch it; for anyone else it does not exist (404).
 */
export const recordingRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    requireUser(c)
    await next()
  })
  .post('/', validate('form', uploadForm), async (c) => {
    const { ownerId } = await requireScope(c, 'own')
    const audio = await readAudio(c.req.valid('form').file)
    await requireWithinLimit(c, ownerId, RECORDINGS_LIMIT)
    const id = await saveRecording(c.var.photoStore, ownerId, audio)
    return c.json({ url: recordingUrl(id) }, 201)
  })
  .get('/:id', async (c) => {
    const { ownerId } = await requireScope(c, 'own')
    const recording = await getRecording(c.var.photoStore, ownerId, c.req.param('id'))
    if (!recording) throw new AppError('not_found', 'No such recording.')
    const size = recording.data.length
    // A recording never changes under its address; only its owner's browser keeps a copy.
    const headers = {
      'content-type': recording.type,
      'cache-control': 'private, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
    }
    // Safari fetches audio in ranges, and will not play it from a server that ignores them.
    const range = byteRange(c.req.header('range'), size)
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` })
    }
    if (range) {
      const part = recording.data.subarray(range.start, range.end + 1)
      return c.body(new Uint8Array(part), 206, {
        ...headers,
        'content-range': `bytes ${range.start}-${range.end}/${size}`,
      })
    }
    return c.body(new Uint8Array(recording.data), 200, headers)
  })
