import { describe, expect, it } from 'vitest'
import { parseCalendarRequest } from './parse.ts'

// These hold whatever zone the machine is in: run them with TZ=UTC and TZ=Asia/Tokyo too.
describe('wall-clock times in the user’s zone', () => {
  const now = new Date('2026-11-18T10:00:00-05:00')

  it('reads times on the user’s clock and writes the zone’s offset', () => {
    const at = (timeZone: string) =>
      parseCalendarRequest('Schedule a doctor appointment tomorrow at 3pm', { now, timeZone }).start
    expect(at('America/New_York')).toBe('2026-11-19T15:00:00-05:00')
    expect(at('America/Los_Angeles')).toBe('2026-11-19T15:00:00-08:00')
    expect(at('Europe/Madrid')).toBe('2026-11-19T15:00:00+01:00')
    expect(at('UTC')).toBe('2026-11-19T15:00:00+00:00')
    expect(at('Asia/Kolkata')).toBe('2026-11-19T15:00:00+05:30')
  })

  it('counts days from the user’s today, which may not be New York’s', () => {
    // 10:00 in New York is already midnight, the 19th, in Tokyo.
    const tokyo = parseCalendarRequest('What do I have tomorrow?', { now, timeZone: 'Asia/Tokyo' })
    expect([tokyo.rangeStart, tokyo.rangeEnd]).toEqual(['2026-11-20T00:00:00+09:00', '2026-11-21T00:00:00+09:00'])
    const later = parseCalendarRequest('Add lunch at 2:30am on November 19', { now, timeZone: 'Asia/Tokyo' })
    expect(later.start).toBe('2026-11-19T02:30:00+09:00')
  })

  it('uses America/New_York when no zone is given (product.md 9)', () => {
    expect(parseCalendarRequest('Add tea at 4pm', { now }).timeZone).toBe('America/New_York')
  })
})

describe('daylight saving time', () => {
  // Saturday 7 March 2026, 10:00 EST; clocks in New York go forward at 2:00 on Sunday 8 March.
  const spring = new Date('2026-03-07T10:00:00-05:00')
  // Saturday 31 October 2026, 10:00 EDT; clocks go back at 2:00 on Sunday 1 November.
  const autumn = new Date('2026-10-31T10:00:00-04:00')
  const parse = (text: string, now: Date) => parseCalendarRequest(text, { now, timeZone: 'America/New_York' })

  it('gives times after the change the new offset', () => {
    expect(parse('Schedule a doctor appointment tomorrow at 3pm', spring).start).toBe('2026-03-08T15:00:00-04:00')
    expect(parse('Remind me to take my pills every day at 9am', spring).start).toBe('2026-03-08T09:00:00-04:00')
    expect(parse('Schedule church tomorrow at 10am', autumn).start).toBe('2026-11-01T10:00:00-05:00')
  })

  it('moves a time the clocks skip forward by an hour, and takes the first of a time that happens twice', () => {
    expect(parse('Add a call at 2:30am on March 8', spring).start).toBe('2026-03-08T03:30:00-04:00')
    const twice = parse('Add bingo on November 1 at 1:30am', autumn)
    expect([twice.start, twice.end]).toEqual(['2026-11-01T01:30:00-04:00', '2026-11-01T01:30:00-05:00'])
  })

  it('counts "in 3 hours" in real time and a day window by the clock', () => {
    const night = new Date('2026-03-08T00:30:00-05:00')
    expect(parse('Remind me in 3 hours to call Bob', night).start).toBe('2026-03-08T04:30:00-04:00')
    const today = parse('What do I have today?', night)
    expect([today.rangeStart, today.rangeEnd]).toEqual(['2026-03-08T00:00:00-05:00', '2026-03-09T00:00:00-04:00'])
  })

  it('works the same in the southern hemisphere', () => {
    // Sydney's clocks go back at 3:00 on Sunday 5 April 2026 (+11:00 to +10:00).
    const now = new Date('2026-04-03T12:00:00+11:00')
    const start = parseCalendarRequest('Add lunch on Monday at noon', { now, timeZone: 'Australia/Sydney' }).start
    expect(start).toBe('2026-04-06T12:00:00+10:00')
  })
})
