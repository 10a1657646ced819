// Reads when an event is: the day, the time of day, an end time, or a moment from now ("in 2 hours"),
// as wall-clock values in the user's zone. chrono-node finds the phrases; this chooses among them.
import { type ParsedComponents, type ParsedResult } from 'chrono-node'
import { findDates, relativeInstant } from './date-parsers.ts'
import { invalidDateSpans, isCountOfThings, loneNumberAt, titleWordAt } from './date-checks.ts'
import { addDays, type WallTime, wallTimeAt, wallToUtcMs, weekdayOf } from './zoned-time.ts'
import { type PartOfDay } from './recurrence.ts'
import { blankSpans, type CalendarLanguage, type Span, wordRegex } from './parser-words.ts'
import { partOfDayOf } from './grammar.ts'
import { allGrammars, orGrammars } from './grammars.ts'

/** A calendar day. */
export type Day = { year: number; month: number; day: number }
/** A time of day on the 24-hour clock. */
export type Clock = { hour: number; minute: number }

/** What a request says about when. */
export type WhenFound = {
  /** The day, when one was said ("tomorrow", "on Friday", "December 3rd"). */
  day?: Day
  /** The weekday, when one was named ("on Friday"): 0 Sunday .. 6 Saturday. */
  weekday?: number
  /** Only a month was said ("in December"): day is its first. */
  monthOnly?: boolean
  time?: Clock
  /** Every time said, when there are several ("at 8am and 8pm"). */
  times?: Clock[]
  end?: { day?: Day; time: Clock }
  /** A moment counted from now ("in 2 hours"). */
  instant?: Date
  /** A date that does not exist was named (product.md 5). */
  invalidDate?: boolean
  spans: Span[]
}

type Context = {
  text: string
  language: CalendarLanguage
  now: Date
  timeZone: string
  latest: boolean
  partOfDay?: PartOfDay
}

const PERIOD_HOURS: Record<string, number> = { morning: 9, afternoon: 15, evening: 19, tonight: 20, night: 20 }
const relativeWords = wordRegex(
  `next|this|coming|pr[oó]xim[oa]|que\\s+viene|siguiente|este|esta${orGrammars((grammar) => grammar.relative)}`,
)

const dayOf = (c: ParsedComponents): Day => ({ year: c.get('year')!, month: c.get('month')!, day: c.get('day')! })
const hasDay = (c: ParsedComponents) => c.isCertain('day') || c.isCertain('weekday')
const periodOf = (r: ParsedResult | ParsedComponents) =>
  [...r.tags()]
    .map((tag) => /^casualReference\/(morning|afternoon|evening|tonight|night)$/.exec(tag)?.[1])
    .find(Boolean)
/** The grammars' part-of-day words ("matin", "Abend", "晚上"), longest first, and what they stand for. */
const PART_WORDS = new Map(
  allGrammars
    .flatMap((grammar) => Object.entries(grammar.repeats.partsOfDay))
    .sort(([a], [b]) => b.length - a.length)
    .map(([word, part]) => [word.toLowerCase(), partOfDayOf(part)]),
)
const partWords = wordRegex([...PART_WORDS.keys()].join('|') || '(?!)')
/** A part of the day a result names in words chrono reads without a tag ("demain matin"). */
const periodInText = (r: ParsedResult) => {
  const word = partWords.exec(r.text)?.[0]
  return word ? PART_WORDS.get(word.toLowerCase()) : undefined
}
const hasTime = (c: ParsedComponents) => c.isCertain('hour') || periodOf(c) !== undefined
const hasTimeSaid = (p: { c: ParsedComponents; result: ParsedResult }) =>
  hasTime(p.c) || (periodInText(p.result) !== undefined && !p.c.isCertain('hour'))

/** Parses with chrono, hiding lone numbers and title words ("bingo night") until what is left are dates. */
function usefulResults(context: Context): ParsedResult[] {
  let text = context.text
  for (let round = 0; round < 5; round++) {
    const results = findDates(text, context.language, context.now, context.timeZone)
    const hide = results.map((r) => loneNumberAt(r, text) ?? titleWordAt(r, text)).find(Boolean)
    if (!hide) return results.filter((r) => !isCountOfThings(r, text))
    text = blankSpans(text, [hide])
  }
  return []
}

