import type { CalendarEvent } from '#shared/schemas/calendar.ts'

/** Within this long before its start, an upcoming event's badge turns yellow (SPEC.md 9). */
export const SOON_MS = 60 * 60 * 1000

/** An event's start as the person reads it: "Thu, Nov 19, 3:00 PM" or only the time. */
export function formatStart(event: CalendarEvent, language: string, withDay: boolean): string {
  const options: Intl.DateTimeFormatOptions = withDay
    ? { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
    : { hour: 'numeric', minute: '2-digit' }
  return new Intl.DateTimeFormat(language, options).format(new Date(event.start.dateTime))
}

/** Whether an event starts within the next hour (or has started and not ended). */
export function isSoon(event: CalendarEvent, now: number): boolean {
  const start = Date.parse(event.start.dateTime)
  return start - now <= SOON_MS && Date.parse(event.end.dateTime) > now
}
