// The window a question about the calendar asks about: "tomorrow" is that whole day, "this week"
// runs from today to the end of Sunday, "next week" is Monday to Monday, "this month", "this weekend".
import { addDays, startOfDay, type WallTime, wallTimeAt, weekdayOf } from './zoned-time.ts'
import { numberIn, type Span, spanOf, wordRegex, NUMBER_WORDS } from './parser-words.ts'
import { type Day, type WhenFound } from './when.ts'
import { fromGrammars } from './grammars.ts'

/** A window of wall-clock time: from start (inclusive) to end (exclusive). */
export type WallRange = { start: WallTime; end: WallTime; span?: Span }

const midnight = (day: Day): WallTime => ({ ...day, hour: 0, minute: 0, second: 0 })
/** Days from a weekday to the next Monday (a week runs Monday to Sunday). */
const daysToMonday = (wall: WallTime) => (8 - weekdayOf(wall)) % 7 || 7
const firstOfMonth = (year: number, month: number): WallTime =>
  month > 12 ? midnight({ year: year + 1, month: month - 12, day: 1 }) : midnight({ year, month, day: 1 })

type Window = (today: WallTime, match: RegExpExecArray) => Omit<WallRange, 'span'>
type Phrase = { pattern: RegExp; window: Window }

const nextMonday = (today: WallTime) => addDays(today, daysToMonday(today))
const windows = {
  nextDays: (today, m) => ({ start: today, end: addDays(today, 1 + (numberIn(m[0]) ?? 7)) }),
  nextWeek: (today) => ({ start: nextMonday(today), end: addDays(nextMonday(today), 7) }),
  nextWeekend: (today) => ({ start: addDays(nextMonday(today), 5), end: addDays(nextMonday(today), 7) }),
  thisWeekend: (today) => {
    const weekday = weekdayOf(today)
    const start = weekday === 0 || weekday === 6 ? today : addDays(today, 6 - weekday)
    return { start, end: nextMonday(today) }
  },
  thisWeek: (today) => ({ start: today, end: nextMonday(today) }),
  nextMonth: (today) => ({
    start: firstOfMonth(today.year, today.month + 1),
    end: firstOfMonth(today.year, today.month + 2),
  }),
  thisMonth: (today) => ({ start: today, end: firstOfMonth(today.year, today.month + 1) }),
} satisfies Record<string, Window>

/** Each grammar's phrases for a window, as one phrase (none when no grammar has one). */
const grammarPhrase = (kind: keyof typeof windows): Phrase[] => {
  const source = fromGrammars((grammar) => grammar.ranges[kind])
  return source ? [{ pattern: wordRegex(source), window: windows[kind] }] : []
}

const phrases: Phrase[] = [
  ...grammarPhrase('nextDays'),
  ...grammarPhrase('nextWeekend'),
  ...grammarPhrase('nextWeek'),
  ...grammarPhrase('thisWeekend'),
  ...grammarPhrase('thisWeek'),
  ...grammarPhrase('nextMonth'),
  ...grammarPhrase('thisMonth'),
  {
    pattern: wordRegex(
      `(?:in\\s+)?the\\s+next\\s+(\\d+|${NUMBER_WORDS})\\s+days|(?:en\\s+)?los\\s+pr[oó]ximos\\s+(\\d+|${NUMBER_WORDS})\\s+d[ií]as`,
    ),
    window: windows.nextDays,
  },
  {
    pattern: wordRegex(
      '(?:for\\s+|during\\s+)?next\\s+week(?:end)?|(?:para\\s+|durante\\s+)?(?:la\\s+)?(?:pr[oó]xima\\s+semana|semana\\s+(?:que\\s+viene|pr[oó]xima))|el\\s+pr[oó]ximo\\s+fin\\s+de\\s+semana',
    ),
    window: (today, m) => (/end|fin/i.test(m[0]) ? windows.nextWeekend(today) : windows.nextWeek(today)),
  },
  {
    pattern: wordRegex(
      '(?:for\\s+|during\\s+)?(?:this|the)\\s+weekend|(?:para\\s+)?este\\s+fin\\s+de\\s+semana|el\\s+fin\\s+de\\s+semana',
    ),
    window: windows.thisWeekend,
  },
  {
    pattern: wordRegex(
      '(?:for\\s+|during\\s+)?(?:this|the)\\s+(?:whole\\s+|rest\\s+of\\s+the\\s+)?week|(?:para\\s+|durante\\s+)?esta\\s+semana',
    ),
    window: windows.thisWeek,
  },
  {
    pattern: wordRegex(
      '(?:for\\s+|during\\s+)?next\\s+month|(?:para\\s+)?(?:el\\s+)?(?:pr[oó]ximo\\s+mes|mes\\s+que\\s+viene)',
    ),
    window: windows.nextMonth,
  },
  {
    pattern: wordRegex('(?:for\\s+|during\\s+)?this\\s+month|(?:para\\s+)?este\\s+mes'),
    window: windows.thisMonth,
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
