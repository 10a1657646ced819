import { describe, expect, it } from 'vitest'
import { stripForSpeech } from './speech-text.ts'

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
