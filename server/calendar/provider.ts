import type { EventChange, EventDraft, ZonedEvent } from './event.ts'

/** A window of time to list events in (either end may be open), and the most events wanted (the first ones). */
export type EventRange = { timeMin?: Date; timeMax?: Date; maxResults?: number }

/**
 * One person's calendar: the built-in one (table calendar_events) or their Google Calendar. The
 * calendar API, the chat's calendar executor and the widgets all go through this, so they work
 * the same on either.
 */
export type CalendarProvider = {
  /** Which calendar this is. */
  kind: 'builtin' | 'google'
  /** Occurrences in the range, recurring events expanded, ordered by start (singleEvents, orderBy startTime). */
  list: (range: EventRange) => Promise<ZonedEvent[]>
  /** Events whose title or description holds the words, upcoming first. */
  search: (query: string) => Promise<ZonedEvent[]>
  /** One event (a series for a recurring one), or null when it is missing or not the person's. */
  get: (id: string) => Promise<ZonedEvent | null>
  create: (draft: EventDraft) => Promise<ZonedEvent>
  /**
   * Merges the given fields into the event; null when it is missing. An occurrence's id (from a
   * list) changes only that occurrence, as Google Calendar does; a series id changes them all.
   */
  update: (id: string, change: EventChange) => Promise<ZonedEvent | null>
  /** False when the event is missing. An occurrence's id cancels only that occurrence. */
  delete: (id: string) => Promise<boolean>
}

/** What a caller does with a calendar, whichever kind it turns out to be. */
export type CalendarCalls = Omit<CalendarProvider, 'kind'>
