// The natural-language calendar request parser (product.md 3, 4, 5, 9): "Remind me to take my pills
// every day at 9am" becomes a create with a title, a first start in the user's zone and an RRULE.
import { type CalendarAction, classifyAction } from './action.ts'
import { findDuration } from './duration.ts'
import { findRangePhrase, rangeOfWhen, type WallRange } from './range.ts'
import { findRecurrence, type RecurrencePhrase } from './recurrence.ts'
import { buildRepeat, findUntil } from './repeat.ts'
import { requestLanguages } from './request-language.ts'
import { coreWords, splitChange, toSearchQuery, toSummary, withoutSpans } from './summary.ts'
import { findWhenIn, startWall, type WhenFound } from './when.ts'
import { blankSpans, type CalendarLanguage, normalizeRequest, type Span, spanOf, wordRegex } from './parser-words.ts'
import { addDays, formatZoned, isValidTimeZone, type WallTime, wallToUtcMs, zonedInstant } from './zoned-time.ts'

export type { CalendarAction } from './action.ts'

/** The chat assistant's time zone when none is given (product.md 9). */
export const DEFAULT_TIME_ZONE = 'America/New_York'
/** Length of an event when the request gives none (product.md 9). */
export const DEFAULT_EVENT_MINUTES = 60

/** A calendar request read from a chat message (product.md 3). */
export type ParsedCalendarRequest = {
  action: CalendarAction
  summary?: string
  description?: string
  /** ISO 8601 with the zone's offset. */
  start?: string
  end?: string
  /** Only a time was said ("change my lunch to 1pm"): keep the event's date. */
  timeOnly?: boolean
  /** Only a day was said in a change ("move my haircut to Friday"): keep the event's time. */
  dateOnly?: boolean
  /** Whole days, from midnight (start) to midnight (end): "all day" was said. */
  allDay?: boolean
  /** For a repeating event: only one occurrence, or the whole series (set from an answer to Sage's question). */
  scope?: 'one' | 'series'
  timeZone: string
  isRecurring: boolean
  recurrencePattern?: string
  eventId?: string
  searchQuery?: string
  rangeStart?: string
  rangeEnd?: string
  missingFields: string[]
  language: CalendarLanguage
}

/** Everything read from the text before the action decides what to keep. */
type Reading = {
  action: CalendarAction
  language: CalendarLanguage
  when: WhenFound
  repeat?: RecurrencePhrase
  until?: Date
  minutes?: number
  range: WallRange | null
  /** "All day" was said. */
  allDay: boolean
  eventId?: string
  description?: string
  words: string
}

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i
const note =
  /(?:^|[\s,.;])(?:notes?|description|details|nota|notas|descripci[oó]n|remarque|d[ée]tails|notiz|beschreibung|dettagli|descrizione|observa[cç][aã]o|备注|メモ)\s*[:：]\s*(.+)$/iu
const allDayPhrase = wordRegex(
  '(?:for\\s+)?(?:the\\s+)?(?:all[\\s-]day|whole\\s+day|entire\\s+day)(?:\\s+long)?|(?:durante\\s+)?(?:todo\\s+el\\s+d[ií]a|el\\s+d[ií]a\\s+(?:entero|completo))|' +
    // French, German, Italian, Portuguese, Chinese, Japanese
    '(?:pendant\\s+)?toute\\s+la\\s+journ[ée]e|(?:la\\s+)?journ[ée]e\\s+enti[eè]re|den\\s+ganzen\\s+tag|ganzt[äa]gig|' +
    'tutto\\s+il\\s+giorno|tutta\\s+la\\s+giornata|(?:durante\\s+)?o\\s+dia\\s+(?:todo|inteiro)|todo\\s+o\\s+dia|' +
    '全天|一整天|終日|一日中',
)

/** Finds a pattern, records its span, and blanks it out of the text for the next finder. */
function take(text: string, spans: Span[], pattern: RegExp): [string, RegExpExecArray | null] {
  const match = pattern.exec(text)
  if (!match) return [text, null]
  spans.push(spanOf(match))
  return [blankSpans(text, [spanOf(match)]), match]
}

