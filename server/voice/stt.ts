import { STATUS_CODES } from 'node:http'
import type { Logger } from 'pino'
import { z } from 'zod'
import { type ChatLanguage, chatLanguageCodes } from '#shared/chat/chat-languages.ts'
import { audioTypes } from '#shared/schemas/voice.ts'
import { AppError } from '#server/errors.ts'
import type { Audio } from './audio.ts'
import type { SpeechToTextConfig } from './config.ts'

/** How long a transcription may take, answer included. */
const TRANSCRIPTION_TIMEOUT_MS = 60_000

// OpenAI's json response format; other fields (language, duration, segments) are ignored.
const transcription = z.object({ text: z.string() })

/**
 * Turns recorded speech into text with an OpenAI-compatible service (POST {url}/audio/transcriptions,
 * multipart: file, model, language as an ISO-639-1 code, response_format json): OpenAI itself,
 * faster-whisper-server, Speaches, LocalAI, vLLM... A refusal is a 502; no answer, a 503.
 */
export async function transcribe(
  config: SpeechToTextConfig,
  audio: Audio,
  language: ChatLanguage | undefined,
  logger: Logger,
): Promise<string> {
  const form = new FormData()
  // These services tell the format by the file name's extension.
  form.set('file', new Blob([new Uint8Array(audio.data)], { type: audio.type }), `recording.${audioTypes[audio.type]}`)
  form.set('model', config.model)
  if (language) form.set('language', chatLanguageCodes[language])
  form.set('response_format', 'json')
  let response: Response
  try {
    response = await fetch(`${config.url.replace(/\/+$/, '')}/audio/transcriptions`, {
      method: 'POST',
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      body: form,
      signal: AbortSignal.timeout(TRANSCRIPTION_TIMEOUT_MS),
    })
  } catch (error) {
    logger.warn({ err: error }, 'speech-to-text: the service did not answer')
    throw new AppError('service_unavailable', 'Speech-to-text error: the service did not answer. Please try again.')
  }
  const body = await response.text().catch(() => '')
  if (!response.ok) {
    logger.warn({ status: response.status, detail: body.slice(0, 500) }, 'speech-to-text: the service refused')
    const statusText = response.statusText || STATUS_CODES[response.status] || String(response.status)
    throw new AppError('bad_gateway', `Speech-to-text error: ${statusText}`)
  }
  const parsed = transcription.safeParse(parseJson(body))
  if (!parsed.success) {
    logger.warn({ detail: body.slice(0, 500) }, 'speech-to-text: an answer without text')
    throw new AppError('bad_gateway', 'Speech-to-text error: the service gave no text.')
  }
  return parsed.data.text.trim()
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
