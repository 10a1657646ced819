import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import {
  type GoogleCalendarStatus,
  type GoogleExchangeInput,
  googleCalendarMessages as messages,
} from '#shared/schemas/google-calendar.ts'
import { ApiError, api, unwrap } from '#web/lib/api.ts'
import { calendarKeys } from './calendar-queries.ts'

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
