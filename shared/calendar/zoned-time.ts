// Wall-clock times in an IANA time zone, worked out with @date-fns/tz (the runtime's own zone data,
// through Intl) so the machine's own zone never matters: a server in UTC and a laptop in Tokyo give
// the same answers.
import { tzOffset } from '@date-fns/tz'

/** A date and time as a clock on the wall in some zone shows it; month is 1-12. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number }

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

const knownZones = new Map<string, boolean>()

/** True for a time zone name the runtime knows, such as America/New_York (not an offset like +05:00). */
export function isValidTimeZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone)
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone })
      known = !/^[+-]?\d/.test(timeZone)
    } catch {
      known = false
    }
    knownZones.set(timeZone, known)
  }
  return known
}

/** The wall-clock time in a zone at an instant. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const ms = instant.getTime()
  return utcMsToWall(Math.floor(ms / 1000) * 1000 + offsetMinutesAt(instant, timeZone) * MINUTE_MS)
}

/** A wall time read as if it were UTC: handy for arithmetic and comparison on wall times. */
export function wallToUtcMs(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
}

/** The inverse of wallToUtcMs. */
export function utcMsToWall(ms: number): WallTime {
  const date = new Date(ms)
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  }
}

/**
 * Offsets already worked out, per zone and quarter hour of UTC: zone offsets are whole quarter
 * hours and clocks change on a local hour or half hour, so a UTC quarter hour has one offset.
 */
const offsets = new Map<string, Map<number, number>>()
const QUARTER_MS = 15 * MINUTE_MS
const OFFSETS_KEPT = 50_000

/** The zone's offset from UTC in minutes at an instant (New York in winter: -300). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  let zone = offsets.get(timeZone)
  if (!zone) offsets.set(timeZone, (zone = new Map<number, number>()))
  const quarter = Math.floor(instant.getTime() / QUARTER_MS)
  const known = zone.get(quarter)
  if (known !== undefined) return known
  const offset = tzOffset(timeZone, new Date(quarter * QUARTER_MS))
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`)
  if (zone.size > OFFSETS_KEPT) zone.clear()
  zone.set(quarter, offset)
  return offset
}

/**
 * The instant a wall time happens in a zone. A time that happens twice (clocks going back) gives
 * the first; a time skipped by clocks going forward is read with the offset before the change, so
 * 2:30 on a spring-forward night becomes 3:30.
 */
export function zonedInstant(wall: WallTime, timeZone: string): Date {
  // The offsets a day either side are the two the wall time can have; the cached offsets make this
  // several times faster than building a TZDate, which matters when a series is expanded.
  const asUtc = wallToUtcMs(wall)
  const offsets = [
    offsetMinutesAt(new Date(asUtc - DAY_MS), timeZone),
    offsetMinutesAt(new Date(asUtc + DAY_MS), timeZone),
  ]
  const candidates = offsets
    .map((offset) => asUtc - offset * MINUTE_MS)
    .filter((ms) => wallToUtcMs(wallTimeAt(new Date(ms), timeZone)) === asUtc)
    .sort((a, b) => a - b)
  return new Date(candidates[0] ?? asUtc - offsets[0]! * MINUTE_MS)
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** ISO 8601 with the zone's offset at that instant, e.g. "2026-11-19T15:00:00-05:00". */
export function formatZoned(instant: Date, timeZone: string): string {
  const wall = wallTimeAt(instant, timeZone)
  const offset = offsetMinutesAt(instant, timeZone)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  const date = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`
  const time = `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`
  return `${date}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** The same wall time some whole days later (or earlier), whatever the clocks did in between. */
export function addDays(wall: WallTime, days: number): WallTime {
  return utcMsToWall(wallToUtcMs(wall) + days * DAY_MS)
}

/** Midnight at the start of a wall time's day. */
export function startOfDay(wall: WallTime): WallTime {
  return { ...wall, hour: 0, minute: 0, second: 0 }
}

/** The day of the week of a wall time: 0 Sunday .. 6 Saturday. */
export function weekdayOf(wall: WallTime): number {
  return new Date(wallToUtcMs(wall)).getUTCDay()
}

/** Days in a month of a year (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}
