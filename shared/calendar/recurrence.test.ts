import { describe, expect, it } from 'vitest'
import { parseCalendarRequest } from './parse.ts'
import { findRecurrence } from './recurrence.ts'
import { type RecurrenceRule, firstOccurrence, readRRuleLine, toRRuleLine } from './recurrence-rule.ts'

// Wednesday 18 November 2026, 10:00 in New York.
const now = new Date('2026-11-18T10:00:00-05:00')
const parse = (text: string) => parseCalendarRequest(text, { now })
const pattern = (text: string) => parse(text).recurrencePattern

describe('findRecurrence', () => {
  it('finds nothing in a one-off request', () => {
    expect(findRecurrence('Schedule a doctor appointment tomorrow at 3pm')).toBeNull()
    expect(findRecurrence('Add my annual checkup on Friday at 10')).toBeNull()
    expect(findRecurrence('Add lunch on Monday at noon')).toBeNull()
  })

  it('reads the frequency, interval, weekdays and part of the day', () => {
    expect(findRecurrence('every morning at 7:30')).toMatchObject({ freq: 'DAILY', interval: 1, partOfDay: 'morning' })
    expect(findRecurrence('every 2 weeks')).toMatchObject({ freq: 'WEEKLY', interval: 2 })
    expect(findRecurrence('every three months')).toMatchObject({ freq: 'MONTHLY', interval: 3 })
    expect(findRecurrence('every other day')).toMatchObject({ freq: 'DAILY', interval: 2 })
    expect(findRecurrence('on Mondays, Wednesdays and Fridays')).toMatchObject({ freq: 'WEEKLY', weekdays: [1, 3, 5] })
    expect(findRecurrence('the last Friday of every month')).toMatchObject({ freq: 'MONTHLY', nth: -1, weekdays: [5] })
    expect(findRecurrence('todos los lunes y jueves')).toMatchObject({ freq: 'WEEKLY', weekdays: [1, 4] })
  })

  it('reads a count, a length, and where "until" is', () => {
    expect(findRecurrence('every day 5 times')).toMatchObject({ count: 5 })
    expect(findRecurrence('every week for 5 weeks')).toMatchObject({ length: { amount: 5, unit: 'week' } })
    expect(findRecurrence('todos los días durante un mes')).toMatchObject({ length: { amount: 1, unit: 'month' } })
    expect(findRecurrence('every day until Friday')?.until).toEqual({ start: 10, end: 15 })
  })
})

describe('toRRuleLine and firstOccurrence', () => {
  it('writes one RRULE line with rrule', () => {
    expect(toRRuleLine({ freq: 'WEEKLY', interval: 1, weekdays: [1] })).toBe('RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO')
    expect(toRRuleLine({ freq: 'MONTHLY', interval: 1, weekdays: [2], nth: 2, count: 3 })).toBe(
      'RRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=+2TU;COUNT=3',
    )
    expect(toRRuleLine({ freq: 'DAILY', interval: 1, weekdays: [], until: new Date('2026-12-16T04:59:59Z') })).toBe(
      'RRULE:FREQ=DAILY;INTERVAL=1;UNTIL=20261216T045959Z',
    )
  })

  it('reads back every rule it writes', () => {
    const rules: RecurrenceRule[] = [
      { freq: 'DAILY', interval: 1, weekdays: [] },
      { freq: 'DAILY', interval: 1, weekdays: [], hours: [8, 20] },
      { freq: 'WEEKLY', interval: 2, weekdays: [1, 3] },
      { freq: 'WEEKLY', interval: 1, weekdays: [0, 6], count: 4 },
      { freq: 'MONTHLY', interval: 1, weekdays: [1], nth: 1 },
      { freq: 'MONTHLY', interval: 1, weekdays: [5], nth: -1 },
      { freq: 'MONTHLY', interval: 3, weekdays: [], monthDay: 15 },
      { freq: 'YEARLY', interval: 1, weekdays: [], month: 3, monthDay: 4 },
      { freq: 'DAILY', interval: 1, weekdays: [], until: new Date('2026-12-16T04:59:59Z') },
    ]
    for (const rule of rules) expect(readRRuleLine(toRRuleLine(rule))).toEqual(rule)
  })

  it('reads a rule without its RRULE: prefix, and refuses what is not a rule', () => {
    expect(readRRuleLine('FREQ=WEEKLY;BYDAY=SU')).toEqual({ freq: 'WEEKLY', interval: 1, weekdays: [0] })
    expect(readRRuleLine('every day')).toBeNull()
    expect(readRRuleLine('RRULE:FREQ=HOURLY')).toBeNull()
    expect(readRRuleLine('')).toBeNull()
  })

  it('finds the first occurrence at or after a wall time', () => {
    const wall = (day: number, hour: number) => ({ year: 2026, month: 11, day, hour, minute: 0, second: 0 })
    const sundays = { freq: 'WEEKLY' as const, interval: 1, weekdays: [0] }
    expect(firstOccurrence(sundays, wall(18, 18), wall(18, 10))).toEqual(wall(22, 18))
    const daily = { freq: 'DAILY' as const, interval: 1, weekdays: [] }
    expect(firstOccurrence(daily, wall(18, 9), wall(18, 10))).toEqual(wall(19, 9))
    expect(firstOccurrence(daily, wall(18, 10), wall(18, 10))).toEqual(wall(18, 10))
  })
})

