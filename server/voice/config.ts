import type { VoiceOverrides } from '#shared/voice/voices.ts'
import type { Env } from '#server/env.ts'

/** ElevenLabs text-to-speech: present when ELEVENLABS_API_KEY is set. */
export type TextToSpeechConfig = {
  apiKey: string
  /** The API's address with its version, https://api.elevenlabs.io/v1 unless a proxy or test server. */
  baseUrl: string
  /** Voices chosen by the deployment (ELEVENLABS_VOICES), ahead of the built-in ones. */
  voices: VoiceOverrides
}

/** An OpenAI-compatible transcription service: present when STT_URL is set. */
export type SpeechToTextConfig = {
  /** The API's base, such as http://localhost:8000/v1; requests go to {url}/audio/transcriptions. */
  url: string
  apiKey?: string
  model: string
}

/** The voice services this server has; the browser speaks and listens by itself for what is missing. */
export type VoiceDeps = { tts?: TextToSpeechConfig; stt?: SpeechToTextConfig }

type VoiceEnv = Pick<
  Env,
  'ELEVENLABS_API_KEY' | 'ELEVENLABS_BASE_URL' | 'ELEVENLABS_VOICES' | 'STT_URL' | 'STT_API_KEY' | 'STT_MODEL'
>

/** The voice services the environment sets up. */
export function voiceConfig(env: VoiceEnv): VoiceDeps {
  return {
    tts: env.ELEVENLABS_API_KEY
      ? { apiKey: env.ELEVENLABS_API_KEY, baseUrl: env.ELEVENLABS_BASE_URL, voices: env.ELEVENLABS_VOICES }
      : undefined,
    stt: env.STT_URL ? { url: env.STT_URL, apiKey: env.STT_API_KEY, model: env.STT_MODEL } : undefined,
  }
}
