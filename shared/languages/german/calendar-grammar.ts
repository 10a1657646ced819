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

/** Weekday names, Sunday first, as written and as often mistyped ("Mitwoch", "Donnerstg"). */
const WEEKDAY_SPELLINGS = [
  ['sonntag', 'sontag', 'sonntg'],
  ['montag', 'montg', 'mondtag'],
  ['dienstag', 'dienstg', 'dinstag', 'diensttag'],
  ['mittwoch', 'mitwoch', 'mittwoh', 'mittwch', 'mitwoh'],
  ['donnerstag', 'donnerstg', 'donerstag', 'donnestag', 'donnertag', 'donnerstak'],
  ['freitag', 'freitg', 'fretag', 'freitak'],
  ['samstag', 'sonnabend', 'samstg', 'samtag'],
] as const
/** chrono reads the weekday names spelled right; the German parsers read the others. */
const CHRONO_WEEKDAYS = new Set(['sonntag', 'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag'])
const WEEKDAY_NAMES = WEEKDAY_SPELLINGS.flat().join('|')
const weekdayOf = (name: string) => {
  const word = name.toLowerCase().replace(/s$/, '')
  return WEEKDAY_SPELLINGS.findIndex((spellings) => (spellings as readonly string[]).includes(word))
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
const DAY_WORD = de('heute|morgen|morgn|übermorgen|uebermorgen|übermorgn')
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
  return daysFromToday(context, word === 'heute' ? 0 : /^morgen?$/.test(word.replace('morgn', 'morgen')) ? 1 : 2)
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
  `|(?<!\\d\\.)(?<hour>${HOUR})(?:\\s*(?<separator>[:.])(?:(?<=:)\\s*)?(?<minute>\\d{2})(?![.:]?\\d))?(?:\\s*(?<uhr>Uhr|h)(?:\\s*(?<uhrMinute>\\d{1,2}|${MINUTE_WORD})(?![.:]?\\d)(?:\\s+Minuten)?)?)?)` +
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
  // "heute um 8" said at half past seven in the evening is 20:00: that morning is gone.
  if (time && g.dayWord && fold(g.dayWord) === 'heute' && time.meridiem === undefined && hour < 12) {
    const ref = context.reference.getDateWithAdjustedTimezone()
    if (ref.getHours() * 60 + ref.getMinutes() >= hour * 60 + minute)
      Object.assign(time, { hour: hour + 12, meridiem: 1 })
  }
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
  `(?:(?:um|gegen|am|zu|zum|so\\s+gegen)\\s+)?(?<noon>mittags?|mitternacht)` +
  // "morgen Mittag um halb eins": the clock time said after it is the time.
  `(?!\\s+(?:um|gegen|so\\s+um|so\\s+gegen)\\s+(?:\\d|halb|viertel|dreiviertel|${wordsOf(hourWords)}))`

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
  return CHRONO_WEEKDAYS.has((g.weekday ?? '').toLowerCase()) ? null : bareWeekday(context, weekday)
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

/** Easter Sunday of a year (the Gregorian computus), as [month, day]. */
function easter(year: number): [number, number] {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((8 * b + 13) / 25)) / 3) + 15) % 30
  const e = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - d - (c % 4)) % 7
  const f = d + e - 7 * Math.floor((a + 11 * d + 22 * e) / 451) + 114
  return [Math.floor(f / 31), (f % 31) + 1]
}

/** Holidays by name, as the day they fall on in a year ("Heiligabend", "3. Advent", "Ostermontag"). */
const HOLIDAYS: [string, (year: number, said: string) => [number, number]][] = [
  [de('heilig(?:en\\s+)?abend|weihnachtsabend'), () => [12, 24]],
  [de('(?:erste[nrm]?|1\\.)\\s*weihnachts(?:feier)?tag'), () => [12, 25]],
  [de('(?:zweite[nrm]?|2\\.)\\s*weihnachts(?:feier)?tag'), () => [12, 26]],
  ['silvester|sylvester', () => [12, 31]],
  ['neujahr(?:stag)?', () => [1, 1]],
  ['nikolaus(?:tag)?', () => [12, 6]],
  ['valentinstag', () => [2, 14]],
  ['tag\\s+der\\s+deutschen\\s+einheit', () => [10, 3]],
  [
    de('(?:erste[nrm]?|zweite[nrm]?|dritte[nrm]?|vierte[nrm]?|[1-4]\\.)\\s*advent(?:s(?:sonntag)?)?'),
    (year, said) =>
      adventSunday(
        year,
        ['erst|1', 'zweit|2', 'dritt|3', 'viert|4'].findIndex((nth) => new RegExp(`^(?:${nth})`, 'i').test(said)) + 1,
      ),
  ],
  ['karfreitag', (year) => easterPlus(year, -2)],
  [de('ostersonntag|ostern'), (year) => easterPlus(year, 0)],
  ['ostermontag', (year) => easterPlus(year, 1)],
  [de('(?:christi\\s+)?himmelfahrt'), (year) => easterPlus(year, 39)],
  [de('pfingstsonntag|pfingsten'), (year) => easterPlus(year, 49)],
  ['pfingstmontag', (year) => easterPlus(year, 50)],
]

/** The day some days after Easter Sunday. */
function easterPlus(year: number, days: number): [number, number] {
  const [month, day] = easter(year)
  const date = new Date(Date.UTC(year, month - 1, day + days))
  return [date.getUTCMonth() + 1, date.getUTCDate()]
}

