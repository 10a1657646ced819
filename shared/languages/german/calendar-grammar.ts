// How German speaks of the calendar, for the built-in parser: "trag den Zahnarzt morgen um 10 ein",
// "erinnere mich jeden Tag um 9 an meine Tabletten", "verschieb den Friseur auf Freitag",
// "was habe ich diese Woche?". Umlauts are optional: people write "ae", "oe", "ue" or leave them out.
import * as chrono from 'chrono-node'
import { type CalendarGrammar } from '#shared/calendar/grammar.ts'
import {
  type Components,
  type DayPart,
  daysFromToday,
  nextDayOfMonth,
  numberOf,
  PART_HOURS,
  parser,
  partClock,
  withParsers,
  wordsOf,
} from '#shared/calendar/clock.ts'

/** A German word or phrase as a source that also takes "ae"/"a" for "ä", and so on, and "ss" for "ß". */
const de = (source: string) =>
  source.replace(/ä/g, '(?:ä|ae|a)').replace(/ö/g, '(?:ö|oe|o)').replace(/ü/g, '(?:ü|ue|u)').replace(/ß/g, '(?:ß|ss)')

/** A word folded the way `de` reads it, for looking words up. */
const fold = (word: string) =>
  word
    .toLowerCase()
    .replace(/ä|ae/g, 'a')
    .replace(/ö|oe/g, 'o')
    .replace(/ü|ue/g, 'u')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim()

/** Every spelling of a word list's keys: with umlauts, with "ae" and without ("fünf", "fuenf", "funf"). */
function spelled<T>(words: Record<string, T>): Record<string, T> {
  const all: Record<string, T> = {}
  for (const [word, value] of Object.entries(words)) {
    for (const form of [
      word,
      word.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss'),
      word.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss'),
    ]) {
      all[form] = value
    }
  }
  return all
}

/** Hours said as words ("um acht", "halb elf", "ein Uhr"). */
const hourWords = spelled({
  ein: 1, eins: 1, zwei: 2, zwo: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10,
  elf: 11, zwölf: 12, dreizehn: 13, vierzehn: 14, fünfzehn: 15, sechzehn: 16, siebzehn: 17, achtzehn: 18,
  neunzehn: 19, zwanzig: 20, einundzwanzig: 21, zweiundzwanzig: 22, dreiundzwanzig: 23, vierundzwanzig: 24,
}) // prettier-ignore

/** Minutes said as words ("zehn nach drei", "acht Uhr dreißig"). */
const minuteWords = spelled({
  fünf: 5, zehn: 10, fünfzehn: 15, zwanzig: 20, fünfundzwanzig: 25, dreißig: 30, fünfunddreißig: 35,
  vierzig: 40, fünfundvierzig: 45, fünfzig: 50, fünfundfünfzig: 55,
}) // prettier-ignore

/** Number words for counts and intervals ("alle zwei Wochen", "jede zweite Woche", "dreimal"). */
const numbers: Record<string, number> = spelled({
  ein: 1, eins: 1, eine: 1, einen: 1, zwei: 2, zwo: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8,
  neun: 9, zehn: 10, elf: 11, zwölf: 12, dreizehn: 13, vierzehn: 14, fünfzehn: 15, sechzehn: 16, siebzehn: 17,
  achtzehn: 18, neunzehn: 19, zwanzig: 20, dreißig: 30, zweite: 2, zweiten: 2, dritte: 3, dritten: 3, vierte: 4,
  vierten: 4, sechsten: 6,
}) // prettier-ignore

/** Days of the month said as ordinal words ("am fünften", "am ersten Dezember"). */
const dayOrdinals: Record<string, number> = (() => {
  const stems = [
    'erst', 'zweit', 'dritt', 'viert', 'fünft', 'sechst', 'siebt', 'acht', 'neunt', 'zehnt', 'elft', 'zwölft',
    'dreizehnt', 'vierzehnt', 'fünfzehnt', 'sechzehnt', 'siebzehnt', 'achtzehnt', 'neunzehnt', 'zwanzigst',
  ] // prettier-ignore
  const units = ['ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun']
  const all: Record<string, number> = { siebent: 7 }
  stems.forEach((stem, i) => (all[stem] = i + 1))
  units.forEach((unit, i) => (all[`${unit}undzwanzigst`] = 21 + i))
  all['dreißigst'] = 30
  all['einunddreißigst'] = 31
  const inflected: Record<string, number> = {}
  for (const [stem, value] of Object.entries(all)) {
    for (const ending of ['e', 'en', 'er', 'em', 'es']) inflected[stem + ending] = value
  }
  return spelled(inflected)
})()

const HOUR = `\\d{1,2}|${wordsOf(hourWords)}`
const MINUTE_WORD = wordsOf(minuteWords)
const NUM = `\\d{1,3}|${wordsOf(numbers)}`
const DAY_ORDINAL = wordsOf(dayOrdinals)
const hourOf = (text: string | undefined) => (text ? numberOf(fold(text), hourWords) : undefined)
const minuteOf = (text: string | undefined) => (text ? numberOf(fold(text), minuteWords) : undefined)

