import { describe, expect, it } from 'vitest'
import {
  addDays,
  formatZoned,
  isValidTimeZone,
  offsetMinutesAt,
  wallTimeAt,
  weekdayOf,
  zonedInstant,
} from './zoned-time.ts'

const wall = (year: number, month: number, day: number, hour = 0, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
})

describe('zoned time', () => {
  it('knows real zones only', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true)
    expect(isValidTimeZone('UTC')).toBe(true)
    expect(isValidTimeZone('Mars/Olympus')).toBe(false)
  })

  it('reads the wall clock and offset of a zone at an instant', () => {
    const instant = new Date('2026-07-01T12:00:00Z')
    expect(wallTimeAt(instant, 'America/New_York')).toEqual(wall(2026, 7, 1, 8))
    expect(offsetMinutesAt(instant, 'America/New_York')).toBe(-240)
    expect(offsetMinutesAt(instant, 'Asia/Kolkata')).toBe(330)
    expect(offsetMinutesAt(new Date('2026-01-01T12:00:00Z'), 'America/New_York')).toBe(-300)
  })

  it('finds the instant of a wall time, through clock changes', () => {
    expect(zonedInstant(wall(2026, 11, 19, 15), 'America/New_York').toISOString()).toBe('2026-11-19T20:00:00.000Z')
    // 2:30 on 8 March 2026 never happens in New York: read as 3:30 EDT.
    expect(zonedInstant(wall(2026, 3, 8, 2, 30), 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z')
    // 1:30 on 1 November 2026 happens twice: the first, in EDT.
    expect(zonedInstant(wall(2026, 11, 1, 1, 30), 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z')
  })

  it('writes ISO 8601 with the zone’s offset', () => {
    const instant = new Date('2026-11-19T20:00:00Z')
    expect(formatZoned(instant, 'America/New_York')).toBe('2026-11-19T15:00:00-05:00')
    expect(formatZoned(instant, 'Asia/Tokyo')).toBe('2026-11-20T05:00:00+09:00')
    expect(formatZoned(instant, 'Asia/Kathmandu')).toBe('2026-11-20T01:45:00+05:45')
    expect(formatZoned(instant, 'UTC')).toBe('2026-11-19T20:00:00+00:00')
  })

  it('adds whole days to wall times and tells the weekday', () => {
    expect(addDays(wall(2026, 12, 31, 9), 1)).toEqual(wall(2027, 1, 1, 9))
    expect(addDays(wall(2026, 3, 1), -1)).toEqual(wall(2026, 2, 28))
    expect(weekdayOf(wall(2026, 11, 18))).toBe(3)
  })
})
