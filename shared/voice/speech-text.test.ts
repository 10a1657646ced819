import { describe, expect, it } from 'vitest'
import { speechParts, stripForSpeech } from './speech-text.ts'

describe('stripForSpeech', () => {
  it('leaves plain sentences as they are', () => {
    expect(stripForSpeech('Good morning, Rose! Your doctor is Dr. Patel.')).toBe(
      'Good morning, Rose! Your doctor is Dr. Patel.',
    )
  })

  it('removes emphasis, keeping the words', () => {
    expect(stripForSpeech('This is **very** important, _really_ ~~not~~ *so* important.')).toBe(
      'This is very important, really not so important.',
    )
  })

  it('makes a heading and each list item a sentence of its own', () => {
    expect(stripForSpeech('## Your day\n\n- Pills at 9\n- Lunch with Anna\n* Call the doctor!')).toBe(
      'Your day. Pills at 9. Lunch with Anna. Call the doctor!',
    )
    expect(stripForSpeech('Here is the plan:\n1. Rest\n2) Drink water')).toBe('Here is the plan: Rest. Drink water.')
  })

  it('says a link’s text, not its address', () => {
    expect(stripForSpeech('Read [the guide](https://example.org/guide) first.')).toBe('Read the guide first.')
  })

  it('keeps the words of code and drops its marks', () => {
    expect(stripForSpeech('Type `help` and press Enter.\n```\nhelp\n```')).toBe('Type help and press Enter. help.')
  })

  it('reads a table row by row', () => {
    expect(stripForSpeech('| Day | Time |\n| --- | --- |\n| Monday | 9 am |')).toBe('Day, Time. Monday, 9 am.')
  })

  it('drops HTML tags and puts everything on one line', () => {
    expect(stripForSpeech('First line<br>second line.\n\n\nThird   line')).toBe('First line second line. Third line.')
  })

  it('ends a Chinese or Japanese line with a full-width stop', () => {
    expect(stripForSpeech('# 今天\n- 吃药')).toBe('今天。 吃药。')
  })

  it('gives nothing for text with nothing to say', () => {
    expect(stripForSpeech('  \n---\n```\n```  ')).toBe('')
  })
})

describe('speechParts', () => {
  const sentence = (n: number) => `Sentence ${n} is about the garden and the roses.`

  it('keeps a short text as one part', () => {
    expect(speechParts('Hello there. How are you?', 1000)).toEqual(['Hello there. How are you?'])
    expect(speechParts('', 1000)).toEqual([])
  })

  it('cuts a long text between sentences, each part within the limit, nothing lost', () => {
    const text = Array.from({ length: 60 }, (_, index) => sentence(index + 1)).join(' ')
    const parts = speechParts(text, 200)
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(200)
      expect(part).toMatch(/\.$/)
    }
    expect(parts.join(' ')).toBe(text)
  })

  it('cuts a sentence longer than the limit at spaces, and text without spaces anywhere', () => {
    const long = `${'word '.repeat(60).trim()}.`
    const parts = speechParts(long, 50)
    expect(parts.every((part) => part.length <= 50)).toBe(true)
    expect(parts.join(' ')).toBe(long)
    expect(speechParts('x'.repeat(120), 50)).toEqual(['x'.repeat(50), 'x'.repeat(50), 'x'.repeat(20)])
  })

  it('cuts Chinese and Japanese at their full stops', () => {
    expect(speechParts('你好。今天天气很好。', 7)).toEqual(['你好。', '今天天气很好。'])
    expect(speechParts('你好。今天天气很好。', 20)).toEqual(['你好。今天天气很好。'])
  })
})
