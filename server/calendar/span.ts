// When an event starts and ends, worked out the same way for the built-in calendar and for Google:
// an end before its start falls back to the default length, a new start keeps the event's length,
// and an all-day event ends when the day after its last begins (RFC 5545, Google Calendar).
import { addDaysToDate, dateIn, daysBetween, startOfDate } from '#shared/calendar/all-day.ts'
import type { EventChange, ZonedEvent } from './event.ts'

/** An event lasts an hour unless told otherwise. */
export const DEFAULT_EVENT_MS = 60 * 60 * 1000

/** The instant a moment's own day begins in a zone, or the day some whole days after it. */
export const dayStart = (instant: Date, zone: string, days = 0) =>
  startOfDate(addDaysToDate(dateIn(instant, zone), days), zone)

/** The end to keep: the given one when it is after the start, else the next day for an all-day event, an hour later for a timed one. */
export function endAfter(start: Date, end: Date | undefined, allDay: boolean, zone: string): Date {
  if (end && end > start) return end
  return allDay ? dayStart(start, zone, 1) : new Date(start.getTime() + DEFAULT_EVENT_MS)
}

/** The times of an event. */
export type Span = Pick<ZonedEvent, 'start' | 'end' | 'allDay' | 'timeZone'>

/**
 * An event's times after a change: those given, else its own. A new start alone keeps the event's
 * length (whole days for an all-day one) while it stays of the same kind; changing kind, it takes
 * the default length.
 */
export function changedSpan(event: ZonedEvent, change: EventChange): Span {
  const timeZone = change.timeZone ?? event.timeZone
  if (!change.start) {
    const end = endAfter(event.start, change.end ?? event.end, event.allDay, timeZone)
    return { start: event.start, end, allDay: event.allDay, timeZone }
  }
  const allDay = change.allDay ?? event.allDay
  const start = change.start
  let end = change.end
  if (!end && allDay === event.allDay) {
    end = allDay
      ? dayStart(start, timeZone, daysBetween(dateIn(event.start, event.timeZone), dateIn(event.end, event.timeZone)))
      : new Date(start.getTime() + event.end.getTime() - event.start.getTime())
  }
  return { start, end: endAfter(start, end, allDay, timeZone), allDay, timeZone }
}