/** The Sunday of Advent said (1 to 4): the 4th is the last Sunday before Christmas Day. */
function adventSunday(year: number, nth: number): [number, number] {
  const christmasEve = new Date(Date.UTC(year, 11, 24))
  const fourth = 24 - christmasEve.getUTCDay()
  const date = new Date(Date.UTC(year, 11, fourth - 7 * (4 - nth)))
  return [date.getUTCMonth() + 1, date.getUTCDate()]
}

const HOLIDAY_NAMES = HOLIDAYS.map(([source]) => `(?:${source})`).join('|')

/** A holiday said by name: its next coming (today included), tagged (see germanHolidayTitle). */
function holiday(match: RegExpMatchArray, context: chrono.ParsingContext): chrono.ParsingComponents | null {
  const said = match.groups?.holiday ?? ''
  const found = HOLIDAYS.find(([source]) => new RegExp(`^(?:${source})$`, 'iu').test(said))
  if (!found) return null
  const dayIn = (year: number) => found[1](year, said)
  const ref = context.reference.getDateWithAdjustedTimezone()
  const today = [ref.getMonth() + 1, ref.getDate()]
  let year = ref.getFullYear()
  const [month, day] = dayIn(year)
  if (month < today[0]! || (month === today[0] && day < today[1]!)) year += 1
  const [nextMonth, nextDay] = dayIn(year)
  return context.createParsingComponents({ year, month: nextMonth, day: nextDay }).addTag(HOLIDAY_TAG)
}

const HOLIDAY_TAG = 'german/holiday'

/** "31.12. um 20 Uhr Silvester bei Müllers": with another date said, the holiday names the event. */
const germanHolidayTitle: chrono.Refiner = {
  refine: (_context, results) => {
    const dated = results.some((r) => !r.start.tags().has(HOLIDAY_TAG) && r.start.isCertain('day'))
    return dated ? results.filter((r) => !r.start.tags().has(HOLIDAY_TAG)) : results
  },
}

const DATE_LEAD = de('am|den|dem|vom|zum|bis\\s+zum|ab\\s+dem|ab|bis|für\\s+den|auf\\s+den')

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
    `(?:(?:${DATE_LEAD})\\s+)?(?<day>\\d{1,2}(?:te[nrm]?)?|${DAY_ORDINAL})\\.?\\s*(?<month>${MONTH_NAMES})\\.?(?:\\s+(?<year>\\d{4}))?`,
    (m, context) => {
      const g = m.groups ?? {}
      const day = /^\d/.test(g.day ?? '') ? parseInt(g.day ?? '', 10) : dayOrdinals[fold(g.day ?? '')]
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
  // "im Dezember", "für den ganzen Januar": a month with no day (a question's window, or Sage asks the day).
  parser(
    `(?:im|für\\s+den|de[nm]\\s+ganzen|im\\s+ganzen)\\s+(?<month>${MONTH_NAMES})(?![\\p{L}])\\.?(?:\\s+(?<year>\\d{4}))?`,
    (m, context) => {
      const month = monthOf(m.groups?.month ?? '')
      const ref = context.reference.getDateWithAdjustedTimezone()
      const year = m.groups?.year ? Number(m.groups.year) : ref.getFullYear() + (month < ref.getMonth() + 1 ? 1 : 0)
      return month > 0 ? { year, month } : null
    },
  ),
  // "Ende Dezember", "Anfang März", "Mitte Januar": the last, first or 15th day ("bis Ende Dezember").
  parser(
    `(?<edge>${de('ende|anfang|mitte')})\\s+(?<month>${MONTH_NAMES})(?![\\p{L}])\\.?(?:\\s+(?<year>\\d{4}))?`,
    (m, context) => {
      const month = monthOf(m.groups?.month ?? '')
      const edge = fold(m.groups?.edge ?? '')
      const ref = context.reference.getDateWithAdjustedTimezone()
      const year = m.groups?.year ? Number(m.groups.year) : ref.getFullYear() + (month < ref.getMonth() + 1 ? 1 : 0)
      const day = edge === 'ende' ? new Date(year, month, 0).getDate() : edge === 'mitte' ? 15 : 1
      return month > 0 ? { year, month, day } : null
    },
  ),
  parser(`(?:(?:an|am|zu|zum|bis|ab)\\s+)?(?<holiday>${HOLIDAY_NAMES})`, holiday),
  // "in einer halben Stunde", "in einer Viertelstunde", "in anderthalb Stunden": from now.
  parser(
    `in\\s+(?:einer\\s+)?(?<part>${de('halben\\s+stunde|viertel\\s*stunde|dreiviertel\\s*stunde|anderthalb\\s+stunden|eineinhalb\\s+stunden')})`,
    (m, context) => {
      const said = fold(m.groups?.part ?? '')
      const minute = said.startsWith('halb') ? 30 : said.startsWith('drei') ? 45 : said.startsWith('viertel') ? 15 : 90
      return chrono.ParsingComponents.createRelativeFromReference(context.reference, { minute })
    },
  ),
  parser(de('übermorgen|ubermorgen|übermorgn'), (_m, context) => daysFromToday(context, 2)),
  parser('morgn', (_m, context) => daysFromToday(context, 1)),
  // "heute in einer Woche", "morgen in 14 Tagen": counted from that day.
  parser(
    `(?<base>${DAY_WORD})\\s+in\\s+(?<count>\\d{1,2}|einer|einem|${wordsOf(numbers)})\\s+(?<unit>${de('wochen?|tage?n?')})(?![\\p{L}])`,
    (m, context) => {
      const g = m.groups ?? {}
      const base = fold(g.base ?? '')
      const from = base === 'heute' ? 0 : base.startsWith('morg') ? 1 : 2
      const count = /^ein/i.test(g.count ?? '') ? 1 : numberOf(fold(g.count ?? ''), numbers)
      if (count === undefined) return null
      return daysFromToday(context, from + count * (/^w/i.test(g.unit ?? '') ? 7 : 1))
    },
  ),
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
      // "am 15. September 9 Uhr": the number after a month is the hour, not the year 2009.
      if (new RegExp(`(?:${MONTH_NAMES})\\.?\\s+\\d{1,2}$`, 'iu').test(result.text)) return false
      // "um 16 statt 15 Uhr", "am Samstag statt Freitag": what is replaced is not when.
      if (/(?:^|[^\p{L}])(?:an)?statt\s+(?:um\s+|am\s+)?$/iu.test(before)) return false
      return true
    }),
}

