// The calendar at the HTTP edge: events as the API answers them and takes them (Google Calendar's
// shape: each end a {dateTime, timeZone}, or a {date} for an all-day event), turned into Sage's own
// event (event.ts) on the way in and back on the way out. Nothing inside the calendar sees this shape.
import { dateIn, startOfDate } from '#shared/calendar/all-day.ts'
import { DEFAULT_TIME_ZONE } from '#shared/calendar/parse.ts'
import {
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarEventUpdate,
  type EventTime,
  isAllDay,
} from '#shared/schemas/calendar.ts'
import type { EventChange, EventDraft, ZonedEvent } from './event.ts'
import { formatInZone } from './time.ts'

/**
 * A start or end as the API writes it: the moment in the event's zone; an all-day one also has its
 * date (Google's `date`), and its moment is when that date begins.
 */
function wireTime(instant: Date, allDay: boolean, timeZone: string): CalendarEvent['start'] {
  const time = { dateTime: formatInZone(instant, timeZone), timeZone }
  return allDay ? { date: dateIn(instant, timeZone), ...time } : time
}

/** An event as the API answers with it. */
export function toWireEvent(event: ZonedEvent): CalendarEvent {
  return {
    id: event.id,
    summary: event.summary,
    description: event.description,
    start: wireTime(event.start, event.allDay, event.timeZone),
    end: wireTime(event.end, event.allDay, event.timeZone),
    recurrence: event.recurrence,
    reminders: { useDefault: event.defaultReminders },
    ...(event.seriesId ? { recurringEventId: event.seriesId } : {}),
    ...(event.addedBy ? { addedBy: event.addedBy } : {}),
  }
}

/** A start or end the API was given, as an instant: a date is the moment it begins in the zone. */
const instantOf = (time: EventTime, zone: string) =>
  isAllDay(time) ? startOfDate(time.date, zone) : new Date(time.dateTime!)

/**
 * A new event the API was given. Its zone is the start's (or the end's); an all-day event given
 * none is read in the default zone, a timed one keeps none (the calendar's own then applies).
 */
export function draftFromInput(input: CalendarEventInput): EventDraft {
  const allDay = isAllDay(input.start)
  const given = input.start.timeZone ?? input.end?.timeZone
  const zone = given ?? DEFAULT_TIME_ZONE
  return {
    ...(input.id ? { id: input.id } : {}),
    summary: input.summary,
    description: input.description ?? null,
    start: instantOf(input.start, zone),
    ...(input.end ? { end: instantOf(input.end, zone) } : {}),
    allDay,
    ...(given || allDay ? { timeZone: zone } : {}),
    ...(input.recurrence?.length ? { recurrence: input.recurrence } : {}),
  }
}

/** Whether a change the API was given moves the event, and so needs the event's zone and kind to be read. */
export const movesEvent = (update: CalendarEventUpdate) => Boolean(update.start ?? update.end)

/**
 * A change the API was given, for an event of this zone and kind (see movesEvent): times without a
 * zone are meant in the event's own; an end of the other kind than the start is left out.
 */
export function changeFromUpdate(
  update: CalendarEventUpdate,
  event: Pick<ZonedEvent, 'allDay' | 'timeZone'> | undefined,
): EventChange {
  const timeZone = update.start?.timeZone
  const zone = timeZone ?? event?.timeZone ?? DEFAULT_TIME_ZONE
  const allDay = update.start ? isAllDay(update.start) : (event?.allDay ?? false)
  return {
    ...(update.summary === undefined ? {} : { summary: update.summary }),
    ...(update.description === undefined ? {} : { description: update.description }),
    ...(update.start ? { start: instantOf(update.start, zone), allDay } : {}),
    ...(update.end && isAllDay(update.end) === allDay ? { end: instantOf(update.end, zone) } : {}),
    ...(timeZone ? { timeZone } : {}),
    ...(update.recurrence === undefined ? {} : { recurrence: update.recurrence }),
  }
}

/** A new event as the API takes it (the screen's Undo sends these back to create an event again). */
export function inputFromDraft(draft: EventDraft): CalendarEventInput {
  const zone = draft.timeZone ?? DEFAULT_TIME_ZONE
  const time = (instant: Date): EventTime =>
    draft.allDay
      ? { date: dateIn(instant, zone), timeZone: zone }
      : draft.timeZone
        ? { dateTime: formatInZone(instant, zone), timeZone: zone }
        : { dateTime: instant.toISOString() }
  return {
    ...(draft.id ? { id: draft.id } : {}),
    summary: draft.summary,
    description: draft.description ?? null,
    start: time(draft.start),
    ...(draft.end ? { end: time(draft.end) } : {}),
    ...(draft.recurrence?.length ? { recurrence: draft.recurrence } : {}),
  }
}
