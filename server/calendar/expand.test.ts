// Sage's expansion of repeating events (rrule, with EXDATE/RDATE/UNTIL read as RFC 5545 says),
// checked against a second, independent parser: ical.js, reading the same event as an iCalendar
// VEVENT with its VTIMEZONE.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { recurrenceProblem } from '#shared/calendar/recurrence-check.ts'
import { cachedSeriesExpander, expandSeries, seriesExpander } from './expand.ts'
import { formatInZone } from './time.ts'
import { basicDateTime, vtimezoneLines } from './vtimezone.ts'

type Case = { name: string; zone: string; start: string; lines: string[] }

const cases: Case[] = [
  {
    name: 'daily at 9 across the change of clocks',
    zone: 'America/New_York',
    start: '2026-10-28T09:00:00',
    lines: ['RRULE:FREQ=DAILY;COUNT=12'],
  },
  {
    name: 'weekdays with a UTC UNTIL',
    zone: 'America/Los_Angeles',
    start: '2026-11-02T18:30:00',
    lines: ['RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20261114T023000Z'],
  },
  {
    name: 'EXDATE in the event zone, as Google writes it',
    zone: 'Europe/Madrid',
    start: '2026-11-02T10:00:00',
    lines: ['RRULE:FREQ=DAILY;COUNT=10', 'EXDATE;TZID=Europe/Madrid:20261104T100000,20261106T100000'],
  },
  {
    name: 'EXDATE in UTC',
    zone: 'Europe/Madrid',
    start: '2026-11-02T10:00:00',
    lines: ['RRULE:FREQ=DAILY;COUNT=6', 'EXDATE:20261103T090000Z'],
  },
  {
    name: 'RDATE added to a weekly rule',
    zone: 'Asia/Tokyo',
    start: '2026-11-03T08:00:00',
    lines: ['RRULE:FREQ=WEEKLY;COUNT=4', 'RDATE;TZID=Asia/Tokyo:20261107T080000'],
  },
  {
    name: 'the last Friday of each month',
    zone: 'Australia/Sydney',
    start: '2026-09-25T19:00:00',
    lines: ['RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=6'],
  },
  {
    name: 'every other Monday and Thursday',
    zone: 'America/Chicago',
    start: '2026-11-02T07:15:00',
    lines: ['RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=8'],
  },
  {
    name: 'the 31st, in months that have one',
    zone: 'Europe/London',
    start: '2026-10-31T12:00:00',
    lines: ['RRULE:FREQ=MONTHLY;BYMONTHDAY=31;COUNT=5'],
  },
  {
    name: 'twice a day',
    zone: 'America/New_York',
    start: '2026-11-01T08:00:00',
    lines: ['RRULE:FREQ=DAILY;BYHOUR=8,20;COUNT=8'],
  },
  {
    name: 'yearly on a leap day',
    zone: 'Europe/Berlin',
    start: '2024-02-29T09:00:00',
    lines: ['RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;COUNT=3'],
  },
]

/** The case's start as an instant: its wall time in its zone. */
function startOf(c: Case): Date {
  const guess = new Date(`${c.start}Z`)
  const offset = formatInZone(guess, c.zone).slice(19)
  return new Date(`${c.start}${offset === 'Z' ? 'Z' : offset}`)
}

/** What ical.js makes of the same event: every occurrence's instant, in order. */
function icalOccurrences(c: Case, until: Date): string[] {
  const local = basicDateTime(new Date(`${c.start}Z`)).replace(/Z$/, '')
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sage//Tests//EN',
    ...vtimezoneLines(c.zone, { fromYear: 2023, toYear: 2031 }),
    'BEGIN:VEVENT',
    'UID:case@sage',
    'DTSTAMP:20261101T000000Z',
    `DTSTART;TZID=${c.zone}:${local}`,
    'DURATION:PT1H',
    ...c.lines,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n')
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  const iterator = event.iterator()
  const found: string[] = []
  for (let next = iterator.next(); next; next = iterator.next()) {
    const instant = next.toJSDate()
    if (instant > until) break
    found.push(instant.toISOString())
  }
  return found
}

