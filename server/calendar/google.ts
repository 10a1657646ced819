import { z } from 'zod'
import { EVENTS_LIST_MAX } from '#shared/limits.ts'
import { CALENDAR_DATE, dateIn, startOfDate } from '#shared/calendar/all-day.ts'
import { DEFAULT_TIME_ZONE } from '#shared/calendar/parse.ts'
import { isValidTimeZone } from '#shared/calendar/zoned-time.ts'
import type { Database } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { EventChange, EventDraft, ZonedEvent } from './event.ts'
import { GOOGLE_TIMEOUT_MS, getGoogleTokens, googleAccessToken } from './google-auth.ts'
import type { GoogleCalendarConfig } from './index.ts'
import type { CalendarProvider, EventRange } from './provider.ts'
import { changedSpan, endAfter } from './span.ts'
import { formatInZone } from './time.ts'

/** How far an open-ended list looks ahead, as the built-in calendar does. */
const OPEN_RANGE_MS = 366 * 24 * 60 * 60 * 1000
/** Events one page of Google's list holds (Google allows up to 2500). */
const PAGE_SIZE = 250
const SEARCH_LIMIT = 20

/** product.md 8: 'Failed to {create|get|update|delete|search} event(s)'. */
const failed = {
  list: 'Failed to get events',
  get: 'Failed to get event',
  create: 'Failed to create event',
  update: 'Failed to update event',
  delete: 'Failed to delete event',
  search: 'Failed to search events',
  changedInGoogle: 'This event was just changed in Google Calendar. Please look at it again, then make your change.',
} as const

/** A start or end as Google writes it: dateTime (RFC 3339) for timed events, date for all-day ones. */
const googleTime = z.object({
  dateTime: z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)))
    .optional(),
  date: z.string().optional(),
  timeZone: z.string().optional(),
})
/** The fields of Google's Event resource Sage reads; the rest is kept as it is when updating. */
const googleEvent = z.looseObject({
  id: z.string().min(1),
  status: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  start: googleTime,
  end: googleTime,
  recurrence: z.array(z.string()).optional(),
  reminders: z.object({ useDefault: z.boolean().optional() }).optional(),
  recurringEventId: z.string().optional(),
  etag: z.string().optional(),
})
type GoogleEvent = z.infer<typeof googleEvent>
const googleEventList = z.object({
  items: z.array(z.unknown()).default([]),
  nextPageToken: z.string().optional(),
  timeZone: z.string().optional(),
})

const knownZone = (zone: string | undefined): zone is string => zone !== undefined && isValidTimeZone(zone)

/**
 * Google's event as Sage's own: in the event's zone, else the calendar's. A timed end is its
 * moment; an all-day end (a date) the moment that date begins in the zone.
 */
function toEvent(raw: GoogleEvent, calendarZone?: string): ZonedEvent {
  const timeZone = [raw.start.timeZone, calendarZone].find(knownZone) ?? DEFAULT_TIME_ZONE
  const instant = (time: GoogleEvent['start']) =>
    time.dateTime
      ? new Date(time.dateTime)
      : startOfDate(time.date && CALENDAR_DATE.test(time.date) ? time.date : '1970-01-01', timeZone)
  return {
    id: raw.id,
    summary: raw.summary ?? '',
    description: raw.description ?? null,
    start: instant(raw.start),
    end: instant(raw.end),
    timeZone,
    allDay: raw.start.dateTime === undefined,
    recurrence: raw.recurrence ?? [],
    defaultReminders: raw.reminders?.useDefault ?? true,
    ...(raw.recurringEventId ? { seriesId: raw.recurringEventId } : {}),
  }
}

/** The events that parse and are not cancelled, as Sage's own. */
function eventsOf(items: unknown[], calendarZone?: string): ZonedEvent[] {
  return items.flatMap((item) => {
    const parsed = googleEvent.safeParse(item)
    return parsed.success && parsed.data.status !== 'cancelled' ? [toEvent(parsed.data, calendarZone)] : []
  })
}

/**
 * A start or end to send to Google: the date of an all-day one (its day in `dayZone`); else the
 * moment, written in the event's zone with that zone when it has one, never made up otherwise.
 */