/** Reads every part of a request: action, language, dates, repeat, length, window, id and title words. */
function read(text: string, now: Date, timeZone: string): Reading {
  const action = classifyAction(text)
  const languages = requestLanguages(text)
  const likeliest = languages[0]!
  const spans: Span[] = []
  const [afterId, id] = take(text, spans, uuid)
  const [afterDescribed, described] = take(afterId, spans, note)
  const [afterNote, allDay] = take(afterDescribed, spans, allDayPhrase)
  const repeat = findRecurrence(afterNote) ?? undefined
  const until = repeat && findUntil(repeat, { text: afterNote, language: likeliest, now, timeZone })
  const repeatSpans = [...(repeat?.spans ?? []), ...(until ? [until.span] : [])]
  let rest = blankSpans(afterNote, repeatSpans)
  const duration = findDuration(rest)
  const durationSpans = duration ? [duration.span] : []
  rest = blankSpans(rest, durationSpans)
  const range = action === 'get' || action === 'delete' ? findRangePhrase(rest, now, timeZone) : null
  const rangeSpans = range?.span ? [range.span] : []
  const { when, language } = findWhenIn(blankSpans(rest, rangeSpans), languages, now, timeZone, {
    latest: action === 'update',
    partOfDay: repeat?.partOfDay,
  })
  spans.push(...repeatSpans, ...durationSpans, ...rangeSpans, ...when.spans)
  return {
    action,
    language,
    when,
    repeat,
    until: until?.until,
    minutes: duration?.minutes,
    range,
    allDay: Boolean(allDay),
    eventId: id?.[0].toLowerCase(),
    description: described?.[1]?.trim(),
    words: coreWords(withoutSpans(text, spans), language),
  }
}

type Timing = Pick<ParsedCalendarRequest, 'start' | 'end' | 'timeOnly' | 'dateOnly' | 'allDay' | 'recurrencePattern'>

/**
 * Whether the request is for whole days: "all day" said with a day or a repeat and no time, or a
 * date that comes back every year (a birthday, an anniversary). Otherwise only when said: a
 * birthday party on Friday with no time may still be at three, so Sage asks.
 */
function isWholeDays(reading: Reading): boolean {
  const { when, repeat } = reading
  if (when.time || when.instant || when.monthOnly) return false
  // "Every year on February 14, our anniversary": a day to remember, not an hour.
  const yearlyDate = repeat?.freq === 'YEARLY' && Boolean(when.day)
  return (reading.allDay && Boolean(when.day || repeat)) || yearlyDate
}

/** Start and end of an all-day request: midnight of its (first) day to midnight of the next. */
function allDayTiming(reading: Reading, now: Date, timeZone: string): Timing {
  const midnight = { hour: 0, minute: 0 }
  const iso = (wall: WallTime) => formatZoned(zonedInstant(wall, timeZone), timeZone)
  let start: WallTime | undefined
  let recurrencePattern: string | undefined
  if (reading.repeat) {
    const built = buildRepeat(reading.repeat, { ...reading.when, time: midnight }, reading.until, { now, timeZone })
    ;[start, recurrencePattern] = [built.start, built.line]
  } else {
    start = { ...reading.when.day!, ...midnight, second: 0 }
  }
  if (!start) return { recurrencePattern }
  return { start: iso(start), end: iso(addDays(start, 1)), allDay: true, recurrencePattern }
}

/** The end: the one said ("from 2 to 5"), else start plus the length said, else an hour for a new event. */
function endOf(start: WallTime, reading: Reading, timeZone: string, fallback: boolean): Date | undefined {
  const said = reading.when.end
  if (said) {
    // The same day when that is after the start ("from 9 to 3"), else the day said, else the next.
    const sameDay: WallTime = { ...start, ...said.time, second: 0 }
    const saidDay: WallTime = { ...sameDay, ...(said.day ?? {}) }
    const after = (wall: WallTime) => wallToUtcMs(wall) > wallToUtcMs(start)
    const end = after(sameDay) ? sameDay : after(saidDay) ? saidDay : addDays(sameDay, 1)
    return zonedInstant(end, timeZone)
  }
  const minutes = reading.minutes ?? (fallback ? DEFAULT_EVENT_MINUTES : undefined)
  return minutes === undefined ? undefined : new Date(zonedInstant(start, timeZone).getTime() + minutes * 60_000)
}

/** Start, end and repeat of a create or update, as ISO strings in the zone. */
function timing(reading: Reading, now: Date, timeZone: string): Timing {
  if (isWholeDays(reading)) return allDayTiming(reading, now, timeZone)
  const { when, repeat } = reading
  const fallback = reading.action === 'create'
  const iso = (date: Date | undefined) => date && formatZoned(date, timeZone)
  let start: WallTime | undefined
  let recurrencePattern: string | undefined
  if (repeat) {
    const built = buildRepeat(repeat, when, reading.until, { now, timeZone })
    ;[start, recurrencePattern] = [built.start, built.line]
  } else if (when.instant) {
    const end = reading.minutes ?? (fallback ? DEFAULT_EVENT_MINUTES : undefined)
    const endAt = end === undefined ? undefined : new Date(when.instant.getTime() + end * 60_000)
    return { start: iso(when.instant), end: iso(endAt) }
  } else {
    start = startWall(when, now, timeZone)
  }
  if (!start) return dateOnlyTiming(reading, timeZone, recurrencePattern)
  const timeOnly = !repeat && !when.day ? true : undefined
  return {
    start: iso(zonedInstant(start, timeZone)),
    end: iso(endOf(start, reading, timeZone, fallback)),
    timeOnly,
    recurrencePattern,
  }
}