describe('expandSeries against ical.js', () => {
  it.each(cases)('$name', (c) => {
    const start = startOf(c)
    const until = new Date(start.getTime() + 4 * 366 * 24 * 3600_000)
    const ours = expandSeries({ lines: c.lines, start, durationMs: 3600_000, timeZone: c.zone }, start, until)
    expect(ours).not.toBeNull()
    expect(ours!.map((occurrence) => occurrence.start.toISOString())).toEqual(icalOccurrences(c, until))
  })
})

describe('expandSeries for all-day events', () => {
  const DAY = 24 * 3600_000
  // Midnight on Saturday 31 October 2026 in New York; clocks go back there on Sunday 1 November.
  const start = new Date('2026-10-31T04:00:00Z')

  it('keeps each occurrence a whole calendar day, from midnight to midnight, across the change of clocks', () => {
    const days = expandSeries(
      { lines: ['RRULE:FREQ=DAILY;COUNT=3'], start, durationMs: DAY, timeZone: 'America/New_York', allDay: true },
      start,
      new Date(start.getTime() + 10 * DAY),
    )!
    expect(
      days.map(({ start, end }) => [formatInZone(start, 'America/New_York'), formatInZone(end, 'America/New_York')]),
    ).toEqual([
      ['2026-10-31T00:00:00-04:00', '2026-11-01T00:00:00-04:00'],
      // The day the clocks go back lasts 25 hours and still ends at midnight.
      ['2026-11-01T00:00:00-04:00', '2026-11-02T00:00:00-05:00'],
      ['2026-11-02T00:00:00-05:00', '2026-11-03T00:00:00-05:00'],
    ])
  })

  it('keeps a weekend that spans two days two days long, and leaves out a day named by date', () => {
    const weekends = expandSeries(
      {
        lines: ['RRULE:FREQ=WEEKLY;COUNT=3', 'EXDATE;VALUE=DATE:20261107'],
        start,
        durationMs: 2 * DAY + 3600_000,
        timeZone: 'America/New_York',
        allDay: true,
      },
      start,
      new Date(start.getTime() + 30 * DAY),
    )!
    expect(weekends.map(({ start, end }) => [start.toISOString(), end.toISOString()])).toEqual([
      ['2026-10-31T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
      ['2026-11-14T05:00:00.000Z', '2026-11-16T05:00:00.000Z'],
    ])
  })
})

describe('the quick walk of daily and weekly rules', () => {
  // A small seeded generator, so a failure can be run again.
  let seed = 20261124
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
  const zones = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata', 'America/Santiago', 'UTC']
  const days = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']
  const HOUR = 3600_000

  /** A random rule the quick walk takes, and a series and window to expand it in. */
  function randomCase(kinds: readonly string[]) {
    const parts = [`FREQ=${pick(kinds)}`]
    if (random() < 0.5) parts.push(`INTERVAL=${1 + Math.floor(random() * 3)}`)
    if (random() < 0.5) parts.push(`BYDAY=${days.filter(() => random() < 0.4).join(',') || 'MO'}`)
    // Hours in order: rrule stops at an UNTIL on the first later hour it meets, so with hours out of
    // order it loses earlier ones of the last day, which the quick walk keeps, as RFC 5545 reads it.
    if (random() < 0.3) parts.push(`BYHOUR=${[0, 8, 13, 20, 23].filter(() => random() < 0.5).join(',') || '9'}`)
    // Around the changes of clocks of 2026, at times that fall in a skipped or repeated hour too.
    const start = new Date(
      Date.UTC(2026, pick([2, 3, 9, 10]), 1 + Math.floor(random() * 28), Math.floor(random() * 24), pick([0, 15, 30])),
    )
    if (random() < 0.4) {
      const until = new Date(start.getTime() + random() * 60 * 24 * HOUR)
      parts.push(`UNTIL=${random() < 0.5 ? `${basicDateTime(until)}Z` : basicDateTime(until).slice(0, 8)}`)
    }
    const lines = [`RRULE:${parts.join(';')}`]
    if (random() < 0.3) lines.push(`EXDATE:${basicDateTime(new Date(start.getTime() + 7 * 24 * HOUR))}Z`)
    const from = new Date(start.getTime() + (random() - 0.2) * 40 * 24 * HOUR)
    const to = new Date(from.getTime() + random() * 30 * 24 * HOUR)
    return {
      series: { lines, start, durationMs: pick([HOUR, 30 * 60_000, 26 * HOUR]), timeZone: pick(zones) },
      from,
      to,
    }
  }

  it('gives what rrule gives, on 600 random rules, windows and zones', () => {
    let refused = 0
    for (let compared = 0; compared < 600;) {
      const { series, from, to } = randomCase(['DAILY', 'WEEKLY'])
      // Rules Sage does not store (see recurrence-check.ts) are left out.
      if (recurrenceProblem(series.lines)) {
        refused += 1
        continue
      }
      compared += 1
      const written = (occurrences: { start: Date; end: Date }[]) =>
        occurrences.map(({ start, end }) => `${start.toISOString()} ${end.toISOString()}`)
      const quick = seriesExpander(series)!.between(from, to)
      const general = seriesExpander(series, { quick: false, closer: false })!.between(from, to)
      expect(written(quick), JSON.stringify({ series, from, to })).toEqual(written(general))
    }
    // Those are few (an UNTIL before the start): the walk saw the rules it was meant to.
    expect(refused).toBeLessThan(60)
  })

  it('starts a monthly or yearly rule closer to the window without changing what it gives', () => {
    let found = 0
    for (let compared = 0; compared < 300;) {
      const { series, from, to } = randomCase(['MONTHLY', 'YEARLY'])
      if (recurrenceProblem(series.lines)) continue
      compared += 1
      // Years later, where the closer start matters.
      const later = (date: Date) => new Date(date.getTime() + 3 * 366 * 24 * HOUR)
      const written = (occurrences: { start: Date; end: Date }[]) =>
        occurrences.map(({ start, end }) => `${start.toISOString()} ${end.toISOString()}`)
      const closer = seriesExpander(series)!.between(later(from), later(to))
      const fromStart = seriesExpander(series, { quick: false, closer: false })!.between(later(from), later(to))
      expect(written(closer), JSON.stringify({ series, from, to })).toEqual(written(fromStart))
      found += closer.length
    }
    // Enough of them fall in their windows for the comparison to mean something.
    expect(found).toBeGreaterThan(300)
  })
})

describe('cachedSeriesExpander', () => {
  const series = {
    lines: ['RRULE:FREQ=WEEKLY;BYDAY=MO,TH'],
    start: new Date('2026-03-02T09:00:00Z'),
    durationMs: 30 * 60 * 1000,
    timeZone: 'Europe/Berlin',
  }
  const window = [new Date('2026-03-01T00:00:00Z'), new Date('2026-05-01T00:00:00Z')] as const

  it('reads a series once, and lists what a fresh reading lists', () => {
    const first = cachedSeriesExpander(series)
    expect(cachedSeriesExpander({ ...series, lines: [...series.lines] })).toBe(first)
    expect(first!.between(...window)).toEqual(seriesExpander(series)!.between(...window))
  })

  it('reads a changed series afresh: other lines, start, length, zone or all day', () => {
    const first = cachedSeriesExpander(series)
    const changed = [
      { ...series, lines: ['RRULE:FREQ=WEEKLY;BYDAY=MO'] },
      { ...series, start: new Date('2026-03-02T10:00:00Z') },
      { ...series, durationMs: 60 * 60 * 1000 },
      { ...series, timeZone: 'Europe/Lisbon' },
      { ...series, allDay: true },
    ]
    for (const other of changed) {
      const expander = cachedSeriesExpander(other)
      expect(expander).not.toBe(first)
      expect(expander!.between(...window)).toEqual(seriesExpander(other)!.between(...window))
    }
  })

  it('keeps a series that cannot be read as unreadable', () => {
    expect(cachedSeriesExpander({ ...series, lines: ['RRULE:FREQ=SOMETIMES'] })).toBeNull()
  })
})
