import type { Logger } from 'pino'
import { type ChatLanguage, foldText } from '#shared/chat/chat-languages.ts'
import { recurrenceProblem } from '#shared/calendar/recurrence-check.ts'
import type {
  CalendarEvent,
  CalendarEventInput,
  CalendarEventUpdate,
  CalendarRequest,
} from '#shared/schemas/calendar.ts'
import { addDaysToDate, dateIn, startOfDate } from '#shared/calendar/all-day.ts'
import { clientId } from '#shared/schemas/ids.ts'
import { titled } from './follow-up.ts'
import type { CalendarCalls } from './provider.ts'
import { storedTime } from './span.ts'
import { fromWallClock, toWallClock } from './time.ts'
import { type CalendarOutcome, type CalendarResult, changedCalendar, sayResult } from './outcome.ts'

/** Where and for whom a request runs. */
export type CalendarContext = {
  calendar: CalendarCalls
  language: ChatLanguage
  timeZone: string
  now: Date
  logger?: Pick<Logger, 'error'>
}

/** A result, and for a cancellation the events the screen's Undo creates again. */
type Ran = { result: CalendarResult; undo?: CalendarEventInput[] }

/** An event as it would be created again: its own id when it can keep it (the built-in calendar). */
function recreation(event: CalendarEvent, asSeries: boolean): CalendarEventInput {
  return {
    ...(asSeries && clientId.safeParse(event.id).success ? { id: event.id } : {}),
    summary: event.summary,
    description: event.description,
    start: storedTime(event.start),
    end: storedTime(event.end),
    ...(asSeries && event.recurrence.length ? { recurrence: event.recurrence } : {}),
  }
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** Words too common to tell events apart. */
const commonWords = new Set(
  'my the a an with for to on at of and in appointment appointments appt event events reminder reminders mi mis el la los las de del con para una un cita citas evento eventos recordatorio'.split(
    ' ',
  ),
)

/** The words of a search that tell events apart. */
function significantWords(query: string): string[] {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !commonWords.has(word))
  return words.length ? words : [foldText(query).trim()].filter(Boolean)
}

const scoreOf = (event: CalendarEvent, words: string[]) => {
  const text = foldText(`${event.summary} ${event.description ?? ''}`)
  return words.filter((word) => text.includes(word)).length
}

/** The person's events that best match the words (a series once), optionally only those in a range. */
async function findMatches(context: CalendarContext, query: string, range?: { from?: string; to?: string }) {
  const words = significantWords(query)
  const found = new Map<string, CalendarEvent>()
  for (const word of words) {
    for (const event of await context.calendar.search(word)) found.set(event.recurringEventId ?? event.id, event)
  }
  let candidates = [...found.values()]
  if (range?.from && range.to) {
    const from = Date.parse(range.from)
    const to = Date.parse(range.to)
    candidates = candidates.filter(
      (event) =>
        event.recurrence.length > 0 || (Date.parse(event.start.dateTime) < to && Date.parse(event.end.dateTime) > from),
    )
  }
  const scored = candidates.map((event) => ({ event, score: scoreOf(event, words) }))
  const best = Math.max(0, ...scored.map((item) => item.score))
  return best === 0 ? [] : scored.filter((item) => item.score === best).map((item) => item.event)
}

type Target = { event: CalendarEvent } | { result: CalendarResult }

/** The one event an update or delete is about, or why there is none. */
async function findTarget(request: CalendarRequest, context: CalendarContext): Promise<Target> {
  if (request.eventId) {
    const event = await context.calendar.get(request.eventId)
    return event ? { event } : { result: { kind: 'no-event-with-id', id: request.eventId } }
  }
  const query = request.searchQuery?.trim()
  if (!query) return { result: { kind: 'needs-target', action: request.action } }
  const range = request.action === 'delete' ? { from: request.rangeStart, to: request.rangeEnd } : undefined
  const matches = await findMatches(context, query, range)
  if (matches.length === 0) return { result: { kind: 'no-match', query } }
  if (matches.length > 1) return { result: { kind: 'several-match', query, events: matches } }
  return { event: matches[0]! }
}

/**
 * A new start for an event: the whole moment; only a new time of day on the event's own date; or
 * only a new day at the event's own time.
 */