/**
 * "morgen, 9 Uhr", "in zwei Tagen um 9": a day said alone is no half of the day. chrono implies
 * the meridiem of now for "morgen" and "in 2 Tagen", and so reads a later "9 Uhr" as 21:00 when
 * the request is made in the afternoon. A part of the day ("morgen Abend") keeps its own.
 */
const germanDayOnly: chrono.Refiner = {
  refine: (_context, results) => {
    for (const { start } of results) {
      const part = [...start.tags()].some((tag) => /^casualReference\/(?!today|tomorrow|yesterday|now)/.test(tag))
      if (!start.isCertain('hour') && !start.isCertain('meridiem') && !part) start.delete('meridiem')
    }
    return results
  },
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

/**
 * "morgen früh Arzt um 8", "heute Abend Kino um halb 8": a part of the day and its hour said apart.
 * The hour is read in that part of the day and set on it, so the day and the time agree.
 */
const germanPartThenHour: chrono.Refiner = {
  refine: (context, results) => {
    results.forEach((result, i) => {
      const part = [...result.start.tags()]
        .map((tag) => /^casualReference\/(morning|afternoon|evening|night)$/.exec(tag)?.[1])
        .find(Boolean) as DayPart | undefined
      if (!part || result.start.isCertain('hour')) return
      const later = results[i + 1]
      if (!later || !later.start.isCertain('hour') || later.start.isCertain('day') || later.start.isCertain('weekday'))
        return
      const between = context.text.slice(result.index + result.text.length, later.index)
      if (between.length > 40 || /[.!?;]\s/.test(between)) return
      const hour = later.start.get('hour') ?? 0
      const minute = later.start.get('minute') ?? 0
      const time = later.start.isCertain('meridiem')
        ? { hour, minute, meridiem: hour >= 12 ? 1 : 0 }
        : partClock(hour, minute, part)
      if (!time) return
      for (const [key, value] of Object.entries(time)) {
        result.start.assign(key as chrono.Component, value)
        later.start.assign(key as chrono.Component, value)
      }
    })
    return results
  },
}

let germanDates: chrono.Chrono | undefined
function buildGermanDates() {
  const dates = withParsers(chrono.de.casual, germanParsers)
  dates.refiners.unshift(germanFixes, germanDayOnly)
  dates.refiners.push(germanNight, germanPartThenHour, germanHolidayTitle)
  return dates
}

const WEEKDAY_SOURCES = WEEKDAY_SPELLINGS.map(
  (spellings) => `(?:${spellings.join('|')})s?`,
) as unknown as CalendarGrammar['weekdays']
const DAYS_SAID = `(?:${WEEKDAY_NAMES})s?`
/** A part of the day written onto a weekday: "Freitagabend", "Montagmorgen". */
const WEEKDAY_PART = '(?:morgen|vormittag|mittag|nachmittag|abend|nacht)'
const PLURALS = 'sonntags|montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonnabends'
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
  // Little words German has and its neighbours do not: "Was steht am Freitag an?" is no English.
  'ich|ist|steht|stehen|habe|hab|hast|bin|sind|wird|kann|kannst|muss|soll|nicht|noch|wieder|auf|bei|vom|von|vor|nach|zu|' +
  'der|dem|den|einen?|einem|einer|mir|mich|mein\\p{L}*|dein\\p{L}*|ihr\\p{L}*|doch|oder|aber|dass|' +
  `(?:${WEEKDAY_NAMES})(?:morgen|vormittag|mittag|nachmittag|abend|nacht)|\\d{1,2}\\.\\d{1,2}\\.(?:\\d{2,4})?|(?:am|den|zum|vom)\\s+(?:\\d{1,2}\\.(?:\\d{1,2}\\.?(?:\\d{2,4})?)?|${DAY_ORDINAL})|` +
  `um\\s+(?:\\d{1,2}|${wordsOf(hourWords)}|halb|viertel|dreiviertel))`

/** Things Sage keeps that are not events. */
const NOT_EVENTS =
  'fotos?|bilder?|passwort|kennwort|pin|konto|e-?mails?|mails?|adresse|telefonnummer|handynummer|nummer|profil|einstellungen|sprache|texte?|schrift(?:größe)?|stimme|' +
  'kontakte?|nachrichten?|gespräche?|unterhaltung(?:en)?|chats?|verlauf|medikamente?n?|tabletten?|pillen?|daten|namen?'

/** Words that make a short message a remark, not a note of an event: pronouns, verbs, greetings. */
const NOT_NOTE = de(
  'ich|du|er|sie|es|wir|ihr|man|mir|mich|dir|dich|uns|euch|ist|war|bin|bist|sind|seid|waren|wäre|wird|werde|werden|' +
    'hat|habe|hab|hast|hatte|haben|geht|gehts|ging|kommt|kam|regnet|schneit|wie|was|wer|wo|warum|wann|wieso|welche[nmrs]?|' +
    'gute[nr]?|schöne[nmrs]?|frohe[nms]?|bis|danke|hallo|tschüss|nicht|nichts|kein\\p{L}*|gestern|vorgestern|wetter',
)
const NOTE_WORD = `(?!(?:${NOT_NOTE})(?![\\p{L}]))\\p{L}[\\p{L}.'-]*`
/** A day as a note names it: "am Freitag", "am 3. Februar", "12.5.", "morgen", "nächsten Dienstag". */
const NOTE_DAY =
  `(?:(?:am|an|den|für\\s+den|ab)\\s+)?(?:(?:${MODIFIER})\\s+)?(?:${WEEKDAY_NAMES})(?:\\s*,?\\s*(?:den\\s+)?\\d{1,2}\\.(?:\\s*\\d{1,2}\\.?)?)?|` +
  `(?:(?:am|den|für\\s+den|ab\\s+dem)\\s+)?\\d{1,2}\\.\\s*(?:\\d{1,2}\\.(?:\\d{2,4})?|(?:${MONTH_NAMES})(?![\\p{L}])\\.?(?:\\s+\\d{4})?)|` +
  `(?:am\\s+)?(?:${DAY_ORDINAL})\\s+(?:${MONTH_NAMES})(?![\\p{L}])|${DAY_WORD}|${de('(?:nächste|kommende)\\s+woche\\s+')}(?:${WEEKDAY_NAMES})`
/**
 * A short note of an event and its day, with no verb: "Augenarzt am 3. Februar", "Geburtstagsfeier
 * von Klaus am Samstag", "morgen Friseur". Only looked ahead at (see questions).
 */
const DAY_NOTE = `^(?=(?:${NOTE_WORD}\\s+){1,5}(?:${NOTE_DAY})[\\s.!]*$|(?:${NOTE_DAY})\\s+(?:${NOTE_WORD}\\s*){1,5}[.!]*$)`

/** Things one paints ("die Wand streichen"), which "streichen" does not remove from the calendar. */
const PAINTED = de(
  'wand|wände|zaun|zimmer|fenster|türe?n?|haus|küche|decke|flur|garage|möbel|schrank|regal|geländer|balkon|brot|butter|farbe',
)

/** "eine Stunde später", "etwas früher": a move by some time (Sage asks to what, as no time is said). */
const SHIFT = de(
  '(?:eine?|zwei|drei|\\d+|(?:eine\\s+)?halbe|eine\\s+viertel)\\s+(?:stunden?|tage?|wochen?)\\s+(?:später|früher|eher|nach\\s+hinten|nach\\s+vorne?)|' +
    '(?:etwas|bisschen|ein\\s+bisschen|ein\\s+wenig)\\s+(?:später|früher|eher)|nach\\s+(?:hinten|vorne?)\\s+(?:schieben|verschieben|legen)',
)
/** Verbs of moving an event besides "verschieben" ("vorziehen", "umlegen", "umbuchen"). */
const MOVE_WORDS = de(
  'vorzieh\\p{L}*|vorgezogen|umleg\\p{L}*|umgelegt|umbuch\\p{L}*|umgebucht|umplan\\p{L}*|umgeplant|umtrag\\p{L}*|umgetragen|umsetz\\p{L}*|umgesetzt',
)
/** "fällt weg", "fällt ins Wasser", "entfällt": it will not take place. */
const CALLED_OFF = de(
  'findet\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,4}?nicht\\s+statt|fällt\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,4}?(?:flach|weg|ins\\s+wasser)|entfällt|entfallen',
)
/**
 * "den Friseur bitte löschen", "die Fußpflege streichen, ich habe keine Zeit": an event and a verb
 * that removes it, not a photo or a password, nor a wall to paint ("streichen").
 */
const REMOVE_LAST = de(
  `(?:den|die|das|meinen|meine|mein)\\s+(?:(?!(?:${NOT_EVENTS}|${PAINTED})(?![\\p{L}]))[\\p{L}\\p{N}.-]+\\s+){1,4}?` +
    '(?:bitte\\s+)?(?:löschen|streichen|entfernen|rausnehmen|herausnehmen)(?![\\p{L}])',
)

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
      '(?:habe|hab|muss)(?!\\s+(?:ich|du|sie|gestern|vorgestern|vorhin|neulich)(?![\\p{L}]))|(?:neuer\\s+)?(?:termin|erinnerung|eintrag|notiz)\\s*:|' +
      '(?:können|könnten|sollen|wollen)\\s+wir|sag(?:\\s+doch)?(?:\\s+mal)?\\s*,|sag(?:\\s+doch)?\\s+mal|sei\\s+so\\s+(?:gut|nett|lieb)\\s+und|seien\\s+sie\\s+so\\s+(?:gut|nett|freundlich|lieb)\\s+und|ich\\s+möchte(?:\\s+gerne?)?|ich\\s+würde\\s+gerne?|ich\\s+will|ich\\s+hätte(?:\\s+gerne?)?',
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
        'benenn(?:e|en)?(?:\\s+sie)?|umbenennen|umleg(?:e|en)?(?:\\s+sie)?|umbuch(?:e|en)?(?:\\s+sie)?|umplan(?:e|en)?(?:\\s+sie)?|' +
        // "Trag den Zahnarzt auf Dienstag um", "Leg den Friseur auf 9 vor", "Zieh den Arzt vor".
        '(?:trag|setz|leg|stell|zieh)(?:e|t|en)?(?:\\s+sie)?(?=\\s.*\\s(?:um|vor)(?:\\s+bitte)?[\\s?.!]*$)',
    ) +
    '|(?:ä|ae)nder(?:e|n|t)?(?:\\s+sie)?|andern(?:\\s+sie)?|andere(?=\\s+(?:den|die|das|mein\\p{L}*|bitte)(?![\\p{L}]))',
  remove: de(
    'lösch(?:e|t|en)?(?:\\s+sie)?|löschen|streich(?:e|t|en)?(?:\\s+sie)?|entfern(?:e|t|en)?(?:\\s+sie)?|stornier(?:e|t|en)?(?:\\s+sie)?|absagen|cancel\\p{L}*|' +
      'sag(?:e|t|en)?(?:\\s+sie)?(?=\\s+(?!mir\\s|uns\\s).*\\sab(?![\\p{L}]))|nimm(?=\\s.*\\s(?:raus|heraus)(?![\\p{L}]))',
  ),
  show: de(
    'zeig(?:e|en)?(?:\\s+(?:sie\\s+)?mir)?|sag(?:e|en)?(?:\\s+sie)?\\s+mir|nenn(?:e|en)?(?:\\s+sie)?\\s+mir|lies(?:\\s+mir)?|was|wann|welche[nmrs]?|' +
      'habe\\s+ich|hab\\s+ich|hast\\s+du|gibt\\s+es|steht|stehen|um\\s+wie\\s*viel\\s+uhr|um\\s+welche\\s+uhrzeit|zu\\s+welcher\\s+uhrzeit|wie\\s+sieht|sagen|wissen|nachschauen|nachsehen|' +
      'schau(?:e|en)?(?:\\s+sie)?(?:\\s+(?:mal|bitte|doch))*\\s+nach|guck(?:e|en)?(?:\\s+(?:mal|bitte|doch))*\\s+nach|(?:über)?prüf(?:e|en)?(?:\\s+sie)?',
  ),
  // Only looked ahead at, so the words inside a question (weekdays, markers) still count as German.
  questions: `(?=(?:${de(
    `was\\s+(?:habe|hab|hätte|mache|mach|tue|tu|unternehme)\\s+ich\\s+(?:(?:denn|so|alles|noch|eigentlich|da|bitte)\\s+)*(?:heute|morgen|übermorgen|am|an|diese[mnrs]?|nächste[mnrs]?|kommende[mnrs]?|in|im|für|vor|geplant|eingetragen|termine?n?|${DAYS_SAID})(?![\\p{L}])|` +
      'was\\s+(?:steht|stehen|liegt)\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,5}?(?:an|auf\\s+dem\\s+(?:plan|programm)|im\\s+kalender)(?![\\p{L}])|' +
      'was\\s+ist\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,3}?(?:los|geplant|eingetragen|dran)(?![\\p{L}])|' +
      'was\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,4}?(?:ansteht|anliegt|los\\s+ist|geplant\\s+ist|eingetragen\\s+ist)(?![\\p{L}])|' +
      'was\\s+ich\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,4}?(?:vorhabe|vor\\s+habe|habe|hab|geplant\\s+habe)(?![\\p{L}])|' +
      '(?:^|[,.!?]\\s*)(?:habe|hab|hätte)\\s+ich\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,5}?(?:termine?n?|was|etwas|irgendwas|irgendetwas|frei|zeit|verabredungen?)(?![\\p{L}])|' +
      'ob\\s+ich\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,5}?(?:termine?n?|was|etwas|frei|zeit)(?![\\p{L}])|' +
      '(?:^|[,.!?]\\s*)bin\\s+ich\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,5}?(?:frei|verplant|beschäftigt|unterwegs|verabredet|ausgebucht|weg)(?![\\p{L}])|' +
      '(?:^|[,.!?]\\s*)(?:steht|stehen|ist|liegt|gibt\\s+es)\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,4}?(?:was|etwas|irgendwas|irgendetwas|termine?)\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,3}?(?:an|los|geplant|eingetragen|vor|auf\\s+dem\\s+(?:plan|programm)|im\\s+kalender)(?![\\p{L}])|' +
      'wann\\s+(?:ist|sind|war|waren|habe\\s+ich|hab\\s+ich|hatte\\s+ich|muss\\s+ich|gehe\\s+ich|findet|kommt)\\s+(?:(?:denn|nochmal|noch\\s+mal|eigentlich|heute|morgen|übermorgen|los)\\s+)*(?:mein|meine|meinen|den|der|die|das|ich|wieder|zum|zur|beim|bei|ins|nach)(?![\\p{L}])|' +
      // "Wann ist Fußpflege?", "Wann ist das nächste Mal Chor?": a short question about one event.
      'wann\\s+(?:ist|sind|war)\\s+(?:(?:denn|nochmal|wieder|das\\s+nächste\\s+mal)\\s+)*\\p{L}[\\p{L}-]*\\s*\\?|' +
      // "Hab ich morgen Friseur?", "Habe ich diese Woche einen Arzttermin?"
      '(?:^|[,.!?]\\s*)(?:habe|hab|hätte)\\s+ich\\s+(?:heute|morgen|übermorgen|am\\s+\\S+|diese\\S*\\s+woche|nächste\\S*\\s+\\S+|in\\s+der\\s+\\S+\\s+woche)\\s+(?:[\\p{L}.-]+\\s*){1,3}\\?|' +
      '(?:^|[,.!?]\\s*)(?:habe|hab|hätte)\\s+ich\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,5}?\\p{L}*termine?n?(?![\\p{L}])|' +
      // "Was ist morgen?", "Was kommt als Nächstes?"
      'was\\s+(?:ist|war|gibt\\s+es)\\s+(?:denn\\s+)?(?:heute|morgen|übermorgen|am\\s+\\S+(?:\\s+\\S+)?)\\s*\\??$|' +
      'was\\s+(?:kommt|steht|ist|habe\\s+ich|hab\\s+ich)\\s+(?:denn\\s+)?(?:als\\s+)?nächstes|' +
      'um\\s+welche\\s+uhrzeit|zu\\s+welcher\\s+uhrzeit|' +
      'um\\s+wie\\s*viel\\s+uhr\\s+(?:ist|habe|hab|muss|kommt|beginnt|fängt|war)|' +
      'welche\\s+termine|meine\\s+(?:nächsten\\s+)?termine|was\\s+für\\s+termine|gibt\\s+es\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,3}?termine|' +
      'wie\\s+sieht\\s+(?:mein\\p{L}*\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,2}?|es\\s+(?:heute|morgen|übermorgen|am\\s+\\p{L}+|diese\\s+woche|nächste\\s+woche)\\s+)aus',
  )}))\\S+`,
  // "Löschen" and "entfernen" remove photos and passwords too: not when one of those is named.
  removeWords: de(
    `${CALLED_OFF}|ab(?:zu)?sag\\p{L}*|abgesagt|` +
      // "streichen" also paints: not when a wall or a fence is named.
      `(?<!(?:${PAINTED})(?![\\p{L}]).*)(?:streich\\p{L}*|gestrichen)(?!.*(?<![\\p{L}])(?:${PAINTED})(?![\\p{L}]))|` +
      `(?:he)?raus(?:zu)?nehmen|(?:he)?rausgenommen|stornier\\p{L}*|fällt\\s+(?:[\\p{L}\\p{N}.]+\\s+){0,4}?aus|ausfallen|cancel\\p{L}*|` +
      `(?<!(?:${NOT_EVENTS})(?![\\p{L}]).*)(?:lösch\\p{L}*|gelöscht|entfern\\p{L}*)(?!.*(?<![\\p{L}])(?:${NOT_EVENTS})(?![\\p{L}]))`,
  ),
  changeWords:
    de(
      'verschieb\\p{L}*|verschoben|verleg\\p{L}*|umbenenn\\p{L}*|stattdessen|anstatt|(?:ist|sind)\\s+jetzt|doch\\s+erst|doch\\s+schon|' +
        // "nicht am Montag, sondern am Mittwoch": a correction.
        'nicht\\s+(?:[\\p{L}\\p{N}.:,]+\\s+){0,4}?sondern|' +
        `${SHIFT}|${MOVE_WORDS}|` +
        `(?:an)?statt\\s+(?:um\\s+|am\\s+)?(?=\\d|(?:${WEEKDAY_NAMES})|${DAY_WORD})|` +
        // "… auf Freitag 15 Uhr legen": put on another day.
        'auf\\s+(?:[\\p{L}\\p{N}.:]+\\s+){1,4}?legen(?=[\\s?.!]*$)',
    ) + '|(?:ä|ae)nder\\p{L}*|ge(?:ä|ae)ndert|andern',
  nouns: de(
    'termine?n?|verabredung(?:en)?|treffen|besprechung(?:en)?|erinnerung(?:en)?|einträge?n?|eintrag|kalendereintr(?:ag|äge)|ereignis(?:se)?|veranstaltung(?:en)?|kalender|sitzung(?:en)?',
  ),
  cues:
    de(
      'erinner(?:e|n)?\\s+(?:sie\\s+)?mich|erinnerung(?:en)?|kalender|terminkalender|termine?n?|kalendereintr(?:ag|äge)|eintragen|einzutragen|vormerken|verabredung(?:en)?|' +
        'ab(?:zu)?sagen|abgesagt|stornieren|storniert|verschieben|verschoben|verlegen|' +
        'fällt\\s+(?:(?:heute|morgen|übermorgen|am\\s+\\p{L}+|diese\\s+woche|nächste\\s+woche|leider|doch|wohl)\\s+)*aus(?![\\p{L}])|' +
        // "…, bitte notieren": the request comes last.
        '(?:notieren|notierst|aufschreiben|aufschreibst|einplanen|reinschreiben|einschreiben)(?=(?:\\s+(?:bitte|danke))?[\\s?.!]*$)',
    ) + `|${CALLED_OFF}|${SHIFT}|${MOVE_WORDS}|${REMOVE_LAST}|${DAY_NOTE}`,
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
    // "jeden Freitagabend", "immer montagmorgens": the weekday and its part of the day are left for
    // the date reader, which reads the hour in that part ("jeden Freitagabend um 7" is 19:00).
    weekly:
      de('jede\\s+woche|alle\\s+wochen|wöchentlich|einmal\\s+(?:pro|in\\s+der|die|je)\\s+woche|einmal\\s+wöchentlich') +
      `|(?:${EVERY}|an\\s+jedem|immer(?:\\s+am)?)\\s+(?=(?:${WEEKDAY_NAMES})${WEEKDAY_PART})|(?=(?:${WEEKDAY_NAMES})${WEEKDAY_PART}s(?![\\p{L}]))`,
    monthly: de('jeden\\s+monat|alle\\s+monate|monatlich|einmal\\s+(?:pro|im|je)\\s+monat'),
    yearly: de('jedes\\s+jahr|alle\\s+jahre|jährlich|einmal\\s+(?:pro|im|je)\\s+jahr'),
    workdays: de(
      '(?:jeden\\s+tag|immer|täglich)\\s+(?:von\\s+)?montags?\\s+bis\\s+freitags?|(?:von\\s+)?montags\\s+bis\\s+freitags?|montags?\\s+bis\\s+freitags|(?:von\\s+)?montag\\s*(?:bis|-)\\s*freitag|mo\\.?\\s*(?:bis|-)\\s*fr\\.?|werktags|wochentags|an\\s+(?:allen\\s+)?(?:werktagen|wochentagen)|jeden\\s+werktag|(?:immer\\s+)?unter\\s+der\\s+woche',
    ),
    weekends: de('(?:jedes|an\\s+jedem|an\\s+allen|alle)\\s+wochenenden?|wochenends|immer\\s+am\\s+wochenende'),
    everyDay: de('jeden|jede|an\\s+jedem|immer(?:\\s+am)?|alle'),
    // "montags mittwochs und freitags": plurals in a row need no comma between them.
    dayPlurals: `(?:${PLURALS})(?:\\s+(?:${PLURALS}))*`,
    // "alle 2 Wochen", "jeden zweiten Tag", and "jeden 2. Dienstag" (every other week: the weekday is
    // left to be read as the day, and unitOf reads "jeden zweiten" alone as weeks).
    everyN: `(?:${EVERY})\\s+(${NUM})\\.?\\s+(${UNIT})|${de('vierzehntägig|zweiwöchentlich')}|${de('jede[ns]?')}\\s+(${NUM})\\.?(?=\\s+(?:am\\s+)?(?:${WEEKDAY_NAMES})(?![\\p{L}]))`,
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
    until: de('bis\\s+(?:zum|zur|einschließlich)|bis(?:\\s+am)?'),
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
      // "vierzehntägig", "zweiwöchentlich": every other week (numberIn finds no number: 2).
      if (/^(?:vierzehntag|zweiwoch)/.test(unit)) return 'week'
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
      'der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|mein|meine|meinen|meinem|meiner|meines|unser|unsere|unseren|unserem|diese[nmrs]?|beim|bei|zum|zur|vom|' +
      de('nächste[nmrs]?|kommende[nmrs]?'),
    leadIns: de(
      'um|am|an|ab|bis|gegen|für|auf|zum|zur|im|in|von|vom|nach|diese[nmrs]?|nächste[nmrs]?|kommende[nmrs]?|den|der|so|etwa|ca|circa|ungefähr|und|oder|jeweils|immer|jeden|jede|jedes|ab\\s+dem|bis\\s+zum|spätestens',
    ),
    trailing: de(
      'ein|eintragen|einzutragen|ab|absagen|abzusagen|löschen|streichen|entfernen|stornieren|verschieben|verlegen|ändern|hinzu|hinzufügen|notieren|vormerken|vor|an|auf|um|am|im|in|zu|und|oder|' +
        'bitte|danke|für|mit|bei|beim|den|der|die|das|dem|ist|sind|machen|setzen|schreiben|planen|erstellen|anlegen|buchen|erinnern|aufschreiben|einplanen|speichern|reservieren|vereinbaren|ausmachen|merken|rein|raus|heraus|mal|da|vorhabe|habe|hab|ich|wir|erst|schon|neu|weg|ins|wasser|nochmal|wieder|vorziehen|umlegen|umbuchen|aus|fällt|statt|findet|nicht|flach|legen|lieber|' +
        'verlegt|verschoben|abgesagt|gestrichen|gelöscht|storniert|geändert|wurde|wurden|wird|werden|muss|müssen|soll|sollen|sich|verschiebt|' +
        'gehe|gehen|fahre|fahren|komme|kommen|jetzt|auch|noch|doch|ja|eingetragen|geplant|los',
    ),
    fillers: de(
      'bitte(?:\\s+schön)?|bitteschön|danke(?:\\s+schön)?|dankeschön|vielen\\s+dank|(?:in|im|in\\s+den|in\\s+meinen|in\\s+meinem|im\\s+meinem|vom|von\\s+meinem|aus\\s+dem|aus\\s+meinem|aus|zum|zu\\s+meinem)\\s+(?:termin)?kalender|' +
        `${SHIFT}|` +
        '[,.]?\\s*(?:weil\\s+|denn\\s+|da\\s+)?(?:ich|wir)\\s+(?:habe|hab|haben|hätte|hätten)\\s+(?:leider\\s+)?keine\\s+(?:zeit|lust)(?:\\s+mehr)?|für\\s+mich|mal|doch|noch|gerne?|eben|kurz|schnell|' +
        // "…, kannst du das rausnehmen?": the request said after the event, about "it".
        ',?\\s*(?:(?:kannst|könntest|können|könnten|würdest|würden)\\s+(?:du|sie)\\s+)?(?:das|es|ihn|diesen|diese|dies)\\s+(?:bitte\\s+)?' +
        '(?:rausnehmen|herausnehmen|löschen|absagen|streichen|entfernen|stornieren|eintragen|notieren|verschieben|verlegen|vormerken)(?:\\s+bitte)?(?=[\\s?.!]*$)|' +
        `(?:an)?statt\\s+(?:um\\s+|am\\s+)?(?:\\d{1,2}(?:[:.]\\d{2})?(?:\\s*uhr)?|(?:${WEEKDAY_NAMES})|${DAY_WORD})|lieber|` +
        'nicht\\s+sondern|(?:gibt\\s+es|brauche\\s+ich|brauch\\s+ich)\\s+nicht\\s+mehr|' +
        // "Ich kann nicht zum Augenarzt", "wir gehen leider nicht ins Konzert": why it is cancelled.
        '^(?:ich|wir)\\s+(?:kann|können|gehe|gehen|schaffe|schaffen|komme|kommen)\\s+(?:(?:doch|leider|wohl|heute|morgen|da)\\s+)*nicht(?:\\s+(?:zu[mr]?|ins|in\\s+die|in\\s+den|beim|bei|an|auf))?',
    ),
    asking: de(
      'was|habe|hab|hätte|hast|ich|vor|an|los|dran|steht|stehen|liegt|ist|sind|gibt|es|etwas|irgendwas|irgendetwas|alles|nichts|denn|so|noch|eigentlich|da|' +
        'geplant|eingetragen|termine?n?|verabredungen?|frei|zeit|nächste[nmrs]?|kommende[nmrs]?|welche[nmrs]?|zeig(?:e|en)?|mir|sag(?:e|en)?|sie|bitte|für|auf|' +
        'plan|programm|im|in|kalender|wie|sieht|aus|ob|wann|vorhabe|ansteht|anliegt|alle|meine[nmrs]?|mein|der|die|das|den|dem|tag|woche|' +
        'bin|war|als|nächstes|kommt|mache|mach|tue|tu|unternehme|verplant|beschäftigt|unterwegs|verabredet|ausgebucht|weg|irgendwelche|einen?|monat',
    ),
    afterVerb: de(
      '(?:(?:mir|uns)\\s+)?(?:einen|den|der|die|das|ein|eine|meinen|mein|meine|meinem|meiner)?\\s*(?:neuen\\s+|nächsten\\s+)?(?:termin|eintrag|erinnerung)\\s+(?:beim|bei(?:\\s+(?:der|dem|meinem|meiner))?|für(?:\\s+(?:den|die|das))?|zum|zur|an|wegen)|' +
        '(?:ist|sind|war|habe\\s+ich|hab\\s+ich|hatte\\s+ich|muss\\s+ich|gehe\\s+ich|kommt|beginnt|fängt)(?:\\s+(?:das\\s+nächste\\s+mal|nochmal|noch\\s+mal|los))?(?:\\s+(?:zum|zur|beim|bei|ins|in\\s+die|nach))?|' +
        // "einen Termin machen, Friseur …", "alle Termine mit Frau Meier", "ein, dass ich zum Friseur gehe".
        '(?:(?:alle|einen|den|die|ein|eine)\\s+)?(?:neuen\\s+)?(?:termin|termine|eintrag|erinnerung)\\s+(?:machen|eintragen|anlegen|erstellen|notieren|setzen|eingetragen|notiert|gemacht|angelegt)\\s*[,:]?|' +
        '(?:(?:alle|die|den|der|das|mein|meine|meinen)\\s+)?(?:termine?n?|treffen|verabredung(?:en)?)\\s+(?:mit(?:\\s+(?:dem|der|den|meinem|meiner))?|vom|von(?:\\s+(?:dem|der))?)|' +
        '(?:ein\\s*,?\\s*)?dass\\s+(?:ich|wir)\\s+(?:(?:zum|zur|beim|bei|ins|in\\s+die|nach)\\s+)?|' +
        '(?:für|wegen)(?:\\s+(?:den|die|das|meinen|meine))?(?=\\s+\\p{L})|' +
        // "Ändere die Uhrzeit vom Arzttermin": the event is what follows.
        '(?:die\\s+|das\\s+|den\\s+)?(?:uhrzeit|zeit|datum|tag|ort)\\s+(?:vom|von(?:\\s+(?:dem|der|meinem|meiner))?|des|der|beim|bei(?:\\s+(?:dem|der))?|für(?:\\s+(?:den|die|das))?)|' +
        '(?:mir|mich|uns)(?:\\s+bitte)?(?:\\s+(?:daran\\s*,?(?:\\s*dass)?|an|[,:]))?|daran\\s*,?(?:\\s*dass)?|' +
        '(?:dass\\s+)?(?:ich|wir)\\s+(?:zum|zur|beim|bei|ins|in\\s+die|nach)(?=\\s+\\p{L})|an|(?:ein|auf|vor)\\s*:|[,:]',
    ),
  },
  evening: de('abends?|nachmittags?|abendessen|abendbrot|heute\\s+nacht'),
  relative: de('nächste[nmrs]?|kommende[nmrs]?|diese[nmrs]?'),
  timeLead: de('um|gegen|ab|bis|von|zwischen|und|auf|für|so\\s+um|so\\s+gegen|etwa|ca\\.?|circa|punkt'),
  // "14uhr30": the minutes may follow "Uhr" with no space.
  timeSuffix: 'uhr(?:\\d{1,2})?|h',
  dayFirst: true,
  dates: () => (germanDates ??= buildGermanDates()),
}
