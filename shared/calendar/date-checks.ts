// Checks on what the date parser found: invalid dates ("February 30") and lone numbers ("turns 10
// on Friday") are rejected (product.md 5), and a part-of-day word inside a title ("bingo night") is no time.
import { type ParsedResult } from 'chrono-node'
import { daysInMonth } from './zoned-time.ts'
import { GRAMMARS, orGrammars } from './grammars.ts'
import {
  type CalendarLanguage,
  findAll,
  MONTH_NAMES,
  monthNumber,
  NOT_AFTER,
  type Span,
  spanOf,
  wordRegex,
} from './parser-words.ts'

type Today = { year: number; month: number; day: number }

/** True when a month has that day in that year; with no year, in the next year the date comes round. */
function isRealDate(month: number, day: number, year: number | undefined, today: Today): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  const upcoming = month > today.month || (month === today.month && day >= today.day) ? today.year : today.year + 1
  return day <= daysInMonth(year ?? upcoming, month)
}

const fullYear = (year: string | undefined) =>
  year === undefined ? undefined : year.length === 2 ? 2000 + Number(year) : Number(year)

const monthThenDay = wordRegex(`(${MONTH_NAMES})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`)
const dayThenMonth = wordRegex(
  `(\\d{1,2})(?:st|nd|rd|th|er|\\.)?\\s*(?:of\\s+|de\\s+|di\\s+)?(${MONTH_NAMES})(?:,?\\s+(?:de\\s+|del\\s+)?(\\d{4}))?`,
)
// Not the "00-10" of "9:00-10:00".
const numeric = wordRegex('(?<![:\\d])(\\d{1,2})[/.-](\\d{1,2})(?:[/.-](\\d{2}|\\d{4}))?')
const isoDate = wordRegex('(\\d{4})-(\\d{1,2})-(\\d{1,2})')

/** Whether a language writes 3/12 for the 3rd of December. */
const dayFirst = (language: CalendarLanguage) =>
  language === 'spanish' || (language in GRAMMARS && GRAMMARS[language as keyof typeof GRAMMARS].dayFirst)

/** Where the text names a date that does not exist, such as "February 30" or "13/45"; empty when none. */
export function invalidDateSpans(text: string, language: CalendarLanguage, today: Today): Span[] {
  const bad = (month: number | undefined, day: string, year?: string) =>
    month !== undefined && !isRealDate(month, Number(day), fullYear(year), today)
  const numericBad = (m: RegExpExecArray) => {
    const [first, second] = [Number(m[1]), Number(m[2])]
    const [month, day] = dayFirst(language) ? [second, first] : [first, second]
    return (!/[.:]/.test(m[0]) || m[3] !== undefined) && bad(month, String(day), m[3])
  }
  return [
    ...findAll(text, monthThenDay).filter((m) => bad(monthNumber(m[1]!), m[2]!, m[3])),
    ...findAll(text, dayThenMonth).filter((m) => bad(monthNumber(m[2]!), m[1]!, m[3])),
    ...findAll(text, isoDate).filter((m) => bad(Number(m[2]), m[3]!, m[1])),
    ...findAll(text, numeric).filter(numericBad),
  ].map(spanOf)
}

const monthNext = new RegExp(`^\\s+(?:${MONTH_NAMES})(?![\\p{L}])`, 'iu')
const timeSuffix = new RegExp(
  `^\\s*(?:[:.]\\d|a\\.?\\s?m\\b|p\\.?\\s?m\\b|o'?clock|h\\b|hrs?\\b|horas?\\b|de la|por la|in the|at night${orGrammars((grammar) => `(?:${grammar.timeSuffix})${NOT_AFTER}`)})`,
  'iu',
)
const timeLead = wordRegex(
  `(?:at|las|la|by|around|about|from|until|till|de|desde|hasta|to|a${orGrammars((grammar) => grammar.timeLead)})\\s*$|@\\s*$`,
)

/**
 * Where a result starts with a number that is not a time, such as "10" in "turns 10 on Friday":
 * the span of that number, to hide before parsing again; null when the result is fine.
 */
export function loneNumberAt(result: ParsedResult, text: string): Span | null {
  const lead = /^\d{1,4}/.exec(result.text)
  if (!lead) return null
  const after = text.slice(result.index + lead[0].length)
  const before = text.slice(0, result.index)
  const datey = /^\s*(?:st|nd|rd|th|[/-]\d|de\s|of\s)/i.test(after) || monthNext.test(after)
  if (datey || timeSuffix.test(after) || timeLead.test(before)) return null
  return { start: result.index, end: result.index + lead[0].length }
}

const countedNoun = /^\s+(\p{L}{4,})/u
const notNouns = new Set(['todos', 'todas', 'horas', 'hours', 'dias', 'días', 'this', 'tomorrow', 'mañana', 'manana'])

/** True for a bare hour followed by a plural noun, as "las 2 pastillas" or "at 2 tablets". */
export function isCountOfThings(result: ParsedResult, text: string): boolean {
  if (!/\d$/.test(result.text) || /[:.]\d\d$/.test(result.text)) return false
  const next = countedNoun.exec(text.slice(result.index + result.text.length))?.[1]?.toLowerCase()
  return (
    next !== undefined &&
    next.endsWith('s') &&
    !notNouns.has(next) &&
    !wordRegex('lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados|domingos').test(next)
  )
}

const periodWord = /^(?:morning|afternoon|evening|night|tarde|noche)(?![\p{L}\p{N}])/iu
const periodLead = wordRegex(
  '(?:the|this|in|at|on|every|each|tomorrow|today|tonight|por|la|esta|en|de|al|a|' +
    'monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\\s*$',
)

/**
 * Where a result starts with a part-of-day word that belongs to a title ("bingo night", "movie night
 * on Friday", "good morning"): the span of that word, to hide before parsing again; null otherwise.
 */
export function titleWordAt(result: ParsedResult, text: string): Span | null {
  const word = periodWord.exec(result.text)
  if (!word) return null
  const before = text.slice(0, result.index)
  // Several spaces mean a repeat or date was taken out just before: "every Sunday [morning]".
  if (/\S\s{2,}$/.test(before) || periodLead.test(before.trimEnd())) return null
  return { start: result.index, end: result.index + word[0].length }
}