function googleTimeOf(instant: Date, allDay: boolean, zone: string | undefined, dayZone: string) {
  if (allDay) return { date: dateIn(instant, dayZone) }
  if (zone) return { dateTime: formatInZone(instant, zone), timeZone: zone }
  return { dateTime: instant.toISOString().replace(/\.\d{3}Z$/, 'Z') }
}

/**
 * Google's id for an event Sage creates, from the client's own id (a UUID's hex digits are valid
 * base32hex), so a create that is retried after a cut-off finds the first instead of making two.
 */
export const googleEventId = (clientId: string) => clientId.replaceAll('-', '').toLowerCase()

/** A new event's body for Google (POST /calendars/primary/events); a repeating one needs a zone. */
function newEventBody(draft: EventDraft) {
  const zone = draft.timeZone ?? (draft.recurrence?.length ? DEFAULT_TIME_ZONE : undefined)
  const dayZone = zone ?? DEFAULT_TIME_ZONE
  const end = endAfter(draft.start, draft.end, draft.allDay, dayZone)
  return {
    ...(draft.id ? { id: googleEventId(draft.id) } : {}),
    summary: draft.summary,
    ...(draft.description ? { description: draft.description } : {}),
    start: googleTimeOf(draft.start, draft.allDay, zone, dayZone),
    end: googleTimeOf(end, draft.allDay, zone, dayZone),
    ...(draft.recurrence?.length ? { recurrence: draft.recurrence } : {}),
    reminders: { useDefault: true },
  }
}

/** Google's event with the change merged in; a new start without a new end keeps the event's length. */
function mergedEventBody(raw: GoogleEvent, change: EventChange) {
  const current = toEvent(raw)
  // The event's own zone; none when it had none (unless it repeats, where Google needs one).
  const repeats = Boolean((change.recurrence ?? raw.recurrence)?.length)
  const own = knownZone(raw.start.timeZone) ? raw.start.timeZone : undefined
  const zone = change.timeZone ?? own ?? (repeats ? current.timeZone : undefined)
  const { description: _description, etag: _etag, ...body }: Record<string, unknown> = { ...raw }
  const description = change.description === undefined ? current.description : change.description
  if (description) body.description = description
  if (change.summary !== undefined) body.summary = change.summary
  if (change.recurrence !== undefined) body.recurrence = change.recurrence
  if (change.start || change.end) {
    const span = changedSpan(current, change)
    body.start = googleTimeOf(span.start, span.allDay, zone, span.timeZone)
    body.end = googleTimeOf(span.end, span.allDay, zone, span.timeZone)
  }
  return body
}

/** The soonest upcoming (or recurring) events first, then past ones, most recent first (as the built-in calendar). */
function upcomingFirst(events: ZonedEvent[], now = Date.now()): ZonedEvent[] {
  const byStart = (a: ZonedEvent, b: ZonedEvent) => a.start.getTime() - b.start.getTime()
  const isUpcoming = (event: ZonedEvent) => event.recurrence.length > 0 || event.end.getTime() >= now
  const upcoming = events.filter(isUpcoming).sort(byStart)
  const past = events.filter((event) => !isUpcoming(event)).sort((a, b) => byStart(b, a))
  return [...upcoming, ...past]
}

/**
 * True when the person has connected Google Calendar and their tokens still open (product.md 7:
 * has_valid_google_calendar_tokens).
 */
export async function hasGoogleCalendar(db: Database, userId: string, config: GoogleCalendarConfig): Promise<boolean> {
  return (await getGoogleTokens(db, userId, config)) !== null
}

const gone = (response: Response) => response.status === 404 || response.status === 410

/** A successful answer's JSON, checked against a schema; anything else is Google failing (503). */
async function read<T>(response: Response, schema: z.ZodType<T>, failure: string): Promise<T> {
  if (!response.ok) throw new AppError('service_unavailable', failure)
  const parsed = schema.safeParse(await response.json().catch(() => null))
  if (!parsed.success) throw new AppError('service_unavailable', failure)
  return parsed.data
}

