import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { type IcsEvent, escapeText, foldLine, toICalendar } from './ics.ts'
import { toWallClock } from './time.ts'

const now = new Date('2026-02-01T12:00:00Z')

const event = (fields: Partial<IcsEvent> = {}): IcsEvent => ({
  id: '7a1c2a52-5a43-4d7b-8f0e-5f1d2c3b4a59',
  summary: 'Doctor visit',
  description: null,
  start: new Date('2026-03-03T15:00:00Z'),
  end: new Date('2026-03-03T16:00:00Z'),
  timeZone: 'America/New_York',
  allDay: false,
  recurrence: [],
  ...fields,
})

/** The feed's events as ical.js reads them. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) }
}

/** The first `count` occurrences of an event: their local time as written and their real moment. */
function occurrences(vevent: ICAL.Event, count: number) {
  const iterator = vevent.iterator()
  const found: { local: string; utc: string }[] = []
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    found.push({ local: next.toString(), utc: next.toJSDate().toISOString() })
  }
  return found
}

describe('toICalendar', () => {
  it('writes a calendar named Sage with CRLF line endings', () => {
    const text = toICalendar([], { now })
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Sage//Calendar//EN',
        'CALSCALE:GREGORIAN',
        'X-WR-CALNAME:Sage',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
    expect(parse(text).calendar.getFirstPropertyValue('x-wr-calname')).toBe('Sage')
  })

  it('writes one VEVENT per event with its UID, DTSTAMP and local times in its zone', () => {
    const text = toICalendar([event({ updatedAt: new Date('2026-01-20T08:30:00Z') })], { now })
    expect(text).toContain(
      [
        'BEGIN:VEVENT',
        'UID:7a1c2a52-5a43-4d7b-8f0e-5f1d2c3b4a59@sage',
        'DTSTAMP:20260201T120000Z',
        'LAST-MODIFIED:20260120T083000Z',
        'DTSTART;TZID=America/New_York:20260303T100000',
        'DTEND;TZID=America/New_York:20260303T110000',
        'SUMMARY:Doctor visit',
        'END:VEVENT',
      ].join('\r\n'),
    )
    const [vevent] = parse(text).events
    expect(vevent!.uid).toBe('7a1c2a52-5a43-4d7b-8f0e-5f1d2c3b4a59@sage')
    expect(vevent!.summary).toBe('Doctor visit')
    expect(vevent!.startDate.zone.tzid).toBe('America/New_York')
    expect(vevent!.startDate.toJSDate().toISOString()).toBe('2026-03-03T15:00:00.000Z')
    expect(vevent!.endDate.toJSDate().toISOString()).toBe('2026-03-03T16:00:00.000Z')
  })

  it('adds one VTIMEZONE for each zone the events use', () => {
    const text = toICalendar(
      [
        event({ timeZone: 'Europe/Madrid' }),
        event({ timeZone: 'America/New_York' }),
        event({ timeZone: 'Europe/Madrid', start: new Date('2026-07-01T08:00:00Z') }),
      ],
      { now },
    )
    const zones = parse(text)
      .calendar.getAllSubcomponents('vtimezone')
      .map((zone) => zone.getFirstPropertyValue('tzid'))
    expect(zones).toEqual(['America/New_York', 'Europe/Madrid'])
    const madrid = parse(text).events.filter((vevent) => vevent.startDate.zone.tzid === 'Europe/Madrid')
    expect(madrid.map((vevent) => vevent.startDate.toString())).toEqual(['2026-03-03T16:00:00', '2026-07-01T10:00:00'])
    expect(madrid.map((vevent) => vevent.startDate.toJSDate().toISOString())).toEqual([
      '2026-03-03T15:00:00.000Z',
      '2026-07-01T08:00:00.000Z',
    ])
  })

  it('escapes commas, semicolons, backslashes and line breaks, and reads back the same text', () => {
    const summary = 'Lunch, then cards; bring C:\\notes'
    const description = 'First line\nSecond line\r\nThird, with a comma'
    const text = toICalendar([event({ summary, description })], { now })
    expect(text).toContain('SUMMARY:Lunch\\, then cards\\; bring C:\\\\notes\r\n')
    expect(text).toContain('DESCRIPTION:First line\\nSecond line\\nThird\\, with a comma\r\n')
    const [vevent] = parse(text).events
    expect(vevent!.summary).toBe(summary)
    expect(vevent!.description).toBe('First line\nSecond line\nThird, with a comma')
  })

  it('copies RRULE lines, and a weekly event keeps its local hour across the change to daylight time', () => {
    const weekly = event({ summary: 'Tai chi', recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU'] })
    const text = toICalendar([weekly], { now })
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU\r\n')
    const [vevent] = parse(text).events
    expect(vevent!.isRecurring()).toBe(true)
    // Clocks go forward in New York on Sunday 8 March 2026: 10 AM stays 10 AM, an hour earlier in UTC.
    expect(occurrences(vevent!, 3)).toEqual([
      { local: '2026-03-03T10:00:00', utc: '2026-03-03T15:00:00.000Z' },
      { local: '2026-03-10T10:00:00', utc: '2026-03-10T14:00:00.000Z' },
      { local: '2026-03-17T10:00:00', utc: '2026-03-17T14:00:00.000Z' },
    ])
  })

  it('writes left-out days like DTSTART (TZID, local time), whether stored in UTC or floating', () => {
    const weekly = event({
      summary: 'Tai chi',
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4', 'EXDATE:20260310T140000Z', 'EXDATE:20260317T100000'],
    })
    const text = toICalendar([weekly], { now })
    expect(text).toContain('EXDATE;TZID=America/New_York:20260310T100000\r\n')
    expect(text).toContain('EXDATE;TZID=America/New_York:20260317T100000\r\n')
    const [vevent] = parse(text).events
    expect(occurrences(vevent!, 4).map((found) => found.local)).toEqual(['2026-03-03T10:00:00', '2026-03-24T10:00:00'])
  })

  it('keeps the local hour of a repeating event through years of clock changes, in other zones too', () => {
    const zones = ['America/Chicago', 'Europe/London', 'Australia/Sydney']
    const events = zones.map((timeZone, index) =>
      event({ id: `event-${index}`, timeZone, start: now, end: new Date(now.getTime() + 3_600_000) }),
    )
    const weekly = events.map((item) => ({ ...item, recurrence: ['RRULE:FREQ=WEEKLY;COUNT=520'] }))
    for (const vevent of parse(toICalendar(weekly, { now })).events) {
      const zone = vevent.startDate.zone.tzid
      const hour = toWallClock(now, zone).getUTCHours()
      for (const { utc } of occurrences(vevent, 520)) {
        expect(toWallClock(new Date(utc), zone).getUTCHours(), `${zone} ${utc}`).toBe(hour)
      }
    }
  })

  it('copies EXDATE lines, and leaves out lines that are not recurrence or would break the file', () => {
    const recurrence = [
      'RRULE:FREQ=DAILY;COUNT=3',
      'EXDATE;TZID=America/New_York:20260304T100000',
      'RRULE:FREQ=DAILY\r\nBEGIN:VEVENT',
      'SUMMARY:Not a rule',
    ]
    const text = toICalendar([event({ recurrence })], { now })
    expect(text).toContain('RRULE:FREQ=DAILY;COUNT=3\r\nEXDATE;TZID=America/New_York:20260304T100000\r\nSUMMARY:')
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(text).not.toContain('SUMMARY:Not a rule')
    expect(occurrences(parse(text).events[0]!, 5).map((found) => found.local)).toEqual([
      '2026-03-03T10:00:00',
      '2026-03-05T10:00:00',
    ])
  })

  it('folds long lines at 75 octets without splitting a character, and reads them back whole', () => {
    const description = `${'Remember the flowers for Grandma. '.repeat(6)}Café, niños, 日本語 🌷`.repeat(2)
    const text = toICalendar([event({ description })], { now })
    const lines = text.split('\r\n')
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    expect(text).not.toContain('\uFFFD')
    expect(parse(text).events[0]!.description).toBe(description)
  })

  it('writes a time in the repeated hour when clocks go back in UTC, so it is not read as the first one', () => {
    // 1 November 2026, 1:30 AM in New York happens twice; this is the second (EST, 06:30 UTC).
    const second = event({ start: new Date('2026-11-01T06:30:00Z'), end: new Date('2026-11-01T07:30:00Z') })
    const text = toICalendar([second], { now })
    expect(text).toContain('DTSTART:20261101T063000Z\r\n')
    expect(parse(text).events[0]!.startDate.toJSDate().toISOString()).toBe('2026-11-01T06:30:00.000Z')
  })

  it('writes an all-day event as dates (VALUE=DATE), its end the day after its last day, with no VTIMEZONE', () => {
    const birthday = event({
      summary: 'Ana birthday',
      allDay: true,
      timeZone: 'Asia/Tokyo',
      // The 24th begins in Tokyo at 15:00 UTC on the 23rd: the dates are Tokyo's, not UTC's.
      start: new Date('2026-11-23T15:00:00Z'),
      end: new Date('2026-11-25T15:00:00Z'),
    })
    const text = toICalendar([birthday], { now })
    expect(text).toContain('DTSTART;VALUE=DATE:20261124\r\n')
    expect(text).toContain('DTEND;VALUE=DATE:20261126\r\n')
    expect(text).not.toContain('BEGIN:VTIMEZONE')
    const [vevent] = parse(text).events
    expect(vevent!.startDate.isDate).toBe(true)
    expect(vevent!.startDate.toString()).toBe('2026-11-24')
    expect(vevent!.endDate.toString()).toBe('2026-11-26')
  })

  it('writes a repeating all-day event with its UNTIL, EXDATE and RDATE as dates, as RFC 5545 asks', () => {
    const yearly = event({
      summary: 'Wedding anniversary',
      allDay: true,
      start: new Date('2026-03-07T05:00:00Z'),
      end: new Date('2026-03-08T05:00:00Z'),
      recurrence: [
        'RRULE:FREQ=YEARLY;UNTIL=20300308T045959Z',
        // Left out and added as the chat or Google would store them: as the day's midnight, in UTC or in the zone.
        'EXDATE:20270307T050000Z',
        'RDATE;TZID=America/New_York:20270308T000000',
      ],
    })
    const text = toICalendar([yearly], { now })
    expect(text).toContain('DTSTART;VALUE=DATE:20260307\r\n')
    expect(text).toContain('RRULE:FREQ=YEARLY;UNTIL=20300307\r\n')
    expect(text).toContain('EXDATE;VALUE=DATE:20270307\r\n')
    expect(text).toContain('RDATE;VALUE=DATE:20270308\r\n')
    const [vevent] = parse(text).events
    expect(occurrences(vevent!, 10).map((found) => found.local)).toEqual([
      '2026-03-07',
      '2027-03-08',
      '2028-03-07',
      '2029-03-07',
      '2030-03-07',
    ])
  })

  it('writes UTC times for a zone it does not know, with no VTIMEZONE', () => {
    const text = toICalendar([event({ timeZone: 'Nowhere/Special' })], { now })
    expect(text).toContain('DTSTART:20260303T150000Z\r\nDTEND:20260303T160000Z\r\n')
    expect(text).not.toContain('VTIMEZONE')
  })
})

describe('escapeText', () => {
  it('drops control characters that iCalendar text may not hold', () => {
    expect(escapeText('bell\u0007 and tab\t')).toBe('bell and tab\t')
  })
})

describe('foldLine', () => {
  it('leaves a line of 75 octets whole and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
    expect(foldLine(`${'x'.repeat(74)}é`)).toBe(`${'x'.repeat(74)}\r\n é`)
  })
})
