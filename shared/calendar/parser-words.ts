// Word lists and pattern helpers shared by the calendar parser's rules: English and Spanish here,
// the other chat languages from their grammar files (shared/calendar/grammars.ts).
import { type ChatLanguage } from '#shared/chat/chat-languages.ts'
import { allGrammars, fromGrammars } from './grammars.ts'
import { NOT_AFTER, NOT_BEFORE } from './grammar.ts'

/** The languages the calendar parser reads: every chat language. */
export type CalendarLanguage = ChatLanguage

/** A piece of text the parser has used up, by position in the text. */
export type Span = { start: number; end: number }

/** Full-width digits, letters and signs (as Chinese and Japanese keyboards type them) to plain ones. */
const fullWidth = /[\uFF01-\uFF5E]/g

/** One form for a request's text: composed accents, straight apostrophes, plain digits, single spaces. */
export function normalizeRequest(text: string): string {
  return text
    .normalize('NFC')
    .replace(fullWidth, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

export { NOT_AFTER, NOT_BEFORE } from './grammar.ts'

/** Builds a case-insensitive regex whose match cannot start or end inside a word (accents count as letters). */
export function wordRegex(source: string, flags = ''): RegExp {
  return new RegExp(`${NOT_BEFORE}(?:${source})${NOT_AFTER}`, `iu${flags}`)
}

/** Every match of a pattern in a text. */
export function findAll(text: string, pattern: RegExp): RegExpExecArray[] {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)
  return [...text.matchAll(global)]
}

/** The span a match covers. */
export function spanOf(match: RegExpExecArray): Span {
  return { start: match.index, end: match.index + match[0].length }
}

/** Replaces the spans with spaces, keeping every other character where it was. */
export function blankSpans(text: string, spans: readonly Span[]): string {
  const chars = text.split('')
  for (const { start, end } of spans) for (let i = start; i < end && i < chars.length; i++) chars[i] = ' '
  return chars.join('')
}

/** Number words people use for counts, intervals and hours, in every language (accents optional). */
const englishSpanishNumbers: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, fifteen: 15, twenty: 20, thirty: 30, a: 1, an: 1, other: 2, second: 2, couple: 2,
  un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
  diez: 10, once: 11, doce: 12, quince: 15, veinte: 20, treinta: 30,
} // prettier-ignore
const numberWords: Record<string, number> = Object.assign(
  {},
  ...allGrammars.map((grammar) => grammar.numbers),
  englishSpanishNumbers,
) as Record<string, number>

/** Alternation of the number words above, longest first so "twelve" is not read as "twe...". */
export const NUMBER_WORDS = Object.keys(numberWords)
  .filter((word) => word.length > 2 || /^[^\p{Script=Latin}]/u.test(word))
  .sort((a, b) => b.length - a.length)
  .join('|')

/** A number written as digits or a word ("3", "three", "tres"); undefined when it is neither. */
export function toNumber(value: string | undefined): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim().toLowerCase()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  return numberWords[trimmed]
}

/** The first number said in a text, as digits or a word ("les 3 prochains jours", "每两天"). */
export function numberIn(text: string): number | undefined {
  const match = wordRegex(`\\d+|${NUMBER_WORDS}`).exec(text)
  return match ? toNumber(match[0]) : undefined
}

/** Weekday names to 0 Sunday .. 6 Saturday, singular and plural: English and Spanish, then the grammars'. */
const weekdayStems: [RegExp, number][] = [
  [/^(sun(day)?s?|domingos?)$/, 0],
  [/^(mon(day)?s?|lunes)$/, 1],
  [/^(tue(s(day)?)?s?|martes)$/, 2],
  [/^(wed(nesday)?s?|mi[eé]rcoles)$/, 3],
  [/^(thu(rs(day)?)?s?|jueves)$/, 4],
  [/^(fri(day)?s?|viernes)$/, 5],
  [/^(sat(urday)?s?|s[aá]bados?)$/, 6],
  ...allGrammars.flatMap((grammar) =>
    grammar.weekdays.map((source, day): [RegExp, number] => [new RegExp(`^(?:${source})$`, 'iu'), day]),
  ),
]

/** Full weekday names (singular or plural) as a regex alternation. */
export const WEEKDAY_NAMES =
  'sundays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|' +
  'domingos?|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|' +
  fromGrammars((grammar) => grammar.weekdays.join('|'))

/** Weekday plurals only, as "on Mondays" or "los lunes" say it (Spanish plurals need "los"). */
export const WEEKDAY_PLURALS = 'sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays'

/** The weekday number of a name, or undefined. */
export function weekdayNumber(name: string): number | undefined {
  const lower = name.toLowerCase()
  return weekdayStems.find(([pattern]) => pattern.test(lower))?.[1]
}

/** Month names (full and short, English and Spanish) to 1-12. */
const monthStems: [RegExp, number][] = [
  [/^(jan(uary)?|ene(ro)?)$/, 1],
  [/^(feb(ruary)?|febrero)$/, 2],
  [/^(mar(ch)?|marzo)$/, 3],
  [/^(apr(il)?|abr(il)?)$/, 4],
  [/^(may|mayo)$/, 5],
  [/^(jun(e)?|junio)$/, 6],
  [/^(jul(y)?|julio)$/, 7],
  [/^(aug(ust)?|ago(sto)?)$/, 8],
  [/^(sep(t(ember)?)?|sept?iembre)$/, 9],
  [/^(oct(ober)?|octubre)$/, 10],
  [/^(nov(ember)?|noviembre)$/, 11],
  [/^(dec(ember)?|dic(iembre)?)$/, 12],
  ...allGrammars.flatMap((grammar) =>
    grammar.months.map((source, month): [RegExp, number] => [new RegExp(`^(?:${source})$`, 'iu'), month + 1]),
  ),
]

/** Month names as a regex alternation. */
export const MONTH_NAMES =
  'january|february|march|april|may|june|july|august|september|october|november|december|' +
  'jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec|' +
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|' +
  fromGrammars((grammar) => grammar.months.join('|'))

/** The month number of a name, or undefined. */
export function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase().replace(/\.$/, '')
  return monthStems.find(([pattern]) => pattern.test(lower))?.[1]
}
