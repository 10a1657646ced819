// Finds how often an event repeats in a request: "every day", "every 2 weeks", "on Mondays and
// Thursdays", "the first Monday of every month", "todos los días", "for 5 weeks", "until December".
import {
  blankSpans,
  type Span,
  findAll,
  NUMBER_WORDS,
  numberIn,
  spanOf,
  toNumber,
  WEEKDAY_NAMES,
  WEEKDAY_PLURALS,
  weekdayNumber,
  wordRegex,
} from './parser-words.ts'
import { type CalendarGrammar, partOfDayOf } from './grammar.ts'
import { allGrammars } from './grammars.ts'

/** The RRULE frequencies product.md 9 asks for. */
export type Frequency = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY'
/** A part of the day a repeat names ("every morning"), which stands for a time when none is said. */
export type PartOfDay = 'morning' | 'afternoon' | 'evening' | 'night'
/** A length of time, for "for 5 weeks". */
export type Length = { amount: number; unit: 'day' | 'week' | 'month' | 'year' }

/** What the words of a request say about repeating; dates inside it ("until ...") are read later. */
export type RecurrencePhrase = {
  freq: Frequency
  interval: number
  /** 0 Sunday .. 6 Saturday (BYDAY). */
  weekdays: number[]
  /** With one weekday in a monthly rule: 1..4, or -1 for the last. */
  nth?: number
  /** BYMONTHDAY; -1 for the last day. */
  monthDay?: number
  partOfDay?: PartOfDay
  count?: number
  length?: Length
  /** Where "until" was said: the date after it is read later, and the span kept only if there is one. */
  until?: Span
  spans: Span[]
}

type Rule = { pattern: RegExp; read: (match: RegExpExecArray) => Partial<RecurrencePhrase> }

/** A word-bounded regex matching any of the alternatives (English first, then Spanish). */
const anyPhrase = (...alternatives: string[]) => wordRegex(alternatives.join('|'))

const NUM = `\\d{1,3}|${NUMBER_WORDS}`
const DAY = WEEKDAY_NAMES
const AND =
  '(?:\\s*,\\s*(?:(?:and|y|et|und|e)\\s+)?|\\s+(?:and|y|&|et|und|e)\\s+|\\s*[、，・和跟与及とや]\\s*)(?:los\\s+|les\\s+|as\\s+|os\\s+)?'
const LIST = (name: string) => `(?:${name})(?:${AND}(?:${name}))*`
const UNIT = 'day|week|month|year|d[ií]a|semana|mes|a[nñ]o'
/** A unit word's first letter to its frequency: day/día, week/semana, month/mes, year/año. */
const UNITS: Record<string, Frequency> = {
  d: 'DAILY',
  w: 'WEEKLY',
  s: 'WEEKLY',
  m: 'MONTHLY',
  y: 'YEARLY',
  a: 'YEARLY',
}
const ORDINAL = 'first|1st|second|2nd|third|3rd|fourth|4th|last|primer|segundo|tercer|cuarto|[uú]ltimo'
const ORDINALS: Record<string, number> = {
  first: 1, '1st': 1, primer: 1, second: 2, '2nd': 2, segundo: 2, third: 3, '3rd': 3, tercer: 3,
  fourth: 4, '4th': 4, cuarto: 4, last: -1, último: -1, ultimo: -1,
} // prettier-ignore
const PARTS_OF_DAY: Record<string, PartOfDay> = {
  morning: 'morning', mañana: 'morning', mañanas: 'morning', afternoon: 'afternoon', tarde: 'afternoon',
  tardes: 'afternoon', evening: 'evening', night: 'night', nightly: 'night', noche: 'night', noches: 'night',
} // prettier-ignore

/** The weekdays named in a list such as "Monday, Wednesday and Friday". */
function weekdaysIn(text: string): number[] {
  const days = findAll(text, wordRegex(DAY)).map((match) => weekdayNumber(match[0])!)
  return [...new Set(days)].sort((a, b) => a - b)
}

/** The day of the month a phrase names: a number, or first (1) or last (-1). */
const monthDayOf = (word: string) => ({ first: 1, primero: 1, last: -1 })[word.toLowerCase()] ?? Number(word)

/** The unit a grammar's words name in a text: word by word, then the whole (for Chinese and Japanese). */
function unitIn(grammar: CalendarGrammar, text: string): Length['unit'] | undefined {
  const words = text.split(/[\s\d]+/u).filter(Boolean)
  return words.map(grammar.repeats.unitOf).find(Boolean) ?? grammar.repeats.unitOf(text.replace(/\d+/gu, ''))
}

const FREQUENCY_OF: Record<Length['unit'], Frequency> = {
  day: 'DAILY',
  week: 'WEEKLY',
  month: 'MONTHLY',
  year: 'YEARLY',
}