const WEEKDAY_NAMES = 'sonntag|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend'
const weekdayOf = (name: string) => {
  const word = name.toLowerCase().replace(/s$/, '')
  return word === 'sonnabend' ? 6 : WEEKDAY_NAMES.split('|').indexOf(word)
}
const MONTH_NAMES = de(
  'januar|jänner|jan|februar|feber|feb|märz|mrz|mär|april|apr|mai|juni|jun|juli|jul|august|aug|september|sept|sep|oktober|okt|november|nov|dezember|dez',
)
const MONTH_STEMS = ['jan', 'feb', 'mar', 'apr', 'mai', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dez']
const monthOf = (name: string) => {
  const word = fold(name).replace(/^mrz/, 'mar').replace(/^jann/, 'jan')
  return MONTH_STEMS.findIndex((stem) => word.startsWith(stem)) + 1
}

// Parts of the day, as words ("abends", "am Nachmittag") and with a weekday ("Freitagabend").
// "morgen" alone is tomorrow: the morning is "morgens", "am Morgen", "jeden Morgen" (partsOfDay below).
const parts: Record<string, DayPart> = spelled<DayPart>({
  früh: 'morning', morgens: 'morning', vormittag: 'morning', vormittags: 'morning',
  nachmittag: 'afternoon', nachmittags: 'afternoon', abend: 'evening', abends: 'evening', nacht: 'night',
  nachts: 'night',
}) // prettier-ignore
const partOf = (said: string | undefined): DayPart | undefined => {
  if (!said) return undefined
  const word = fold(said).split(' ').at(-1)!.replace(/mitag/, 'mittag')
  if (/^mittags?$/.test(word)) return 'afternoon'
  return word === 'morgen' ? 'morning' : parts[word]
}
const PART_WORD = de('früh|morgens|vormitt?ags?|mittags|nachmitt?ags?|abends?|nachts?')
const PART_PHRASE = de(
  'in\\s+der\\s+früh|am\\s+(?:frühen\\s+)?(?:morgen|vormitt?ag|nachmitt?ag|abend)|in\\s+der\\s+nacht|gegen\\s+abend',
)
const PART_AFTER = `${PART_WORD}|${PART_PHRASE}`
const DAY_WORD = de('heute|morgen|übermorgen|uebermorgen')
const MODIFIER = de('nächste[nrs]?|kommende[nrs]?|diese[nrs]?')
const LEAD = de(
  'um|gegen|ab|auf|so\\s+(?:um|gegen)|etwa\\s+um|ungefähr\\s+um|ca\\.?(?:\\s+um)?|circa(?:\\s+um)?|zirka|punkt|spätestens\\s+um',
)
const UNITS_AFTER = de(
  '(?!\\s*(?:tage?n?|wochen?|monate?n?|jahre?n?|stunden?|minuten?|mal|x|personen|leute|euro|grad|prozent|kilo|km|paar)(?![\\p{L}]))',
)

/** Days from today to a weekday: the next one, today included ("Freitag"), or after today ("nächsten Freitag"). */
function daysTo(context: chrono.ParsingContext, weekday: number, afterToday: boolean) {
  const today = context.reference.getDateWithAdjustedTimezone().getDay()
  const ahead = (weekday - today + 7) % 7
  return ahead === 0 && afterToday ? 7 : ahead
}

/** A weekday said alone: the weekday for sure, its date only implied (the parser picks the next one). */
function bareWeekday(context: chrono.ParsingContext, weekday: number) {
  const date = context.reference.getDateWithAdjustedTimezone()
  date.setDate(date.getDate() + daysTo(context, weekday, false))
  const components = context.createParsingComponents()
  components.assign('weekday', weekday)
  components.imply('day', date.getDate())
  components.imply('month', date.getMonth() + 1)
  components.imply('year', date.getFullYear())
  return components
}

/** "nächsten Montag", "kommenden Freitag", "diesen Donnerstag", "nächste Woche Dienstag": a certain date. */
function weekdayDate(context: chrono.ParsingContext, weekday: number, modifier: string | undefined, nextWeek: boolean) {
  let days: number
  if (nextWeek) {
    // The weekday of the week (Monday to Sunday) after this one.
    const today = (context.reference.getDateWithAdjustedTimezone().getDay() + 6) % 7
    days = 7 - today + ((weekday + 6) % 7)
  } else {
    days = daysTo(context, weekday, !/^dies/i.test(modifier ?? ''))
  }
  const components = daysFromToday(context, days)
  components.assign('weekday', weekday)
  return components
}

/** The day a request names before a part of the day or an hour: today, tomorrow, or a weekday. */
function dayOfWords(
  context: chrono.ParsingContext,
  dayWord: string | undefined,
  modifier: string | undefined,
  weekdayName: string | undefined,
): chrono.ParsingComponents | undefined {
  if (weekdayName) {
    const weekday = weekdayOf(weekdayName)
    return modifier ? weekdayDate(context, weekday, modifier, false) : bareWeekday(context, weekday)
  }
  if (!dayWord) return undefined
  const word = fold(dayWord)
  return daysFromToday(context, word === 'heute' ? 0 : word === 'morgen' ? 1 : 2)
}

/** Sets a clock time on a day, or gives the clock time alone. */
function onDay(day: chrono.ParsingComponents | undefined, time: Components | null) {
  if (!time || !day) return time
  for (const [key, value] of Object.entries(time)) day.assign(key as chrono.Component, value)
  return day
}

/** The hour before ("halb elf" is 10:30, "Viertel vor vier" 3:45). */
const before = (hour: number) => (hour === 1 ? 12 : hour === 0 ? 23 : hour - 1)

/**
 * A clock time: "um 10", "10 Uhr 30", "15.30 Uhr", "um acht", "halb elf", "Viertel nach drei",
 * "Viertel vor vier", "dreiviertel vier", "zehn nach halb drei", "um 8 Uhr abends", with an optional
 * "heute", "morgen" or weekday in front. A bare number needs "um", "Uhr", minutes or a part of the day.
 */
const CLOCK =
  `(?:(?<dayWord>${DAY_WORD})\\s+|(?:(?:am|an)\\s+)?(?:(?<modifier>${MODIFIER})\\s+)?(?<weekday>${WEEKDAY_NAMES})\\s*,?\\s+)?` +
  `(?:(?<lead>${LEAD})\\s+)?` +
  `(?:(?<relMinute>${de('viertel|dreiviertel|drei\\s*viertel')}|${MINUTE_WORD}|\\d{1,2})(?:\\s+Minuten)?\\s+(?<relation>nach|vor)\\s+(?<relHalf>halb\\s+)?(?<relHour>${HOUR})` +
  `|(?<quarter>dreiviertel|drei\\s*viertel|viertel)\\s+(?<quarterHour>${HOUR})` +
  `|halb\\s+(?<halfHour>${HOUR})` +
  `|(?<hour>${HOUR})(?:\\s*(?<separator>[:.])\\s*(?<minute>\\d{2})(?![.:]?\\d))?(?:\\s*(?<uhr>Uhr|h)(?:\\s+(?<uhrMinute>\\d{1,2}|${MINUTE_WORD})(?![.:]?\\d)(?:\\s+Minuten)?)?)?)` +
  `(?:\\s+(?<part>${PART_AFTER}))?${UNITS_AFTER}`

function germanClock(match: RegExpMatchArray, context: chrono.ParsingContext) {
  const g = match.groups ?? {}
  let hour: number | undefined
  let minute: number
  if (g.relHour) {
    const target = hourOf(g.relHour)
    const said = fold(g.relMinute ?? '')
    const minutes = said.includes('drei') ? 45 : said.includes('viertel') ? 15 : (minuteOf(said) ?? -1)
    if (target === undefined || minutes < 0 || minutes > 59) return null
    const after = fold(g.relation ?? '') === 'nach'
    if (g.relHalf) [hour, minute] = [before(target), after ? 30 + minutes : 30 - minutes]
    else [hour, minute] = after ? [target, minutes] : [before(target), 60 - minutes]
    if (minute < 0 || minute > 59) return null
  } else if (g.quarterHour) {
    const target = hourOf(g.quarterHour)
    if (target === undefined) return null
    ;[hour, minute] = [before(target), /drei/i.test(g.quarter ?? '') ? 45 : 15]
  } else if (g.halfHour) {
    const target = hourOf(g.halfHour)
    if (target === undefined) return null
    ;[hour, minute] = [before(target), 30]
  } else {
    hour = hourOf(g.hour)
    const word = !/^\d+$/.test(g.hour ?? '')
    // A bare number is a time only when something says so: "um", "Uhr", minutes, a part of the day.
    const colon = g.separator === ':' || (g.separator === '.' && Boolean(g.lead || g.uhr))
    if (g.separator === '.' && !colon) return null
    if (!g.lead && !g.uhr && !colon && !g.part) return null
    if (word && /^ein$/i.test(g.hour ?? '') && !g.uhr) return null
    minute = g.minute ? Number(g.minute) : (minuteOf(g.uhrMinute) ?? 0)
  }
  if (hour === undefined) return null
  const time = partClock(hour, minute, partOf(g.part))
  return onDay(dayOfWords(context, g.dayWord, g.modifier, g.weekday), time)
}

/**
 * A part of the day with no hour, alone or with its day: "abends", "am Nachmittag", "morgen früh",
 * "heute Abend", "Freitagabend", "Montag morgen". The hour is only implied (and tagged), so an hour
 * said after it ("Freitagabend um 7") is merged in by chrono and read in that part of the day.
 */
const PART_ALONE =
  `(?:(?<dayWord>${DAY_WORD})\\s+|(?:(?:am|an)\\s+)?(?:(?<modifier>${MODIFIER})\\s+)?(?<weekday>${WEEKDAY_NAMES})\\s*)?` +
  `(?<part>${PART_PHRASE}|${de('früh|morgens?|vormitt?ags?|nachmitt?ags?|abends?|nachts?')})`

const PART_TAGS: Record<DayPart, string> = {
  morning: 'morning', am: 'morning', afternoon: 'afternoon', pm: 'afternoon', evening: 'evening', night: 'night',
} // prettier-ignore

function germanPartOfDay(match: RegExpMatchArray, context: chrono.ParsingContext) {
  const g = match.groups ?? {}
  const said = fold(g.part ?? '')
  const day = dayOfWords(context, g.dayWord, g.modifier, g.weekday)
  // "morgen" alone is tomorrow, "früh" alone is "early": parts of the day only after a day.
  if (!day && /^(?:morgen|fruh)$/.test(said)) return null
  if (g.dayWord && fold(g.dayWord) === 'morgen' && said === 'morgen') return null
  const part = partOf(said)
  if (!part) return null
  const components = day ?? context.createParsingComponents()
  components.imply('hour', PART_HOURS[part])
  components.imply('minute', 0)
  // The night has no meridiem of its own: "nachts um 2" is early, "nachts um 11" late (germanNight).
  if (part !== 'night') components.imply('meridiem', part === 'morning' ? 0 : 1)
  components.addTag(`casualReference/${PART_TAGS[part]}`)
  return components
}

/** Noon and midnight: "mittags", "am Mittag", "um 12 Uhr mittags" (the clock reads that), "morgen Mittag", "um Mitternacht". */
const NOON =
  `(?:(?<dayWord>${DAY_WORD})\\s+|(?:(?:am|an)\\s+)?(?:(?<modifier>${MODIFIER})\\s+)?(?<weekday>${WEEKDAY_NAMES})\\s*)?` +
  `(?:(?:um|gegen|am|zu|zum|so\\s+gegen)\\s+)?(?<noon>mittags?|mitternacht)`

function germanNoon(match: RegExpMatchArray, context: chrono.ParsingContext) {
  const g = match.groups ?? {}
  const midnight = /nacht/i.test(g.noon ?? '')
  const time: Components = midnight ? { hour: 0, minute: 0, meridiem: 0 } : { hour: 12, minute: 0, meridiem: 1 }
  return onDay(dayOfWords(context, g.dayWord, g.modifier, g.weekday), time)
}

/** "nächsten Montag", "kommenden Freitag", "diesen Donnerstag", "Dienstag nächste Woche", "nächste Woche Dienstag", "Sonnabend". */
const WEEKDAY =
  `(?:(?<weekBefore>${de('nächste|kommende')})\\s+Woche\\s+(?:am\\s+)?)?(?:(?:am|an)\\s+)?(?:(?<modifier>${MODIFIER})\\s+)?` +
  `(?<weekday>${WEEKDAY_NAMES})(?:,?\\s+(?:in\\s+der\\s+)?(?<weekAfter>${de('nächste[nr]?|kommende[nr]?')})\\s+Woche)?`

function germanWeekday(match: RegExpMatchArray, context: chrono.ParsingContext) {
  const g = match.groups ?? {}
  const weekday = weekdayOf(g.weekday ?? '')
  if (weekday < 0) return null
  if (g.weekBefore || g.weekAfter) return weekdayDate(context, weekday, undefined, true)
  if (g.modifier) return weekdayDate(context, weekday, g.modifier, false)
  return /sonnabend/i.test(g.weekday ?? '') ? bareWeekday(context, weekday) : null
}

/** A date with no year: the next one, today included. */
function nextDate(context: chrono.ParsingContext, month: number, day: number, year?: number): Components | null {
  if (month < 1 || month > 12 || day < 1) return null
  const ref = context.reference.getDateWithAdjustedTimezone()
  let y = year ?? ref.getFullYear()
  if (year === undefined && (month < ref.getMonth() + 1 || (month === ref.getMonth() + 1 && day < ref.getDate())))
    y += 1
  if (y < 100) y += 2000
  if (day > new Date(y, month, 0).getDate()) return null
  return { year: y, month, day }
}

const DATE_LEAD = de('am|den|vom|zum|bis\\s+zum|ab\\s+dem|ab|bis|für\\s+den|auf\\s+den')

const germanParsers = [
  // "am 24.12.", "am 3.12", "12.12.2026", "den 1.3.27": day first; "um 10.30" is a time, not a date.
  parser(
    `(?:(?<lead>${DATE_LEAD})\\s+)?(?<day>\\d{1,2})\\.\\s?(?<month>\\d{1,2})(?<dot>\\.(?:\\s?(?<year>\\d{4}|\\d{2})(?!\\s*(?:Uhr|h)(?![\\p{L}])))?)?(?![.:]?\\d)(?!\\s*(?:Uhr|h)(?![\\p{L}]))`,
    (m, context) => {
      const g = m.groups ?? {}
      if (!g.lead && !g.dot) return null
      return nextDate(context, Number(g.month), Number(g.day), g.year ? Number(g.year) : undefined)
    },
  ),
  // "am 3 Dezember", "3.Dezember", "am ersten Dezember", "5. März 2027"
  parser(
    `(?:(?:${DATE_LEAD})\\s+)?(?<day>\\d{1,2}|${DAY_ORDINAL})\\.?\\s*(?<month>${MONTH_NAMES})\\.?(?:\\s+(?<year>\\d{4}))?`,
    (m, context) => {
      const g = m.groups ?? {}
      const day = /^\d+$/.test(g.day ?? '') ? Number(g.day) : dayOrdinals[fold(g.day ?? '')]
      return day === undefined
        ? null
        : nextDate(context, monthOf(g.month ?? ''), day, g.year ? Number(g.year) : undefined)
    },
  ),
  // "am 5.", "bis zum 20.", "am fünften": the next such day of the month.
  parser(
    `(?:${DATE_LEAD})\\s+(?<day>\\d{1,2}(?:\\.|ten|ter)|${DAY_ORDINAL})(?!\\s*(?:\\d|(?:${MONTH_NAMES})(?![\\p{L}])|(?:${WEEKDAY_NAMES})|${de('tag|woche|wochenende|monat|mal|advent|jahr|quartal|stock|klasse|platz|sonntag')}))`,
    (m, context) => {
      const said = m.groups?.day ?? ''
      const digits = /^\d/.test(said)
      const day = digits ? parseInt(said, 10) : dayOrdinals[fold(said)]
      // "am ersten Termin", "den zweiten Besuch": an ordinal word before a noun is not a day.
      const next = /^\s*(\p{L}+)/u.exec(context.text.slice((m.index ?? 0) + m[0].length))?.[1]
      if (
        !digits &&
        next &&
        !/^(?:um|gegen|ab|bis|und|oder|des|im|dieses|diesen|nächsten|naechsten|jeden|von|zum|zur|in|vormittags?|nachmittags?|abends?|morgens|früh|frueh|mittags?)$/iu.test(
          next,
        )
      )
        return null
      return day === undefined ? null : nextDayOfMonth(context, day)
    },
  ),
  parser(de('übermorgen|ubermorgen|übermorgn'), (_m, context) => daysFromToday(context, 2)),
  parser(WEEKDAY, germanWeekday),
  // "Sa. 14 Uhr", "Fr., den 20.": a weekday's short name with its dot, before a time or date.
  parser('(?<abbr>So|Mo|Di|Mi|Do|Fr|Sa)\\.(?=\\s*(?:\\d|den\\s|,))', (m, context) =>
    bareWeekday(context, ['so', 'mo', 'di', 'mi', 'do', 'fr', 'sa'].indexOf((m.groups?.abbr ?? '').toLowerCase())),
  ),
  // "zwischen 14 und 16 Uhr", "von 10 bis 11.30 Uhr", "von zwei bis vier nachmittags": a start and an end.
  parser(
    `(?:zwischen|von)\\s+(?<h1>${HOUR})(?:\\s*[:.]\\s*(?<m1>\\d{2}))?(?:\\s*(?:Uhr|h))?\\s+(?:und|bis)\\s+` +
      `(?<h2>${HOUR})(?:\\s*[:.]\\s*(?<m2>\\d{2}))?(?:\\s*(?<uhr>Uhr|h))?(?:\\s+(?<part>${PART_AFTER}))?${UNITS_AFTER}`,
    (m, context) => {
      const g = m.groups ?? {}
      const [h1, h2] = [hourOf(g.h1), hourOf(g.h2)]
      if (h1 === undefined || h2 === undefined || (!g.uhr && !g.part && !g.m1 && !g.m2)) return null
      const part = partOf(g.part)
      const start = partClock(h1, Number(g.m1 ?? 0), part)
      const end = partClock(h2, Number(g.m2 ?? 0), part)
      return start && end ? context.createParsingResult(m.index ?? 0, m[0], start, end) : null
    },
  ),
  parser(CLOCK, germanClock),
  parser(NOON, germanNoon),
  parser(PART_ALONE, germanPartOfDay),
]

/**
 * Drops what chrono's German reads wrongly: a weekday or month found inside a word ("Fr" in "früh"
 * and "Frühstück", as chrono's word edges do not know umlauts), "so" read as Sunday ("so um 10",
 * "ich bin so müde"), the greetings "Guten Morgen", "Guten Abend", and a number of days or weeks
 * read as an hour ("um 2 Wochen verschieben").
 */
const germanFixes: chrono.Refiner = {
  refine: (context, results) =>
    results.filter((result) => {
      const before = context.text.slice(0, result.index)
      const after = context.text.slice(result.index + result.text.length)
      if (/\p{L}$/u.test(before) || /^\p{L}/u.test(after)) return false
      if (/^so$/i.test(result.text.trim())) return false
      if (/gute[nr]?\s+$/iu.test(before) && /^(?:morgen|abend|tag|nacht)/iu.test(result.text)) return false
      if (/\d$/.test(result.text) && /^\s*(?:tage?n?|wochen?|monate?n?|jahre?n?|mal)(?!\p{L})/iu.test(after))
        return false
      // "um 2 am Samstag": "am" is "on", never a.m.
      if (/\d\s*am$/iu.test(result.text)) return false
      return true
    }),
}

/** "nachts um 2" is 2:00 and "nachts um 11" 23:00, once chrono has joined the night to its hour. */
const germanNight: chrono.Refiner = {
  refine: (_context, results) => {
    for (const { start } of results) {
      if (!start.tags().has('casualReference/night') || !start.isCertain('hour') || start.isCertain('meridiem'))
        continue
      const hour = start.get('hour') ?? 0
      if (hour >= 6 && hour < 12) start.assign('hour', hour + 12)
      start.assign('meridiem', hour >= 6 && hour <= 12 ? 1 : 0)
    }
    return results
  },
}

let germanDates: chrono.Chrono | undefined
function buildGermanDates() {
  const dates = withParsers(chrono.de.casual, germanParsers)
  dates.refiners.unshift(germanFixes)
  dates.refiners.push(germanNight)
  return dates
}

const WEEKDAY_SOURCES = [
  'sonntags?', 'montags?', 'dienstags?', 'mittwochs?', 'donnerstags?', 'freitags?', 'samstags?|sonnabends?',
] as const // prettier-ignore
const DAYS_SAID = `(?:${WEEKDAY_NAMES})s?`
const UNIT = de('tage?n?|wochen?|monate?n?|jahre?n?')
const EVERY = de('jede[nmrs]?|alle')
const MONTH_OF = de('(?:jede[ns]|eines\\s+jeden|des|im|pro)\\s+monats?')

/**
 * Words that mark a request as German ("um 15 Uhr", "übermorgen"), for request-language.ts, which
 * counts a grammar's verbs anywhere in a message. The lookbehind keeps them from ever opening a
 * request, so they are never read as a lead verb (action.ts and summary.ts match verbs at the start).
 */
const MARKERS =
  '(?<=[\\p{L}\\p{N}][\\s.,:]{1,3})(?:uhr|heute|morgen|übermorgen|halb|viertel|dreiviertel|nächste[nmrs]?|kommende[nmrs]?|' +
  'jede[nmrs]?|täglich|wöchentlich|monatlich|morgens|vormittags|nachmittags|abends|bitte|und|mit|beim|zum|zur|für|' +
  'jahre?n?|wochen?|monate?n?|monats|wochenende|mittags?|mitternacht|früh|nachts|' +
  `(?:${WEEKDAY_NAMES})(?:morgen|vormittag|mittag|nachmittag|abend|nacht)|(?:am|den|zum|vom)\\s+(?:\\d{1,2}\\.(?:\\d{1,2}\\.?(?:\\d{2,4})?)?|${DAY_ORDINAL})|` +
  `um\\s+(?:\\d{1,2}|${wordsOf(hourWords)}|halb|viertel|dreiviertel))`

/** Things Sage keeps that are not events. */
const NOT_EVENTS =
  'fotos?|bilder?|passwort|kennwort|pin|konto|e-?mails?|mails?|adresse|telefonnummer|handynummer|nummer|profil|einstellungen|sprache|texte?|schrift(?:größe)?|stimme|' +
  'kontakte?|nachrichten?|gespräche?|unterhaltung(?:en)?|chats?|verlauf|medikamente?n?|tabletten?|pillen?|daten|namen?'

/** "Kannst du", "Würden Sie": a polite opener, unless the verb that ends the request adds something. */
const POLITE = '(?:kannst|könntest|können|könnten|würdest|würden)\\s+(?:du|sie)(?:\\s+mir)?'
/** "… eintragen?": a request that ends with a verb that puts something on the calendar. */
const ADD_LAST =
  '.*\\s(?:eintragen|einschreiben|notieren|aufschreiben|vormerken|hinzufügen|planen|einplanen|anlegen|erstellen|speichern|' +
  'reservieren|buchen|vereinbaren|ausmachen|machen|setzen|erinnern|merken|festhalten|ein|rein)(?:\\s+bitte)?[\\s?.!]*$'

export const germanCalendarGrammar: CalendarGrammar = {
  openers: de(
    'bitte(?:\\s+schön)?|danke(?:\\s+schön)?|hallo(?:\\s+sage)?|moin|servus|grüß\\s+(?:gott|dich)|guten\\s+(?:morgen|tag|abend)|liebe\\s+sage|sage|ja|also|' +
      `${POLITE}(?!${ADD_LAST})|` +
      'nicht\\s+vergessen\\s*:?|vergiss\\s+nicht\\s*:?|vergessen\\s+sie\\s+nicht\\s*:?|denk(?:e|en)?\\s+(?:sie\\s+)?(?:dran|daran)\\s*:?|' +
      'ich\\s+(?:habe|hab|muss|soll|sollte)(?!\\s+(?:gestern|vorgestern|vorhin|neulich))|' +
      'sei\\s+so\\s+(?:gut|nett|lieb)\\s+und|seien\\s+sie\\s+so\\s+(?:gut|nett|freundlich|lieb)\\s+und|ich\\s+möchte(?:\\s+gerne?)?|ich\\s+würde\\s+gerne?|ich\\s+will|ich\\s+hätte\\s+gerne?',
  ),
  create: de(
    `${POLITE}(?=${ADD_LAST})|` +
      `${MARKERS}|` +
      'trag(?:e|t|en)?(?:\\s+sie)?|eintragen|notier(?:e|t|en)?(?:\\s+sie)?|notieren|schreib(?:e|t|en)?(?:\\s+sie)?|aufschreiben|setz(?:e|t|en)?(?:\\s+sie)?|' +
      'füg(?:e|t|en)?(?:\\s+sie)?|hinzufügen|erinner(?:e|n)?\\s+(?:sie\\s+)?mich|plan(?:e|t|en)?(?:\\s+sie)?|leg(?:e|t|en)?(?:\\s+sie)?|mach(?:e|en)?(?:\\s+sie)?|' +
      'vereinbar(?:e|en)?(?:\\s+sie)?|buch(?:e|en)?(?:\\s+sie)?|merk(?:e|en)?(?:\\s+(?:dir|sie\\s+sich|mir))?|vormerken|erstell(?:e|en)?(?:\\s+sie)?|speicher(?:e|n)?(?:\\s+sie)?|neuer\\s+termin',
  ),
  update:
    de(
      'verschieb(?:e|t|en)?(?:\\s+sie)?|verschieben|verleg(?:e|t|en)?(?:\\s+sie)?|verlegen|vorverleg(?:e|en)?|tausch(?:e|en)?(?:\\s+sie)?|korrigier(?:e|en)?(?:\\s+sie)?|' +
        'benenn(?:e|en)?(?:\\s+sie)?|umbenennen',
    ) +
    '|(?:ä|ae)nder(?:e|n|t)?(?:\\s+sie)?|andern(?:\\s+sie)?|andere(?=\\s+(?:den|die|das|mein\\p{L}*|bitte)(?![\\p{L}]))',
  remove: de(
    'lösch(?:e|t|en)?(?:\\s+sie)?|löschen|streich(?:e|t|en)?(?:\\s+sie)?|entfern(?:e|t|en)?(?:\\s+sie)?|stornier(?:e|t|en)?(?:\\s+sie)?|absagen|cancel\\p{L}*|' +
      'sag(?:e|t|en)?(?:\\s+sie)?(?=\\s+(?!mir\\s|uns\\s).*\\sab(?![\\p{L}]))|nimm(?=\\s.*\\s(?:raus|heraus)(?![\\p{L}]))',
  ),
  show: de(
    'zeig(?:e|en)?(?:\\s+(?:sie\\s+)?mir)?|sag(?:e|en)?(?:\\s+sie)?\\s+mir|nenn(?:e|en)?(?:\\s+sie)?\\s+mir|lies(?:\\s+mir)?|was|wann|welche[nmrs]?|' +
      'habe\\s+ich|hab\\s+ich|hast\\s+du|gibt\\s+es|steht|stehen|um\\s+wie\\s*viel\\s+uhr|wie\\s+sieht|sagen|wissen|nachschauen|nachsehen|' +
      'schau(?:e|en)?(?:\\s+sie)?(?:\\s+(?:mal|bitte|doch))*\\s+nach|guck(?:e|en)?(?:\\s+(?:mal|bitte|doch))*\\s+nach|(?:über)?prüf(?:e|en)?(?:\\s+sie)?',
  ),
  questions: de(
    `was\\s+(?:habe|hab|hätte)\\s+ich\\s+(?:(?:denn|so|alles|noch|eigentlich|da|bitte)\\s+)*(?:heute|morgen|übermorgen|am|an|diese[mnrs]?|nächste[mnrs]?|kommende[mnrs]?|in|im|für|vor|geplant|eingetragen|termine?n?|${DAYS_SAID})(?![\\p{L}])|` +
      'was\\s+(?:steht|stehen|liegt)\\s+(?:[\\p{L}.]+\\s+){0,5}?(?:an|auf\\s+dem\\s+(?:plan|programm)|im\\s+kalender)(?![\\p{L}])|' +
      'was\\s+ist\\s+(?:[\\p{L}.]+\\s+){0,3}?(?:los|geplant|eingetragen|dran)(?![\\p{L}])|' +
      'was\\s+(?:[\\p{L}.]+\\s+){0,4}?(?:ansteht|anliegt|los\\s+ist|geplant\\s+ist|eingetragen\\s+ist)(?![\\p{L}])|' +
      'was\\s+ich\\s+(?:[\\p{L}.]+\\s+){0,4}?(?:vorhabe|vor\\s+habe|habe|hab|geplant\\s+habe)(?![\\p{L}])|' +
      '(?:^|[,.!?]\\s*)(?:habe|hab|hätte)\\s+ich\\s+(?:[\\p{L}.]+\\s+){0,5}?(?:termine?n?|was|etwas|irgendwas|irgendetwas|frei|zeit|verabredungen?)(?![\\p{L}])|' +
      'ob\\s+ich\\s+(?:[\\p{L}.]+\\s+){0,5}?(?:termine?n?|was|etwas|frei|zeit)(?![\\p{L}])|' +
      'wann\\s+(?:ist|sind|habe\\s+ich|hab\\s+ich|muss\\s+ich|gehe\\s+ich|findet|kommt)\\s+(?:mein|meine|meinen|den|der|die|das|ich|wieder|zum|zur|beim|bei|ins|nach)(?![\\p{L}])|' +
      'um\\s+wie\\s*viel\\s+uhr\\s+(?:ist|habe|hab|muss|kommt|beginnt|fängt|war)|' +
      'welche\\s+termine|meine\\s+(?:nächsten\\s+)?termine|was\\s+für\\s+termine|gibt\\s+es\\s+(?:[\\p{L}.]+\\s+){0,3}?termine|' +
      'wie\\s+sieht\\s+(?:mein\\p{L}*\\s+(?:[\\p{L}.]+\\s+){0,2}?|es\\s+(?:heute|morgen|übermorgen|am\\s+\\p{L}+|diese\\s+woche|nächste\\s+woche)\\s+)aus',
  ),
  // "Löschen" and "entfernen" remove photos and passwords too: not when one of those is named.
  removeWords: de(
    `ab(?:zu)?sag\\p{L}*|abgesagt|streich\\p{L}*|gestrichen|stornier\\p{L}*|fällt\\s+(?:[\\p{L}.]+\\s+){0,4}?aus|ausfallen|cancel\\p{L}*|` +
      `(?<!(?:${NOT_EVENTS})(?![\\p{L}]).*)(?:lösch\\p{L}*|gelöscht|entfern\\p{L}*)(?!.*(?<![\\p{L}])(?:${NOT_EVENTS})(?![\\p{L}]))`,
  ),
  changeWords:
    de(
      'verschieb\\p{L}*|verschoben|verleg\\p{L}*|umbenenn\\p{L}*|stattdessen|anstatt|(?:ist|sind)\\s+jetzt|doch\\s+erst|doch\\s+schon',
    ) + '|(?:ä|ae)nder\\p{L}*|ge(?:ä|ae)ndert|andern',
  nouns: de(
    'termine?n?|arzttermine?n?|verabredung(?:en)?|treffen|besprechung(?:en)?|erinnerung(?:en)?|einträge?n?|eintrag|kalendereintr(?:ag|äge)|ereignis(?:se)?|veranstaltung(?:en)?|kalender|sitzung(?:en)?',
  ),
  cues: de(
    'erinner(?:e|n)?\\s+(?:sie\\s+)?mich|erinnerung(?:en)?|kalender|terminkalender|termine?n?|kalendereintr(?:ag|äge)|eintragen|einzutragen|vormerken|verabredung(?:en)?|' +
      'ab(?:zu)?sagen|abgesagt|stornieren|storniert|verschieben|verschoben|verlegen|' +
      'fällt\\s+(?:(?:heute|morgen|übermorgen|am\\s+\\p{L}+|diese\\s+woche|nächste\\s+woche|leider|doch|wohl)\\s+)*aus(?![\\p{L}])',
  ),
  mine: 'mein|meine|meinen|meinem|meiner|meines|unser|unsere|unseren|unserem|unserer',
  plans: de('ich\\s+muss|ich\\s+soll(?:te)?|ich\\s+möchte\\s+nicht\\s+vergessen|nicht\\s+vergessen|ich\\s+brauche'),
  past: de(
    'gestern|vorgestern|vorhin|neulich|letzte[nrs]?\\s+(?:woche|monat|jahr|nacht|mal)|vor\\s+(?:\\d+|einer?|einem|zwei|drei|ein\\s+paar|einigen)\\s+(?:minuten|stunden?|tagen?|wochen?|monaten?|jahren?)|waren|hatte|hatten|gewesen',
  ),
  notEvents: de(NOT_EVENTS),
  numbers,
  weekdays: WEEKDAY_SOURCES,
  months: [
    de('januar|jänner|jan'), 'februar|feber|feb', de('märz|mrz|mär'), 'april|apr', 'mai', 'juni|jun', 'juli|jul',
    'august|aug', 'september|sept|sep', 'oktober|okt', 'november|nov', 'dezember|dez',
  ], // prettier-ignore
  ordinals: [
    de('erste[nrsm]?|1\\.'),
    de('zweite[nrsm]?|2\\.'),
    de('dritte[nrsm]?|3\\.'),
    de('vierte[nrsm]?|4\\.'),
    de('letzte[nrsm]?'),
  ],
  repeats: {
    daily: de(
      `(?:${EVERY}|an\\s+jedem)\\s+(?:tag|morgen|vormittag|mittag|nachmittag|abend|nacht)|alle\\s+tage|täglich|tagtäglich|jeden\\s+tag|(?:ein|zwei|drei)mal\\s+(?:am\\s+tag|täglich|pro\\s+tag)|(?:ein|zwei|drei)\\s+mal\\s+(?:am\\s+tag|täglich|pro\\s+tag)|allmorgendlich|allabendlich`,
    ),
    weekly: de(
      'jede\\s+woche|alle\\s+wochen|wöchentlich|einmal\\s+(?:pro|in\\s+der|die|je)\\s+woche|einmal\\s+wöchentlich',
    ),
    monthly: de('jeden\\s+monat|alle\\s+monate|monatlich|einmal\\s+(?:pro|im|je)\\s+monat'),
    yearly: de('jedes\\s+jahr|alle\\s+jahre|jährlich|einmal\\s+(?:pro|im|je)\\s+jahr'),
    workdays: de(
      '(?:jeden\\s+tag|immer|täglich)\\s+(?:von\\s+)?montags?\\s+bis\\s+freitags?|(?:von\\s+)?montags\\s+bis\\s+freitags?|montags?\\s+bis\\s+freitags|werktags|wochentags|an\\s+(?:allen\\s+)?(?:werktagen|wochentagen)|jeden\\s+werktag|(?:immer\\s+)?unter\\s+der\\s+woche',
    ),
    weekends: de('(?:jedes|an\\s+jedem|an\\s+allen|alle)\\s+wochenenden?|wochenends|immer\\s+am\\s+wochenende'),
    everyDay: de('jeden|jede|an\\s+jedem|immer(?:\\s+am)?|alle'),
    dayPlurals: 'sonntags|montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonnabends',
    // "alle 2 Wochen", "jeden zweiten Tag", and "jeden 2. Dienstag" (every other week: the weekday is
    // left to be read as the day, and unitOf reads "jeden zweiten" alone as weeks).
    everyN: `(?:${EVERY})\\s+(${NUM})\\.?\\s+(${UNIT})|${de('jede[ns]?')}\\s+(${NUM})\\.?(?=\\s+(?:am\\s+)?(?:${WEEKDAY_NAMES})(?![\\p{L}]))`,
    monthDay:
      `(?:am\\s+|jeden\\s+|immer\\s+am\\s+)(\\d{1,2}\\.?|${de('erste[nr]?|letzte[nr]?')})(?:\\s+tag)?\\s+${MONTH_OF}|` +
      `(?:${de('jeden\\s+monat|monatlich|einmal\\s+im\\s+monat|immer')})\\s+am\\s+(\\d{1,2}\\.?|${de('ersten|letzten')})(?:\\s+tag)?(?:\\s+des\\s+monats)?`,
    nthWeekday:
      `(?:am\\s+|jeden\\s+|immer\\s+am\\s+)?(${de('ersten|zweiten|dritten|vierten|letzten')}|[1-4]\\.)\\s+(${DAYS_SAID})\\s+${MONTH_OF}|` +
      `(?:${de('jeden\\s+monat|monatlich')})\\s+am\\s+(${de('ersten|zweiten|dritten|vierten|letzten')}|[1-4]\\.)\\s+(${DAYS_SAID})`,
    count: `(${NUM})\\s*-?\\s*mal${de('(?!\\s+(?:am|pro|in\\s+der|im|die|je|täglich|wöchentlich|monatlich|jährlich)(?![\\p{L}]))')}`,
    length: de(
      `(?:für|während)\\s+(?:die\\s+)?(?:nächsten\\s+)?(${NUM})\\s+(${UNIT})(?:\\s+lang)?|(?:die\\s+nächsten\\s+)?(${NUM})\\s+(${UNIT})\\s+lang`,
    ),
    until: de('bis\\s+(?:zum|zur|einschließlich|ende)|bis(?:\\s+am)?'),
    partsOfDay: {
      ...parts,
      ...spelled<DayPart>({
        'jeden morgen': 'morning',
        'jedem morgen': 'morning',
        'am morgen': 'morning',
        'heute morgen': 'morning',
      }),
    },
    unitOf: (word) => {
      const unit = fold(word)
      // "jeden zweiten" with no unit comes before a weekday ("jeden 2. Dienstag"): weeks.
      if (/^jede[ns]? \S+$/.test(unit)) return 'week'
      const units = { tag: 'day', woche: 'week', monat: 'month', jahr: 'year' } as const
      return Object.entries(units).find(([stem]) => unit.startsWith(stem))?.[1]
    },
  },
  ranges: {
    nextDays: de(`(?:in\\s+den|für\\s+die|die)\\s+nächsten\\s+(${NUM})\\s+tage?n?`),
    nextWeek: de('(?:in\\s+der\\s+|für\\s+die\\s+|die\\s+)?(?:nächste[nr]?|kommende[nr]?)\\s+woche'),
    nextWeekend: de('(?:am\\s+|das\\s+|für\\s+das\\s+)?(?:nächsten|kommenden|nächste|kommende)\\s+wochenende'),
    thisWeekend: de('(?:an\\s+|für\\s+)?(?:diese[mns]?|das)\\s+wochenende|am\\s+wochenende'),
    thisWeek: de(
      '(?:in\\s+|für\\s+)?diese[rn]?\\s+woche|meine\\s+woche|(?:in\\s+der\\s+)?laufenden\\s+woche|die\\s+woche\\s+über',
    ),
    nextMonth: de('(?:im\\s+|für\\s+den\\s+)?(?:nächsten|kommenden)\\s+monat'),
    thisMonth: de('(?:in\\s+|für\\s+)?diese[mn]\\s+monat|(?:im\\s+)?laufenden\\s+monat'),
  },
  summary: {
    articles:
      'der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|mein|meine|meinen|meinem|meiner|meines|unser|unsere|unseren|unserem|diese[nmrs]?|beim|bei|zum|zur|vom',
    leadIns: de(
      'um|am|an|ab|bis|gegen|für|auf|zum|zur|im|in|von|vom|nach|diese[nmrs]?|nächste[nmrs]?|kommende[nmrs]?|den|der|so|etwa|ca|circa|ungefähr|und|oder|jeweils|immer|jeden|jede|jedes|ab\\s+dem|bis\\s+zum|spätestens',
    ),
    trailing: de(
      'ein|eintragen|einzutragen|ab|absagen|abzusagen|löschen|streichen|entfernen|stornieren|verschieben|verlegen|ändern|hinzu|hinzufügen|notieren|vormerken|vor|an|auf|um|am|im|in|zu|und|oder|' +
        'bitte|danke|für|mit|bei|beim|den|der|die|das|dem|ist|sind|machen|setzen|schreiben|planen|erstellen|anlegen|buchen|erinnern|aufschreiben|einplanen|speichern|reservieren|vereinbaren|ausmachen|merken|rein|raus|heraus|mal|da|vorhabe|habe|hab|aus|fällt|statt|jetzt|auch|noch|doch|ja|eingetragen|geplant|los',
    ),
    fillers: de(
      'bitte(?:\\s+schön)?|bitteschön|danke(?:\\s+schön)?|dankeschön|vielen\\s+dank|(?:in|im|in\\s+den|in\\s+meinen|in\\s+meinem|im\\s+meinem)\\s+(?:termin)?kalender|für\\s+mich|mal|doch|noch|gerne?|eben|kurz|schnell',
    ),
    asking: de(
      'was|habe|hab|hätte|hast|ich|vor|an|los|dran|steht|stehen|liegt|ist|sind|gibt|es|etwas|irgendwas|irgendetwas|alles|nichts|denn|so|noch|eigentlich|da|' +
        'geplant|eingetragen|termine?n?|verabredungen?|frei|zeit|nächste[nmrs]?|kommende[nmrs]?|welche[nmrs]?|zeig(?:e|en)?|mir|sag(?:e|en)?|sie|bitte|für|auf|' +
        'plan|programm|im|in|kalender|wie|sieht|aus|ob|wann|vorhabe|ansteht|anliegt|alle|meine[nmrs]?|mein|der|die|das|den|dem|tag|woche',
    ),
    afterVerb: de(
      '(?:(?:mir|uns)\\s+)?(?:einen|den|der|die|das|ein|eine|meinen|mein|meine|meinem|meiner)?\\s*(?:neuen\\s+|nächsten\\s+)?(?:termin|eintrag|erinnerung)\\s+(?:beim|bei(?:\\s+(?:der|dem|meinem|meiner))?|für(?:\\s+(?:den|die|das))?|zum|zur|an|wegen)|' +
        '(?:ist|sind|habe\\s+ich|hab\\s+ich|muss\\s+ich|gehe\\s+ich|kommt|beginnt|fängt)(?:\\s+(?:zum|zur|beim|bei|ins|in\\s+die|nach))?|' +
        '(?:mir|mich|uns)(?:\\s+bitte)?(?:\\s+(?:daran\\s*,?(?:\\s*dass)?|an|[,:]))?|daran\\s*,?(?:\\s*dass)?|an|(?:ein|auf|vor)\\s*:|[,:]',
    ),
  },
  evening: de('abends?|nachmittags?|abendessen|abendbrot|heute\\s+nacht'),
  relative: de('nächste[nmrs]?|kommende[nmrs]?|diese[nmrs]?'),
  timeLead: de('um|gegen|ab|bis|von|zwischen|und|auf|für|so\\s+um|so\\s+gegen|etwa|ca\\.?|circa|punkt'),
  timeSuffix: 'uhr|h',
  dayFirst: true,
  dates: () => (germanDates ??= buildGermanDates()),
}
