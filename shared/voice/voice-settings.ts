import type { StylePreferences } from '#shared/chat/style.ts'

/** The voice settings ElevenLabs' text-to-speech takes (product.md 7), each from 0 to 1. */
export type VoiceSettings = {
  stability: number
  similarity_boost: number
  style: number
  use_speaker_boost: boolean
}

/** The part of a person's style that shapes Sage's voice. */
export type VoiceStyle = Pick<StylePreferences, 'formality' | 'tone'>

/** Settings for a mixed, warm style (product.md 9). */
export const defaultVoiceSettings: VoiceSettings = {
  stability: 0.5,
  similarity_boost: 0.8,
  style: 0.7,
  use_speaker_boost: true,
}

// Each step of product.md 9 moves a setting by a tenth or two.
const STEP = 0.1

/** A value kept within 0..1 and rounded to 2 decimals, so 0.5 + 0.1 is 0.6 and not 0.6000000000000001. */
const settle = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100

/**
 * The voice settings for a person's style (product.md 9): formal is steadier and plainer (stability
 * +0.1, style -0.1), casual the reverse; an energetic tone adds 0.2 style, a professional one 0.1
 * stability. No style, or mixed and warm, gives the defaults.
 */
export function voiceSettings(style?: VoiceStyle): VoiceSettings {
  let { stability, style: expressiveness } = defaultVoiceSettings
  if (style?.formality === 'formal') {
    stability += STEP
    expressiveness -= STEP
  } else if (style?.formality === 'casual') {
    stability -= STEP
    expressiveness += STEP
  }
  if (style?.tone === 'energetic') expressiveness += 2 * STEP
  if (style?.tone === 'professional') stability += STEP
  return { ...defaultVoiceSettings, stability: settle(stability), style: settle(expressiveness) }
}
