// chrono-node, taught a few ways people say times that its English and Spanish parsers miss:
// "half past three", "at eleven", "on the 5th", "a las 3 de la tarde", "de 2 a 4", "pasado mañana".
// The other languages' readers come from their grammar files (shared/calendar/grammars.ts).
import * as chrono from 'chrono-node'
import { boundedPattern, clock as clockOf, type DayPart, nextDayOfMonth, partClock, withParsers } from './clock.ts'
import { GRAMMARS } from './grammars.ts'
import { wallTimeAt } from './zoned-time.ts'
import { type CalendarLanguage, toNumber } from './parser-words.ts'

const HOUR_WORDS_EN = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve'
const HOUR_WORDS_ES = 'una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce'
const AM_PM = '(a\\.?\\s?m\\.?|p\\.?\\s?m\\.?)'
const ES_PERIOD = '(?:de|por|en)\\s+la\\s+(mañana|manana|madrugada|tarde|noche)'
const ES_MINUTES = '(?:[:.](\\d{2})|\\s+y\\s+(media|cuarto)|\\s+menos\\s+(cuarto))?'

/** A regex for a custom parser: never starts inside a word. */
const pattern = boundedPattern

/** Hour and minute with an optional "am"/"pm" as written; a meridiem is set only when it was said. */
const clock = (hour: number, minute: number, amPm: string | undefined) =>
  clockOf(hour, minute, amPm === undefined ? undefined : amPm.toLowerCase().startsWith('p') ? 'pm' : 'am')

const SPANISH_PARTS: Record<string, DayPart> = {
  mañana: 'morning', manana: 'morning', madrugada: 'night', tarde: 'afternoon', noche: 'night',
} // prettier-ignore

/** A Spanish period of the day ("de la tarde") applied to an hour of the 12-hour clock. */
const spanishPeriodClock = (hour: number, minute: number, period: string | undefined) =>
  partClock(hour, minute, period === undefined ? undefined : SPANISH_PARTS[period.toLowerCase()])

/** Minutes past the hour from "[:.]MM", "y media", "y cuarto" or "menos cuarto" (which takes an hour off). */
function spanishMinutes(hour: number, colon?: string, past?: string, before?: string): [number, number] {
  if (colon) return [hour, Number(colon)]
  if (past) return [hour, past.toLowerCase() === 'media' ? 30 : 15]
  if (before) return [hour === 1 ? 12 : hour - 1, 45]
  return [hour, 0]
}

