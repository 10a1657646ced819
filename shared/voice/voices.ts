import { type ChatLanguage, defaultChatLanguage, toChatLanguage } from '#shared/chat/chat-languages.ts'

/** An ElevenLabs voice: its id (as in /v1/text-to-speech/{voice_id}), name and gender. */
export type Voice = { id: string; name: string; gender: 'female' | 'male' }

/**
 * Sage's voices per language (product.md 9: English two, female then male; Spanish, French, German and
 * Italian one each). All are ElevenLabs "premade" default voices, which every account can use with
 * no setup and which speak every language of the eleven_turbo_v2_5 model; each was picked for a
 * calm, clear delivery. A deployment can swap in native voices from the Voice Library with
 * ELEVENLABS_VOICES (see voiceFor).
 */
export const voices: Readonly<Partial<Record<ChatLanguage, readonly Voice[]>>> = {
  english: [
    { id: 'EXAVITQu4vr4xnSDxMaL', name: 'Sarah', gender: 'female' },
    { id: 'nPczCjzI2devNBz1zQrb', name: 'Brian', gender: 'male' },
  ],
  spanish: [{ id: 'XrExE9yKIg1WjnnlVkGX', name: 'Matilda', gender: 'female' }],
  french: [{ id: 'XB0fDUnXU5powFXDhCwa', name: 'Charlotte', gender: 'female' }],
  german: [{ id: 'onwK4e9ZLuTAKqWW03F9', name: 'Daniel', gender: 'male' }],
  italian: [{ id: 'Xb7hH8MSUJpSbSDYk0k2', name: 'Alice', gender: 'female' }],
}

/** Voice ids chosen by the deployment, per language, ahead of the built-in ones. */
export type VoiceOverrides = Partial<Record<ChatLanguage, string>>

/**
 * The voice id Sage speaks a language with: the deployment's choice for it, else the language's first
 * voice; a language with no voice of its own (Portuguese, Chinese, Japanese) uses English's.
 */
export function voiceFor(language: ChatLanguage, overrides: VoiceOverrides = {}): string {
  return (
    overrides[language] ??
    voices[language]?.[0]?.id ??
    overrides[defaultChatLanguage] ??
    voices[defaultChatLanguage]![0]!.id
  )
}

/**
 * Reads voice overrides written as `language=voiceId` pairs separated by commas (language by name or
 * two-letter code), as ELEVENLABS_VOICES holds them; null when a pair is not one.
 */
export function parseVoiceOverrides(text: string): VoiceOverrides | null {
  const overrides: VoiceOverrides = {}
  for (const pair of text.split(',').filter((item) => item.trim())) {
    const [name, id, ...rest] = pair.split('=').map((part) => part.trim())
    const language = toChatLanguage(name)
    if (!language || !id || rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(id)) return null
    overrides[language] = id
  }
  return overrides
}
