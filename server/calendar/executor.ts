import type { Logger } from 'pino'
import { type ChatLanguage, foldText } from '#shared/chat/chat-languages.ts'
import { recurrenceProblem } from '#shared/calendar/recurrence-check.ts'
import type { CalendarRequest } from '#shared/schemas/calendar.ts'
import { wallTimeAt, zonedInstant } from '#shared/calendar/zoned-time.ts'
import { clientId } from '#shared/schemas/ids.ts'
import { type EventChange, type EventDraft, type ZonedEvent, isRepeating, seriesOf } from './event.ts'
import { titled } from './follow-up.ts'
import { dayStart } from './span.ts'
import type { CalendarCalls } from './provider.ts'
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
type Ran = { result: CalendarResult; undo?: EventDraft[] }

/** An event as it would be created again: its own id when it can keep it (the built-in calendar). */
function recreation(event: ZonedEvent, asSeries: boolean): EventDraft {
  return {
    ...(asSeries && clientId.safeParse(event.id).success ? { id: event.id } : {}),
    summary: event.summary,
    description: event.description,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    timeZone: event.timeZone,
    ...(asSeries && event.recurrence.length ? { recurrence: event.recurrence } : {}),
  }
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** Words too common to tell events apart, in the chat languages (folded: no accents). */
const commonWords = new Set(
  [
    'my the a an with for to on at of and in appointment appointments appt event events reminder reminders',
    'mi mis el la los las de del con para una un cita citas evento eventos recordatorio',
    'le les des du mon ma mes au avec chez rendez vous rdv rappel',
    'der die das den dem des ein eine einen mein meine meinen mit beim zum zur termin termine erinnerung',
    'il lo gli un una mio mia miei con dal dalla appuntamento appuntamenti promemoria',
    'o os as um uma meu minha com no na do da consulta compromisso lembrete',
    '预约 日程 安排 提醒 予定 予約',
  ]
    .join(' ')
    .split(' '),
)

/** Chinese and Japanese run words together: a long run is also searched by its pairs of characters. */
const runTogether = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{3,}$/u
const pairsOf = (word: string) => [...word].slice(0, -1).map((char, index) => char + [...word][index + 1]!)

/** The words of a search that tell events apart. */
function significantWords(query: string): string[] {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap((word) => (runTogether.test(word) ? pairsOf(word) : [word]))
    .filter((word) => word.length > 1 && !commonWords.has(word))
  return words.length ? words : [foldText(query).trim()].filter(Boolean)
}

const scoreOf = (event: ZonedEvent, words: string[]) => {
  const text = foldText(`${event.summary} ${event.description ?? ''}`)
  return words.filter((word) => text.includes(word)).length
}

/** The person's events that best match the words (a series once), optionally only those in a range. */
async function findMatches(context: CalendarContext, query: string, range?: { from?: string; to?: string }) {
  const words = significantWords(query)
  const found = new Map<string, ZonedEvent>()
  for (const word of words) {
    for (const event of await context.calendar.search(word)) found.set(seriesOf(event), event)
  }
  let candidates = [...found.values()]
  if (range?.from && range.to) {
    const from = Date.parse(range.from)
    const to = Date.parse(range.to)
    candidates = candidates.filter(
      (event) => event.recurrence.length > 0 || (event.start.getTime() < to && event.end.getTime() > from),
    )
  }
  const scored = candidates.map((event) => ({ event, score: scoreOf(event, words) }))
  const best = Math.max(0, ...scored.map((item) => item.score))
  return best === 0 ? [] : scored.filter((item) => item.score === best).map((item) => item.event)
}

type Target = { event: ZonedEvent } | { result: CalendarResult }

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
function newStart(request: CalendarRequest, event: ZonedEvent): Date | undefined {
  if (!request.start) return undefined
  if (!request.timeOnly && !request.dateOnly) return new Date(request.start)
  const zone = event.timeZone
  const old = wallTimeAt(event.start, zone)
  const said = wallTimeAt(new Date(request.start), zone)
  const [day, time] = request.timeOnly ? [old, said] : [said, old]
  return zonedInstant({ ...day, hour: time.hour, minute: time.minute, second: 0 }, zone)
}

const YEAR_MS = 366 * 24 * 60 * 60 * 1000

/** The occurrences of a series from one moment to another, in order. */
async function occurrencesOf(series: ZonedEvent, from: Date, to: Date, context: CalendarContext) {
  const id = seriesOf(series)
  const listed = await context.calendar.list({ timeMin: from, timeMax: to })
  return listed.filter((event) => seriesOf(event) === id && event.id !== id)
}

/**
 * Which occurrences of a repeating event a change or a cancellation is about: those in the period
 * named ("tomorrow's pills"), the next one when the person chose "only the next", or a question
 * when they named none and did not choose (changing every day is more than they may have meant).
 */
async function chosenOccurrences(
  request: CalendarRequest,
  series: ZonedEvent,
  context: CalendarContext,
  period?: { from: Date; to: Date },
): Promise<ZonedEvent[] | { result: CalendarResult }> {
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
  const allDay = Boolean(request.allDay)
  const at = (time: string) => (allDay ? dayStart(new Date(time), zone) : new Date(time))
  const event = await context.calendar.create({
    summary: titled(summary),
    description: request.description,
    start: at(request.start),
    ...(request.end ? { end: at(request.end) } : {}),
    allDay,
    timeZone: zone,
    ...(rule ? { recurrence: [rule] } : {}),
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
    const said = request.start && !request.timeOnly ? dayAround(new Date(request.start), event.timeZone) : undefined
    const chosen = await chosenOccurrences(request, event, context, said)
    if ('result' in chosen) return chosen
    if (chosen.length !== 1) return { result: { kind: 'no-match', query: request.searchQuery ?? event.summary } }
    event = chosen[0]!
  }
  const one = Boolean(event.seriesId)
  const start = newStart(request, event)
  // A new day for an all-day event keeps it all day; a time of day makes it a timed one.
  const wholeDays = Boolean(request.allDay || (event.allDay && request.dateOnly))
  const change: EventChange = {
    ...(start ? { start: wholeDays ? dayStart(start, event.timeZone) : start, allDay: wholeDays } : {}),
    ...(request.end && !request.timeOnly && !request.dateOnly && !wholeDays ? { end: new Date(request.end) } : {}),
    ...(request.description ? { description: request.description } : {}),
    ...(renamed ? { summary: request.summary!.trim() } : {}),
    ...(rule ? { recurrence: [rule] } : {}),
  }
  const updated = await context.calendar.update(one ? event.id : seriesOf(event), change)
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
  const series = event.seriesId ? ((await context.calendar.get(event.seriesId)) ?? event) : event
  if (!(await context.calendar.delete(series.id))) return { result: { kind: 'no-event-with-id', id: event.id } }
  return { result: { kind: 'cancelled', event }, undo: [recreation(series, true)] }
}

/** The day around a moment, in a zone: from its start to the next day's. */
const dayAround = (moment: Date, zone: string) => ({ from: dayStart(moment, zone), to: dayStart(moment, zone, 1) })

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