type Call = (
  failure: string,
  path: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<Response>

/**
 * Calls the primary calendar's events API as the person; when Google refuses the token, refreshes
 * it once and tries again. A network failure or time-out is a 503 with the call's text.
 */
function eventsApi(db: Database, userId: string, config: GoogleCalendarConfig, fetchImpl: typeof fetch): Call {
  const eventsUrl = `${config.apiUrl.replace(/\/+$/, '')}/calendars/primary/events`
  return async (failure, path, init = {}) => {
    const send = async (token: string) => {
      try {
        return await fetchImpl(`${eventsUrl}${path}`, {
          method: init.method ?? 'GET',
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...init.headers,
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
        })
      } catch {
        throw new AppError('service_unavailable', failure)
      }
    }
    const response = await send(await googleAccessToken(db, userId, config, fetchImpl))
    if (response.status !== 401) return response
    return send(await googleAccessToken(db, userId, config, fetchImpl, { force: true }))
  }
}

/**
 * One person's Google Calendar (their primary calendar), through Google Calendar API v3 with
 * their own tokens. Google failing is a 503 with product.md 8's text; a missing event is null/false.
 */
export function createGoogleCalendar(
  db: Database,
  userId: string,
  config: GoogleCalendarConfig,
  fetchImpl: typeof fetch = fetch,
): CalendarProvider {
  const call = eventsApi(db, userId, config, fetchImpl)
  const eventPath = (id: string) => `/${encodeURIComponent(id)}`
  const getRaw = async (id: string, failure: string) => {
    const response = await call(failure, eventPath(id))
    if (gone(response)) return null
    const raw = await read(response, googleEvent, failure)
    return raw.status === 'cancelled' ? null : raw
  }

  /** Google's list, page by page, up to `limit` events. */
  const collect = async (failure: string, query: Record<string, string>, limit = EVENTS_LIST_MAX) => {
    const events: ZonedEvent[] = []
    let pageToken: string | undefined
    do {
      const params = new URLSearchParams({
        ...query,
        maxResults: String(Math.min(PAGE_SIZE, limit)),
        ...(pageToken ? { pageToken } : {}),
      })
      const page = await read(await call(failure, `?${params}`), googleEventList, failure)
      events.push(...eventsOf(page.items, page.timeZone))
      pageToken = page.nextPageToken
    } while (pageToken && events.length < limit)
    return events.slice(0, limit)
  }

  return {
    kind: 'google',
    list: async (range: EventRange) => {
      const timeMax = range.timeMax ?? new Date((range.timeMin ?? new Date()).getTime() + OPEN_RANGE_MS)
      return collect(
        failed.list,
        {
          singleEvents: 'true',
          orderBy: 'startTime',
          timeMax: timeMax.toISOString(),
          ...(range.timeMin ? { timeMin: range.timeMin.toISOString() } : {}),
        },
        range.maxResults,
      )
    },
    // One item per recurring series (singleEvents off), as the built-in calendar's search gives.
    search: async (query) => upcomingFirst(await collect(failed.search, { q: query })).slice(0, SEARCH_LIMIT),
    get: async (id) => {
      const raw = await getRaw(id, failed.get)
      return raw ? toEvent(raw) : null
    },
    create: async (draft) => {
      const response = await call(failed.create, '', { method: 'POST', body: newEventBody(draft) })
      // 409: an event with this id exists, made by a first try whose answer was lost.
      if (response.status === 409 && draft.id) {
        const first = await getRaw(googleEventId(draft.id), failed.create)
        if (first) return toEvent(first)
      }
      return toEvent(await read(response, googleEvent, failed.create))
    },
    update: async (id, change) => {
      const raw = await getRaw(id, failed.update)
      if (!raw) return null
      // If-Match: an edit made in Google since it was read is not overwritten (412 instead).
      const response = await call(failed.update, eventPath(id), {
        method: 'PUT',
        body: mergedEventBody(raw, change),
        ...(raw.etag ? { headers: { 'if-match': raw.etag } } : {}),
      })
      if (gone(response)) return null
      if (response.status === 412) throw new AppError('conflict', failed.changedInGoogle)
      return toEvent(await read(response, googleEvent, failed.update))
    },
    delete: async (id) => {
      const response = await call(failed.delete, eventPath(id), { method: 'DELETE' })
      if (gone(response)) return false
      if (!response.ok) throw new AppError('service_unavailable', failed.delete)
      return true
    },
  }
}
