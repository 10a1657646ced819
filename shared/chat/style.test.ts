import { describe, expect, it } from 'vitest'
import { analyzeStyle, defaultStylePreferences, lengthOf, weighFormality } from './style.ts'

const repeat = (length: number) => 'a'.repeat(length)

describe('analyzeStyle', () => {
  it('needs at least 3 user messages (product.md 9)', () => {
    expect(analyzeStyle([])).toBeNull()
    expect(analyzeStyle(['hello', 'how are you'])).toBeNull()
    expect(analyzeStyle(['hello', '  ', 'how are you'])).toBeNull()
    expect(analyzeStyle(['hello', 'how are you', 'fine'])).not.toBeNull()
  })

  it('defaults to mixed, warm and moderate (product.md 3)', () => {
    expect(defaultStylePreferences).toMatchObject({ formality: 'mixed', tone: 'warm', lengthPreference: 'moderate' })
    const neutral = [
      'I went to the market this morning and bought some apples',
      'The weather was nice so I walked there with my neighbour',
      'Tomorrow I will bake a pie with the apples I bought today',
    ]
    expect(analyzeStyle(neutral)).toEqual(defaultStylePreferences)
  })

  it('reads only the last 5 messages', () => {
    const old = Array.from({ length: 5 }, () => repeat(300))
    expect(analyzeStyle([...old, 'ok', 'yes', 'fine', 'sure', 'no'])?.lengthPreference).toBe('brief')
    expect(analyzeStyle(['ok', 'yes', ...old])?.lengthPreference).toBe('detailed')
  })

  it('sees casual writing, slang and abbreviations', () => {
    const style = analyzeStyle(['hey gonna see my grandkids lol', 'yeah it was cool btw', 'idk what to cook tonight'])
    expect(style).toMatchObject({ formality: 'casual', slangUsage: true, abbreviations: ['lol', 'btw', 'idk'] })
  })

  it('sees formal writing, and a professional tone without warmth', () => {
    const style = analyzeStyle([
      'Could you kindly check my schedule for Tuesday?',
      'Please confirm the appointment with Dr. Miller.',
      'I would appreciate a summary of my medications.',
    ])
    expect(style).toMatchObject({ formality: 'formal', tone: 'professional', slangUsage: false, abbreviations: ['Dr'] })
  })

  it('stays warm when formal writing carries affection', () => {
    const style = analyzeStyle(['Thank you, dear.', 'Could you please call my son?', 'Please remind me kindly.'])
    expect(style).toMatchObject({ formality: 'formal', tone: 'warm' })
  })

  it('is energetic with many exclamation marks or cheerful words', () => {
    expect(analyzeStyle(['We won!', 'What a day!', 'So happy!'])?.tone).toBe('energetic')
    expect(analyzeStyle(['That was wonderful', 'an amazing lunch', 'see you soon'])?.tone).toBe('energetic')
  })

  it('lists up to 5 capitalised abbreviations, but not from messages written in capitals', () => {
    const style = analyzeStyle(['HELP ME NOW', 'Call the VA and the DMV', 'TV please', 'CALL ME ASAP'])
    expect(style?.abbreviations).toEqual(['VA', 'DMV', 'TV', 'ASAP'])
    expect(analyzeStyle(['call ASAP', 'the VA, the DMV', 'TV, PBS, NPR and BBC'])?.abbreviations).toEqual([
      'ASAP',
      'VA',
      'DMV',
      'TV',
      'PBS',
    ])
  })

  it('lists up to 5 two-word phrases used in more than one message, most used first', () => {
    const style = analyzeStyle([
      'oh my goodness, thank you so much',
      'oh my, the garden looks lovely, thank you',
      'thank you so much for the reminder, oh my',
      'bless you dear',
    ])
    expect(style?.commonPhrases).toEqual(['oh my', 'thank you', 'you so', 'so much'])
  })
})

describe('weighFormality', () => {
  it('needs more than twice as many markers of one kind (product.md 9)', () => {
    expect(weighFormality(0, 0)).toBe('mixed')
    expect(weighFormality(3, 1)).toBe('casual')
    expect(weighFormality(2, 1)).toBe('mixed')
    expect(weighFormality(1, 3)).toBe('formal')
    expect(weighFormality(1, 2)).toBe('mixed')
    expect(weighFormality(1, 0)).toBe('casual')
  })
})

describe('lengthOf', () => {
  it('is brief under 50 average characters and detailed over 150 (product.md 9)', () => {
    expect(lengthOf([repeat(49)])).toBe('brief')
    expect(lengthOf([repeat(50)])).toBe('moderate')
    expect(lengthOf([repeat(150)])).toBe('moderate')
    expect(lengthOf([repeat(151)])).toBe('detailed')
    expect(lengthOf([repeat(100), repeat(203)])).toBe('detailed')
  })
})
