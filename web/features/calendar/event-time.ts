import type { CalendarEvent } from '#shared/schemas/calendar.ts'

/** Within this long before its start, an upcoming event's badge turns yellow (product.md 9). */
export const SOON_MS = 60 * 60 * 1000

/**
 * An event's start as the person reads it: "Thu, Nov 19, 3:00 PM" or only the time; for an all-day
 * event its day ("Sat, Dec 5", its own date wherever the tablet is) or nothing, and the caller says "All day".
 */
export function formatStart(event: CalendarEvent, language: string, withDay: boolean): string {
  if (event.start.date) {
    if (!withDay) return ''
    const options = { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' } as const
    return new Intl.DateTimeFormat(language, options).format(new Date(`${event.start.date}T12:00:00Z`))
  }
  const options: Intl.DateTimeFormatOptions = withDay
    ? { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
    : { hour: 'numeric', minute: '2-digit' }
  return new Intl.DateTimeFormat(language, options).format(new Date(event.start.dateTime))
}

/** Whether an event starts within the next hour (or has started and not ended); never an all-day one. */
export function isSoon(event: CalendarEvent, now: number): boolean {
  if (event.start.date) return false
  const start = Date.parse(event.start.dateTime)
  return start - now <= SOON_MS && Date.parse(event.end.dateTime) > now
}
