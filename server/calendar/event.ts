// One calendar event inside Sage, whichever calendar holds it: real instants, and the time zone it
// is meant in. Google Calendar's wire shape ({dateTime, date, timeZone} for each end) is met only at
// the two edges: google.ts speaks it to Google, wire.ts to the browser and other API clients.

/** A calendar event: a one-off event, a repeating series, or one occurrence of a series. */
export type ZonedEvent = {
  /** The calendar's id; an occurrence's id names its series and its start. */
  id: string
  summary: string
  description: string | null
  /**
   * When it starts and ends. An all-day event's are the instants its first day and the day after
   * its last begin in its zone (RFC 5545's exclusive end), so lists and windows treat it like any.
   */
  start: Date
  end: Date
  /** The IANA zone it is meant in: its wall-clock times, and the days of an all-day event, are read there. */
  timeZone: string
  /** Whole days (a birthday, a holiday), not hours. */
  allDay: boolean
  /** RRULE, EXDATE and RDATE lines (RFC 5545, as Google Calendar keeps them); empty for a one-off event. */
  recurrence: string[]
  /** For one occurrence of a repeating event: the id of its series. */
  seriesId?: string
  /** Whether the calendar's own reminders apply (Google's reminders.useDefault); always for the built-in calendar. */
  defaultReminders: boolean
  /** The family member who added it for the person, when one did (the built-in calendar keeps it). */
  addedBy?: string
}

/**
 * A new event. Without an end it lasts the default (span.ts). Without a zone, a timed event keeps
 * the calendar's own (Google's; the built-in calendar's default zone); an all-day one always has
 * the zone its days were read in.
 */
export type EventDraft = {
  /** A client-generated id, so a retried create never makes a second event. */
  id?: string
  summary: string
  description?: string | null
  start: Date
  end?: Date
  allDay: boolean
  timeZone?: string
  recurrence?: string[]
  /** The family member adding it for the person, when one is. */
  addedBy?: string
}

/**
 * A change to an event: only the fields given change. A new start without a new end keeps the
 * event's length; `allDay` says whether the new start is a whole day, and is read only with it.
 * A change without a zone keeps the event's.
 */
export type EventChange = {
  summary?: string
  description?: string | null
  start?: Date
  allDay?: boolean
  end?: Date
  timeZone?: string
  recurrence?: string[]
}

/** Whether an event is a repeating series, or one occurrence of one. */
export const isRepeating = (event: ZonedEvent) =>
  Boolean(event.seriesId) || event.recurrence.some((line) => /^RRULE[:;]/i.test(line))

/** The id of the series an event belongs to: its own when it is not an occurrence. */
export const seriesOf = (event: ZonedEvent) => event.seriesId ?? event.id