function newStart(request: CalendarRequest, event: CalendarEvent): string | undefined {
  if (!request.start) return undefined
  if (!request.timeOnly && !request.dateOnly) return request.start
  const zone = event.start.timeZone
  const old = toWallClock(new Date(event.start.dateTime), zone)
  const said = toWallClock(new Date(request.start), zone)
  const [day, time] = request.timeOnly ? [old, said] : [said, old]
  const wall = new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), time.getUTCHours(), time.getUTCMinutes()),
  )
  return fromWallClock(wall, zone).toISOString()
}

const isRepeating = (event: CalendarEvent) =>
  Boolean(event.recurringEventId) || event.recurrence.some((line) => /^RRULE[:;]/i.test(line))
const YEAR_MS = 366 * 24 * 60 * 60 * 1000

/** The occurrences of a series from one moment to another, in order. */
async function occurrencesOf(series: CalendarEvent, from: Date, to: Date, context: CalendarContext) {
  const id = series.recurringEventId ?? series.id
  const listed = await context.calendar.list({ timeMin: from, timeMax: to })
  return listed.filter((event) => (event.recurringEventId ?? event.id) === id && event.id !== id)
}

/**
 * Which occurrences of a repeating event a change or a cancellation is about: those in the period
 * named ("tomorrow's pills"), the next one when the person chose "only the next", or a question
 * when they named none and did not choose (changing every day is more than they may have meant).
 */
async function chosenOccurrences(
  request: CalendarRequest,
  series: CalendarEvent,
  context: CalendarContext,
  period?: { from: Date; to: Date },
): Promise<CalendarEvent[] | { result: CalendarResult }> {
  if (period) return occurrencesOf(series, period.from, period.to, context)
  const next = (await occurrencesOf(series, context.now, new Date(context.now.getTime() + YEAR_MS), context))[0]
  if (request.scope === 'one') return next ? [next] : []
  if (!next) return []
  const action = request.action === 'delete' ? 'delete' : 'update'
  return { result: { kind: 'which-occurrences', action, series, next } }
}

/** The request's repeat as one RRULE line, or undefined. */
function ruleLine(request: CalendarRequest): string | undefined {
  const rule = request.recurrencePattern?.trim()
  return rule ? (/^RRULE[:;]/i.test(rule) ? rule : `RRULE:${rule}`) : undefined
}

async function create(request: CalendarRequest, context: CalendarContext): Promise<Ran> {
  const summary = request.summary?.trim()
  if (!summary) return { result: { kind: 'needs-title-and-time' } }
  // A title and no time: Sage asks, and the answer finishes the event (see follow-up.ts).
  if (!request.start) return { result: { kind: 'needs-time', summary: titled(summary) } }
  const rule = ruleLine(request)
  if (rule && recurrenceProblem([rule])) return { result: { kind: 'cannot-repeat' } }
  const zone = context.timeZone
  const at = (time: string) =>
    request.allDay ? { date: dateIn(new Date(time), zone), timeZone: zone } : { dateTime: time, timeZone: zone }
  const event = await context.calendar.create({
    summary: titled(summary),
    description: request.description,
    start: at(request.start),
    end: request.end ? at(request.end) : undefined,
    recurrence: rule ? [rule] : undefined,
  })
  return { result: { kind: 'created', event, repeating: Boolean(rule) } }
}

async function update(request: CalendarRequest, context: CalendarContext): Promise<Ran> {
  const rule = ruleLine(request)
  if (rule && recurrenceProblem([rule])) return { result: { kind: 'cannot-repeat' } }
  const renamed = Boolean(request.summary?.trim() && (request.eventId || request.searchQuery))
  if (!request.start && !request.end && !request.description && !rule && !renamed) {
    return { result: { kind: 'needs-what-to-update' } }
  }
  const target = await findTarget(request, context)
  if ('result' in target) return target
  let { event } = target
  // A repeating event changes as a whole only when the person said so; a day said picks that one.
  if (isRepeating(event) && request.scope !== 'series' && !rule) {
    const said = request.start && !request.timeOnly ? dayAround(request.start, event.start.timeZone) : undefined
    const chosen = await chosenOccurrences(request, event, context, said)
    if ('result' in chosen) return chosen
    if (chosen.length !== 1) return { result: { kind: 'no-match', query: request.searchQuery ?? event.summary } }
    event = chosen[0]!
  }
  const one = Boolean(event.recurringEventId)
  const zone = event.start.timeZone
  const start = newStart(request, event)
  // A new day for an all-day event keeps it all day; a time of day makes it a timed one.
  const wholeDays = request.allDay || (event.start.date !== undefined && request.dateOnly)
  const change: CalendarEventUpdate = {
    ...(start
      ? {
          start: wholeDays
            ? { date: dateIn(new Date(start), zone), timeZone: zone }
            : { dateTime: start, timeZone: zone },
        }
      : {}),
    ...(request.end && !request.timeOnly && !request.dateOnly && !wholeDays
      ? { end: { dateTime: request.end, timeZone: zone } }
      : {}),
    ...(request.description ? { description: request.description } : {}),
    ...(renamed ? { summary: request.summary!.trim() } : {}),
    ...(rule ? { recurrence: [rule] } : {}),
  }
  const updated = await context.calendar.update(one ? event.id : (event.recurringEventId ?? event.id), change)
  if (!updated) return { result: { kind: 'no-event-with-id', id: event.id } }
  if (one) return { result: { kind: 'moved-one', event: updated } }
  return { result: { kind: start || rule ? 'moved' : 'updated', event: updated } }
}

