import { z } from './zod.ts'
import { SPEECH_TEXT_MAX_LENGTH } from '#shared/limits.ts'
import { type ChatLanguage, toChatLanguage } from '#shared/chat/chat-languages.ts'
import type { Formality, Tone } from '#shared/chat/style.ts'
import { requiredText } from './feedback.ts'

/** Audio types a recording may have, each with the file extension it is stored and sent under. */
export const audioTypes = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a' } as const
export type AudioType = keyof typeof audioTypes

/** An audio type without its parameters ("audio/webm;codecs=opus" is audio/webm), or null when not one we take. */
export function toAudioType(type: string): AudioType | null {
  const bare = type.split(';')[0]!.trim().toLowerCase()
  // Own keys only: `in` would take __proto__ and constructor for audio types.
  return Object.hasOwn(audioTypes, bare) ? (bare as AudioType) : null
}

/** A chat language by name or two-letter code, any case ('spanish', 'es', 'Spanish'). */
export const chatLanguageInput = z.string().transform((value, context): ChatLanguage => {
  const language = toChatLanguage(value)
  if (language) return language
  context.addIssue({ code: 'custom', message: 'not a language Sage speaks.' })
  return z.NEVER
})

const formalities = ['casual', 'formal', 'mixed'] as const satisfies readonly Formality[]
const tones = ['warm', 'energetic', 'professional'] as const satisfies readonly Tone[]

/** The person's style as it shapes Sage's voice (product.md 9). */
export const voiceStyleInput = z.strictObject({ formality: z.enum(formalities), tone: z.enum(tones) })

/** POST /api/tts: text to speak, its language, and optionally the person's style (product.md 7). */
export const speechInput = z.strictObject({
  text: requiredText(SPEECH_TEXT_MAX_LENGTH),
  language: chatLanguageInput,
  style: voiceStyleInput.optional(),
})
export type SpeechInput = z.input<typeof speechInput>

/** The fields sent with POST /api/stt besides the audio file: the language spoken, when known. */
export const transcriptionFields = z.strictObject({ language: chatLanguageInput.optional() })