/** One phrase chrono found, read as when the event is. */
type Piece = { c: ParsedComponents; end?: ParsedComponents; result: ParsedResult }

/** A change "from Friday to Monday" moves the event to Monday: the range's end is the new start. */
function pieceOf(result: ParsedResult, latest: boolean): Piece {
  const { start, end } = result
  const otherDay = end && (end.isCertain('day') || end.isCertain('weekday')) && end.get('day') !== start.get('day')
  if (latest && end && otherDay) return { c: end, result }
  return { c: start, end: end ?? undefined, result }
}

const pmWords = wordRegex(
  `evening|tonight|night|dinner|supper|tarde|noche|cena${orGrammars((grammar) => grammar.evening)}`,
)

/** Hour on the 24-hour clock, reading "at 3" as 3 pm and "at 9" as 9 am unless the words say otherwise. */
function resolveHour({ c, result }: Piece, context: Context): number {
  const hour = c.get('hour')!
  if (!c.isCertain('hour')) return PERIOD_HOURS[periodOf(c) ?? periodInText(result) ?? ''] ?? hour
  if (c.isCertain('meridiem') || hour === 0 || hour >= 12 || /(?:^|\D)0\d[:.]\d\d/.test(result.text)) return hour
  const period = periodOf(result) ?? context.partOfDay
  if (period === 'morning') return hour
  if (period || pmWords.test(context.text)) return hour + 12
  return hour <= 6 ? hour + 12 : hour
}

/** The next day (today or later) with a weekday, skipping today when the time has already passed. */
function nextWeekday(weekday: number, time: Clock | undefined, now: WallTime): Day {
  const today = { ...now, hour: 0, minute: 0, second: 0 }
  let ahead = (weekday - weekdayOf(today) + 7) % 7
  if (ahead === 0 && time && time.hour * 60 + time.minute <= now.hour * 60 + now.minute) ahead = 7
  const { year, month, day } = addDays(today, ahead)
  return { year, month, day }
}

/** The end of a range ("from 2 to 5"): after the start, reading a bare hour as the next one that is. */
function endClock(c: ParsedComponents, start: Clock | undefined): Clock | undefined {
  if (!c.isCertain('hour')) return undefined
  let hour = c.get('hour')!
  const minute = c.get('minute') ?? 0
  if (start && !c.isCertain('meridiem') && hour < 12 && hour * 60 + minute <= start.hour * 60 + start.minute) {
    hour += 12
  }
  return { hour: hour % 24, minute }
}

/** The day a dated phrase names: a bare weekday is the next one (today counts if the time is still ahead). */
function dayFields({ c, result }: Piece, time: Clock | undefined, context: Context): Partial<WhenFound> {
  const weekdayOnly = c.isCertain('weekday') && !c.isCertain('day') && !relativeWords.test(result.text)
  const now = wallTimeAt(context.now, context.timeZone)
  const day = weekdayOnly ? nextWeekday(c.get('weekday')!, time, now) : dayOf(c)
  const monthOnly = !hasDay(c)
  return {
    day: monthOnly ? { ...day, day: 1 } : day,
    monthOnly,
    weekday: c.isCertain('weekday') ? c.get('weekday')! : undefined,
  }
}

