import { Hono } from 'hono'
import { z } from 'zod'
import { transcriptionFields } from '#shared/schemas/voice.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import { AppError } from '#server/errors.ts'
import { type RateLimit, requireWithinLimit } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { readAudio } from '#server/voice/audio.ts'
import { transcribe } from '#server/voice/stt.ts'

/** Transcriptions one person may ask for: 20 a minute (each is a spoken message). */
export const STT_LIMIT: RateLimit = { name: 'stt', max: 20, windowMs: 60_000 }

const transcriptionForm = transcriptionFields.extend({ file: z.instanceof(File) })

/**
 * Speech-to-text on the server, for browsers without speech recognition (product.md 7 recognises in
 * the browser): an OpenAI-compatible service when STT_URL is set; else 503.
 */
export const sttRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    requireUser(c)
    // Said before a recording of up to 10 MB is read.
    if (!c.var.voice.stt) throw new AppError('service_unavailable', 'Speech-to-text is not set up on this server.')
    await next()
  })
  .post('/', validate('form', transcriptionForm), async (c) => {
    const user = requireUser(c)
    const { file, language } = c.req.valid('form')
    const audio = await readAudio(file)
    await requireWithinLimit(c, user.id, STT_LIMIT)
    const text = await transcribe(c.var.voice.stt!, audio, language, c.var.logger)
    return c.json({ text })
  })
