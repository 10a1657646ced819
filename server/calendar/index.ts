import { lazy } from '#shared/lazy.ts'
import type { Database } from '#server/db/client.ts'
import { createBuiltinCalendar } from './builtin.ts'
import { createGoogleCalendar, hasGoogleCalendar } from './google.ts'
import type { CalendarCalls, CalendarProvider } from './provider.ts'

/** How to reach Google Calendar; absent when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set. */
export type GoogleCalendarConfig = {
  clientId: string
  clientSecret: string
  /** Google's addresses; tests point them at a loopback server. */
  authUrl: string
  tokenUrl: string
  revokeUrl: string
  apiUrl: string
  /** Where Google sends the person back: PUBLIC_URL + /auth/google-callback (registered with Google). */
  redirectUri: string
  /** Signs the OAuth `state`, tying a consent screen to the person who opened it. */
  stateSecret: string
  /** Seals the stored tokens (32 bytes). */
  tokenKey: Buffer
}

/** What the calendar needs from the configuration. */
export type CalendarDeps = { google?: GoogleCalendarConfig }

/** The person's calendar: their Google Calendar when connected and configured, else the built-in one. */
export async function calendarFor(db: Database, userId: string, deps: CalendarDeps): Promise<CalendarProvider> {
  if (deps.google && (await hasGoogleCalendar(db, userId, deps.google)))
    return createGoogleCalendar(db, userId, deps.google)
  return createBuiltinCalendar(db, userId)
}

/**
 * The person's calendar, looked up only when first used: most chat replies never touch the
 * calendar, so they need not ask which one the person has.
 */
export function deferredCalendarFor(db: Database, userId: string, deps: CalendarDeps): CalendarCalls {
  // A failed look-up is not kept: the next call asks again.
  const provider = lazy(() => calendarFor(db, userId, deps))
  return {
    list: async (range) => (await provider()).list(range),
    search: async (query) => (await provider()).search(query),
    get: async (id) => (await provider()).get(id),
    create: async (input) => (await provider()).create(input),
    update: async (id, change) => (await provider()).update(id, change),
    delete: async (id) => (await provider()).delete(id),
  }
}
