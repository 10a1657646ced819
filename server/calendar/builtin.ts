import { and, asc, eq, gt, ilike, isNotNull, isNull, lt, or } from 'drizzle-orm'
import { allDayTime, dateIn, startOfDate } from '#shared/calendar/all-day.ts'
import { floatingDate } from '#shared/calendar/recurrence-check.ts'
import {
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarEventUpdate,
  isAllDay,
} from '#shared/schemas/calendar.ts'
import type { Database } from '#server/db/client.ts'
import { AppError, ID_TAKEN_MESSAGE } from '#server/errors.ts'
import { calendarEvents } from '#server/db/schema/index.ts'
import { expandSeries } from './expand.ts'
import type { CalendarProvider, EventRange } from './provider.ts'
import { changedTimes, endAfter } from './span.ts'
import { DEFAULT_TIME_ZONE } from '#shared/calendar/parse.ts'
import { formatInZone } from './time.ts'
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

function toEvent(row: Row, occurrence?: { start: Date; end: Date }): CalendarEvent {
  const start = occurrence?.start ?? row.startAt
  const end = occurrence?.end ?? row.endAt
  const zone = row.timeZone
  const timed = (instant: Date) => ({ dateTime: formatInZone(instant, zone), timeZone: zone })
  return {
    id: occurrence ? `${row.id}_${utcStamp(start)}` : row.id,
    summary: row.summary,
    description: row.description,
    start: row.allDay ? allDayTime(dateIn(start, zone), zone) : timed(start),
    end: row.allDay ? allDayTime(dateIn(end, zone), zone) : timed(end),
    recurrence: row.recurrence ?? [],
    reminders: { useDefault: true },
    ...(occurrence ? { recurringEventId: row.id } : {}),
  }
}

/**
 * Values for a new row from the API's event. An all-day event is stored as the instants its first
 * day and the day after its last begin in its zone.
 */
function rowValues(input: CalendarEventInput) {
  const timeZone = input.start.timeZone ?? input.end?.timeZone ?? DEFAULT_TIME_ZONE
  const end = endAfter(input.start, input.end, timeZone)
  const instant = (time: typeof end) => (isAllDay(time) ? startOfDate(time.date, timeZone) : new Date(time.dateTime!))
  return {
    summary: input.summary,
    description: input.description ?? null,
    startAt: instant(input.start),
    endAt: instant(end),
    allDay: isAllDay(input.start),
    timeZone,
    recurrence: input.recurrence?.length ? input.recurrence : null,
  }
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
    const events = rows.flatMap((row) => {
      const found = row.recurrence?.length
        ? expandSeries(
            {
              lines: row.recurrence,
              start: row.startAt,
              durationMs: row.endAt.getTime() - row.startAt.getTime(),
              timeZone: row.timeZone,
              allDay: row.allDay,
            },
            timeMin,
            timeMax,
          )
        : null
      if (found) return found.map((occurrence) => toEvent(row, occurrence))
      return row.endAt > timeMin ? [toEvent(row)] : []
    })
    return events.sort((a, b) => Date.parse(a.start.dateTime) - Date.parse(b.start.dateTime))
  }

  return {
    kind: 'builtin',
    list,
    search: async (query) => {
      const words = `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
      const rows = await db
        .select()
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.userId, userId),
            or(ilike(calendarEvents.summary, words), ilike(calendarEvents.description, words)),
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
    create: async (input) => {
      const [row] = await db
        .insert(calendarEvents)
        .values({ ...(input.id ? { id: input.id } : {}), userId, ...rowValues(input) })
        .onConflictDoNothing({ target: calendarEvents.id })
        .returning()
      if (row) return toEvent(row)
      // The id is taken: a retried create answers with the event it made; someone else's is a 409.
      const existing = await getRow(input.id ?? '')
      if (!existing) throw new AppError('conflict', ID_TAKEN_MESSAGE)
      return toEvent(existing)
    },
    update: async (id, change: CalendarEventUpdate) => {
      const row = await getRow(id)
      if (!row) return null
      // The event with the change merged in (the times in the event's own zone unless given another).
      const changed = (event: CalendarEvent) => ({
        summary: change.summary ?? event.summary,
        description: change.description === undefined ? event.description : change.description,
        ...changedTimes(event, change, row.timeZone),
      })
      const occurrence = occurrenceStart(id)
      // One occurrence of a series changes on its own, as in Google Calendar: the series leaves it
      // out, and it becomes an event of its own with the change.
      if (occurrence && row.recurrence?.length) {
        const length = row.endAt.getTime() - row.startAt.getTime()
        const own = toEvent(row, { start: occurrence, end: new Date(occurrence.getTime() + length) })
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
