// How Italian speaks of the calendar, for the built-in parser: "segna il dentista domani alle 10",
// "ricordami di prendere le pastiglie ogni giorno alle 9", "sposta il parrucchiere a venerdì",
// "cosa ho questa settimana?". Accents are optional: people often leave them out or type "e'".
import * as chrono from 'chrono-node'
import { type CalendarGrammar, unitFrom } from '#shared/calendar/grammar.ts'
import {
  daysFromToday,
  type DayPart,
  nextDayOfMonth,
  numberOf,
  parser,
  partClock,
  withParsers,
  wordsOf,
} from '#shared/calendar/clock.ts'

const numbers: Record<string, number> = {
  un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10,
  undici: 11, dodici: 12, tredici: 13, quattordici: 14, quindici: 15, sedici: 16, diciassette: 17, diciotto: 18,
  diciannove: 19, venti: 20, ventuno: 21, ventidue: 22, ventitre: 23, 'ventitré': 23, ventiquattro: 24,
  venticinque: 25, ventisei: 26, ventisette: 27, ventotto: 28, ventinove: 29, trenta: 30, trentuno: 31,
  quaranta: 40, quarantacinque: 45, cinquanta: 50, cinquantacinque: 55,
} // prettier-ignore
const NUM = `\\d{1,3}|${wordsOf(numbers)}`
/** An hour: digits or a number word ("alle dieci", "all'una"). */
const HOUR = `\\d{1,2}|${wordsOf(numbers)}`
/** The start of a month name, so "il 5" is not read when "il 5 dicembre" is meant. */
const MONTH_STARTS = 'genn?|febb?|febr|mar|apr|magg?|giu|lug|ago|sett?|ott|nov|dic'
/** Month names, January first, with the short forms people write. */
const MONTHS = [
  'gennaio|genn?', 'febbraio|febraio|febb?', 'marzo', 'aprile', 'maggio|magg?', 'giugno', 'luglio|lug',
  'agosto', 'settembre|sett', 'ottobre|ott', 'novembre|nov', 'dicembre|dic',
] // prettier-ignore
/** Weekday names, Sunday first, singular and plural. */
const WEEKDAY_NAMES = [
  'domenic(?:a|he)',
  'luned[iìí]',
  'marted[iìí]',
  'mercoled[iìí]',
  'gioved[iìí]',
  'venerd[iìí]',
  'sabat[oi]',
] as const
const ANY_WEEKDAY = WEEKDAY_NAMES.join('|')
/** A weekday's number, 0 Sunday .. 6 Saturday. */
const weekdayOf = (name: string) => WEEKDAY_NAMES.findIndex((source) => new RegExp(`^(?:${source})$`, 'iu').test(name))
/** Pronouns joined to a verb: "spostalo", "cancellamelo", "segnarmi". */
const CLITIC = 'mel[oaie]|l[oaie]|mi'
/** What follows "ricordami" in a question ("mi ricordi cosa ho domani?"), not a reminder. */
const NOT_A_QUESTION =
  "(?!\\s+(?:cosa|che\\s+cosa|cos'|che\\s+(?:impegni|appuntamenti|programmi)|quando|a\\s+che\\s+ora|se\\s+ho|quali|dove)(?!\\p{L}))"
/** "c'è", typed also "c'e", "c e", "ce" or "c e'". */
const CE = "c(?:'\\s*|\\s+)?[eèé]'?(?!\\p{L})"
/** Weekday names, singular only. */
const WEEKDAYS = 'luned[iìí]|marted[iìí]|mercoled[iìí]|gioved[iìí]|venerd[iìí]|sabato|domenica'
/** Words that name a day a question is about ("oggi", "giovedì", "il 12", "questa settimana"). */
const DAY_WORDS = `oggi|domani|dopodomani|stasera|stamattina|questa\\s+sett?imana|sett?imana\\s+pross?ima|pross?ima\\s+sett?imana|il\\s+\\d|${WEEKDAYS}|\\d{1,2}\\s+(?:${MONTH_STARTS})`

const parts: Record<string, DayPart> = {
  mattina: 'morning', mattine: 'morning', mattino: 'morning', mattini: 'morning', mattinata: 'morning',
  pomeriggio: 'afternoon', pomeriggi: 'afternoon', sera: 'evening', sere: 'evening', serata: 'evening',
  notte: 'night', notti: 'night', nottata: 'night',
  // with one consonant where two belong, as people often type
  matina: 'morning', matine: 'morning', matino: 'morning', pomerigio: 'afternoon', pomerigi: 'afternoon',
} // prettier-ignore
const PART = '(matt?inata|matt?in[aeo]|mattini|pomerig?gio|pomerig?gi|serata|ser[ae]|nottata|nott[ei])'
const partOf = (word: string | undefined) => (word ? parts[word.toLowerCase().replace(/\s+/g, ' ')] : undefined)
/** The tag chrono's own Italian parsers give a part of the day ("domani mattina"), which the parser reads. */
const PART_TAGS: Record<DayPart, string> = {
  morning: 'morning', am: 'morning', afternoon: 'afternoon', pm: 'afternoon', evening: 'evening', night: 'night',
} // prettier-ignore

// A clock time: "alle 10", "alle 10:30", "alle 10 e mezza", "alle undici meno un quarto", "alle ore 15",
// "verso le 8 di sera", "all'una e un quarto", "le 7 e tre quarti". Groups: lead, hour, colon minutes,
// minutes after "e", minutes before "meno", "in punto", part of the day.
const CLOCK =
  "(?:(verso\\s+le|verso\\s+l'|per\\s+le|per\\s+l'|entro\\s+le|entro\\s+l'|dopo\\s+le|prima\\s+delle|fino\\s+alle|tra\\s+le|fra\\s+le|all?e|all'|all(?=\\s)|dalle|dall'|le|l')\\s*)?" +
  `(?:(ore|h)\\s*)?(${HOUR})` +
  `(?:(?:[:.,]|\\s*h\\s*)(\\d{2})|\\s+e\\s+(mezz[ao]|un\\s+quarto|quarto|tre\\s+quarti|\\d{1,2}|${wordsOf(numbers)})(?:\\s+minuti)?|\\s+meno\\s+(un\\s+quarto|quarto|\\d{1,2}|${wordsOf(numbers)}))?` +
  '(?:\\s*(h|in\\s+punto))?' +
  `(?:\\s+(?:di|del|della|dell'|nel|nella|la|il)\\s*${PART})?`

