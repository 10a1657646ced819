// When an event starts and ends, worked out the same way for the built-in calendar and for Google:
// an end before its start falls back to the default length, a new start keeps the event's length,
// and an all-day event's end is a date, the day after its last day (RFC 5545, Google Calendar).
import { addDaysToDate, daysBetween } from '#shared/calendar/all-day.ts'
import { type CalendarEvent, type EventTime, isAllDay } from '#shared/schemas/calendar.ts'
import { formatInZone } from './time.ts'

/** An event lasts an hour unless told otherwise (product.md 9). */
export const DEFAULT_EVENT_MS = 60 * 60 * 1000

/** A moment written with the same UTC offset as another date-time ("…-05:00" or "Z"). */
export function withOffsetOf(ms: number, sample: string): string {
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(sample)
  if (!offset) return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
  const minutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]))
  const local = new Date(ms + minutes * 60_000).toISOString().slice(0, 19)
  return `${local}${offset[0]}`
}

/** A timed moment written in a zone, or with the offset of a sample when there is no zone. */
function timeAt(ms: number, zone: string | undefined, sample: string): EventTime & { dateTime: string } {
  return zone ? { dateTime: formatInZone(new Date(ms), zone), timeZone: zone } : { dateTime: withOffsetOf(ms, sample) }
}

/**
 * The end to keep: the given one when it is after the start, else the default: the next day for
 * an all-day event, an hour later for a timed one (product.md 9).
 */
export function endAfter(start: EventTime, end: EventTime | undefined, zone: string | undefined): EventTime {
  if (isAllDay(start)) {
    return end && isAllDay(end) && end.date > start.date ? { date: end.date } : { date: addDaysToDate(start.date, 1) }
  }
  const startMs = Date.parse(start.dateTime!)
  if (end?.dateTime && !isAllDay(end) && Date.parse(end.dateTime) > startMs) return end
  return timeAt(startMs + DEFAULT_EVENT_MS, end?.timeZone ?? start.timeZone ?? zone, start.dateTime!)
}

/**
 * The end after an event is given a new start and no new end: as long as it was, when it stays of
 * the same kind (all day or timed); when it changes kind, the default (see endAfter).
 */
export function movedEnd(event: CalendarEvent, start: EventTime, zone: string | undefined): EventTime | undefined {
  const wasAllDay = isAllDay(event.start)
  if (isAllDay(start)) {
    return wasAllDay ? { date: addDaysToDate(start.date, daysBetween(event.start.date!, event.end.date!)) } : undefined
  }
  if (wasAllDay) return undefined
  const length = Date.parse(event.end.dateTime) - Date.parse(event.start.dateTime)
  return timeAt(Date.parse(start.dateTime!) + length, start.timeZone ?? zone, start.dateTime!)
}

/**
 * An event's start and end after a change: those given, else its own; a new start alone keeps the
 * event's length (movedEnd). A start given without a zone is meant in `zone`, the event's own.
 */
export function changedTimes(
  event: CalendarEvent,
  change: { start?: EventTime; end?: EventTime },
  zone: string | undefined,
): { start: EventTime; end: EventTime | undefined } {
  const start = change.start ? { ...(zone ? { timeZone: zone } : {}), ...change.start } : storedTime(event.start)
  const end = change.end ?? (change.start ? movedEnd(event, start, zone) : storedTime(event.end))
  return { start, end }
}

/** A start or end as it was stored: the date of an all-day one, the moment of a timed one. */
export const storedTime = (time: CalendarEvent['start']): EventTime =>
  isAllDay(time) ? { date: time.date, timeZone: time.timeZone } : { dateTime: time.dateTime, timeZone: time.timeZone }