describe('recurring requests (product.md 9)', () => {
  it('starts at the first occurrence at or after now', () => {
    expect(parse('Remind me to take my pills every day at 9am')).toMatchObject({
      isRecurring: true,
      start: '2026-11-19T09:00:00-05:00',
      end: '2026-11-19T10:00:00-05:00',
      recurrencePattern: 'RRULE:FREQ=DAILY;INTERVAL=1',
    })
    expect(parse('Remind me to take my vitamins every night at 9').start).toBe('2026-11-18T21:00:00-05:00')
    expect(parse('Remind me to exercise every weekday at 10am').start).toBe('2026-11-18T10:00:00-05:00')
  })

  it('writes weekly rules with their weekdays', () => {
    expect(pattern('Remind me to call my son every Sunday at 6pm')).toBe('RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=SU')
    expect(pattern('Schedule physical therapy every Tuesday and Thursday at 11am')).toBe(
      'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH',
    )
    expect(pattern('Schedule a weekly call with my son on Sundays at 5pm')).toBe(
      'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=SU',
    )
    expect(pattern('Call Mom weekly on Tuesday at 4pm')).toBe('RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU')
    expect(pattern('Remind me to exercise every weekday at 10am')).toBe(
      'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR',
    )
  })

  it('reads intervals', () => {
    expect(parse('Remind me every other week to call Aunt Mary on Saturday at 5pm')).toMatchObject({
      start: '2026-11-21T17:00:00-05:00',
      recurrencePattern: 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA',
    })
    expect(pattern('Water the garden every 2 days at 8am')).toBe('RRULE:FREQ=DAILY;INTERVAL=2')
    expect(pattern('Get a haircut every 6 weeks on Friday at 10')).toBe('RRULE:FREQ=WEEKLY;INTERVAL=6;BYDAY=FR')
  })

  it('writes monthly rules by day of the month or by weekday of the month', () => {
    expect(parse('Remind me every month to pay the rent on the 1st at 10am')).toMatchObject({
      start: '2026-12-01T10:00:00-05:00',
      recurrencePattern: 'RRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1',
    })
    expect(pattern('Set a monthly reminder to refill my prescription on the 20th at 9am')).toBe(
      'RRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=20',
    )
    expect(parse('Book club on the first Monday of every month at 10am')).toMatchObject({
      start: '2026-12-07T10:00:00-05:00',
      recurrencePattern: 'RRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=+1MO',
    })
  })

  it('writes yearly rules on the date said', () => {
    expect(parse('Add a yearly reminder for our anniversary on June 5 at 6pm')).toMatchObject({
      start: '2027-06-05T18:00:00-04:00',
      recurrencePattern: 'RRULE:FREQ=YEARLY;INTERVAL=1;BYMONTHDAY=5;BYMONTH=6',
    })
  })

  it('turns "for N" in the rule’s own unit into a count, and anything else into an until', () => {
    expect(pattern('Remind me to take my pills every day at 8am for 10 days')).toBe(
      'RRULE:FREQ=DAILY;INTERVAL=1;COUNT=10',
    )
    expect(pattern('Schedule yoga every Monday at 9am for 6 weeks')).toBe(
      'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=6',
    )
    expect(pattern('Remind me every 2 weeks on Friday at 10 for 6 weeks')).toBe(
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;COUNT=3',
    )
    expect(pattern('Remind me to walk every day at 8am 3 times')).toBe('RRULE:FREQ=DAILY;INTERVAL=1;COUNT=3')
    // Two weeks of daily reminders from tomorrow: the last is on 2 December.
    expect(pattern('Remind me to stretch every day at 8am for 2 weeks')).toBe(
      'RRULE:FREQ=DAILY;INTERVAL=1;UNTIL=20261203T045959Z',
    )
  })

  it('ends "until" a date at the end of that day, and "until" a month when it begins', () => {
    expect(parse('Remind me to walk every morning until December 15')).toMatchObject({
      summary: 'Walk',
      start: '2026-11-19T09:00:00-05:00',
      recurrencePattern: 'RRULE:FREQ=DAILY;INTERVAL=1;UNTIL=20261216T045959Z',
    })
    expect(pattern('Remind me to water the plants every Monday at 8am until December')).toBe(
      'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;UNTIL=20261201T045959Z',
    )
  })

  it('takes several times a day as BYHOUR', () => {
    expect(parse('Remind me to check my blood sugar every day at 7am and 7pm')).toMatchObject({
      start: '2026-11-18T19:00:00-05:00',
      recurrencePattern: 'RRULE:FREQ=DAILY;INTERVAL=1;BYHOUR=7,19',
    })
  })

  it('needs a time: a part of the day will do, a weekday alone will not', () => {
    expect(parse('Add church every Sunday morning').start).toBe('2026-11-22T09:00:00-05:00')
    expect(parse('Remind me to take out the trash every Wednesday evening').start).toBe('2026-11-18T19:00:00-05:00')
    expect(parse('Remind me every Tuesday to put out the recycling')).toMatchObject({
      isRecurring: true,
      recurrencePattern: 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU',
      missingFields: ['start'],
    })
  })
})
