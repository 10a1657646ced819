// All-day events (RFC 5545 VALUE=DATE; Google Calendar's start.date): a birthday or a holiday
// belongs to whole days of the calendar, not to hours. They are kept as the instants their days
// begin in the event's zone, so lists and windows work on them like on any event, and their days
// are worked out in that zone's wall clock, so a day is a day across changes of clocks.
import { utcMsToWall, wallTimeAt, wallToUtcMs, zonedInstant } from './zoned-time.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar date written as YYYY-MM-DD. */
export const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

const dateMs = (date: string) => Date.parse(`${date}T00:00:00Z`)

/** The date some whole days after (or before) another. */
export function addDaysToDate(date: string, days: number): string {
  return new Date(dateMs(date) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from one date to another (negative when it is before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateMs(to) - dateMs(from)) / DAY_MS)
}

/** The instant a date begins in a zone (its local midnight, or the first moment after it when clocks skip midnight). */
export function startOfDate(date: string, timeZone: string): Date {
  return zonedInstant({ ...utcMsToWall(dateMs(date)), hour: 0, minute: 0, second: 0 }, timeZone)
}

/** The date a moment falls on in a zone. */
export function dateIn(instant: Date, timeZone: string): string {
  return new Date(wallToUtcMs({ ...wallTimeAt(instant, timeZone), hour: 0, minute: 0, second: 0 }))
    .toISOString()
    .slice(0, 10)
}