/** The first of a grammar's ordinals said in a text: 1..4, or -1 for the last. */
function ordinalIn(grammar: CalendarGrammar, text: string): number | undefined {
  const found = grammar.ordinals
    .map((source, index) => ({ at: wordRegex(source).exec(text)?.index, nth: index === 4 ? -1 : index + 1 }))
    .filter((hit): hit is { at: number; nth: number } => hit.at !== undefined)
    .sort((a, b) => a.at - b.at)
  return found[0]?.nth
}

/** The first weekday named in a text. */
const firstWeekday = (text: string) => {
  const match = wordRegex(DAY).exec(text)
  return match ? weekdayNumber(match[0]) : undefined
}

/** The part of the day a grammar's words name in a text, longest word first. */
function partIn(grammar: CalendarGrammar, text: string): PartOfDay | undefined {
  const lower = text.toLowerCase()
  const words = Object.keys(grammar.repeats.partsOfDay).sort((a, b) => b.length - a.length)
  const word = words.find((key) => wordRegex(key).test(lower))
  const part = word ? grammar.repeats.partsOfDay[word] : undefined
  return part && partOfDayOf(part)
}

/** The rules a grammar file's repeat phrases make, by the kind of phrase they stand beside. */
function grammarRules(grammar: CalendarGrammar) {
  const { repeats } = grammar
  const rule = (source: string, read: Rule['read']): Rule[] => (source ? [{ pattern: wordRegex(source), read }] : [])
  const plural = repeats.dayPlurals && `(?:${repeats.dayPlurals})(?:${AND}(?:${repeats.dayPlurals}))*`
  return {
    nth: rule(repeats.nthWeekday, (m) => ({
      freq: 'MONTHLY',
      nth: ordinalIn(grammar, m[0]) ?? 1,
      weekdays: [firstWeekday(m[0]) ?? 1],
    })),
    monthDay: rule(repeats.monthDay, (m) => {
      const day = /\d{1,2}/.exec(m[0])
      return { freq: 'MONTHLY', monthDay: day ? Number(day[0]) : ordinalIn(grammar, m[0]) === -1 ? -1 : 1 }
    }),
    everyN: rule(repeats.everyN, (m) => {
      const interval = numberIn(m[0]) ?? 2
      const unit = unitIn(grammar, m[0]) ?? 'day'
      // "Tous les quinze jours", "alle 14 Tage": every other week.
      if (unit === 'day' && (interval === 14 || interval === 15)) return { freq: 'WEEKLY', interval: 2 }
      return { freq: FREQUENCY_OF[unit], interval }
    }),
    workdays: rule(repeats.workdays, () => ({ freq: 'WEEKLY', weekdays: [1, 2, 3, 4, 5] })),
    weekends: rule(repeats.weekends, () => ({ freq: 'WEEKLY', weekdays: [0, 6] })),
    weekdays: [
      ...rule(`(?:${repeats.everyDay})\\s*${LIST(DAY)}`, (m) => ({ freq: 'WEEKLY', weekdays: weekdaysIn(m[0]) })),
      ...rule(plural, (m) => ({ freq: 'WEEKLY', weekdays: weekdaysIn(m[0]) })),
    ],
    daily: rule(repeats.daily, (m) => ({ freq: 'DAILY', partOfDay: partIn(grammar, m[0]) })),
    weekly: rule(repeats.weekly, () => ({ freq: 'WEEKLY' })),
    monthly: rule(repeats.monthly, () => ({ freq: 'MONTHLY' })),
    yearly: rule(repeats.yearly, () => ({ freq: 'YEARLY' })),
  }
}

const fromGrammar = allGrammars.map(grammarRules)
/** Every grammar's rules of one kind. */
const grammarsOf = (kind: keyof ReturnType<typeof grammarRules>) => fromGrammar.flatMap((rules) => rules[kind])