/** Words that say the hours are in the afternoon or evening ("cena alle 7 meno un quarto"). */
const EVENING = /(?<!\p{L})(?:sera|serata|stasera|pomeriggio|cena|notte|stanotte)(?!\p{L})/iu

/** Things counted after a number ("il 2 per cento", "del 3 piano"): not a day. */
const COUNTED = 'anni|volte|minuti|giorni|sett?imane|mesi|per\\s+cento|euro|persone|piano'

/** Words that say a number is not an hour ("per le 2 settimane", "le 2 pastiglie"). */
const countedAfter =
  /^\s+(?:giorn|sett?iman|mes[ei]|ann[io]|or[ae]\b|minut|volt|pastigli|pillol|compress|gocce|persone)/iu

/** Minutes said after "e" ("e mezza", "e un quarto", "e tre quarti", "e 20"). */
function minutesAfter(said: string): number | undefined {
  const text = said.toLowerCase()
  if (text.startsWith('mezz')) return 30
  if (text.includes('tre quarti')) return 45
  if (text.includes('quarto')) return 15
  return numberOf(text, numbers)
}

/** Reads a CLOCK match from group `at` on: the hour and minute on the 24-hour clock, or null. */
function italianClock(groups: (string | undefined)[], at: number, after: string, text = '') {
  const [lead, ore, hourText, colon, plus, minus, suffix, part] = groups.slice(at, at + 8)
  let hour = numberOf(hourText, numbers)
  if (hour === undefined) return null
  const digits = /^\d/.test(hourText!)
  const said = (lead && !/^le$|^l'$/i.test(lead)) || ore || colon || plus || minus || suffix || part
  // "le 10" alone, or a bare number, is an hour only with a word that says so; a word needs a lead too.
  if (!said && !(lead && !digits)) return null
  if (!colon && !plus && !minus && !part && countedAfter.test(after)) return null
  // "l'" (or "all" with the apostrophe left out) goes with "una", "otto", "undici" only.
  if (lead && /l'$|^all$/i.test(lead) && ![1, 8, 11].includes(hour)) return null
  let minute = colon ? Number(colon) : 0
  if (plus) {
    const extra = minutesAfter(plus)
    if (extra === undefined || extra > 59) return null
    minute = extra
  }
  if (minus) {
    const before = /quarto/i.test(minus) ? 15 : numberOf(minus, numbers)
    if (before === undefined || before >= 60) return null
    ;[hour, minute] = [hour === 1 ? 12 : hour === 0 ? 23 : hour - 1, 60 - before]
  }
  const period = partOf(part)
  if (period === 'night' && hour === 12) return { hour: 0, minute, meridiem: 0 }
  // "alle sette meno dieci" is 6:50 in the morning, though a bare 6 would be read as 6 pm.
  if (minus && hour === 6 && !period && !EVENING.test(text)) return { hour, minute, meridiem: 0 }
  return partClock(hour, minute, period)
}

/** A part of the day with no hour, as chrono's own parsers give one: the day stays as it is, the hour implied. */
function partOfDay(context: chrono.ParsingContext, part: DayPart, days?: number) {
  const components =
    days === undefined ? new chrono.ParsingComponents(context.reference, {}) : daysFromToday(context, days)
  components.imply('hour', { morning: 9, am: 9, afternoon: 15, pm: 15, evening: 19, night: 20 }[part])
  components.imply('minute', 0)
  return components.addTag(`casualReference/${PART_TAGS[part]}`)
}

/**
 * A day counted from today with no time of its own ("dopodomani", "tra 3 giorni"): chrono's relative
 * days carry the hour it is now, which turns "alle 9" said in the afternoon into 9 pm.
 */
function dayAhead(context: chrono.ParsingContext, days: number, months = 0) {
  const today = context.reference.getDateWithAdjustedTimezone()
  const date = new Date(today.getFullYear(), today.getMonth() + months, today.getDate() + days)
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }
}

/** "tra 3 giorni", "fra una settimana", "tra un paio di mesi": a day ahead. Groups: count, unit. */
const AHEAD = `(?:tra|fra)\\s+(un\\s+paio\\s+di|${NUM}|un'?)\\s*(giorn[oi]|sett?iman[ae]|mes[ei]|ann[oi])`

/** The day "tra 3 giorni" names. */
function dayAheadOf(match: RegExpMatchArray, context: chrono.ParsingContext) {
  const count = /paio/i.test(match[1]!) ? 2 : /^un'?$/i.test(match[1]!) ? 1 : numberOf(match[1], numbers)
  if (count === undefined) return null
  const unit = match[2]!.toLowerCase()
  if (unit.startsWith('giorn')) return dayAhead(context, count)
  if (/^sett?iman/.test(unit)) return dayAhead(context, 7 * count)
  return dayAhead(context, 0, unit.startsWith('mes') ? count : 12 * count)
}

/**
 * A day with a part of the day (group 1) and maybe a CLOCK after it (groups 2-9): "questa sera alle 8",
 * "domattina": a day from today, at the hour said or the part's usual one.
 */
function dayAndPart(match: RegExpMatchArray, context: chrono.ParsingContext, days: number) {
  const part = partOf(match[1])!
  if (!match[4]) return partOfDay(context, part, days)
  const after = context.text.slice((match.index ?? 0) + match[0].length)
  const time = italianClock([...match.slice(2, 9), match[9] ?? match[1]], 0, after)
  if (!time) return null
  const day = daysFromToday(context, days)
  for (const [component, value] of Object.entries(time)) day.assign(component as chrono.Component, value)
  return day
}

const italianParsers: chrono.Parser[] = [
  // "alle 10 e mezza", "alle undici meno un quarto", "all'una", "alle ore 15", "alle 8 di sera"
  parser(CLOCK, (match, context) => {
    const after = context.text.slice((match.index ?? 0) + match[0].length)
    return italianClock([...match], 1, after, context.text)
  }),
  // "mattina alle 10", "la sera alle 8": the part of the day said before the hour
  parser(`(?:(?:la|di|in|nel(?:la)?)\\s+)?${PART}\\s*,?\\s+(?:verso\\s+)?${CLOCK}`, (match, context) => {
    const after = context.text.slice((match.index ?? 0) + match[0].length)
    return italianClock([...match.slice(2, 9), match[9] ?? match[1]], 0, after)
  }),
  // "a mezzogiorno", "mezzogiorno e mezza", "a mezzanotte"
  parser(
    '(?:(?:a|verso|per|entro|dopo|prima\\s+di)\\s+)?(?:(?:il|lo)\\s+)?mezz[oa]?\\s?giorno(?:\\s+e\\s+(mezz[ao]|un\\s+quarto|quarto))?',
    (m) => ({ hour: 12, minute: m[1] ? minutesAfter(m[1])! : 0, meridiem: 1 }),
  ),
  parser('(?:(?:a|verso|per|entro|dopo|prima\\s+di)\\s+)?(?:la\\s+)?mezza\\s?notte', () => ({
    hour: 0,
    minute: 0,
    meridiem: 0,
  })),
  // "l'impegno delle 10 di domani", "la visita dell'una": the hour that names an event, before a day or at the end
  parser(
    `(?:delle|dell')\\s*(${HOUR})(?:[:.](\\d{2}))?(?=\\s*(?:$|[,;!?]|(?:di|del|della|dell'|per)\\s|(?:${WEEKDAYS}|oggi|domani|dopodomani|stasera)(?!\\p{L})))`,
    (m) => {
      const hour = numberOf(m[1], numbers)
      if (hour === undefined || (/'$/.test(m[0].split(/\s/)[0]!) && ![1, 8, 11].includes(hour))) return null
      return partClock(hour, m[2] ? Number(m[2]) : 0, undefined)
    },
  ),
  // "il cinque dicembre", "il primo marzo", "ventitré aprile": the day in words before a month
  parser(`(?:il\\s+|l'\\s*)?(primo|${wordsOf(numbers)})\\s+(?:di\\s+)?(${MONTHS.join('|')})(?:\\s+(\\d{4}))?`, (m) => {
    const day = /^primo$/i.test(m[1]!) ? 1 : numberOf(m[1], numbers)
    const month = MONTHS.findIndex((source) => new RegExp(`^(?:${source})$`, 'iu').test(m[2]!)) + 1
    if (!day || day > 31 || !month) return null
    return m[3] ? { day, month, year: Number(m[3]) } : { day, month }
  }),
  // "dopo domani", "dopo-domani" (chrono reads only "dopodomani")
  parser('dopo\\s*-?\\s*domani', (_m, context) => dayAhead(context, 2)),
  // "il 12.12", "l'8.1.2027", "giorno 3/12": a day and month with dots, which chrono reads as a time
  parser(`(?:il|l'|giorno|${WEEKDAYS})\\s*(\\d{1,2})[./](\\d{1,2})(?:[./](\\d{4}|\\d{2}))?(?![./]?\\d)`, (m) => {
    const [day, month] = [Number(m[1]), Number(m[2])]
    if (month < 1 || month > 12 || day < 1 || day > 31) return null
    const year = m[3] ? Number(m[3].length === 2 ? `20${m[3]}` : m[3]) : undefined
    return year ? { day, month, year } : { day, month }
  }),
  // "il 5", "l'8", "il giorno 12", "il 1°" with no month: the next such day
  parser(
    `(?:il|l'|al|all'|del|dell')\\s*(?:giorno\\s+)?(\\d{1,2})°?(?!\\s*(?:[:/.,-]\\s*\\d|\\d|°|%|(?:h|ore)\\b(?!\\s*\\d)|e\\s+(?:mezz|un\\s+quarto|\\d)|(?:di\\s+|del\\s+)?(?:${MONTH_STARTS})|del\\s+mese|di\\s+ogni|ogni|${COUNTED}))`,
    (m, context) => nextDayOfMonth(context, Number(m[1])),
  ),
  parser(
    `giorno\\s+(\\d{1,2})(?!\\s*(?:[:/.,-]\\s*\\d|\\d|°|(?:di\\s+|del\\s+)?(?:${MONTH_STARTS})|del\\s+mese|di\\s+ogni))`,
    (m, context) => nextDayOfMonth(context, Number(m[1])),
  ),
  // "in mattinata", "in serata", "al mattino", "nel primo pomeriggio": no hour, a usual one
  parser(
    '(?:(?:in|nel(?:la)?|la|il|di|al|del(?:la)?)\\s+)?(mattinata|serata|nottata|mattino|(?:primo|tardo)\\s+pomeriggio)',
    (m, context) => {
      const word = m[1]!.toLowerCase()
      const part: DayPart = word.includes('pomeriggio') ? 'afternoon' : partOf(word)!
      return partOfDay(context, part)
    },
  ),
  // "oggi pomeriggio", "questa sera (alle 8)": today, at the hour said or the usual one of that part of the day
  parser(
    `(?:oggi\\s+(?:in\\s+|nel\\s+)?|questa\\s+|questo\\s+)(mattina|mattinata|pomeriggio|sera|serata)(?:\\s*,?\\s+(?:verso\\s+)?${CLOCK})?`,
    (match, context) => dayAndPart(match, context, 0),
  ),
  // "stanotte alle 2": the coming night, after midnight when the hour is small; "stanotte alle 11" is 11 pm
  parser(`stanotte\\s*,?\\s+(?:verso\\s+)?${CLOCK}`, (match, context) => {
    const after = context.text.slice((match.index ?? 0) + match[0].length)
    const time = italianClock([...match.slice(1, 8), 'notte'], 0, after)
    if (!time) return null
    const day = daysFromToday(context, (time.hour ?? 0) < 6 ? 1 : 0)
    for (const [component, value] of Object.entries(time)) day.assign(component as chrono.Component, value)
    return day
  }),
  // "stamattina (alle 11)", typed also "stamatina": this morning
  parser(`sta(matt?ina)(?:\\s*,?\\s+(?:verso\\s+)?${CLOCK})?`, (match, context) => dayAndPart(match, context, 0)),
  // "domattina (alle 8)": tomorrow morning
  parser(`do(matt?ina)(?:\\s*,?\\s+(?:verso\\s+)?${CLOCK})?`, (match, context) => dayAndPart(match, context, 1)),
  // "sabato prossimo", "il prossimo sabato", "sabato che viene": the coming Saturday (not today);
  // "questo sabato": the coming one, today included.
  parser(
    `(?:(?:il|la)\\s+)?pross?im[oa]\\s+(${WEEKDAYS})|(${WEEKDAYS})\\s+(?:pross?im[oa]|che\\s+viene|entrante)(?!\\s+sett?imana)|quest[oa]\\s+(${WEEKDAYS})`,
    (match, context) => {
      const weekday = weekdayOf((match[1] ?? match[2] ?? match[3])!)
      const today = context.reference.getDateWithAdjustedTimezone().getDay()
      const ahead = (weekday - today + 7) % 7
      return { ...dayAhead(context, ahead || (match[3] ? 0 : 7)), weekday }
    },
  ),
  // "martedì della settimana prossima", "la settimana prossima, martedì": that weekday of next week
  parser(
    `(${WEEKDAYS})\\s+(?:della|la|nella)\\s+(?:sett?imana\\s+(?:pross?ima|che\\s+viene|dopo)|pross?ima\\s+sett?imana)|(?:la\\s+|nella\\s+)?(?:sett?imana\\s+pross?ima|pross?ima\\s+sett?imana)\\s*,?\\s+(${WEEKDAYS})`,
    (match, context) => {
      const weekday = weekdayOf((match[1] ?? match[2])!)
      const today = context.reference.getDateWithAdjustedTimezone().getDay()
      const toMonday = (8 - today) % 7 || 7
      return { ...dayAhead(context, toMonday + ((weekday + 6) % 7)), weekday }
    },
  ),
  // "tra 3 giorni", "fra una settimana": that day, with no time of its own
  parser(AHEAD, dayAheadOf),
  // "venerdì 27 (alle 15)": a weekday with the day of the month and no month
  parser(
    `(?:${WEEKDAYS})\\s+(\\d{1,2})(?!\\s*(?:[:/.,-]\\s*\\d|\\d|°|(?:h|ore)\\b(?!\\s*\\d)|(?:di\\s+|del\\s+)?(?:${MONTH_STARTS})))`,
    (m, context) => nextDayOfMonth(context, Number(m[1])),
  ),
  // "tra mezz'ora", "fra mezzora"
  parser("(?:tra|fra)\\s+(?:mezz'?\\s*ora|mezza\\s+ora)", (_m, context) =>
    chrono.ParsingComponents.createRelativeFromReference(context.reference, { minute: 30 }),
  ),
]

/** A length with no "tra" or "fra" before it ("5 ore", "per 2 ore"), which chrono reads as a moment from now. */
const bareLength = new RegExp(
  `^(?:per\\s+)?(?:\\d+|${wordsOf(numbers)}|un'|qualche)\\s*(?:or[ae]|minut[oi]|giorn[oi]|sett?iman[ae]|mes[ei]|ann[oi])$`,
  'iu',
)

/** What comes before a day of the month: "il", "giorno", "l'", a weekday, or a date's first number. */
const dayBefore = new RegExp(`(?:\\d\\s*[/.-]|(?<![\\p{L}])(?:il|al|del|giorno|${WEEKDAYS})\\s+|l'\\s*)$`, 'iu')

/** Drops what chrono misreads in Italian: "ora" ("a che ora", read as "now") and numbers inside a date ("12/12 alle 10"). */
const italianRefiner: chrono.Refiner = {
  refine: (context, results) =>
    results.filter((result) => {
      if (/^ora$/i.test(result.text)) return false
      // "sera" inside "Buonasera": chrono's Italian words may match inside a longer word.
      if (/\p{L}$/u.test(context.text.slice(0, result.index))) return false
      // "5 ore" in "il 5 ore 10", "per 2 ore": a length, not a moment from now, unless "tra" or "fra" says so.
      if (bareLength.test(result.text)) return false
      const before = context.text.slice(0, result.index)
      // "12 alle 10" read as a time range inside "il 12/12 alle 10", or "5 alle 10" inside "il 5 alle 10".
      const timeOnly =
        !result.start.isCertain('day') && !result.start.isCertain('month') && !result.start.isCertain('weekday')
      if (timeOnly && /^\d/.test(result.text) && dayBefore.test(before)) return false
      return true
    }),
}

function italianDates(): chrono.Chrono {
  const custom = withParsers(chrono.it.casual, italianParsers)
  custom.refiners.unshift(italianRefiner)
  return custom
}

export const italianCalendarGrammar: CalendarGrammar = {
  openers:
    '(?:ciao|buongiorno|buon\\s+giorno|buonasera|buona\\s+sera|salve|allora|ok|okay|s[iì]|senti|sente|scusa|scusi|ehi|ecco|sage|grazie)[!.]*|' +
    'per\\s+favore|per\\s+piacere|per\\s+cortesia|perfavore|cortesemente|gentilmente|poi|quindi|dunque|mi\\s+raccomando|' +
    '(?:gentile|car[oa])\\s+sage|(?:le|ti)\\s+(?:chiedo|domando)\\s+(?:di|se)|(?:la|ti)\\s+prego\\s+di|mi\\s+(?:fa|fai|faccia|faresti|farebbe)\\s+(?:la\\s+cortesia|il\\s+piacere|il\\s+favore)\\s+di|' +
    '(?:volevo|vorrei|voglio)\\s+(?:chiederle|chiederti|domandarle|domandarti)\\s+(?:di|se)|' +
    '(?:mi\\s+)?(?:puoi|pu[oò]|potresti|potrebbe|riesci\\s+a|riusciresti\\s+a)|vorrei(?:\\s+che(?:\\s+tu)?)?|voglio|volevo|desidero|avrei\\s+bisogno\\s+di|ho\\s+bisogno\\s+di|mi\\s+serve|devo|dovrei|bisogna',
  create:
    // "segnarmi", "mettilo", "annotamelo": a verb with the pronouns joined to it.
    `(?:segn|annot|prenot|fiss|salv|registr)a(?:re|r(?=${CLITIC}))?(?:${CLITIC})|` +
    '(?:mett|scriv|aggiung|inser)(?:i|ere?|ir|ire)(?:mel[oa]|l[oa]|mi)|' +
    '(?:mi\\s+|me\\s+l[oa]\\s+)?(?:aggiungi|aggiunga|metti|metta|segna|segni|annota|annoti|scrivi|scriva|inserisci|inserisca|fissa|fissi|prenota|prenoti|programma|programmi|organizza|organizzi|imposta|imposti|registra|registri|salva|salvi)|' +
    'aggiungi(?:mi)?|aggiunga|aggiungere|aggiungete|metti(?:mi)?|metta|mettere|segna(?:mi|re|te|ti)?|segni|annota(?:mi|re)?|annoti|' +
    'scrivi(?:mi)?|scriva|scrivere|inserisci|inserisca|inserire|fissa(?:mi|re)?|fissi|prenota(?:mi|re)?|prenoti|programma(?:re)?|programmi|' +
    'pianifica(?:re)?|organizza(?:re)?|crea(?:re)?|crei|imposta(?:re)?|imposti|registra(?:re)?|salva(?:re)?|memorizza(?:re)?|' +
    `(?:ricor?da(?:mi|temi|rmi|re|mel[oa]|rmel[oa])?|mi\\s+ricord(?:[ia]|assi|asse|erai|eresti|erebbe))${NOT_A_QUESTION}|` +
    'fammi\\s+(?:ricordare|presente)|mi\\s+faccia\\s+(?:ricordare|presente)|avvisa(?:mi)?|mi\\s+avvis[ia]|appunta(?:mi)?',
  update:
    // "spostalo", "spostarlo", "cambiamelo": a verb with the pronouns joined to it.
    `(?:sposta|cambia|modifica|rimanda|posticipa|anticipa|rinvia|riprogramma|aggiorna|rinomina)(?:re|r(?=${CLITIC}))?(?:${CLITIC})?|` +
    '(?:mi\\s+|me\\s+l[oa]\\s+)?(?:sposti|cambi|modifichi|rimandi|posticipi|anticipi|rinvii|aggiorni)|porta(?:re)?',
  remove:
    // "cancellalo", "cancellarlo", "toglimelo": a verb with the pronouns joined to it.
    `(?:cancella|ann?ulla|elimina|leva|depenna)(?:re|r(?=${CLITIC}))?(?:${CLITIC})?|(?:togli|rimuovi|disdici)(?:${CLITIC})?|(?:toglier|rimuover|disdir)(?:${CLITIC})|` +
    '(?:mi\\s+|me\\s+l[oa]\\s+)?(?:cancelli|annulli|elimini|tolga|rimuova|disdica)|rimuovere|togliere|disdire',
  show:
    'mostra(?:mi)?|mi\\s+mostri|fammi\\s+(?:vedere|sapere)|(?:mi\\s+)?(?:fai|fa|faccia)\\s+(?:vedere|sapere)|dimmi|mi\\s+dica|mi\\s+dic[ei]|elenca(?:mi)?|mi\\s+elenchi|leggimi|mi\\s+legg[ia]|' +
    '(?:mi\\s+)?sa(?:i|presti|prebbe)\\s+dire|sapere|' +
    `(?:che\\s+)?cos(?:a|')\\s*(?:ho|${CE})|che\\s+(?:ho|impegni|appuntamenti|programmi)|quali|` +
    `(?:quando|a\\s+che\\s+ora|(?:che|quale|in\\s+che)\\s+giorno)(?:\\s+(?:[èé]|e'|e|sar[aà]|ho|abbiamo|${CE}|(?:devo|dovr[oò])\\s+(?:andare|essere|stare)|devo|dovr[oò]))?|ho\\s+(?:qualcosa|impegni|appuntamenti)|sono\\s+liber[oa]|${CE}\\s+qualcosa|` +
    // Other questions ("che tempo fa domani?"): a question, which is about the calendar only if it says so.
    'che(?!\\s+(?:bell\\p{L}*|brutt\\p{L}*|peccato|fortuna|sfortuna|gioia|piacere|noia|meraviglia))|cosa|quanto|quanti|quante|chi|perch[eé]|qual(?:e|i)?',
  questions:
    `(?:che\\s+(?:cos(?:a|')\\s*)?|cos(?:a|')\\s*)(?:ho|abbiamo|${CE}|devo\\s+fare|${CE}\\s+da\\s+fare)\\s+(?:in\\s+(?:programma|agenda|calendario)|da\\s+fare|di\\s+bello(?!\\s+(?:in|alla|al|sulla)\\s+(?:tv|tele|televisione|radio|cinema|teatro))|oggi|domani|dopodomani|stasera|stamattina|stamani|` +
    "questa|questo|quest'|la\\s+pross?ima|il\\s+pross?imo|pross?im\\p{L}*|(?:la\\s+)?sett?imana|il\\s+mese|nel|nei|nelle|nella|per|in|tra|fra|entro|il\\s+\\d|" +
    `(?:${WEEKDAYS}))|` +
    'che\\s+(?:impegni|appuntamenti|programmi)|(?:quali|che)\\s+(?:sono\\s+)?(?:i\\s+)?(?:miei\\s+)?(?:pross?imi\\s+)?(?:impegni|appuntamenti|eventi)|i\\s+miei\\s+pross?imi|' +
    `quando\\s+(?:[èe]|e'|sar[aà]|ho|abbiamo|${CE})\\s+(?:il|la|lo|l'|i|le|gli|un|una|mio|mia|miei|mie|pross?im\\p{L}*)|` +
    "a\\s+che\\s+ora\\s+(?:[èe]|e'|ho|sar[aà]|(?:devo|dovr[oò])\\s+(?:andare|essere|stare|partire|uscire))|(?:che|quale|in\\s+che)\\s+giorno\\s+(?:(?:[èe]|e'|sar[aà])\\s+(?:il|la|lo|l'|i|le|gli|mio|mia|miei|mie)|ho|devo|dovr[oò])(?!\\p{L})|" +
    `ho\\s+(?:qualcosa|qualche\\s+impegno|impegni|appuntamenti|un\\s+appuntamento)[^?]*\\?|sono\\s+(?:liber|impegnat|occupat)[oa][^?]*\\?|${CE}\\s+qualcosa[^?]*\\?|` +
    // "il 10 cosa ho?", "quando devo andare dal dentista?", "cosa mi aspetta domani", "mi ricordi cosa ho?"
    `(?<=(?:${DAY_WORDS})[^?.!]{0,40})(?:che\\s+)?cos(?:a|')\\s*(?:ho|abbiamo|${CE}|devo\\s+fare)\\s*\\?|(?:che\\s+)?cosa\\s+mi\\s+aspetta|` +
    `(?:devo|dovrei|ho\\s+da)\\s+(?:fare|andare)\\s+(?:qualcosa|da\\s+qualche\\s+parte)(?=[^?.!]{0,40}(?:${DAY_WORDS}))|` +
    "quando\\s+(?:devo|dovr[oò]|vado|andr[oò]|mi\\s+tocca)\\s+(?:andare\\s+)?(?:da|dal|dalla|dallo|dall'|dai|al|alla|allo|all'|a|in)(?!\\p{L})|" +
    'quando\\s+(?:devo|dovr[oò]|dobbiamo)\\s+(?!prendere|assumere|mangiare|bere)\\p{L}{3,}|' +
    // "sono libera giovedì mattina", "appuntamenti di oggi", "ho il dentista questa settimana?"
    `sono\\s+(?:liber|impegnat|occupat)[oa]\\s+(?:oggi|domani|dopodomani|stasera|stamattina|questa|questo|quest'|la\\s+pross?ima|il\\s+pross?imo|il\\s+\\d|${WEEKDAYS})|` +
    '^\\s*(?:i\\s+)?(?:miei\\s+)?(?:pross?imi\\s+)?(?:appuntamenti|impegni)(?:\\s+(?:di|per|del|della|dei|delle|nei|in)\\s|\\s*$)|' +
    `ho\\s+(?:il|la|lo|l'|un|una|un')\\s*[^?]*(?:${DAY_WORDS})[^?]*\\?|` +
    "(?:mi\\s+)?ricord(?:a|i|ami)\\s+(?:cosa|che\\s+cosa|cos'|quando|a\\s+che\\s+ora|se\\s+ho)(?!\\p{L})",
  removeWords:
    'cancell\\p{L}*|ann?ull\\p{L}*|elimin\\p{L}*|disdi\\p{L}*|disdett\\p{L}*|rimuov\\p{L}*|depenn\\p{L}*|' +
    // "la tombola non si fa più", "non ci vado più", "il corso è saltato"
    "non\\s+(?:si\\s+fa|ci\\s+(?:vado|andiamo|va)|vado|andiamo|(?:devo|dobbiamo)\\s+pi[uù]\\s+andare)\\s*(?:pi[uù])?|(?:[eè]|e'|sono)\\s+saltat[oaie]|" +
    'non\\s+(?:mi\\s+|ci\\s+)?serve\\s+pi[uù]|' +
    // "toglilo", "levalo": a pronoun joined to the verb is the event, not a thing ("togliere" alone may be a task).
    'togli|(?:togli|toglier|leva|levar)(?:mel[oaie]|l[oaie])',
  changeWords:
    'spost\\p{L}*|rimand\\p{L}*|posticip\\p{L}*|anticip\\p{L}*|rinvi\\p{L}*|modific\\p{L}*|riprogramm\\p{L}*|' +
    // "il dentista non è più giovedì ma venerdì", "alle 11 invece che alle 10"
    "non\\s+(?:[eè]|e')\\s+pi[uù]|invece\\s+(?:che|di)",
  nouns:
    'appuntament[oi]|impegn[oi]|event[oi]|riunion[ei]|promemoria|visit[ae]|agenda|calendario|incontr[oi]|prenotazion[ei]|controll[oi]|scadenz[ae]',
  cues:
    'ricor?dami|ricordatemi|ricordarmi|ricordamel[oa]|promemoria|agenda|calendario|appuntament[oi]|' +
    // "me lo segni", "segnalo", "annotamelo": said after the event ("il dentista martedì, me lo segni").
    '(?:me|ce)\\s+l[oa]\\s+(?:segn|annot)\\p{L}*|(?:segn|annot)a(?:re?)?(?:mel[oa]|l[oa])',
  mine: 'mio|mia|miei|mie',
  plans: 'devo|dovr[oò]|ho\\s+da|mi\\s+tocca|bisogna\\s+che',
  past:
    "ieri|l'altro\\s+ieri|scors[oa]|(?:giorni|sett?imane|mesi|anni|ore|minuti|sett?imana|mese|anno)\\s+fa|ero|eravamo|" +
    '(?:ho|abbiamo)\\s+(?:gi[aà]\\s+)?(?:dormito|sognato|mangiato|visto|fatto|avuto|sentito|parlato|incontrato|letto|perso|finito)|' +
    '(?:sono|siamo)\\s+(?:gi[aà]\\s+)?(?:stat|andat|venut|uscit|tornat|rimast|cadut)[oaie]',
  notEvents:
    "foto(?:grafi[ae])?|password|parola\\s+d'ordine|account|profilo|e-?mail|posta|indirizzo|telefono|numero|impostazioni|lingua|testo|caratteri|" +
    'voce|contatt[oi]|messagg(?:io|i)|conversazion[ei]|chat|cronologia|farmac[oi]|medicin[ae]|medicinali|pillol[ae]|pastigli[ae]|dati',
  numbers,
  weekdays: WEEKDAY_NAMES,
  months: MONTHS,
  ordinals: ['prim[oa]|1°|1ª', 'second[oa]|2°|2ª', 'terz[oa]|3°|3ª', 'quart[oa]|4°|4ª', 'ultim[oa]'],
  repeats: {
    daily:
      '(?:ogni|tutti\\s+i|tutte\\s+le)\\s+(?:sant[oi]\\s+)?(?:giorn[oi]|matt?in[aeo]|mattini|ser[ae]|pomerig?g(?:io|i)|nott[ei])|quotidianamente|giornalmente|(?:una|due|tre|\\d)\\s+volt[ae]\\s+al\\s+giorno',
    weekly: 'ogni\\s+sett?imana|tutte\\s+le\\s+sett?imane|una\\s+volta\\s+(?:alla|a|la)\\s+sett?imana|sett?imanalmente',
    monthly: 'ogni\\s+mese|tutti\\s+i\\s+mesi|una\\s+volta\\s+al\\s+mese|mensilmente',
    yearly: "ogni\\s+anno|tutti\\s+gli\\s+anni|una\\s+volta\\s+all'anno|annualmente",
    workdays:
      'dal\\s+luned[iìí]\\s+al\\s+venerd[iìí]|(?:ogni|tutti\\s+i)\\s+giorn[oi]\\s+(?:feriali?|lavorativ[oi])|(?:nei|i)\\s+giorni\\s+(?:feriali|lavorativi)|tutti\\s+i\\s+feriali',
    weekends: '(?:ogni|tutti\\s+i)\\s+(?:week-?end|fine\\s+sett?imana)',
    // "ogni lunedì e giovedì", "ogni lunedì mercoledì e venerdì" (no comma), "tutte le domeniche", "i martedì",
    // "il lunedì e il giovedì" (two days with their articles: every week, not one day).
    everyDay: `(?:ogni|tutti\\s+i|tutte\\s+le)(?:\\s+(?:${ANY_WEEKDAY}))*|i(?=\\s+(?:${ANY_WEEKDAY}))|le(?=\\s+domeniche)|(?:(?:il|la)\\s+(?:${ANY_WEEKDAY})(?:\\s*,\\s*|\\s+e\\s+))+(?:il|la)`,
    dayPlurals: '',
    everyN: `(?:ogni|tutti\\s+i|tutte\\s+le)\\s+(${NUM})\\s+(giorni|sett?imane|mesi|anni)`,
    monthDay:
      "(?:il\\s+|l'\\s*)?(?:giorno\\s+)?(\\d{1,2}|primo|1°|ultimo\\s+giorno)\\s+(?:di\\s+)?(?:ogni|ciascun)\\s+mese|(?:ogni|tutti\\s+i)\\s+(\\d{1,2}|primo|1°)\\s+del\\s+mese",
    nthWeekday: `(?:il\\s+|la\\s+|l'\\s*|ogni\\s+)?(prim[oa]|1°|second[oa]|2°|terz[oa]|3°|quart[oa]|4°|ultim[oa])\\s+(${WEEKDAYS})\\s+(?:di\\s+ogni|d'ogni|di\\s+ciascun|ogni|del)\\s+mese(?!\\s+pross?imo)`,
    count: `(${NUM})\\s+volte(?!\\s+(?:al|alla|all'|a|per)\\s)`,
    length: `per\\s+(?:le\\s+pross?ime\\s+|i\\s+pross?imi\\s+)?(${NUM})\\s+(giorni|sett?imane|mesi|anni)`,
    until: "fino\\s+a(?:l|lla|ll')?",
    partsOfDay: parts,
    unitOf: unitFrom([
      [/^giorn/i, 'day'],
      [/^sett?iman/i, 'week'],
      [/^mes/i, 'month'],
      [/^ann/i, 'year'],
    ]),
  },
  ranges: {
    nextDays: `(?:nei\\s+|per\\s+i\\s+|i\\s+)?pross?imi\\s+(${NUM})\\s+giorni`,
    nextWeek:
      '(?:per\\s+)?(?:la\\s+|nella\\s+)?(?:sett?imana\\s+(?:pross?ima|che\\s+viene|entrante)|pross?ima\\s+sett?imana)',
    nextWeekend:
      '(?:il\\s+|nel\\s+)?(?:pross?imo\\s+(?:week-?end|fine\\s+sett?imana)|(?:week-?end|fine\\s+sett?imana)\\s+pross?imo)',
    thisWeekend: '(?:per\\s+)?(?:questo|nel|il)\\s+(?:week-?end|fine\\s+sett?imana)',
    thisWeek:
      '(?:per\\s+|in\\s+|nella\\s+|di\\s+)?questa\\s+sett?imana|in\\s+sett?imana|(?:della|la|nella)\\s+sett?imana(?!\\s+(?:pross?ima|scorsa|dopo|che\\s+viene|entrante))',
    nextMonth: '(?:il\\s+|nel\\s+|per\\s+il\\s+)?(?:mese\\s+pross?imo|pross?imo\\s+mese)',
    thisMonth: '(?:per\\s+|in\\s+)?questo\\s+mese',
  },
  summary: {
    articles:
      "(?:il|la|lo|l'|i|gli|le)\\s+(?:mio|mia|miei|mie|nostro|nostra)|tutt[ie]\\s+(?:gli|i|le)|tutt[oa]\\s+(?:il|la|l')|il|lo|la|l'|i|gli|le|un|uno|una|un'|mio|mia|miei|mie|questo|questa|quest'",
    leadIns:
      "a|ad|al|alla|alle|all'|allo|ai|il|lo|la|le|l'|per|di|del|della|dei|da|dal|dalla|dalle|dall'|verso|entro|fino|tra|fra|in|nel|nella|e|ed|o|questo|questa|pross?imo|pross?ima|ore|giorno|ogni|tutti|tutte|di\\s+questo|di\\s+questa",
    trailing:
      "(?:cancell|annull|elimin|spost|rimand)al[aoie]|disdicil[ao]|[eè]|e'|sono|a|ad|al|alla|alle|all'|il|lo|la|le|l'|i|gli|di|del|della|dei|da|dal|dalla|per|e|ed|con|in|nel|nella|su|ogni|tutti|tutte|questo|questa|grazie|ore|entro|verso|fino|giorno|mille|ok",
    fillers:
      "non\\s+(?:posso|potr[oò]|riesco\\s+a)\\s+(?:andare|venire|esserci|partecipare)(?:\\s+(?:a|al|alla|allo|all'|ai|alle|da|dal|dalla|dallo|dall'))?|(?:nel|sul|in|nella|sulla|dal|dalla|al|alla|nell'|sull'|dall'|all')\\s*(?:mio\\s+|mia\\s+)?(?:calendario|agenda)|per\\s+favore|per\\s+piacere|per\\s+cortesia|perfavore|per\\s+me|grazie(?:\\s+mille)?[!.,]*|gentilmente|cortesemente|" +
      // "non si fa più", "non ci vado più", "non è più giovedì ma venerdì", "è saltato", "invece che alle 10"
      "non\\s+(?:si\\s+fa|ci\\s+(?:vado|andiamo|va)|vado|andiamo|(?:[eè]|e')|(?:devo|dobbiamo|posso)(?=\\s+pi[uù]\\s+andare))\\s+pi[uù](?:\\s+andare)?(?:\\s+ma|\\s+(?:a|al|alla|allo|all'|ai|alle|da|dal|dalla|dallo|dall'|dai|in)(?!\\p{L}))?|non\\s+(?:mi\\s+|ci\\s+)?serve\\s+pi[uù]|" +
      "non\\s+(?:ci\\s+)?(?:andr[oò]|andremo|verr[oò]|vengo|potr[oò]\\s+andare|riesco\\s+ad?\\s+andare)(?:\\s+pi[uù])?(?:\\s+(?:a|al|alla|allo|all'|ai|alle|da|dal|dalla|dallo|dall'|dai|in)(?!\\p{L}))?|" +
      // "il dentista quando ce l'ho?": the question said after the event
      "(?:(?:quando|a\\s+che\\s+ora|che\\s+giorno)\\s+)?ce\\s+l'\\s*(?:ho|abbiamo|avr[oò])|" +
      // "stessa ora", "allo stesso orario": the time is kept
      '(?:alla\\s+|allo\\s+)?stess[ao]\\s+(?:ora|orario)|' +
      // "lo spostiamo", "la devo spostare", "me l'hanno spostato", "è stata annullata": the change said after the event
      "(?:(?:me|te|ce|gli)\\s+)?(?:l[oaie]\\s+|l')(?:(?:devo|dobbiamo|vorrei|voglio|volevo|puoi|potresti|pu[oò]|hanno|ha|abbiamo|ho)\\s+)?(?:spost|rimand|anticip|posticip|rinvi|cambi|cancell|annull|elimin|disdi|facciamo|fanno|faccio)\\p{L}*|" +
      "(?:[eè]|e'|sono)\\s+(?:stat[oaie]\\s+)?(?:spostat|rimandat|anticipat|posticipat|rinviat|cambiat|cancellat|annullat|eliminat|saltat)[oaie]|" +
      // ", disdici", ", cancellalo per favore": the verb said last, after a comma
      '[,.;]\\s*(?:(?:per\\s+favore|per\\s+piacere|grazie)\\s*,?\\s*)?(?:cancella|annulla|elimina|togli|leva|disdici|rimuovi|sposta|cambia|rimanda|segna|metti|scrivi|annota)(?:mel[oa]|l[oaie])?(?:\\s+(?:per\\s+favore|per\\s+piacere|grazie))?\\s*[.!?]*$|' +
      "invece\\s+(?:che|di)(?:\\s+(?:il|la|l'|alle|all'|al|a))?|" +
      // "me lo segni", "segnalo", "mettimelo in agenda": the verb said after the event.
      '(?:(?:me|ce|te)\\s*l[oa]\\s+(?:segn|scriv|mett|annot|ricord|salv|aggiung|inser|fiss|prenot)\\p{L}*|' +
      '(?:segn|scriv|mett|annot|ricord|salv|aggiung|inser|fiss|prenot)\\p{L}*?(?:mel[oa]|l[oa]))' +
      '(?:\\s+(?:in|nel(?:la)?|sul(?:la)?)\\s+(?:agenda|calendario))?|' +
      // An apostrophe left alone once a date is cut out: "venerdi' alle 10" (an accent typed as an apostrophe).
      "'(?!\\p{L})",
    asking:
      `(?:che\\s+)?cos[a']|che|ho|abbiamo|devo|dovrei|fare|${CE}|ci\\s+sono|ce\\s+n'[eè]|in\\s+programma|da\\s+fare|(?:di\\s+)?bello|qualcosa|qualche|niente|nulla|quali|sono|` +
      "il|lo|la|l'|i|gli|le|mio|mia|miei|mie|pross?im[oiae]|tutt[oiae]|liber[oa]|occupat[oa]|impegnat[oa]|previst[oiae]|segnat[oiae]|mi|dica|dic[ei]|dimmi|" +
      // "c" left of "c e" once "e" went with the date; "mi ricordi cosa ho", "ma", "scusa"
      "c'?(?=\\s|$)|ricord[ai](?:mi)?|aspetta|ma|scusa|scusi|sai|saprebbe|sapresti|dire|" +
      'mostrami|fammi\\s+vedere|per|in|di|del|della|programmi|a\\s+venire|vedere|sapere|vorrei',
    afterVerb:
      '(?:ho|abbiamo)\\s+(?:gi[aà]\\s+)?(?:prenotato|fissato|preso|segnato|organizzato)|' +
      `(?:mi\\s+)?(?:di|d'|del|della|dello|dell'|dei|degli|delle|che\\s+(?:ho|devo|dovrei)|che)|ho|abbiamo|avr[oò]|${CE}|(?:un|il)\\s+promemoria(?:\\s+(?:per|di|che|d'|del|della|dello|dell'|dei|degli|delle|sul|sulla|sui|sulle))?|` +
      "(?:(?:un|il|l'|il\\s+mio|l'altro|mio|quest')\\s*)?(?:nuovo\\s+)?(?:appuntamento|impegno)\\s+(?:per|di|d'|dal|dalla|dallo|dall'|da|con|col|con\\s+il|con\\s+la|presso|al|alla|all')|" +
      "(?:(?:l'|il|la)\\s*)?(?:orario|ora|giorno|data|titolo|nome)\\s+(?:di|del|della|dello|dell'|dei|delle)|" +
      // "quando devo andare dal dentista": the place the event is at
      "(?:(?:andare|venire|passare)\\s+)?(?:dal|dalla|dallo|dall'|dai|dagli|da)",
  },
  evening: 'sera|serata|stasera|pomeriggio|cena|notte|stanotte',
  relative: "pross?im[oa]|quest[oa]|quest'|che\\s+viene|entrante",
  timeLead:
    "alle|all'|le|ore|alle\\s+ore|verso|verso\\s+le|dalle|entro\\s+le|per\\s+le|fino\\s+alle|tra\\s+le|fra\\s+le",
  timeSuffix:
    'h|in\\s+punto|e\\s+mezz[ao]|e\\s+(?:un\\s+)?quarto|e\\s+tre\\s+quarti|meno\\s+(?:un\\s+)?quarto|(?:di|del|della)\\s+(?:mattina|mattino|pomeriggio|sera|notte)',
  dayFirst: true,
  dates: italianDates,
}
