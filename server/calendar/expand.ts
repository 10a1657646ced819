// Expands an event's recurrence lines (RFC 5545: one RRULE, EXDATE and RDATE lines) into the
// occurrences within a range. Everything is worked out in "floating" wall-clock time in the event's
// zone, so a daily 9 am stays at 9 am across changes of clocks; dates written in UTC (…Z) or in
// another zone (TZID=…) are first turned into the event's wall clock.
import { floatingDate, recurrenceProblem } from '#shared/calendar/recurrence-check.ts'
import { rrule } from '#shared/calendar/rrule-module.ts'
import { fromWallClock, toWallClock } from './time.ts'
import { basicDateTime } from './vtimezone.ts'

const { RRule } = rrule

/** Most occurrences one recurring event gives a list, so a daily event over years stays cheap. */
export const MAX_OCCURRENCES = 400

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const PERIOD_HOURS = { HOURLY: 1, DAILY: 24, WEEKLY: 7 * 24 }

export type Series = {
  lines: readonly string[]
  /** The first occurrence's start (an instant) and its length. */
  start: Date
  durationMs: number
  timeZone: string
  /** Whole days: each occurrence lasts as many calendar days as the first, whatever the clocks do. */
  allDay?: boolean
}

/**
 * The occurrences of a series that overlap [timeMin, timeMax), in order; null when its lines fail
 * the recurrence check (stored before it existed, or by hand), so one bad row neither fails nor
 * stalls a list: the caller shows the event once, at its start.
 */
export function expandSeries(series: Series, timeMin: Date, timeMax: Date): { start: Date; end: Date }[] | null {
  if (recurrenceProblem(series.lines)) return null
  const { timeZone: zone, durationMs } = series
  const days = Math.max(1, Math.round(durationMs / DAY))
  const ruleLine = series.lines.find((line) => /^RRULE[:;]/i.test(line))
  if (!ruleLine) return null
  const body = ruleLine.replace(/^RRULE[:;]/i, '')
  const wallStart = toWallClock(series.start, zone)
  // Widened by a day so zone offsets never drop an occurrence at the edges.
  const from = toWallClock(new Date(timeMin.getTime() - durationMs - DAY), zone)
  const to = toWallClock(new Date(timeMax.getTime() + DAY), zone)
  const options = RRule.parseString(body)
  const until = /UNTIL=([0-9TZ]+)/i.exec(body)?.[1]
  const rule = new RRule({
    ...options,
    dtstart: closerStart(body, wallStart, from),
    until: until ? untilWall(until, zone) : null,
  })

  const excluded = new Set<number>()
  const excludedDays = new Set<string>()
  const added: Date[] = []
  for (const line of series.lines) {
    const dates = readDateLine(line, zone, wallStart)
    if (!dates) continue
    for (const wall of dates.walls) {
      if (dates.kind === 'RDATE') added.push(wall)
      else if (dates.dateOnly) excludedDays.add(dayOf(wall))
      else excluded.add(wall.getTime())
    }
  }

  const walls: Date[] = []
  rule.between(from, to, true, (wall) => {
    if (!excluded.has(wall.getTime()) && !excludedDays.has(dayOf(wall))) walls.push(wall)
    return walls.length < MAX_OCCURRENCES
  })
  for (const wall of added) if (wall >= from && wall <= to) walls.push(wall)

  const seen = new Set<number>()
  return walls
    .sort((a, b) => a.getTime() - b.getTime())
    .filter((wall) => !seen.has(wall.getTime()) && seen.add(wall.getTime()))
    .map((wall) => {
      const start = fromWallClock(wall, zone)
      const end = series.allDay
        ? fromWallClock(new Date(wall.getTime() + days * DAY), zone)
        : new Date(start.getTime() + durationMs)
      return { start, end }
    })
    .filter(({ start, end }) => start < timeMax && end > timeMin)
    .slice(0, MAX_OCCURRENCES)
}

/**
 * A later start that gives the same occurrences from `from` on, so rrule does not step through
 * years of a daily event to reach this month: whole periods of an HOURLY, DAILY or WEEKLY rule
 * without a COUNT (a count is counted from the real start, and is at most MAX_RULE_COUNT).
 */
function closerStart(body: string, start: Date, from: Date): Date {
  const freq = /FREQ=(HOURLY|DAILY|WEEKLY)/i.exec(body)?.[1]?.toUpperCase() as keyof typeof PERIOD_HOURS | undefined
  if (!freq || /COUNT=/i.test(body) || from <= start) return start
  const interval = Number(/INTERVAL=(\d+)/i.exec(body)?.[1] ?? 1)
  const period = interval * PERIOD_HOURS[freq] * HOUR
  const periods = Math.floor((from.getTime() - start.getTime()) / period) - 1
  return periods > 0 ? new Date(start.getTime() + periods * period) : start
}

/** UNTIL as a wall-clock bound: a UTC moment (…Z) in the event's zone; a date to its day's end. */
function untilWall(value: string, zone: string): Date {
  const floating = floatingDate(value)
  if (value.length === 8) return new Date(floating.getTime() + DAY - 1000)
  return value.endsWith('Z') ? toWallClock(floating, zone) : floating
}

/**
 * An EXDATE or RDATE line rewritten the way the event's DTSTART is written (TZID and local time),
 * as RFC 5545 asks: a floating or UTC EXDATE beside a zoned DTSTART is dropped by many calendar
 * apps. Date-only lines, and lines that are not dates, are kept as they are.
 */
export function zonedDateLine(line: string, zone: string): string {
  const dates = readDateLine(line, zone, new Date(0))
  if (!dates || dates.dateOnly) return line
  return `${dates.kind};TZID=${zone}:${dates.walls.map(basicDateTime).join(',')}`
}

/**
 * A recurrence line rewritten for an all-day series, whose DTSTART is a date: RFC 5545 asks that
 * its EXDATE and RDATE be dates too (VALUE=DATE), and its UNTIL a date.
 */
export function allDayLine(line: string, zone: string): string {
  const day = (wall: Date) => dayOf(wall).replaceAll('-', '')
  if (/^RRULE[:;]/i.test(line)) {
    return line.replace(/UNTIL=([0-9TZ]+)/i, (_match, value: string) => `UNTIL=${day(untilWall(value, zone))}`)
  }
  const dates = readDateLine(line, zone, new Date(0))
  return dates ? `${dates.kind};VALUE=DATE:${dates.walls.map(day).join(',')}` : line
}

/** An EXDATE or RDATE line's dates as wall-clock times in the event's zone. */
function readDateLine(line: string, zone: string, wallStart: Date) {
  const match = /^(EXDATE|RDATE)((?:;[^:]*)?):(.+)$/i.exec(line)
  if (!match) return null
  const params = match[2] ?? ''
  const tzid = /;TZID=([^;:]+)/i.exec(params)?.[1]
  const dateOnly = /;VALUE=DATE(?!-)/i.test(params)
  const timeOfDay = wallStart.getTime() % DAY
  const walls = match[3]!.split(',').map((value) => {
    const floating = floatingDate(value)
    if (dateOnly) return new Date(floating.getTime() + timeOfDay)
    if (value.endsWith('Z')) return toWallClock(floating, zone)
    return tzid ? toWallClock(fromWallClock(floating, tzid), zone) : floating
  })
  return { kind: match[1]!.toUpperCase() as 'EXDATE' | 'RDATE', dateOnly, walls }
}

const dayOf = (wall: Date) => wall.toISOString().slice(0, 10)
