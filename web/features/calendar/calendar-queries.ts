import { queryOptions } from '@tanstack/react-query'
import type { CalendarEvent } from '#shared/schemas/calendar.ts'
import { api, unwrap } from '#web/lib/api.ts'

/** Query keys for the person's calendar: all → events in a window. */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: (name: string) => [...calendarKeys.all, 'events', name] as const,
}

/** The upcoming window of the widget (product.md 9): 7 days, 5 events shown. */
export const UPCOMING_DAYS = 7
export const UPCOMING_SHOWN = 5
const DAY_MS = 24 * 60 * 60 * 1000
/** How often the widgets look again, so a reminder made elsewhere shows up. */
const REFRESH_MS = 5 * 60 * 1000

async function eventsBetween(timeMin: Date, timeMax: Date): Promise<CalendarEvent[]> {
  const query = { timeMin: timeMin.toISOString(), timeMax: timeMax.toISOString() }
  return (await unwrap(api.calendar.events.$get({ query }))).events
}

/** Events from now to 7 days ahead. */
export const upcomingEventsQuery = queryOptions({
  queryKey: calendarKeys.events('upcoming'),
  queryFn: () => {
    const now = new Date()
    return eventsBetween(now, new Date(now.getTime() + UPCOMING_DAYS * DAY_MS))
  },
  refetchInterval: REFRESH_MS,
})

/** Today's events, from midnight to midnight in the person's own time. */
export const todayEventsQuery = queryOptions({
  queryKey: calendarKeys.events('today'),
  queryFn: () => {
    const start = new Date()
    start.setHours(0, 0, 0, 0)
    const end = new Date(start)
    end.setDate(end.getDate() + 1)
    return eventsBetween(start, end)
  },
  refetchInterval: REFRESH_MS,
})
