// A recurring event from what the request said: the RRULE (with the weekday, month day or month the
// dates supply, and a count or until), and its first occurrence at or after now (product.md 9).
import { findDates } from './date-parsers.ts'
import { type Length, type PartOfDay, type RecurrencePhrase } from './recurrence.ts'
import { firstOccurrence, type RecurrenceRule, toRRuleLine } from './recurrence-rule.ts'
import { type Clock, type WhenFound } from './when.ts'
import { addDays, utcMsToWall, type WallTime, wallTimeAt, zonedInstant } from './zoned-time.ts'
import { type CalendarLanguage, type Span } from './parser-words.ts'

/** The usual time for a repeat that names only a part of the day ("every morning"). */
const PART_OF_DAY_TIMES: Record<PartOfDay, Clock> = {
  morning: { hour: 9, minute: 0 },
  afternoon: { hour: 15, minute: 0 },
  evening: { hour: 19, minute: 0 },
  night: { hour: 20, minute: 0 },
}

type Context = { text: string; language: CalendarLanguage; now: Date; timeZone: string }
type Clocked = Pick<Context, 'now' | 'timeZone'>

/** The last moment of the day an "until" names; for a month alone, of the day before it starts. */
export function findUntil(phrase: RecurrencePhrase, context: Context): { until: Date; span: Span } | null {
  if (!phrase.until) return null
  const rest = context.text.slice(phrase.until.end)
  const result = findDates(rest, context.language, context.now, context.timeZone).find((r) => r.index <= 2)
  if (!result || !(result.start.isCertain('day') || result.start.isCertain('month'))) return null
  const c = result.start
  const day = { year: c.get('year')!, month: c.get('month')!, day: c.isCertain('day') ? c.get('day')! : 1 }
  const lastDay = c.isCertain('day') ? day : addDays({ ...day, hour: 0, minute: 0, second: 0 }, -1)
  const end: WallTime = { ...lastDay, hour: 23, minute: 59, second: 59 }
  const span = { start: phrase.until.start, end: phrase.until.end + result.index + result.text.length }
  return { until: zonedInstant(end, context.timeZone), span }
}

/** The count a length makes when it is in the repeat's own unit ("every week for 5 weeks": 5). */
function countOf(phrase: RecurrencePhrase): number | undefined {
  if (phrase.count) return phrase.count
  const unit = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' }[phrase.freq]
  if (!phrase.length || phrase.length.unit !== unit || phrase.weekdays.length > 1) return undefined
  return Math.max(1, Math.ceil(phrase.length.amount / phrase.interval))
}

/** The rule's parts, filling weekday, month day and month from the date that was said. */
function ruleOf(phrase: RecurrencePhrase, when: WhenFound): RecurrenceRule {
  const { freq, interval, nth, monthDay } = phrase
  const rule: RecurrenceRule = { freq, interval, nth, monthDay, weekdays: [...phrase.weekdays], count: countOf(phrase) }
  if (rule.freq === 'WEEKLY' && !rule.weekdays.length && when.weekday !== undefined) rule.weekdays = [when.weekday]
  if (rule.freq === 'MONTHLY' && !rule.monthDay && !rule.nth && when.day && !when.monthOnly) {
    rule.monthDay = when.day.day
  }
  const minutes = new Set(when.times?.map((time) => time.minute))
  if (when.times && minutes.size === 1)
    rule.hours = [...new Set(when.times.map((time) => time.hour))].sort((a, b) => a - b)
  if (rule.freq === 'YEARLY' && when.day) {
    rule.month = when.day.month
    if (!when.monthOnly) rule.monthDay = when.day.day
  }
  return rule
}

/** What a recurring request makes: its RRULE line, and its first start when a time is known. */
export function buildRepeat(phrase: RecurrencePhrase, when: WhenFound, until: Date | undefined, context: Clocked) {
  const rule = ruleOf(phrase, when)
  const time = when.time ?? (phrase.partOfDay ? PART_OF_DAY_TIMES[phrase.partOfDay] : undefined)
  const now: WallTime = { ...wallTimeAt(context.now, context.timeZone), second: 0 }
  const anchorDay = when.day && !when.monthOnly ? when.day : now
  const start = time ? (firstOccurrence(rule, { ...anchorDay, ...time, second: 0 }, now) ?? undefined) : undefined
  const lengthUntil =
    phrase.length && !rule.count ? lengthEnd(phrase.length, start ?? now, context.timeZone) : undefined
  return { line: toRRuleLine({ ...rule, until: until ?? lengthUntil }), start }
}

/** The end of "for 3 months" on a repeat counted in another unit: that long from its first day, inclusive. */
function lengthEnd({ amount, unit }: Length, from: WallTime, timeZone: string): Date {
  const months = unit === 'month' ? amount : unit === 'year' ? amount * 12 : 0
  const days = unit === 'day' ? amount : unit === 'week' ? amount * 7 : 0
  const later = utcMsToWall(Date.UTC(from.year, from.month - 1 + months, from.day + days))
  return zonedInstant({ ...addDays(later, -1), hour: 23, minute: 59, second: 59 }, timeZone)
}
