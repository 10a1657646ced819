import { dateIn } from '#shared/calendar/all-day.ts'
import type { ZonedEvent } from './event.ts'
import { allDayLine, zonedDateLine } from './expand.ts'
import { offsetMinutes, toWallClock } from './time.ts'
import { basicDateTime, isKnownTimeZone, vtimezoneLines } from './vtimezone.ts'

/** An event as the calendar feed writes it: a series or a one-off event, with when it last changed. */
export type IcsEvent = Omit<ZonedEvent, 'seriesId' | 'defaultReminders'> & { updatedAt?: Date }

/** Years of future daylight-saving changes written out before the yearly rules take over. */
const YEARS_AHEAD = 2
/** Recurrence lines the feed copies; anything else (or anything holding a line break) is left out. */
const RECURRENCE_LINE = /^(RRULE|EXRULE|RDATE|EXDATE)[;:][^\r\n]*$/i
const HOUR = 60 * 60_000

/** Escapes a TEXT value (RFC 5545 3.3.11): backslashes, semicolons, commas and line breaks; other control characters dropped. */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '') // eslint-disable-line no-control-regex
}

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4)

/** Folds a content line into pieces of at most 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = []
  let piece = ''
  let octets = 0
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0)!)
    if (octets + size > 75) {
      pieces.push(piece)
      // Each continuation line starts with a space, which counts towards its 75 octets.
      piece = ' '
      octets = 1
    }
    piece += character
    octets += size
  }
  pieces.push(piece)
  return pieces.join('\r\n')
}

const utcDateTime = (date: Date) => `${basicDateTime(date)}Z`

/**
 * Whether a moment is the second of two with the same local time (the hour repeated when clocks
 * go back): RFC 5545 reads such a local time as the first, so it is written in UTC instead.
 */
function isRepeatedLocalTime(date: Date, zone: string): boolean {
  const backBy = (offsetMinutes(new Date(date.getTime() - 3 * HOUR), zone) - offsetMinutes(date, zone)) * 60_000
  if (backBy <= 0) return false
  return toWallClock(new Date(date.getTime() - backBy), zone).getTime() === toWallClock(date, zone).getTime()
}

/** DTSTART or DTEND: local time with its TZID, or UTC when the zone is unknown or the local time is ambiguous. */
function dateTimeLine(name: 'DTSTART' | 'DTEND', date: Date, zone: string, recurring: boolean): string {
  if (!isKnownTimeZone(zone) || (!recurring && isRepeatedLocalTime(date, zone))) return `${name}:${utcDateTime(date)}`
  return `${name};TZID=${zone}:${basicDateTime(toWallClock(date, zone))}`
}

/** DTSTART or DTEND of an all-day event: the date, with no time and no zone (RFC 5545 VALUE=DATE). */
const dateLine = (name: 'DTSTART' | 'DTEND', date: Date, zone: string) =>
  `${name};VALUE=DATE:${dateIn(date, zone).replaceAll('-', '')}`

/** Recurrence lines written the way DTSTART is: dates for an all-day event, else TZID and local time. */
function recurrenceLines(event: IcsEvent, lines: string[]): string[] {
  if (!isKnownTimeZone(event.timeZone)) return lines
  if (event.allDay) return lines.map((line) => allDayLine(line, event.timeZone))
  return lines.map((line) => (/^(EXDATE|RDATE)/i.test(line) ? zonedDateLine(line, event.timeZone) : line))
}

function eventLines(event: IcsEvent, now: Date): string[] {
  const recurrence = event.recurrence.map((line) => line.trim()).filter((line) => RECURRENCE_LINE.test(line))
  const recurring = recurrence.length > 0
  const allDay = event.allDay && isKnownTimeZone(event.timeZone)
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@sage`,
    `DTSTAMP:${utcDateTime(now)}`,
    ...(event.updatedAt ? [`LAST-MODIFIED:${utcDateTime(event.updatedAt)}`] : []),
    ...(allDay
      ? [dateLine('DTSTART', event.start, event.timeZone), dateLine('DTEND', event.end, event.timeZone)]
      : [
          dateTimeLine('DTSTART', event.start, event.timeZone, recurring),
          dateTimeLine('DTEND', event.end, event.timeZone, recurring),
        ]),
    ...recurrenceLines(event, recurrence),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
  ]
}

/** A VTIMEZONE for each zone the events use, covering the years from their first event on. */
function timezoneLines(events: readonly IcsEvent[], now: Date): string[] {
  const firstYear = new Map<string, number>()
  for (const event of events) {
    // An all-day event's dates are the same in every zone.
    if (!isKnownTimeZone(event.timeZone) || event.allDay) continue
    const year = Math.min(event.start.getUTCFullYear(), event.end.getUTCFullYear()) - 1
    firstYear.set(event.timeZone, Math.min(year, firstYear.get(event.timeZone) ?? year))
  }
  const lastYear = Math.max(now.getUTCFullYear(), ...events.map((event) => event.end.getUTCFullYear()))
  return [...firstYear.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([zone, fromYear]) => vtimezoneLines(zone, { fromYear, toYear: lastYear + YEARS_AHEAD }))
}

/**
 * The events as an iCalendar file (RFC 5545) that calendar apps can subscribe to: times in each
 * event's own zone with a VTIMEZONE for it, so repeating events keep their local hour across
 * daylight-saving changes; lines folded at 75 octets and ended with CRLF.
 */
export function toICalendar(events: readonly IcsEvent[], { now }: { now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sage//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'X-WR-CALNAME:Sage',
    ...timezoneLines(events, now),
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