/** A change that names a day but no time: midnight of that day, marked dateOnly (keep the event's time). */
function dateOnlyTiming(reading: Reading, timeZone: string, recurrencePattern: string | undefined): Timing {
  const day = reading.when.day
  if (reading.action !== 'update' || !day || reading.when.monthOnly || reading.repeat) return { recurrencePattern }
  const start = zonedInstant({ ...day, hour: 0, minute: 0, second: 0 }, timeZone)
  return { start: formatZoned(start, timeZone), dateOnly: true, recurrencePattern }
}

/** The window asked about: a phrase such as "this week", else the day said; none means upcoming. */
function windowOf(reading: Reading, timeZone: string): Pick<ParsedCalendarRequest, 'rangeStart' | 'rangeEnd'> {
  const range = reading.range ?? rangeOfWhen(reading.when)
  if (!range) return {}
  return {
    rangeStart: formatZoned(zonedInstant(range.start, timeZone), timeZone),
    rangeEnd: formatZoned(zonedInstant(range.end, timeZone), timeZone),
  }
}

/** The order fields are written in, as product.md 3 lists them. */
const FIELD_ORDER: (keyof ParsedCalendarRequest)[] = [
  'action', 'summary', 'description', 'start', 'end', 'timeOnly', 'dateOnly', 'allDay', 'timeZone', 'isRecurring',
  'recurrencePattern', 'eventId', 'searchQuery', 'rangeStart', 'rangeEnd', 'missingFields', 'language',
] // prettier-ignore

/** Drops the fields left undefined and puts the rest in a steady order, so the JSON carries only what was found. */
function compact(request: ParsedCalendarRequest): ParsedCalendarRequest {
  const entries = FIELD_ORDER.filter((key) => request[key] !== undefined).map((key) => [key, request[key]])
  return Object.fromEntries(entries) as ParsedCalendarRequest
}

/** Builds the request for each action, with the fields it still needs (product.md 5). */
function build(reading: Reading, now: Date, timeZone: string): ParsedCalendarRequest {
  const { action, language, eventId, description } = reading
  const base = { action, timeZone, language, eventId, description, isRecurring: false, missingFields: [] as string[] }
  const needsEvent = !eventId
  if (action === 'get' || action === 'delete') {
    // "Cancel tomorrow's appointment": the day narrows it, so "appointment" is worth searching for.
    const dated = action === 'delete' && Boolean(reading.when.day || reading.when.time || reading.range)
    const searchQuery = toSearchQuery(reading.words, dated, language)
    const missingFields = action === 'delete' && needsEvent && !searchQuery ? ['event'] : []
    return { ...base, searchQuery, ...windowOf(reading, timeZone), missingFields }
  }
  const times = timing(reading, now, timeZone)
  const isRecurring = Boolean(reading.repeat)
  if (action === 'create') {
    const summary = toSummary(reading.words, language)
    const missingFields = [...(summary ? [] : ['summary']), ...(times.start ? [] : ['start'])]
    return { ...base, summary, ...times, isRecurring, missingFields }
  }
  const { target, newTitle } = splitChange(reading.words, Boolean(times.start || isRecurring))
  const searchQuery = toSearchQuery(target, Boolean(times.start), language)
  const summary = newTitle ? toSummary(newTitle, language) : undefined
  const changes = Boolean(times.start || times.end || summary || isRecurring || description)
  const missingFields = [...(needsEvent && !searchQuery ? ['event'] : []), ...(changes ? [] : ['change'])]
  return { ...base, summary, searchQuery, ...times, isRecurring, missingFields }
}

/** Reads a calendar request from a chat message; times are wall-clock times in options.timeZone. */
export function parseCalendarRequest(text: string, options: { now: Date; timeZone?: string }): ParsedCalendarRequest {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE
  if (!isValidTimeZone(timeZone)) throw new RangeError(`unknown time zone "${timeZone}"`)
  if (Number.isNaN(options.now.getTime())) throw new RangeError('"now" is not a valid date')
  return compact(build(read(normalizeRequest(text), options.now, timeZone), options.now, timeZone))
}