/** English and Spanish phrases that set the frequency, most specific first. */
const englishSpanish: Rule[] = [
  {
    pattern: anyPhrase(
      `(?:on\\s+)?(?:the\\s+|every\\s+|each\\s+)?(${ORDINAL})\\s+(${DAY})\\s+(?:of\\s+(?:every|each|the)\\s+|every\\s+)month`,
      `(?:el\\s+)?(${ORDINAL})\\s+(${DAY})\\s+de\\s+cada\\s+mes`,
    ),
    read: (m) => ({
      freq: 'MONTHLY',
      nth: ORDINALS[(m[1] ?? m[3])!.toLowerCase()],
      weekdays: [weekdayNumber((m[2] ?? m[4])!)!],
    }),
  },
  {
    pattern: anyPhrase(
      '(?:on\\s+)?the\\s+(\\d{1,2}|first|last)(?:st|nd|rd|th)?(?:\\s+day)?\\s+of\\s+(?:every|each|the)\\s+month',
      '(?:el\\s+)?(?:d[ií]a\\s+)?(\\d{1,2}|primero)\\s+de\\s+cada\\s+mes',
    ),
    read: (m) => ({ freq: 'MONTHLY', monthDay: monthDayOf((m[1] ?? m[2])!) }),
  },
  {
    pattern: anyPhrase(`(?:every|each)\\s+(?:other|second)\\s+(${DAY})`),
    read: (m) => ({ freq: 'WEEKLY', interval: 2, weekdays: [weekdayNumber(m[1]!)!] }),
  },
  {
    pattern: anyPhrase(`(?:every|each|cada)\\s+(${NUM}|other|second)\\s+(${UNIT})(?:s|es)?`),
    read: (m) => ({ freq: UNITS[m[2]![0]!.toLowerCase()], interval: toNumber(m[1]) ?? 1 }),
  },
  {
    pattern: anyPhrase('bi-?weekly|fortnightly|every\\s+fortnight', 'cada\\s+quince\\s+d[ií]as'),
    read: () => ({ freq: 'WEEKLY', interval: 2 }),
  },
  {
    pattern: anyPhrase(
      'every\\s+weekday|(?:on\\s+)?weekdays|every\\s+work\\s*day|monday\\s+(?:to|through|thru|-)\\s+friday',
      'de\\s+lunes\\s+a\\s+viernes|entre\\s+semana|(?:todos\\s+)?los\\s+d[ií]as\\s+(?:laborables|de\\s+semana)',
    ),
    read: () => ({ freq: 'WEEKLY', weekdays: [1, 2, 3, 4, 5] }),
  },
  {
    pattern: anyPhrase(
      'every\\s+weekend|(?:on\\s+)?weekends',
      '(?:todos\\s+)?los\\s+fines\\s+de\\s+semana|cada\\s+fin\\s+de\\s+semana',
    ),
    read: () => ({ freq: 'WEEKLY', weekdays: [0, 6] }),
  },
  {
    pattern: anyPhrase(`(?:every|each|todos\\s+los|cada|los)\\s+${LIST(DAY)}`, `(?:on\\s+)?${LIST(WEEKDAY_PLURALS)}`),
    read: (m) => ({ freq: 'WEEKLY', weekdays: weekdaysIn(m[0]) }),
  },
  {
    pattern: anyPhrase(
      '(?:every|each)\\s+(?:single\\s+)?(day|morning|afternoon|evening|night)|daily|(nightly)',
      '(?:once|twice|two\\s+times|three\\s+times)\\s+(?:a|per)\\s+day',
      'todos\\s+los\\s+d[ií]as|todas\\s+las\\s+(mañanas|tardes|noches)|cada\\s+(d[ií]a|mañana|tarde|noche)',
      'a\\s+diario|diariamente|una\\s+vez\\s+al\\s+d[ií]a',
    ),
    read: (m) => ({ freq: 'DAILY', partOfDay: PARTS_OF_DAY[(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').toLowerCase()] }),
  },
  {
    pattern: anyPhrase(
      '(?:every|each)\\s+week|weekly|once\\s+a\\s+week',
      'todas\\s+las\\s+semanas|cada\\s+semana|semanalmente|una\\s+vez\\s+(?:a|por)\\s+(?:la\\s+)?semana',
    ),
    read: () => ({ freq: 'WEEKLY' }),
  },
  {
    pattern: anyPhrase(
      '(?:every|each)\\s+month|monthly|once\\s+a\\s+month',
      'todos\\s+los\\s+meses|cada\\s+mes|mensualmente|una\\s+vez\\s+al\\s+mes',
    ),
    read: () => ({ freq: 'MONTHLY' }),
  },
  {
    pattern: anyPhrase(
      '(?:every|each)\\s+year|yearly|annually|once\\s+a\\s+year',
      'todos\\s+los\\s+a[nñ]os|cada\\s+a[nñ]o|anualmente|una\\s+vez\\s+al\\s+a[nñ]o',
    ),
    read: () => ({ freq: 'YEARLY' }),
  },
]

const [nth, monthDay, everyOther, everyN, biweekly, workdays, weekends, dayList, daily, weekly, monthly, yearly] =
  englishSpanish

/** Phrases that set the frequency, most specific first; a later phrase of the same frequency adds to it. */
const frequencyRules: Rule[] = [
  nth!, ...grammarsOf('nth'), monthDay!, ...grammarsOf('monthDay'), everyOther!, everyN!, ...grammarsOf('everyN'),
  biweekly!, workdays!, ...grammarsOf('workdays'), weekends!, ...grammarsOf('weekends'), dayList!,
  ...grammarsOf('weekdays'), daily!, ...grammarsOf('daily'), weekly!, ...grammarsOf('weekly'), monthly!,
  ...grammarsOf('monthly'), yearly!, ...grammarsOf('yearly'),
] // prettier-ignore

const countRule = wordRegex(`(?:for\\s+|durante\\s+)?(${NUM})\\s+(?:times|veces)`)
const lengthRule = wordRegex(
  `(?:for|durante)\\s+(?:the\\s+next\\s+|(?:los|las)\\s+pr[oó]xim[oa]s\\s+)?(${NUM}|a|an|un|una)\\s+(${UNIT})(?:s|es)?`,
)
const untilRule = wordRegex('until|till|til|through|thru|ending(?:\\s+on)?|up\\s+to|hasta(?:\\s+el)?')

/** Each grammar's count, length and until phrases. */
const grammarLimits = allGrammars.map((grammar) => ({
  grammar,
  count: grammar.repeats.count ? wordRegex(grammar.repeats.count) : null,
  length: grammar.repeats.length ? wordRegex(grammar.repeats.length) : null,
  until: grammar.repeats.until ? wordRegex(grammar.repeats.until) : null,
}))

/** The count, length and until a grammar's words say, when the English and Spanish ones said none. */
function grammarLimitsIn(text: string): Pick<RecurrencePhrase, 'count' | 'length' | 'until' | 'spans'> {
  const spans: Span[] = []
  let count: number | undefined
  let length: Length | undefined
  let until: Span | undefined
  for (const limits of grammarLimits) {
    const counted = limits.count?.exec(text)
    const lasting = limits.length?.exec(text)
    const untilSaid = limits.until?.exec(text)
    const unit = lasting ? unitIn(limits.grammar, lasting[0]) : undefined
    if (counted && count === undefined) [count, spans[spans.length]] = [numberIn(counted[0]), spanOf(counted)]
    if (lasting && unit && !length)
      [length, spans[spans.length]] = [{ amount: numberIn(lasting[0]) ?? 1, unit }, spanOf(lasting)]
    if (untilSaid && !until) until = spanOf(untilSaid)
  }
  return { count, length, until, spans }
}

/** The count ("5 times"), length ("for 5 weeks") and where "until" is, if said. */
function findLimits(text: string): Pick<RecurrencePhrase, 'count' | 'length' | 'until' | 'spans'> {
  const spans: Span[] = []
  const count = countRule.exec(text)
  const length = lengthRule.exec(text)
  const until = untilRule.exec(text)
  if (count) spans.push(spanOf(count))
  if (length) spans.push(spanOf(length))
  const units: Record<string, Length['unit']> = { d: 'day', w: 'week', s: 'week', m: 'month', y: 'year', a: 'year' }
  const unit = units[length?.[2]?.[0]?.toLowerCase() ?? '']
  if (!count && !length && !until) return grammarLimitsIn(text)
  return {
    count: count ? toNumber(count[1]) : undefined,
    length: length && unit ? { amount: toNumber(length[1]) ?? 1, unit } : undefined,
    until: until ? spanOf(until) : undefined,
    spans,
  }
}

/** Merges a later phrase into what was found: a phrase of another frequency is ignored. */
function mergePhrase(found: RecurrencePhrase | null, read: Partial<RecurrencePhrase>): RecurrencePhrase {
  const defined = Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined))
  if (!found) return { interval: 1, weekdays: [], spans: [], ...defined } as unknown as RecurrencePhrase
  if (read.freq !== found.freq) return found
  return { ...found, ...defined, weekdays: read.weekdays?.length ? read.weekdays : found.weekdays }
}

const weekdayList = wordRegex(`(?:on|el|los)\\s+${LIST(DAY)}`)

/** Reads how a request repeats, or null when it does not say it repeats. */
export function findRecurrence(text: string): RecurrencePhrase | null {
  let rest = text
  let found: RecurrencePhrase | null = null
  for (const rule of frequencyRules) {
    const match = rule.pattern.exec(rest)
    if (!match) continue
    found = mergePhrase(found, rule.read(match))
    found.spans.push(spanOf(match))
    rest = blankSpans(rest, [spanOf(match)])
  }
  if (!found) return null
  const days = found.freq === 'WEEKLY' && !found.weekdays.length ? weekdayList.exec(rest) : null
  if (days) {
    found.weekdays = weekdaysIn(days[0])
    found.spans.push(spanOf(days))
    rest = blankSpans(rest, [spanOf(days)])
  }
  const limits = findLimits(rest)
  return { ...found, ...limits, spans: [...found.spans, ...limits.spans] }
}