async function remove(request: CalendarRequest, context: CalendarContext): Promise<Ran> {
  const target = await findTarget(request, context)
  if ('result' in target) return target
  const { event } = target
  // "Cancel tomorrow's heart pills": only tomorrow's. A whole series goes only when the person said so.
  if (isRepeating(event) && request.scope !== 'series') {
    const period =
      request.rangeStart && request.rangeEnd
        ? { from: new Date(request.rangeStart), to: new Date(request.rangeEnd) }
        : undefined
    const chosen = await chosenOccurrences(request, event, context, period)
    if ('result' in chosen) return chosen
    if (chosen.length === 0) return { result: { kind: 'no-match', query: request.searchQuery ?? event.summary } }
    for (const occurrence of chosen) await context.calendar.delete(occurrence.id)
    return {
      result: { kind: 'cancelled-occurrences', summary: event.summary, occurrences: chosen },
      undo: chosen.map((occurrence) => recreation(occurrence, false)),
    }
  }
  const series = event.recurringEventId ? ((await context.calendar.get(event.recurringEventId)) ?? event) : event
  if (!(await context.calendar.delete(series.id))) return { result: { kind: 'no-event-with-id', id: event.id } }
  return { result: { kind: 'cancelled', event }, undo: [recreation(series, true)] }
}

/** The day around a moment, in a zone: from its start to the next day's. */
function dayAround(moment: string, zone: string): { from: Date; to: Date } {
  const date = dateIn(new Date(moment), zone)
  return { from: startOfDate(date, zone), to: startOfDate(addDaysToDate(date, 1), zone) }
}

async function list(request: CalendarRequest, context: CalendarContext): Promise<Ran> {
  const query = request.searchQuery?.trim()
  const from = request.rangeStart ?? context.now.toISOString()
  const to = request.rangeEnd ?? new Date(Date.parse(from) + WEEK_MS).toISOString()
  let events = await context.calendar.list({ timeMin: new Date(from), timeMax: new Date(to) })
  if (query) {
    const wanted = significantWords(query)
    events = events.filter((event) => scoreOf(event, wanted) > 0)
    if (events.length === 0 && !request.rangeStart) {
      // Not in the coming week: look further, by name.
      const matches = await findMatches(context, query)
      if (matches.length === 0) return { result: { kind: 'no-match', query } }
      return { result: { kind: 'listed', events: matches, query, byName: true } }
    }
  }
  return { result: { kind: 'listed', events, from: request.rangeStart, to: request.rangeEnd, query } }
}

/** Runs a request: acts on the calendar and returns what happened, or why nothing did. */
async function run(request: CalendarRequest, context: CalendarContext): Promise<Ran> {
  try {
    switch (request.action) {
      case 'create':
        return await create(request, context)
      case 'update':
        return await update(request, context)
      case 'delete':
        return await remove(request, context)
      case 'get':
        return await list(request, context)
      default:
        return { result: { kind: 'unsure-action' } }
    }
  } catch (error) {
    context.logger?.error({ err: error }, 'calendar request failed')
    return { result: { kind: 'failed' } }
  }
}

/**
 * Runs a calendar request on the person's calendar and says what happened (outcome.ts words it),
 * with product.md 8's sentences for everything that stops it. Failures of the calendar itself
 * give the apology.
 */
export async function runCalendarRequest(request: CalendarRequest, context: CalendarContext): Promise<CalendarOutcome> {
  const { result, undo } = await run(request, context)
  return { result, text: sayResult(result, context), changed: changedCalendar(result), ...(undo ? { undo } : {}) }
}
