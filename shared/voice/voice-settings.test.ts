import { describe, expect, it } from 'vitest'
import { defaultVoiceSettings, voiceSettings } from './voice-settings.ts'

describe('voiceSettings', () => {
  it('gives the defaults with no style, and for a mixed, warm one', () => {
    const defaults = { stability: 0.5, similarity_boost: 0.8, style: 0.7, use_speaker_boost: true }
    expect(defaultVoiceSettings).toEqual(defaults)
    expect(voiceSettings()).toEqual(defaults)
    expect(voiceSettings({ formality: 'mixed', tone: 'warm' })).toEqual(defaults)
  })

  it('is steadier and plainer for formal, the reverse for casual', () => {
    expect(voiceSettings({ formality: 'formal', tone: 'warm' })).toMatchObject({ stability: 0.6, style: 0.6 })
    expect(voiceSettings({ formality: 'casual', tone: 'warm' })).toMatchObject({ stability: 0.4, style: 0.8 })
  })

  it('adds style for an energetic tone and stability for a professional one', () => {
    expect(voiceSettings({ formality: 'mixed', tone: 'energetic' })).toMatchObject({ stability: 0.5, style: 0.9 })
    expect(voiceSettings({ formality: 'mixed', tone: 'professional' })).toMatchObject({ stability: 0.6, style: 0.7 })
    expect(voiceSettings({ formality: 'formal', tone: 'professional' })).toMatchObject({ stability: 0.7, style: 0.6 })
    expect(voiceSettings({ formality: 'formal', tone: 'energetic' })).toMatchObject({ stability: 0.6, style: 0.8 })
  })

  it('keeps every value within 0..1, rounded to 2 decimals', () => {
    // Casual and energetic: 0.7 + 0.1 + 0.2 is 1.0, not 1.0000000000000002.
    expect(voiceSettings({ formality: 'casual', tone: 'energetic' })).toEqual({
      stability: 0.4,
      similarity_boost: 0.8,
      style: 1,
      use_speaker_boost: true,
    })
  })
})
