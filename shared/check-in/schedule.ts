// When the daily check-in looks: each day at the time the person is usually up by ("by 10:00"), in
// their time zone, unless they paused it. A sign of life counts for a day from the morning of that
// day: from 03:00, or from two hours before the time when that is earlier (someone up by 04:30).
// A chat at 1 in the morning says nothing of how the person is at 10.
import { addDays, wallTimeAt, zonedInstant } from '#shared/calendar/zoned-time.ts'
import { dateOf } from '#shared/medications/schedule.ts'

/** Minutes Sage waits, after asking the person, before it tells the people they chose. */
export const ASK_TO_ALERT_MINUTES = 10

/** The hour from which a sign of life counts for the day (local time). */
const MORNING_HOUR = 3

/** What the schedule needs of a person's check-in. Dates are YYYY-MM-DD in its zone. */
export type CheckInTimes = {
  on: boolean
  /** "HH:MM": the time they are usually up by. */
  by: string
  timeZone: string
  /** Paused: until the end of this day, or until they come back (no date). */
  paused: boolean
  pausedUntil: string | null
}

const wallOf = (date: string, hour: number, minute: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return { year, month, day, hour, minute, second: 0 }
}

/** The instant of a day's check-in time. */
export function deadlineOn(date: string, by: string, timeZone: string): Date {
  const [hour, minute] = by.split(':').map(Number) as [number, number]
  return zonedInstant(wallOf(date, hour, minute), timeZone)
}

/** From when a sign of life counts for a day's check-in. */
export function windowStart(date: string, by: string, timeZone: string): Date {
  const deadline = deadlineOn(date, by, timeZone)
  const morning = zonedInstant(wallOf(date, MORNING_HOUR, 0), timeZone)
  const twoHoursBefore = new Date(deadline.getTime() - 2 * 3_600_000)
  return morning < twoHoursBefore ? morning : twoHoursBefore
}

/** Whether the check-in is paused on a day. */
export const pausedOn = (times: Pick<CheckInTimes, 'paused' | 'pausedUntil'>, date: string) =>
  times.paused && (times.pausedUntil === null || date <= times.pausedUntil)

/** The day (YYYY-MM-DD in the zone) an instant falls on. */
export const dayOf = (instant: Date, timeZone: string) => dateOf(wallTimeAt(instant, timeZone))

/**
 * The next check-in: the first day, from the day `now` falls on, that is not paused and whose time
 * is after `now` (or after `after`, a day already settled). Null when off or paused with no end.
 */
export function nextCheckIn(times: CheckInTimes, now: Date, settledDay?: string): { day: string; at: Date } | null {
  if (!times.on) return null
  if (times.paused && times.pausedUntil === null) return null
  let wall = wallTimeAt(now, times.timeZone)
  // Two years ahead at most: a pause ends long before.
  for (let step = 0; step < 800; step++, wall = addDays(wall, 1)) {
    const day = dateOf(wall)
    if (settledDay && day <= settledDay) continue
    if (pausedOn(times, day)) continue
    const at = deadlineOn(day, times.by, times.timeZone)
    if (at > now) return { day, at }
  }
  return null
}
