import { Hono } from 'hono'
import { speechInput } from '#shared/schemas/voice.ts'
import { stripForSpeech } from '#shared/voice/speech-text.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import { AppError } from '#server/errors.ts'
import { type RateLimit, requireWithinLimit } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { synthesizeSpeech } from '#server/voice/tts.ts'

/** Spoken replies one person may ask for: 30 a minute, far above what a conversation needs. */
export const TTS_LIMIT: RateLimit = { name: 'tts', max: 30, windowMs: 60_000 }

/** Sage's voice (product.md 7): ElevenLabs when ELEVENLABS_API_KEY is set; else 503 and the browser speaks. */
export const ttsRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    requireUser(c)
    // Said before the body is read, so the browser learns at once to use its own voice.
    if (!c.var.voice.tts) throw new AppError('service_unavailable', 'Text-to-speech is not set up on this server.')
    await next()
  })
  .post('/', validate('json', speechInput), async (c) => {
    const user = requireUser(c)
    const { text, language, style } = c.req.valid('json')
    const speech = stripForSpeech(text)
    if (!speech)
      throw new AppError('invalid_input', 'Invalid text: there are no words to say.', {
        field: 'text',
        problem: 'invalid',
      })
    await requireWithinLimit(c, user.id, TTS_LIMIT)
    const audio = await synthesizeSpeech(c.var.voice.tts!, { text: speech, language, style }, c.var.logger)
    // Spoken replies are personal and made afresh each time: nobody keeps a copy.
    return c.body(audio, 200, { 'content-type': 'audio/mpeg', 'cache-control': 'private, no-store' })
  })
