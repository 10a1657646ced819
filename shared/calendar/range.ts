// The window a question about the calendar asks about: "tomorrow" is that whole day, "this week"
// runs from today to the end of Sunday, "next week" is Monday to Monday, "this month", "this weekend".
import { addDays, startOfDay, type WallTime, wallTimeAt, weekdayOf } from './zoned-time.ts'
import { type Span, spanOf, toNumber, wordRegex, NUMBER_WORDS } from './parser-words.ts'
import { type Day, type WhenFound } from './when.ts'

/** A window of wall-clock time: from start (inclusive) to end (exclusive). */
export type WallRange = { start: WallTime; end: WallTime; span?: Span }

const midnight = (day: Day): WallTime => ({ ...day, hour: 0, minute: 0, second: 0 })
/** Days from a weekday to the next Monday (a week runs Monday to Sunday). */
const daysToMonday = (wall: WallTime) => (8 - weekdayOf(wall)) % 7 || 7
const firstOfMonth = (year: number, month: number): WallTime =>
  month > 12 ? midnight({ year: year + 1, month: month - 12, day: 1 }) : midnight({ year, month, day: 1 })

type Phrase = { pattern: RegExp; window: (today: WallTime, match: RegExpExecArray) => Omit<WallRange, 'span'> }

const phrases: Phrase[] = [
  {
    pattern: wordRegex(
      `(?:in\\s+)?the\\s+next\\s+(\\d+|${NUMBER_WORDS})\\s+days|(?:en\\s+)?los\\s+pr[oó]ximos\\s+(\\d+|${NUMBER_WORDS})\\s+d[ií]as`,
    ),
    window: (today, m) => ({ start: today, end: addDays(today, 1 + (toNumber(m[1] ?? m[2]) ?? 7)) }),
  },
  {
    pattern: wordRegex(
      '(?:for\\s+|during\\s+)?next\\s+week(?:end)?|(?:para\\s+|durante\\s+)?(?:la\\s+)?(?:pr[oó]xima\\s+semana|semana\\s+(?:que\\s+viene|pr[oó]xima))|el\\s+pr[oó]ximo\\s+fin\\s+de\\s+semana',
    ),
    window: (today, m) => {
      const monday = addDays(today, daysToMonday(today))
      return /end|fin/i.test(m[0])
        ? { start: addDays(monday, 5), end: addDays(monday, 7) }
        : { start: monday, end: addDays(monday, 7) }
    },
  },
  {
    pattern: wordRegex(
      '(?:for\\s+|during\\s+)?(?:this|the)\\s+weekend|(?:para\\s+)?este\\s+fin\\s+de\\s+semana|el\\s+fin\\s+de\\s+semana',
    ),
    window: (today) => {
      const weekday = weekdayOf(today)
      const start = weekday === 0 || weekday === 6 ? today : addDays(today, 6 - weekday)
      return { start, end: addDays(today, daysToMonday(today)) }
    },
  },
  {
    pattern: wordRegex(
      '(?:for\\s+|during\\s+)?(?:this|the)\\s+(?:whole\\s+|rest\\s+of\\s+the\\s+)?week|(?:para\\s+|durante\\s+)?esta\\s+semana',
    ),
    window: (today) => ({ start: today, end: addDays(today, daysToMonday(today)) }),
  },
  {
    pattern: wordRegex(
      '(?:for\\s+|during\\s+)?next\\s+month|(?:para\\s+)?(?:el\\s+)?(?:pr[oó]ximo\\s+mes|mes\\s+que\\s+viene)',
    ),
    window: (today) => ({
      start: firstOfMonth(today.year, today.month + 1),
      end: firstOfMonth(today.year, today.month + 2),
    }),
  },
  {
    pattern: wordRegex('(?:for\\s+|during\\s+)?this\\s+month|(?:para\\s+)?este\\s+mes'),
    window: (today) => ({ start: today, end: firstOfMonth(today.year, today.month + 1) }),
  },
]

/** The window a phrase such as "this week" names, with where it was said; null when none does. */
export function findRangePhrase(text: string, now: Date, timeZone: string): WallRange | null {
  const today = startOfDay(wallTimeAt(now, timeZone))
  for (const phrase of phrases) {
    const match = phrase.pattern.exec(text)
    if (match) return { ...phrase.window(today, match), span: spanOf(match) }
  }
  return null
}

/** The window of a found date: its whole day, or its whole month when only a month was said. */
export function rangeOfWhen(found: WhenFound): WallRange | null {
  if (!found.day) return null
  if (found.monthOnly) {
    const { year, month } = found.day
    return { start: midnight({ year, month, day: 1 }), end: firstOfMonth(year, month + 1) }
  }
  const start = midnight(found.day)
  if (found.end?.day) return { start, end: addDays(midnight(found.end.day), 1) }
  return { start, end: addDays(start, 1) }
}
