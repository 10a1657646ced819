import { STATUS_CODES } from 'node:http'
import type { Logger } from 'pino'
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { type VoiceStyle, voiceSettings } from '#shared/voice/voice-settings.ts'
import { voiceFor } from '#shared/voice/voices.ts'
import { AppError } from '#server/errors.ts'
import type { TextToSpeechConfig } from './config.ts'

/** ElevenLabs' fast multilingual model (product.md 7: "a turbo multilingual one"). */
export const TTS_MODEL = 'eleven_turbo_v2_5'
/** How long ElevenLabs may take to start answering; the audio then streams for as long as it takes. */
const ANSWER_TIMEOUT_MS = 20_000

/** What to say: text already made ready for speech, its language and the person's style. */
export type SpeechRequest = { text: string; language: ChatLanguage; style?: VoiceStyle }

/**
 * Asks ElevenLabs to speak the text (POST {base}/text-to-speech/{voiceId}, product.md 7) and returns the
 * MP3 as it streams in. A refusal is a 502 'TTS error: {status text}' (product.md 8); no answer, a 503.
 */
export async function synthesizeSpeech(
  config: TextToSpeechConfig,
  request: SpeechRequest,
  logger: Logger,
): Promise<ReadableStream<Uint8Array>> {
  const voiceId = voiceFor(request.language, config.voices)
  const url = `${config.baseUrl.replace(/\/+$/, '')}/text-to-speech/${encodeURIComponent(voiceId)}`
  // The timer covers the wait for an answer only, so a long reply's audio is never cut off.
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ANSWER_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'audio/mpeg', 'xi-api-key': config.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ text: request.text, model_id: TTS_MODEL, voice_settings: voiceSettings(request.style) }),
      signal: controller.signal,
    })
  } catch (error) {
    logger.warn({ err: error }, 'text-to-speech: ElevenLabs did not answer')
    throw new AppError('service_unavailable', 'TTS error: the voice service did not answer. Please try again.')
  } finally {
    clearTimeout(timer)
  }
  if (!response.ok || !response.body) {
    // ElevenLabs explains a refusal in JSON ({"detail":{"status":..., "message":...}}); keep it for the log.
    const detail = (await response.text().catch(() => '')).slice(0, 500)
    logger.warn({ status: response.status, detail }, 'text-to-speech: ElevenLabs refused')
    const statusText = response.statusText || STATUS_CODES[response.status] || String(response.status)
    throw new AppError('bad_gateway', `TTS error: ${statusText}`)
  }
  return response.body
}
