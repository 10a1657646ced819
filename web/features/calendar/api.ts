// The calendar's data: events for the widgets and reminders, the calendar-feed link, Google Calendar.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { toast } from '#web/components/ui/toast.ts'
import type { CalendarEvent } from '#shared/schemas/calendar.ts'
import { googleCalendarMessages as messages, type GoogleCalendarStatus } from '#shared/calendar/google-calendar.ts'
import type { GoogleExchangeInput } from '#shared/schemas/google-calendar.ts'
import { ApiError, api, unwrap } from '#web/lib/api.ts'

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

/** Query keys for the person's calendar-feed link. */
export const calendarFeedKeys = { all: ['calendar-feed'] as const }

/** The signed-in person's private calendar-feed address (made on the first ask). */
export const calendarFeedQuery = queryOptions({
  queryKey: calendarFeedKeys.all,
  queryFn: async () => (await unwrap(api['calendar-feed'].$get())).url,
  // The link changes only when the person makes a new one here.
  staleTime: Infinity,
})

/** Makes a new calendar-feed link (the old one stops working) and shows it at once. */
export function useResetCalendarFeed() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => (await unwrap(api['calendar-feed'].reset.$post())).url,
    onSuccess: (url) => queryClient.setQueryData(calendarFeedKeys.all, url),
    onError: () => toast.error(t('We could not make a new link. Your old link still works. Please try again.')),
  })
}

/** Google Calendar's own web app, opened from the Services menu once connected. */
export const GOOGLE_CALENDAR_WEB_URL = 'https://calendar.google.com'

/** Query keys: under the calendar's, so a change of calendar refreshes the widgets too. */
export const googleCalendarKeys = {
  all: [...calendarKeys.all, 'google'] as const,
  status: () => [...googleCalendarKeys.all, 'status'] as const,
}

/** Whether the server can connect Google Calendar, and whether this person has. */
export const googleCalendarStatusQuery = queryOptions({
  queryKey: googleCalendarKeys.status(),
  queryFn: async (): Promise<GoogleCalendarStatus> => unwrap(api['google-calendar'].status.$get()),
})

/** Hands the code Google sent to /auth/google-callback to the server, which stores the tokens. */
export const exchangeGoogleCode = (input: GoogleExchangeInput) =>
  unwrap(api['google-calendar'].exchange.$post({ json: input }))

/** Connect: fetches the consent screen's address and goes there (Google brings the person back to the callback screen). */
export function useConnectGoogleCalendar() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await unwrap(api['google-calendar']['connect-url'].$get())
      window.location.assign(url)
      // The page is leaving; stay busy so Connect cannot be pressed twice.
      await new Promise<never>(() => {})
    },
  })
}

/** Disconnect: the server revokes Sage's access at Google and forgets the tokens; the calendar is built-in again. */
export function useDisconnectGoogleCalendar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(api['google-calendar'].disconnect.$post()),
    onSuccess: async (status) => {
      queryClient.setQueryData(googleCalendarKeys.status(), status)
      await queryClient.invalidateQueries({ queryKey: calendarKeys.all })
    },
  })
}

/** True when the failure is the server having no Google settings (title 'Configuration Error'). */
export const isConfigurationError = (error: unknown) =>
  error instanceof ApiError && error.message === messages.notConfigured

/** What went wrong, in the person's language: product.md 8's texts where the server sent one. */
export function googleErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('An unexpected error occurred. Please try again.')
  if (error.status === 0) return t('Sage could not reach the server. Please check your connection.')
  const known: Record<string, string> = {
    [messages.notConfigured]: t('Google Calendar is not set up on this server yet.'),
    [messages.notConnected]: t('Google Calendar not connected'),
    [messages.noRefreshToken]: t('Refresh token not available, please reconnect Google Calendar'),
    [messages.exchangeFailed]: t('Failed to exchange authorization code'),
    [messages.refreshFailed]: t('Failed to refresh access token'),
    [messages.staleState]: t(
      'This Google sign-in is too old or was started from another account. Please try connecting again.',
    ),
  }
  return known[error.message] ?? error.message
}
