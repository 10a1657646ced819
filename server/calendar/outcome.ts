import { joinList } from '#shared/chat/builtin/phrasebook.ts'
import { dateIn } from '#shared/calendar/all-day.ts'
import type { CalendarRequest } from '#shared/schemas/calendar.ts'
import type { EventDraft, ZonedEvent } from './event.ts'
import { sayDay, sayEvent, sayEventWhen } from './describe.ts'
import { calendarWords } from './phrases.ts'
import { formatInZone } from './time.ts'
import type { CalendarContext } from './executor.ts'

/**
 * What running a calendar request did, or why it did nothing, as facts: the executor decides and
 * acts; `sayResult` words it in the person's language, and hosted models receive the facts.
 */
export type CalendarResult =
  | { kind: 'created'; event: ZonedEvent; repeating: boolean }
  /** One occurrence of a repeating event moved; the others stay. */
  | { kind: 'moved-one'; event: ZonedEvent }
  | { kind: 'moved'; event: ZonedEvent }
  | { kind: 'updated'; event: ZonedEvent }
  /** Some occurrences of a repeating event cancelled; the others stay. */
  | { kind: 'cancelled-occurrences'; summary: string; occurrences: ZonedEvent[] }
  | { kind: 'cancelled'; event: ZonedEvent }
  /** The events a list found: in a period (from and to absent: the coming week), or by name further ahead. */
  | { kind: 'listed'; events: ZonedEvent[]; from?: string; to?: string; query?: string; byName?: boolean }
  | { kind: 'needs-title-and-time' }
  /** A title and no time: Sage asks, and the answer finishes the event (follow-up.ts). */
  | { kind: 'needs-time'; summary: string }
  | { kind: 'needs-what-to-update' }
  | { kind: 'needs-target'; action: CalendarRequest['action'] }
  | { kind: 'cannot-repeat' }
  | { kind: 'no-event-with-id'; id: string }
  | { kind: 'no-match'; query: string }
  | { kind: 'several-match'; query: string; events: ZonedEvent[] }
  /** A repeating event and no day named: which occurrences, the next one or all? */
  | { kind: 'which-occurrences'; action: 'update' | 'delete'; series: ZonedEvent; next: ZonedEvent }
  | { kind: 'unsure-action' }
  | { kind: 'failed' }

/**
 * What a request leaves behind: what happened, in facts and in words, whether the calendar changed
 * (the widgets refresh), and for a cancellation the events the screen's Undo creates again.
 */
export type CalendarOutcome = {
  result: CalendarResult
  text: string
  changed: boolean
  undo?: EventDraft[]
}

const changing = new Set<CalendarResult['kind']>([
  'created',
  'moved-one',
  'moved',
  'updated',
  'cancelled-occurrences',
  'cancelled',
])

/** Whether a result changed the calendar. */
export const changedCalendar = (result: CalendarResult) => changing.has(result.kind)

/** Most events a list names, and a "be more specific" answer (product.md 5). */
const LISTED = 5
const MATCHES_SHOWN = 3

/** The period a list covers, in words: the coming days, today, tomorrow, from ... to ... */
function sayPeriod(context: CalendarContext, from?: string, to?: string): string {
  const words = calendarWords(context.language)
  if (!from || !to) return words.period.upcoming
  const { language, timeZone, now } = context
  const day = (instant: Date) => sayDay(instant, timeZone, language)
  const first = new Date(from)
  const last = new Date(Date.parse(to) - 1)
  if (day(first) === day(last)) {
    if (day(first) === day(now)) return words.period.today
    if (day(first) === day(new Date(now.getTime() + 24 * 60 * 60 * 1000))) return words.period.tomorrow
  }
  return words.period.between(day(first), day(last))
}

/** The one place a calendar result is put into words, in the person's language. */
export function sayResult(result: CalendarResult, context: CalendarContext): string {
  const { language } = context
  const words = calendarWords(language)
  switch (result.kind) {
    case 'created': {
      const { event } = result
      return result.repeating
        ? words.addedRepeating(
            event.summary,
            sayEventWhen(event, language, true),
            sayDay(event.start, event.timeZone, language),
          )
        : words.added(event.summary, sayEventWhen(event, language))
    }
    case 'moved-one':
      return words.movedOne(result.event.summary, sayEventWhen(result.event, language))
    case 'moved':
      return words.moved(result.event.summary, sayEventWhen(result.event, language, true))
    case 'updated':
      return words.updated(result.event.summary)
    case 'cancelled-occurrences': {
      const whens = result.occurrences.map((occurrence) => sayEventWhen(occurrence, language))
      return words.cancelledOne(result.summary, joinList(whens, ', ', ', '))
    }
    case 'cancelled':
      return words.cancelled(result.event.summary, sayEventWhen(result.event, language, true))
    case 'listed': {
      if (result.byName)
        return words.listAfter(
          '',
          result.events.slice(0, LISTED).map((event) => sayEvent(event, language, true)),
        )
      const period = sayPeriod(context, result.from, result.to)
      if (result.events.length === 0)
        return result.query ? words.noEventsMatching(result.query) : words.nothingPlanned(period)
      const shown = result.events.slice(0, LISTED).map((event) => sayEvent(event, language))
      return words.listAfter(words.youHave(result.events.length, period), shown)
    }
    case 'needs-title-and-time':
      return words.needTitleAndTime
    case 'needs-time':
      return words.askTime(result.summary)
    case 'needs-what-to-update':
      return words.needWhatToUpdate
    case 'needs-target':
      return words.needMoreInformation(words.actions[result.action])
    case 'cannot-repeat':
      return words.cannotRepeat
    case 'no-event-with-id':
      return words.noEventWithId(result.id)
    case 'no-match':
      return words.noEventsMatching(result.query)
    case 'several-match':
      return words.listAfter(
        words.multipleMatching(result.query),
        result.events.slice(0, MATCHES_SHOWN).map((event) => sayEvent(event, language, true)),
      )
    case 'which-occurrences': {
      const { series, next } = result
      const rule = sayEventWhen(series, language, true)
      const day = sayDay(next.start, next.timeZone, language)
      return words.askWhich(result.action, series.summary, rule, day)
    }
    case 'unsure-action':
      return words.unsureAction
    case 'failed':
      return words.failed
  }
}

/** An event as a hosted model receives it: its title, when (the dates of an all-day one), and whether it repeats. */
function eventFacts(event: ZonedEvent) {
  const written = (instant: Date) =>
    event.allDay ? dateIn(instant, event.timeZone) : formatInZone(instant, event.timeZone)
  return {
    summary: event.summary,
    start: written(event.start),
    end: written(event.end),
    timeZone: event.timeZone,
    allDay: event.allDay,
    repeats: event.recurrence.length > 0 || Boolean(event.seriesId),
  }
}

/**
 * What the calendar tool answers a hosted model: the facts of the result (events with their
 * times) and the sentence Sage would say, which the model may use as it is.
 */
export function resultFacts(outcome: CalendarOutcome) {
  const { result } = outcome
  const facts: Record<string, unknown> = { kind: result.kind, changed: outcome.changed }
  if ('event' in result) facts.event = eventFacts(result.event)
  if ('events' in result) facts.events = result.events.slice(0, LISTED).map(eventFacts)
  if ('occurrences' in result) facts.occurrences = result.occurrences.map(eventFacts)
  if ('query' in result && result.query) facts.query = result.query
  return { ...facts, sentence: outcome.text }
}
