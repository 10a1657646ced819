import { describe, expect, it } from 'vitest'
import { chatLanguages } from '#shared/chat/chat-languages.ts'
import { parseVoiceOverrides, voiceFor, voices } from './voices.ts'

describe('voices', () => {
  it('has two English voices, female then male, and one each for Spanish, French, German and Italian', () => {
    expect(voices.english?.map((voice) => voice.gender)).toEqual(['female', 'male'])
    for (const language of ['spanish', 'french', 'german', 'italian'] as const) expect(voices[language]).toHaveLength(1)
    const ids = Object.values(voices).flatMap((list) => list.map((voice) => voice.id))
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/)
  })
})

describe('voiceFor', () => {
  it('uses the first voice of the language', () => {
    expect(voiceFor('english')).toBe('EXAVITQu4vr4xnSDxMaL')
    expect(voiceFor('spanish')).toBe('XrExE9yKIg1WjnnlVkGX')
    expect(voiceFor('french')).toBe('XB0fDUnXU5powFXDhCwa')
    expect(voiceFor('german')).toBe('onwK4e9ZLuTAKqWW03F9')
    expect(voiceFor('italian')).toBe('Xb7hH8MSUJpSbSDYk0k2')
  })

  it('uses the English voice for a language with none of its own', () => {
    for (const language of ['portuguese', 'chinese', 'japanese'] as const) {
      expect(voiceFor(language)).toBe('EXAVITQu4vr4xnSDxMaL')
    }
    for (const language of chatLanguages) expect(voiceFor(language)).toMatch(/^\w{20}$/)
  })

  it('takes the deployment’s voices first, English’s for languages with none', () => {
    const overrides = { spanish: 'customSpanishVoice01', english: 'customEnglishVoice01' }
    expect(voiceFor('spanish', overrides)).toBe('customSpanishVoice01')
    expect(voiceFor('english', overrides)).toBe('customEnglishVoice01')
    expect(voiceFor('japanese', overrides)).toBe('customEnglishVoice01')
    expect(voiceFor('french', overrides)).toBe('XB0fDUnXU5powFXDhCwa')
  })
})

describe('parseVoiceOverrides', () => {
  it('reads language=voice pairs by name or code', () => {
    expect(parseVoiceOverrides('spanish=abc123, PT = def456,')).toEqual({ spanish: 'abc123', portuguese: 'def456' })
    expect(parseVoiceOverrides('')).toEqual({})
  })

  it('refuses an unknown language or a pair that is not one', () => {
    expect(parseVoiceOverrides('klingon=abc123')).toBeNull()
    expect(parseVoiceOverrides('spanish')).toBeNull()
    expect(parseVoiceOverrides('spanish=abc=def')).toBeNull()
    expect(parseVoiceOverrides('spanish=has space')).toBeNull()
  })
})
