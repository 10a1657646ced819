// The voice's data: what the server offers, speech to text, and text to speech.
import { queryOptions } from '@tanstack/react-query'
import { type ChatLanguage, toChatLanguage } from '#shared/chat/chat-languages.ts'
import { api, unwrap } from '#web/lib/api.ts'
import type { VoiceStyle } from '../api.ts'

/** Which voice services the server has: its own voice (text-to-speech) and transcription. */
export const voiceStatusQuery = queryOptions({
  queryKey: ['voice', 'status'] as const,
  queryFn: async () => unwrap(api.voice.status.$get()),
  staleTime: 10 * 60 * 1000,
})

/** Sage's words in the server's voice, or null when it has none or it fails (the browser speaks instead). */
export async function serverSpeech(text: string, language: string, style?: VoiceStyle): Promise<Blob | null> {
  try {
    const response = await api.tts.$post({
      json: { text: text.slice(0, 1000), language: toChatLanguage(language) ?? 'english', style },
    })
    return response.ok ? await response.blob() : null
  } catch {
    return null
  }
}

/** Keeps a voice message's recording; its address, or null when it could not be kept. */
export async function keepRecording(audio: Blob): Promise<string | null> {
  try {
    const file = new File([audio], 'recording.webm', { type: audio.type || 'audio/webm' })
    return (await unwrap(api.recordings.$post({ form: { file } }))).url
  } catch {
    return null
  }
}

/** The words in a recording, from the server's transcription service; null when it fails. */
export async function transcribe(audio: Blob, language: ChatLanguage): Promise<string | null> {
  try {
    const file = new File([audio], 'recording.webm', { type: audio.type || 'audio/webm' })
    return (await unwrap(api.stt.$post({ form: { file, language } }))).text
  } catch {
    return null
  }
}