/** Reads the day, time and end from the results chrono found. */
function fromResults(results: ParsedResult[], context: Context): WhenFound {
  const pieces = results.map((r) => pieceOf(r, context.latest))
  // A change names the new time last ("move it from Friday to Monday"); anything else, first.
  const pick = (test: (p: Piece) => boolean) => (context.latest ? pieces.filter(test).at(-1) : pieces.find(test))
  const relative = pick((p) => p.result.tags().has('result/relativeDateAndTime'))
  const dated = pick((p) => hasDay(p.c) || p.c.isCertain('month'))
  // An hour said wins over a part of the day said before it ("后天上午去银行，大概十点").
  const timed = pick((p) => p.c.isCertain('hour')) ?? pick(hasTimeSaid)
  const spans = results.map(spanOfResult)
  if (relative) return { instant: relativeInstant(relative.c, context.now, context.timeZone), spans }
  // A part of the day with no hour ("demain matin") is on the hour, not at the minute it is now.
  const time = timed && {
    hour: resolveHour(timed, context),
    minute: timed.c.isCertain('hour') ? (timed.c.get('minute') ?? 0) : 0,
  }
  // "Ce soir à 20h30", "今晚8点": tonight is today, though chrono does not say the day for certain.
  const tonight = !dated && timed && periodOf(timed.result) ? { day: dayOf(timed.c) } : {}
  const found: WhenFound = { time, spans, ...(dated ? dayFields(dated, time, context) : tonight) }
  const times = pieces
    .filter((p) => p.c.isCertain('hour'))
    .map((p) => ({ hour: resolveHour(p, context), minute: p.c.get('minute') ?? 0 }))
  if (times.length > 1) found.times = times
  const endSource = timed?.end ?? dated?.end
  const endTime = endSource && endClock(endSource, time)
  if (endSource && endTime) {
    found.end = { time: endTime, day: endSource.isCertain('day') ? dayOf(endSource) : undefined }
  }
  return found
}

/** Where a result was said, leaving out punctuation chrono takes along ("on Friday,"). */
const spanOfResult = (r: ParsedResult): Span => ({
  start: r.index,
  end: r.index + r.text.replace(/[\s,.;:!?]+$/u, '').length,
})

/** How to read the dates: `latest` prefers the last one said (a change); `partOfDay` comes from a repeat. */
export type WhenOptions = { latest?: boolean; partOfDay?: PartOfDay }

/** Finds when a request says an event is, in the zone's wall-clock terms. */
export function findWhen(
  text: string,
  language: CalendarLanguage,
  now: Date,
  timeZone: string,
  options: WhenOptions = {},
): WhenFound {
  const context = { text, language, now, timeZone, latest: options.latest ?? false, partOfDay: options.partOfDay }
  const invalid = invalidDateSpans(text, language, wallTimeAt(now, timeZone))
  const results = usefulResults({ ...context, text: blankSpans(text, invalid) })
  if (!invalid.length) return fromResults(results, context)
  // A request naming a date that does not exist gets no date at all: better to ask than to guess.
  return { invalidDate: true, spans: [...invalid, ...results.map(spanOfResult)] }
}

/** What a request says about when, read in the language that reads most of it, and that language. */
export function findWhenIn(
  text: string,
  languages: readonly CalendarLanguage[],
  now: Date,
  timeZone: string,
  options: WhenOptions = {},
): { when: WhenFound; language: CalendarLanguage } {
  const covered = (found: WhenFound) => found.spans.reduce((sum, span) => sum + span.end - span.start, 0)
  let best = { when: findWhen(text, languages[0]!, now, timeZone, options), language: languages[0]! }
  // A short note ("le 12 a 9h30 coiffeur") may look like another language: its neighbours try too,
  // and are taken only when they read a time ("mie" alone would be a Spanish Wednesday).
  for (const language of languages.slice(1, 3)) {
    const when = findWhen(text, language, now, timeZone, options)
    if ((when.time || when.instant) && covered(when) > covered(best.when)) best = { when, language }
  }
  return best
}

/** The wall-clock start a found day and time make; a time with no day is its next coming. */
export function startWall(found: WhenFound, now: Date, timeZone: string): WallTime | undefined {
  // "In December at noon" does not say which day.
  if (!found.time || found.monthOnly) return undefined
  const nowWall = wallTimeAt(now, timeZone)
  if (found.day) return { ...found.day, ...found.time, second: 0 }
  const today: WallTime = { ...nowWall, ...found.time, second: 0 }
  return wallToUtcMs(today) >= wallToUtcMs({ ...nowWall, second: 0 }) ? today : addDays(today, 1)
}
