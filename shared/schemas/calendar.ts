import { z } from './zod.ts'
import { EVENT_SUMMARY_MAX, EVENT_DESCRIPTION_MAX, EVENTS_LIST_MAX } from '#shared/limits.ts'
import { EVENT_YEARS, recurrenceProblem } from '#shared/calendar/recurrence-check.ts'
import { isValidTimeZone } from '#shared/calendar/zoned-time.ts'
import { clientId } from './ids.ts'

/** An IANA time zone the runtime knows, such as America/New_York. */
export const timeZoneName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isValidTimeZone, 'must be a time zone such as America/New_York')

export { EVENT_YEARS }

/** An ISO date-time with its offset, within EVENT_YEARS. */
const eventInstant = z.iso.datetime({ offset: true, local: false }).refine((value) => {
  const year = new Date(value).getUTCFullYear()
  return year >= EVENT_YEARS.min && year <= EVENT_YEARS.max
}, `must be between the years ${EVENT_YEARS.min} and ${EVENT_YEARS.max}`)

/** A calendar date (YYYY-MM-DD) within EVENT_YEARS, for all-day events. */
const eventDate = z.iso.date().refine((value) => {
  const year = Number(value.slice(0, 4))
  return year >= EVENT_YEARS.min && year <= EVENT_YEARS.max
}, `must be between the years ${EVENT_YEARS.min} and ${EVENT_YEARS.max}`)

/**
 * A start or end (product.md 3: {dateTime, timeZone}): a moment with the zone it was meant in, or, as
 * Google Calendar writes all-day events, a date. When both are given the date wins, so an event
 * read from the API can be sent back as it is.
 */
export const eventTime = z
  .strictObject({
    dateTime: eventInstant.optional(),
    date: eventDate.optional(),
    timeZone: timeZoneName.optional(),
  })
  .refine((time) => time.dateTime !== undefined || time.date !== undefined, {
    message: 'needs a dateTime (a time), or a date for an all-day event',
  })
export type EventTime = z.infer<typeof eventTime>

/** Whether a start or end is a whole day (an all-day event). */
export const isAllDay = <T extends { date?: string | undefined }>(time: T): time is T & { date: string } =>
  time.date !== undefined

/** An end of the same kind as the start (dates for an all-day event, times otherwise). */
function sameKind(input: { start?: EventTime; end?: EventTime }, context: z.RefinementCtx) {
  if (input.start && input.end && isAllDay(input.start) !== isAllDay(input.end)) {
    context.addIssue({
      code: 'custom',
      path: ['end'],
      message: 'must be a date when the start is a date (all day), and a time when the start is a time',
    })
  }
}

/** One RRULE line, as Google Calendar's recurrence field holds it. */
export const recurrenceRule = z
  .string()
  .trim()
  .max(500)
  .regex(/^(RRULE|EXDATE|RDATE)[:;]\S+$/, 'must be an RRULE line such as RRULE:FREQ=WEEKLY;BYDAY=MO')

/** A calendar event as the API takes it (product.md 3, 7: POST /events). */
const calendarEventFields = z.strictObject({
  /** A client-generated id, so a retried create never makes a second event (the built-in calendar). */
  id: clientId,
  summary: z.string().trim().min(1, 'Please give the event a title.').max(EVENT_SUMMARY_MAX),
  description: z.string().trim().max(EVENT_DESCRIPTION_MAX).nullish(),
  start: eventTime,
  end: eventTime.optional(),
  recurrence: z
    .array(recurrenceRule)
    .max(10)
    .superRefine((lines, context) => {
      const problem = recurrenceProblem(lines)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
    .optional(),
})
export const calendarEventInput = calendarEventFields.superRefine(sameKind)
export type CalendarEventInput = z.infer<typeof calendarEventInput>

/** A change to an event (PUT /events/{id}): only the fields given change (product.md 7, merging fields). */
export const calendarEventUpdate = calendarEventFields.omit({ id: true }).partial().superRefine(sameKind)
export type CalendarEventUpdate = z.infer<typeof calendarEventUpdate>

/** GET /events: an optional window (product.md 7), and the most events wanted: the first ones, as Google's maxResults. */
export const eventsQuery = z.object({
  timeMin: eventInstant.optional(),
  timeMax: eventInstant.optional(),
  maxResults: z.coerce.number().int().min(1).max(EVENTS_LIST_MAX).optional(),
})

/** GET /search?q= */
export const eventsSearchQuery = z.object({ q: z.string().trim().min(1).max(200) })

/** A calendar event as the API answers (product.md 3): Google Calendar's shape. */
export type CalendarEvent = {
  id: string
  summary: string
  description: string | null
  /**
   * When it starts and ends. An all-day event also has Google's `date` (its end is the day after
   * its last day, as in RFC 5545), and its dateTime is the moment that day begins in its zone.
   */
  start: { dateTime: string; timeZone: string; date?: string }
  end: { dateTime: string; timeZone: string; date?: string }
  recurrence: string[]
  reminders: { useDefault: boolean }
  /** For one occurrence of a recurring event: the id of the series (Google's recurringEventId). */
  recurringEventId?: string
  /** The family member who added it for the person, when one did. */
  addedBy?: string
}

/** What a calendar request asks for (product.md 4): create (the default), update, delete or get. */
export const calendarActions = ['create', 'update', 'delete', 'get'] as const
export type CalendarAction = (typeof calendarActions)[number]

/**
 * A calendar request as the chat understands it (product.md 3, parsed calendar request): filled by
 * the shared/ parser for the built-in model, or by a hosted model through the calendar tool.
 */
export const calendarRequest = z.object({
  action: z.enum(calendarActions).describe('create, update, delete, or get (list or find events)'),
  summary: z.string().trim().max(EVENT_SUMMARY_MAX).optional().describe('The event title, e.g. "Dentist appointment"'),
  description: z.string().trim().max(EVENT_DESCRIPTION_MAX).optional(),
  start: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('For create, or the new time for update: ISO 8601 with the UTC offset, e.g. 2026-11-19T15:00:00-05:00'),
  end: z.iso.datetime({ offset: true }).optional().describe('Defaults to one hour after start'),
  allDay: z
    .boolean()
    .optional()
    .describe('True for an event that lasts whole days, such as a birthday: start is midnight of its first day'),
  timeOnly: z.boolean().optional().describe('True when only a new time of day was given for an update'),
  dateOnly: z.boolean().optional().describe('True when only a new day was given for an update: keep the time'),
  isRecurring: z.boolean().default(false),
  recurrencePattern: z
    .string()
    .optional()
    .describe('One RRULE line for a repeating event, e.g. RRULE:FREQ=DAILY or RRULE:FREQ=WEEKLY;BYDAY=MO'),
  eventId: z.string().optional().describe('The id of the event to change, when known'),
  scope: z
    .enum(['one', 'series'])
    .optional()
    .describe(
      'For a repeating event: "one" for only the occurrence on the day named (or the next one), "series" for every occurrence. Leave out unless the person said which: Sage then asks.',
    ),
  searchQuery: z.string().optional().describe('For update, delete or get: words that find the event, e.g. "dentist"'),
  rangeStart: z.iso.datetime({ offset: true }).optional().describe('For get: the start of the period asked about'),
  rangeEnd: z.iso.datetime({ offset: true }).optional().describe('For get: the end of the period asked about'),
  missingFields: z.array(z.string()).default([]),
})
export type CalendarRequest = z.input<typeof calendarRequest>
