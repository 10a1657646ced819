import { and, asc, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm'
import { DEFAULT_TIME_ZONE } from '#shared/calendar/parse.ts'
import { EVENTS_LIST_MAX } from '#shared/limits.ts'
import { floatingDate } from '#shared/calendar/recurrence-check.ts'
import type { Database } from '#server/db/client.ts'
import { contains } from '#server/data/contains.ts'
import { AppError, ID_TAKEN_MESSAGE } from '#server/errors.ts'
import { calendarEvents } from '#server/db/schema/index.ts'
import type { EventDraft, ZonedEvent } from './event.ts'
import { type Expander, cachedSeriesExpander } from './expand.ts'
import type { CalendarProvider, EventRange } from './provider.ts'
import { changedSpan, endAfter } from './span.ts'
import { basicDateTime } from './vtimezone.ts'

/** How far an open-ended list looks ahead for occurrences of recurring events. */
const OPEN_RANGE_MS = 366 * 24 * 60 * 60 * 1000
const SEARCH_LIMIT = 20

type Row = typeof calendarEvents.$inferSelect

/** The id of the series an occurrence id ("{id}_{time}") belongs to. */
export const seriesId = (id: string) => id.split('_')[0] ?? id

/** The start of the occurrence an id names ("{id}_20261125T130000Z"), or null for a whole event. */
function occurrenceStart(id: string): Date | null {
  const stamp = /_(\d{8}T\d{6})Z$/.exec(id)?.[1]
  return stamp ? floatingDate(stamp) : null
}

/** An occurrence's start as its id and an EXDATE write it: 20261125T130000Z. */
const utcStamp = (start: Date) => `${basicDateTime(start)}Z`

/** A series' recurrence with one more occurrence left out (RFC 5545 EXDATE, in UTC). */
const withoutOccurrence = (lines: string[], start: Date) => [...lines, `EXDATE:${utcStamp(start)}`]

function toEvent(row: Row, occurrence?: { start: Date; end: Date }): ZonedEvent {
  return {
    id: occurrence ? `${row.id}_${utcStamp(occurrence.start)}` : row.id,
    summary: row.summary,
    description: row.description,
    start: occurrence?.start ?? row.startAt,
    end: occurrence?.end ?? row.endAt,
    timeZone: row.timeZone,
    allDay: row.allDay,
    recurrence: row.recurrence ?? [],
    defaultReminders: true,
    ...(occurrence ? { seriesId: row.id } : {}),
    ...(row.addedBy ? { addedBy: row.addedBy } : {}),
  }
}

/** Values for a row: a timed event given no zone is kept in the default one, and an end not after the start becomes the default. */
function rowValues(event: Omit<EventDraft, 'id'>) {
  const timeZone = event.timeZone ?? DEFAULT_TIME_ZONE
  return {
    summary: event.summary,
    description: event.description ?? null,
    startAt: event.start,
    endAt: endAfter(event.start, event.end, event.allDay, timeZone),
    allDay: event.allDay,
    timeZone,
    recurrence: event.recurrence?.length ? event.recurrence : null,
  }
}

/** The shortest window a list expands repeating events in. */
const MIN_WINDOW_MS = 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The first `limit` events and occurrences of repeating ones that overlap [timeMin, timeMax), in
 * order of start. Repeating events are expanded only as far as the first `limit` reach: a window
 * sized from how often they repeat, then, if some are still missing, a next one at least twice as
 * long; so a month of a full calendar costs what is shown, not every occurrence in the month.
 */
function firstEvents(rows: Row[], timeMin: Date, timeMax: Date, limit: number): ZonedEvent[] {
  const events: ZonedEvent[] = []
  const series: { row: Row; expander: Expander }[] = []
  for (const row of rows) {
    const expander = row.recurrence?.length
      ? cachedSeriesExpander({
          lines: row.recurrence,
          start: row.startAt,
          durationMs: row.endAt.getTime() - row.startAt.getTime(),
          timeZone: row.timeZone,
          allDay: row.allDay,
        })
      : null
    if (expander) series.push({ row, expander })
    else if (row.endAt > timeMin) events.push(toEvent(row))
  }
  const perMs = series.reduce((sum, { expander }) => sum + expander.perDay, 0) / DAY_MS
  const startedBefore = (moment: Date) => events.filter((event) => event.start < moment).length
  let from = timeMin
  let span = 0
  while (series.length > 0 && from < timeMax) {
    const missing = limit - startedBefore(from)
    span = Math.max(MIN_WINDOW_MS, 2 * span, (1.25 * missing) / perMs)
    const to = new Date(Math.min(timeMax.getTime(), from.getTime() + span))
    for (const { row, expander } of series) {
      for (const occurrence of expander.between(from, to)) {
        // After the first window, an occurrence begun in an earlier one is already listed.
        if (from === timeMin || occurrence.start >= from) events.push(toEvent(row, occurrence))
      }
    }
    from = to
    if (startedBefore(to) >= limit) break
  }
  return events.sort((a, b) => a.start.getTime() - b.start.getTime()).slice(0, limit)
}

/** The built-in calendar (table calendar_events) of one person; every query is filtered by them. */
export function createBuiltinCalendar(db: Database, userId: string): CalendarProvider {
  const mine = (id: string) => and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId))
  const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
  const getRow = async (id: string) => {
    const series = seriesId(id)
    if (!isUuid(series)) return null
    const [row] = await db.select().from(calendarEvents).where(mine(series))
    return row ?? null
  }

  const list = async (range: EventRange) => {
    const timeMin = range.timeMin ?? new Date(0)
    const timeMax = range.timeMax ?? new Date((range.timeMin ?? new Date()).getTime() + OPEN_RANGE_MS)
    const rows = await db
      .select()
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.userId, userId),
          lt(calendarEvents.startAt, timeMax),
          or(
            and(isNull(calendarEvents.recurrence), gt(calendarEvents.endAt, timeMin)),
            isNotNull(calendarEvents.recurrence),
          ),
        ),
      )
    return firstEvents(rows, timeMin, timeMax, range.maxResults ?? EVENTS_LIST_MAX)
  }

  return {
    kind: 'builtin',
    list,
    search: async (query) => {
      const rows = await db
        .select()
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.userId, userId),
            or(contains(calendarEvents.summary, query), contains(calendarEvents.description, query)),
          ),
        )
        .orderBy(asc(calendarEvents.startAt))
        .limit(SEARCH_LIMIT)
      // Upcoming (and recurring) events first, then past ones, most recent first.
      const now = Date.now()
      const upcoming = rows.filter((row) => row.recurrence?.length || row.endAt.getTime() >= now)
      const past = rows.filter((row) => !upcoming.includes(row)).reverse()
      return [...upcoming, ...past].map((row) => toEvent(row))
    },
    get: async (id) => {
      const row = await getRow(id)
      return row ? toEvent(row) : null
    },
    create: async (draft) => {
      const [row] = await db
        .insert(calendarEvents)
        .values({ ...(draft.id ? { id: draft.id } : {}), userId, addedBy: draft.addedBy ?? null, ...rowValues(draft) })
        .onConflictDoNothing({ target: calendarEvents.id })
        .returning()
      if (row) return toEvent(row)
      // The id is taken: a retried create answers with the event it made; someone else's is a 409.
      const existing = await getRow(draft.id ?? '')
      if (!existing) throw new AppError('conflict', ID_TAKEN_MESSAGE)
      return toEvent(existing)
    },
    update: async (id, change) => {
      const row = await getRow(id)
      if (!row) return null
      // The event with the change merged in (its times in its own zone unless given another).
      const changed = (event: ZonedEvent) => ({
        summary: change.summary ?? event.summary,
        description: change.description === undefined ? event.description : change.description,
        ...changedSpan(event, change),
      })
      const occurrence = occurrenceStart(id)
      // One occurrence of a series changes on its own, as in Google Calendar: the series leaves it
      // out, and it becomes an event of its own with the change.
      if (occurrence && row.recurrence?.length) {
        // The occurrence itself: the series' times moved to its start, as long as the first.
        const series = toEvent(row)
        const own = { ...series, ...changedSpan(series, { start: occurrence }) }
        return db.transaction(async (tx) => {
          await tx
            .update(calendarEvents)
            .set({ recurrence: withoutOccurrence(row.recurrence!, occurrence) })
            .where(mine(row.id))
          const [moved] = await tx
            .insert(calendarEvents)
            .values({ userId, ...rowValues(changed(own)) })
            .returning()
          return toEvent(moved!)
        })
      }
      const current = toEvent(row)
      const values = rowValues({ ...changed(current), recurrence: change.recurrence ?? current.recurrence })
      const [updated] = await db.update(calendarEvents).set(values).where(mine(row.id)).returning()
      return updated ? toEvent(updated) : null
    },
    delete: async (id) => {
      const row = await getRow(id)
      if (!row) return false
      const occurrence = occurrenceStart(id)
      // One occurrence of a series is cancelled on its own; the others stay.
      if (occurrence && row.recurrence?.length) {
        const left = await db
          .update(calendarEvents)
          .set({ recurrence: withoutOccurrence(row.recurrence, occurrence) })
          .where(mine(row.id))
          .returning({ id: calendarEvents.id })
        return left.length > 0
      }
      const deleted = await db.delete(calendarEvents).where(mine(row.id)).returning({ id: calendarEvents.id })
      return deleted.length > 0
    },
  }
}
