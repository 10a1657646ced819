import { describe, expect, it } from 'vitest'
import { chatTitle, DEFAULT_CHAT_TITLE, relativeDay } from './titles.ts'

describe('chatTitle', () => {
  it('is the whole first message when it has 40 characters or fewer', () => {
    expect(chatTitle('What is the weather like today?')).toBe('What is the weather like today?')
    expect(chatTitle('a'.repeat(40))).toBe('a'.repeat(40))
  })

  it('is the first 40 characters plus ... when longer (product.md 4)', () => {
    expect(chatTitle('a'.repeat(41))).toBe(`${'a'.repeat(40)}...`)
    expect(chatTitle('Please remind me to take my pills after breakfast every day')).toBe(
      'Please remind me to take my pills after ...',
    )
  })

  it('trims, joins lines, and never cuts an emoji in half', () => {
    expect(chatTitle('  Hello\n\nthere  ')).toBe('Hello there')
    expect(chatTitle(`${'a'.repeat(39)}😊😊`)).toBe(`${'a'.repeat(39)}😊...`)
  })

  it('is New Conversation for an empty message', () => {
    expect(DEFAULT_CHAT_TITLE).toBe('New Conversation')
    expect(chatTitle('   ')).toBe('New Conversation')
  })
})

describe('relativeDay', () => {
  // Local times, so the tests hold in any time zone.
  const now = new Date(2025, 5, 15, 9, 30)
  const daysBefore = (days: number, hour = 12) => new Date(2025, 5, 15 - days, hour)

  it('is today for earlier and later times of the same day', () => {
    expect(relativeDay(new Date(2025, 5, 15, 0, 1), now)).toEqual({ kind: 'today', days: 0 })
    expect(relativeDay(new Date(2025, 5, 15, 23, 59), now)).toEqual({ kind: 'today', days: 0 })
  })

  it('is yesterday for any time of the day before, even under 24 hours ago', () => {
    expect(relativeDay(daysBefore(1, 23), now)).toEqual({ kind: 'yesterday', days: 1 })
    expect(relativeDay(daysBefore(1, 0), now)).toEqual({ kind: 'yesterday', days: 1 })
  })

  it('counts 2 to 7 days ago, then gives the date (product.md 9)', () => {
    expect(relativeDay(daysBefore(2), now)).toEqual({ kind: 'daysAgo', days: 2 })
    expect(relativeDay(daysBefore(7, 0), now)).toEqual({ kind: 'daysAgo', days: 7 })
    expect(relativeDay(daysBefore(8, 23), now)).toEqual({ kind: 'date' })
    expect(relativeDay(new Date(2024, 11, 25), now)).toEqual({ kind: 'date' })
  })

  it('counts across a month end and gives the date for a future day', () => {
    expect(relativeDay(new Date(2025, 1, 27), new Date(2025, 2, 2))).toEqual({ kind: 'daysAgo', days: 3 })
    expect(relativeDay(new Date(2025, 5, 16), now)).toEqual({ kind: 'date' })
  })
})