const englishParsers: chrono.Parser[] = [
  {
    // "at eleven", "at three thirty", "eleven am", "nine o'clock"
    pattern: () =>
      pattern(`(at\\s+|@\\s*)?(${HOUR_WORDS_EN})(?:\\s+(thirty|fifteen|forty[- ]five|o'?clock))?(?:\\s*${AM_PM})?`),
    extract: (_context, match) => {
      const [, at, word, extra, amPm] = match
      if (!at && !amPm && !/o'?clock/i.test(extra ?? '')) return null
      const minute = { thirty: 30, fifteen: 15 }[extra?.toLowerCase() ?? ''] ?? (/forty/i.test(extra ?? '') ? 45 : 0)
      return clock(toNumber(word)!, minute, amPm)
    },
  },
  {
    // "half past three", "quarter to 5 pm"
    pattern: () =>
      pattern(
        `(?:at\\s+)?(?:a\\s+)?(half|quarter)\\s+(past|after|to|till|before)\\s+(\\d{1,2}|${HOUR_WORDS_EN})(?:\\s*${AM_PM})?`,
      ),
    extract: (_context, match) => {
      const [, part, relation, hourText, amPm] = match
      const hour = toNumber(hourText)!
      const minutes = part!.toLowerCase() === 'half' ? 30 : 15
      const before = /to|till|before/i.test(relation!)
      return before ? clock(hour === 1 ? 12 : hour - 1, 60 - minutes, amPm) : clock(hour, minutes, amPm)
    },
  },
  {
    // "first thing (in the morning)": early, but not too early
    pattern: () => pattern('first\\s+thing(?:\\s+in\\s+the\\s+morning)?'),
    extract: () => ({ hour: 8, minute: 0, meridiem: 0 }),
  },
  {
    // "on the 5th" (no month): the next 5th
    pattern: () => pattern('(?:on\\s+)?the\\s+(\\d{1,2})(?:st|nd|rd|th)(?!\\s+(?:of|day))'),
    extract: (context, match) => nextDayOfMonth(context, Number(match[1])),
  },
]

const spanishParsers: chrono.Parser[] = [
  {
    // "de 2 a 4 de la tarde", "desde las 10:30 hasta las 12", "entre las 2 y las 3"
    pattern: () =>
      pattern(
        `(?:de|desde|entre)\\s+(?:las?\\s+)?(\\d{1,2}|${HOUR_WORDS_ES})${ES_MINUTES}\\s+(?:a|hasta|y)\\s+` +
          `(?:las?\\s+)?(\\d{1,2}|${HOUR_WORDS_ES})${ES_MINUTES}(?:\\s+${ES_PERIOD})?`,
      ),
    extract: (context, match) => {
      const [, h1, c1, p1, b1, h2, c2, p2, b2, period] = match
      const [endHour, endMinute] = spanishMinutes(toNumber(h2)!, c2, p2, b2)
      const [startHour, startMinute] = spanishMinutes(toNumber(h1)!, c1, p1, b1)
      const end = spanishPeriodClock(endHour, endMinute, period)
      let start = spanishPeriodClock(startHour, startMinute, undefined)
      if (end && start && period && end.meridiem === 1 && startHour + 12 <= end.hour!) {
        start = clock(startHour, startMinute, 'pm')
      }
      if (!start || !end) return null
      return context.createParsingResult(match.index!, match[0], start, end)
    },
  },
  {
    // "a las 3 de la tarde", "a la una y media", "las 9:15", "a las diez menos cuarto"
    pattern: () =>
      pattern(`(?:a\\s+)?las?\\s+(\\d{1,2}|${HOUR_WORDS_ES})${ES_MINUTES}(?:\\s+en\\s+punto)?(?:\\s+${ES_PERIOD})?`),
    extract: (_context, match) => {
      const [, hourText, colon, past, before, period] = match
      const [hour, minute] = spanishMinutes(toNumber(hourText)!, colon, past, before)
      return spanishPeriodClock(hour, minute, period)
    },
  },
  {
    // "3 de la tarde" without "a las"
    pattern: () => pattern(`(\\d{1,2})${ES_MINUTES}\\s+${ES_PERIOD}`),
    extract: (_context, match) => {
      const [, hourText, colon, past, before, period] = match
      const [hour, minute] = spanishMinutes(Number(hourText), colon, past, before)
      return spanishPeriodClock(hour, minute, period)
    },
  },
  {
    // "por la mañana", "por la tarde", "por la noche" with no hour: a usual time of that part of the day
    pattern: () => pattern('(?:por|en)\\s+la\\s+(mañana|manana|tarde|noche)'),
    extract: (_context, match) => {
      const period = match[1]!.toLowerCase()
      return { hour: period === 'tarde' ? 15 : period === 'noche' ? 20 : 9, minute: 0 }
    },
  },
  {
    // "esta noche", "esta tarde": today, at a usual time of that part of the day unless an hour follows
    pattern: () => pattern('esta\\s+(mañana|manana|tarde|noche)'),
    extract: (context, match) => {
      const period = match[1]!.toLowerCase()
      const tag = period === 'tarde' ? 'afternoon' : period === 'noche' ? 'tonight' : 'morning'
      const today = chrono.ParsingComponents.createRelativeFromReference(context.reference, { day: 0 })
      return today.addTag(`casualReference/${tag}`)
    },
  },
  {
    pattern: () => pattern('pasado\\s+ma[ñn]ana'),
    extract: (context) => chrono.ParsingComponents.createRelativeFromReference(context.reference, { day: 2 }),
  },
  {
    // "el día 5" (no month): the next 5th
    pattern: () => pattern('(?:el\\s+)?d[ií]a\\s+(\\d{1,2})'),
    extract: (context, match) => nextDayOfMonth(context, Number(match[1])),
  },
]

const parsers: Partial<Record<CalendarLanguage, chrono.Chrono>> = {
  english: withParsers(chrono.en.casual, englishParsers),
  spanish: withParsers(chrono.es.casual, spanishParsers),
}

/** The date reader of a language, built the first time it is needed. */
function parserOf(language: CalendarLanguage): chrono.Chrono {
  const grammar = language in GRAMMARS ? GRAMMARS[language as keyof typeof GRAMMARS] : undefined
  parsers[language] ??= grammar ? grammar.dates() : parsers.english
  return parsers[language]!
}

/**
 * chrono reads dates in the machine's own zone, and its forward-dating mixes frames when given another
 * zone's offset. So it is handed a reference whose local fields are the wall clock in the user's zone
 * ("now" as the user's clock shows it), and we read back wall-clock fields, never its instants.
 */
export function wallClockReference(now: Date, timeZone: string): Date {
  const wall = wallTimeAt(now, timeZone)
  return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
}

/** Finds the dates and times in a text with the language's chrono parser, as of now in a zone. */
export function findDates(text: string, language: CalendarLanguage, now: Date, timeZone: string) {
  return parserOf(language).parse(text, wallClockReference(now, timeZone), { forwardDate: true })
}

/** The real instant of a result counted from now ("in 2 hours"): now plus the length chrono added. */
export function relativeInstant(components: chrono.ParsedComponents, now: Date, timeZone: string): Date {
  return new Date(now.getTime() + components.date().getTime() - wallClockReference(now, timeZone).getTime())
}
