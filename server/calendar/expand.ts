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

/** One series, ready to expand (see seriesExpander). */
export type Expander = {
  /** The occurrences that overlap [timeMin, timeMax), in order. */
  between: (timeMin: Date, timeMax: Date) => { start: Date; end: Date }[]
  /** About how many occurrences a day it has, from its rule alone (ends and exceptions left aside). */
  perDay: number
}

/**
 * A series made ready to expand into the occurrences that overlap [timeMin, timeMax), in order, as
 * many windows as asked for: its lines are read once. Null when they fail the recurrence check
 * (stored before it existed, or by hand), so one bad row neither fails nor stalls a list: the caller
 * shows the event once, at its start. Two shortcuts save time and change nothing, which the tests
 * check by turning them off: the quick walk of simple rules, and a closer start for rrule.
 */
export function seriesExpander(series: Series, shortcuts = { quick: true, closer: true }): Expander | null {
  if (recurrenceProblem(series.lines)) return null
  const { timeZone: zone, durationMs } = series
  const days = Math.max(1, Math.round(durationMs / DAY))
  const ruleLine = series.lines.find((line) => /^RRULE[:;]/i.test(line))
  if (!ruleLine) return null
  const body = ruleLine.replace(/^RRULE[:;]/i, '')
  const wallStart = toWallClock(series.start, zone)
  const options = explicitDays(RRule.parseString(body), wallStart)
  const until = /UNTIL=([0-9TZ]+)/i.exec(body)?.[1]
  const untilBound = until ? untilWall(until, zone) : null

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

  const quick = shortcuts.quick ? quickRule(body, wallStart, untilBound) : null
  const between = (timeMin: Date, timeMax: Date) => {
    // Widened by a day so zone offsets never drop an occurrence at the edges.
    const from = wallBound(timeMin.getTime() - durationMs - DAY, zone)
    if (untilBound && untilBound < from) return []
    const to = wallBound(timeMax.getTime() + DAY, zone)
    const walls: Date[] = []
    const take = (wall: Date) => {
      if (!excluded.has(wall.getTime()) && !excludedDays.has(dayOf(wall))) walls.push(wall)
      return walls.length < MAX_OCCURRENCES
    }
    if (quick) quick(from, to, take)
    else {
      const dtstart = shortcuts.closer ? closerStart(body, wallStart, from) : wallStart
      const rule = new RRule({ ...options, dtstart, until: untilBound })
      rule.between(from, to, true, take)
    }
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
  return { between, perDay: occurrencesPerDay(options) }
}

/** How many made-ready series are kept: a full calendar's worth for a few people at once. */
const KEPT_SERIES = 5000
const keptSeries = new Map<string, Expander | null>()

/**
 * seriesExpander, kept for the next list: a series is read (its lines checked and parsed, its
 * rule made ready) once, not at every list. A series is only ever replaced, never changed, so one
 * made from the same lines, start, length, zone and all-day is the same; the least recently used
 * are forgotten past KEPT_SERIES.
 */
export function cachedSeriesExpander(series: Series): Expander | null {
  const key = [series.start.getTime(), series.durationMs, series.timeZone, series.allDay ? 1 : 0, ...series.lines].join(
    '\n',
  )
  if (keptSeries.has(key)) {
    const kept = keptSeries.get(key)!
    // Used again: moved to the end, the most recently used.
    keptSeries.delete(key)
    keptSeries.set(key, kept)
    return kept
  }
  const expander = seriesExpander(series)
  keptSeries.set(key, expander)
  if (keptSeries.size > KEPT_SERIES) keptSeries.delete(keptSeries.keys().next().value!)
  return expander
}

/** Parts of a rule the quick walk reads; any other part goes to rrule. */
const QUICK_PARTS = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYHOUR', 'UNTIL', 'WKST'])
const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
/** The day of the week of a day counted from 1970-01-01 (a Thursday): 0 Sunday .. 6 Saturday. */
const weekdayOfDay = (day: number) => (((day + 4) % 7) + 7) % 7

/**
 * The occurrences of the simple rules most events have (every day or every few days, every week
 * on some days, at one or several hours, until a date), walked day by day in wall-clock time
 * instead of through rrule, which costs about ten times as much for each series it expands. Any
 * other rule (a COUNT, months, years, positions) gets null, and rrule. It gives what rrule would,
 * as the tests check on many random rules: the occurrences from the first start on, within
 * [from, to], with `take` returning false to stop.
 */
function quickRule(body: string, wallStart: Date, until: Date | null) {
  const parts = new Map(
    body.split(';').map((part) => {
      const [key = '', value = ''] = part.split('=')
      return [key.toUpperCase(), value.toUpperCase()] as const
    }),
  )
  if ([...parts.keys()].some((key) => !QUICK_PARTS.has(key))) return null
  const freq = parts.get('FREQ')
  if ((freq !== 'DAILY' && freq !== 'WEEKLY') || (parts.has('WKST') && parts.get('WKST') !== 'MO')) return null
  const interval = Number(parts.get('INTERVAL') ?? 1)
  const codes = parts.has('BYDAY') ? parts.get('BYDAY')!.split(',') : []
  const hours = parts.has('BYHOUR') ? parts.get('BYHOUR')!.split(',').map(Number) : []
  if (!Number.isInteger(interval) || interval < 1) return null
  if (codes.some((code) => !WEEKDAY_CODES.includes(code))) return null
  if (hours.some((hour) => !Number.isInteger(hour) || hour < 0 || hour > 23)) return null

  const start = wallStart.getTime()
  const startDay = Math.floor(start / DAY)
  const weekdays = new Set(codes.map((code) => WEEKDAY_CODES.indexOf(code)))
  if (freq === 'WEEKLY' && weekdays.size === 0) weekdays.add(weekdayOfDay(startDay))
  const times = hours.length
    ? [...new Set(hours)].sort((a, b) => a - b).map((hour) => hour * HOUR + (start % HOUR))
    : [start - startDay * DAY]
  const mondayOf = (day: number) => day - ((weekdayOfDay(day) + 6) % 7)
  const onDay = (day: number) => {
    if (weekdays.size && !weekdays.has(weekdayOfDay(day))) return false
    if (freq === 'DAILY') return (day - startDay) % interval === 0
    return ((mondayOf(day) - mondayOf(startDay)) / 7) % interval === 0
  }
  const last = until ? Math.min(until.getTime(), Number.MAX_SAFE_INTEGER) : Infinity

  return (from: Date, to: Date, take: (wall: Date) => boolean) => {
    const lowest = Math.max(start, from.getTime())
    const highest = Math.min(to.getTime(), last)
    for (let day = Math.floor(lowest / DAY); day * DAY <= highest; day += 1) {
      if (!onDay(day)) continue
      for (const time of times) {
        const wall = day * DAY + time
        if (wall >= lowest && wall <= highest && !take(new Date(wall))) return
      }
    }
  }
}

/** About how many times a day a rule repeats: its frequency, interval and how many days and hours it names. */
function occurrencesPerDay(options: ReturnType<typeof RRule.parseString>): number {
  const many = (value: unknown) => (Array.isArray(value) ? Math.max(1, value.length) : 1)
  const hours = many(options.byhour)
  const interval = options.interval ?? 1
  const days = many(options.byweekday)
  switch (options.freq) {
    case RRule.HOURLY:
      return 24 / interval
    case RRule.DAILY:
      return (hours * (Array.isArray(options.byweekday) ? days / 7 : 1)) / interval
    case RRule.WEEKLY:
      return (hours * days) / 7 / interval
    case RRule.MONTHLY:
      return (hours * Math.max(days, many(options.bymonthday))) / 30 / interval
    default:
      return hours / 365 / interval
  }
}

/**
 * A list's window bound as a wall-clock time in a zone. Every series in a list asks for the same
 * few bounds, and working out a zone's offset is the slow part, so recent answers are kept.
 */
const wallBounds = new Map<string, Date>()
function wallBound(ms: number, zone: string): Date {
  const key = `${zone} ${ms}`
  let wall = wallBounds.get(key)
  if (!wall) {
    if (wallBounds.size >= 256) wallBounds.clear()
    wall = toWallClock(new Date(ms), zone)
    wallBounds.set(key, wall)
  }
  return wall
}

/** The occurrences of a series that overlap [timeMin, timeMax), in order; null as for seriesExpander. */
export function expandSeries(series: Series, timeMin: Date, timeMax: Date): { start: Date; end: Date }[] | null {
  return seriesExpander(series)?.between(timeMin, timeMax) ?? null
}

/**
 * A later start that gives the same occurrences from `from` on, so rrule does not step through
 * years of a daily event to reach this month: whole periods of a rule without a COUNT (a count is
 * counted from the real start, and is at most MAX_RULE_COUNT). A monthly or yearly rule moves to
 * the first day of a month its interval lands on; its own day and month were made explicit
 * (explicitDays), so that first day gives nothing the rule would not.
 */
function closerStart(body: string, start: Date, from: Date): Date {
  const freq = /FREQ=(HOURLY|DAILY|WEEKLY|MONTHLY|YEARLY)/i.exec(body)?.[1]?.toUpperCase()
  if (!freq || /COUNT=/i.test(body) || from <= start) return start
  const interval = Number(/INTERVAL=(\d+)/i.exec(body)?.[1] ?? 1)
  if (freq === 'MONTHLY' || freq === 'YEARLY') {
    const step = interval * (freq === 'YEARLY' ? 12 : 1)
    const months = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth()
    const periods = Math.floor((months(from) - months(start)) / step) - 1
    if (periods <= 0) return start
    const timeOfDay = start.getTime() % DAY
    return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + periods * step, 1) + timeOfDay)
  }
  const period = interval * PERIOD_HOURS[freq as keyof typeof PERIOD_HOURS] * HOUR
  const periods = Math.floor((from.getTime() - start.getTime()) / period) - 1
  return periods > 0 ? new Date(start.getTime() + periods * period) : start
}

/**
 * A rule's options with the day (and month) it takes from its start written out, as rrule would
 * take them (RFC 5545: a monthly rule with no day repeats on the start's day of the month, a yearly
 * one on its date), so that a later start (closerStart) keeps them.
 */
function explicitDays(options: ReturnType<typeof RRule.parseString>, start: Date) {
  const has = (value: unknown) => value !== undefined && value !== null && (!Array.isArray(value) || value.length > 0)
  const named = has(options.byweekday) || has(options.byyearday) || has(options.byweekno)
  if (options.freq === RRule.MONTHLY && !named && !has(options.bymonthday)) {
    return { ...options, bymonthday: [start.getUTCDate()] }
  }
  if (options.freq === RRule.YEARLY && !named) {
    return {
      ...options,
      bymonth: has(options.bymonth) ? options.bymonth : [start.getUTCMonth() + 1],
      bymonthday: has(options.bymonthday) ? options.bymonthday : [start.getUTCDate()],
    }
  }
  return options
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
