import { describe, expect, it } from 'vitest'
import { type CheckInTimes, deadlineOn, nextCheckIn, pausedOn, windowStart } from './schedule.ts'

const rosa: CheckInTimes = { on: true, by: '10:00', timeZone: 'Europe/Madrid', paused: false, pausedUntil: null }

describe('the daily check-in’s times', () => {
  it('falls at the chosen time on the wall clock, across a change of clocks', () => {
    // Madrid: UTC+1 in winter, UTC+2 from 29 March 2026.
    expect(deadlineOn('2026-03-28', '10:00', 'Europe/Madrid').toISOString()).toBe('2026-03-28T09:00:00.000Z')
    expect(deadlineOn('2026-03-29', '10:00', 'Europe/Madrid').toISOString()).toBe('2026-03-29T08:00:00.000Z')
    // New York falls back on 1 November 2026: 09:30 is 13:30 UTC before and 14:30 after.
    expect(deadlineOn('2026-10-31', '09:30', 'America/New_York').toISOString()).toBe('2026-10-31T13:30:00.000Z')
    expect(deadlineOn('2026-11-01', '09:30', 'America/New_York').toISOString()).toBe('2026-11-01T14:30:00.000Z')
  })

  it('counts signs of life from 03:00, or two hours before an early time', () => {
    expect(windowStart('2026-07-01', '10:00', 'Europe/Madrid').toISOString()).toBe('2026-07-01T01:00:00.000Z')
    expect(windowStart('2026-07-01', '04:30', 'UTC').toISOString()).toBe('2026-07-01T02:30:00.000Z')
  })

  it('is today’s time while it is ahead, else tomorrow’s', () => {
    const before = new Date('2026-07-01T07:00:00Z') // 09:00 in Madrid
    expect(nextCheckIn(rosa, before)).toEqual({ day: '2026-07-01', at: new Date('2026-07-01T08:00:00Z') })
    const after = new Date('2026-07-01T09:00:00Z') // 11:00 in Madrid
    expect(nextCheckIn(rosa, after)).toEqual({ day: '2026-07-02', at: new Date('2026-07-02T08:00:00Z') })
    // A day already settled (she said she was OK at 8): tomorrow's.
    expect(nextCheckIn(rosa, before, '2026-07-01')?.day).toBe('2026-07-02')
  })

  it('skips the days of a pause, and has none while off or paused with no end', () => {
    const now = new Date('2026-07-01T07:00:00Z')
    const away = { ...rosa, paused: true, pausedUntil: '2026-07-03' }
    expect(pausedOn(away, '2026-07-03')).toBe(true)
    expect(pausedOn(away, '2026-07-04')).toBe(false)
    expect(nextCheckIn(away, now)?.day).toBe('2026-07-04')
    expect(nextCheckIn({ ...rosa, paused: true, pausedUntil: null }, now)).toBeNull()
    expect(nextCheckIn({ ...rosa, on: false }, now)).toBeNull()
  })

  it('uses the person’s own day, east of UTC', () => {
    // 23:30 UTC on 30 June is 09:30 on 1 July in Sydney: 10:00 that day is still ahead.
    const sydney = { ...rosa, timeZone: 'Australia/Sydney' }
    expect(nextCheckIn(sydney, new Date('2026-06-30T23:30:00Z'))).toEqual({
      day: '2026-07-01',
      at: new Date('2026-07-01T00:00:00Z'),
    })
  })
})
