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
  venticinque: 25, trenta: 30, quaranta: 40, quarantacinque: 45, cinquanta: 50, cinquantacinque: 55,
} // prettier-ignore
const NUM = `\\d{1,3}|${wordsOf(numbers)}`
/** An hour: digits or a number word ("alle dieci", "all'una"). */
const HOUR = `\\d{1,2}|${wordsOf(numbers)}`
/** The start of a month name, so "il 5" is not read when "il 5 dicembre" is meant. */
const MONTH_STARTS = 'genn?|febb?|febr|mar|apr|magg?|giu|lug|ago|sett?|ott|nov|dic'
const WEEKDAYS = 'luned[iìí]|marted[iìí]|mercoled[iìí]|gioved[iìí]|venerd[iìí]|sabato|domenica'

const parts: Record<string, DayPart> = {
  mattina: 'morning', mattine: 'morning', mattino: 'morning', mattini: 'morning', mattinata: 'morning',
  pomeriggio: 'afternoon', pomeriggi: 'afternoon', sera: 'evening', sere: 'evening', serata: 'evening',
  notte: 'night', notti: 'night', nottata: 'night',
} // prettier-ignore
const PART = '(mattinata|mattin[aeo]|mattini|pomeriggio|pomeriggi|serata|ser[ae]|nottata|nott[ei])'
const partOf = (word: string | undefined) => (word ? parts[word.toLowerCase().replace(/\s+/g, ' ')] : undefined)
/** The tag chrono's own Italian parsers give a part of the day ("domani mattina"), which the parser reads. */
const PART_TAGS: Record<DayPart, string> = {
  morning: 'morning', am: 'morning', afternoon: 'afternoon', pm: 'afternoon', evening: 'evening', night: 'night',
} // prettier-ignore

// A clock time: "alle 10", "alle 10:30", "alle 10 e mezza", "alle undici meno un quarto", "alle ore 15",
// "verso le 8 di sera", "all'una e un quarto", "le 7 e tre quarti". Groups: lead, hour, colon minutes,
// minutes after "e", minutes before "meno", "in punto", part of the day.
const CLOCK =
  "(?:(verso\\s+le|verso\\s+l'|per\\s+le|per\\s+l'|entro\\s+le|entro\\s+l'|dopo\\s+le|prima\\s+delle|fino\\s+alle|tra\\s+le|fra\\s+le|alle|all'|dalle|dall'|le|l')\\s*)?" +
  `(?:(ore|h)\\s*)?(${HOUR})` +
  `(?:(?:[:.,]|\\s*h\\s*)(\\d{2})|\\s+e\\s+(mezz[ao]|un\\s+quarto|quarto|tre\\s+quarti|\\d{1,2}|${wordsOf(numbers)})(?:\\s+minuti)?|\\s+meno\\s+(un\\s+quarto|quarto|\\d{1,2}|${wordsOf(numbers)}))?` +
  '(?:\\s*(h|in\\s+punto))?' +
  `(?:\\s+(?:di|del|della|dell'|nel|nella|la|il)\\s*${PART})?`

/** Words that say a number is not an hour ("per le 2 settimane", "le 2 pastiglie"). */
const countedAfter =
  /^\s+(?:giorn|settiman|mes[ei]|ann[io]|or[ae]\b|minut|volt|pastigli|pillol|compress|gocce|persone)/iu

/** Minutes said after "e" ("e mezza", "e un quarto", "e tre quarti", "e 20"). */
function minutesAfter(said: string): number | undefined {
  const text = said.toLowerCase()
  if (text.startsWith('mezz')) return 30
  if (text.includes('tre quarti')) return 45
  if (text.includes('quarto')) return 15
  return numberOf(text, numbers)
}

/** Reads a CLOCK match from group `at` on: the hour and minute on the 24-hour clock, or null. */
function italianClock(groups: (string | undefined)[], at: number, after: string) {
  const [lead, ore, hourText, colon, plus, minus, suffix, part] = groups.slice(at, at + 8)
  let hour = numberOf(hourText, numbers)
  if (hour === undefined) return null
  const digits = /^\d/.test(hourText!)
  const said = (lead && !/^le$|^l'$/i.test(lead)) || ore || colon || plus || minus || suffix || part
  // "le 10" alone, or a bare number, is an hour only with a word that says so; a word needs a lead too.
  if (!said && !(lead && !digits)) return null
  if (!colon && !plus && !minus && !part && countedAfter.test(after)) return null
  // "l'" goes with "una", "otto", "undici" only.
  if (lead && /l'$/i.test(lead) && ![1, 8, 11].includes(hour)) return null
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
  return partClock(hour, minute, period)
}

/** A part of the day with no hour, as chrono's own parsers give one: the day stays as it is, the hour implied. */
function partOfDay(context: chrono.ParsingContext, part: DayPart, today: boolean) {
  const components = today ? daysFromToday(context, 0) : new chrono.ParsingComponents(context.reference, {})
  components.imply('hour', { morning: 9, am: 9, afternoon: 15, pm: 15, evening: 19, night: 20 }[part])
  components.imply('minute', 0)
  return components.addTag(`casualReference/${PART_TAGS[part]}`)
}

const italianParsers: chrono.Parser[] = [
  // "alle 10 e mezza", "alle undici meno un quarto", "all'una", "alle ore 15", "alle 8 di sera"
  parser(CLOCK, (match, context) => {
    const after = context.text.slice((match.index ?? 0) + match[0].length)
    return italianClock([...match], 1, after)
  }),
  // "mattina alle 10", "la sera alle 8": the part of the day said before the hour
  parser(`(?:(?:la|di|in|nel(?:la)?)\\s+)?${PART}\\s*,?\\s+(?:verso\\s+)?${CLOCK}`, (match, context) => {
    const after = context.text.slice((match.index ?? 0) + match[0].length)
    return italianClock([...match.slice(2, 9), match[9] ?? match[1]], 0, after)
  }),
  // "a mezzogiorno", "mezzogiorno e mezza", "a mezzanotte"
  parser(
    '(?:(?:a|verso|per|entro|dopo|prima\\s+di)\\s+)?(?:(?:il|lo)\\s+)?mezzogiorno(?:\\s+e\\s+(mezz[ao]|un\\s+quarto|quarto))?',
    (m) => ({ hour: 12, minute: m[1] ? minutesAfter(m[1])! : 0, meridiem: 1 }),
  ),
  parser('(?:(?:a|verso|per|entro|dopo|prima\\s+di)\\s+)?(?:la\\s+)?mezzanotte', () => ({
    hour: 0,
    minute: 0,
    meridiem: 0,
  })),
  // "dopo domani", "dopo-domani" (chrono reads only "dopodomani")
  parser('dopo\\s*-?\\s*domani', (_m, context) => daysFromToday(context, 2)),
  // "il 12.12", "l'8.1.2027", "giorno 3/12": a day and month with dots, which chrono reads as a time
  parser(`(?:il|l'|giorno|${WEEKDAYS})\\s*(\\d{1,2})[./](\\d{1,2})(?:[./](\\d{4}|\\d{2}))?(?![./]?\\d)`, (m) => {
    const [day, month] = [Number(m[1]), Number(m[2])]
    if (month < 1 || month > 12 || day < 1 || day > 31) return null
    const year = m[3] ? Number(m[3].length === 2 ? `20${m[3]}` : m[3]) : undefined
    return year ? { day, month, year } : { day, month }
  }),
  // "il 5", "l'8", "il giorno 12", "il 1°" with no month: the next such day
  parser(
    `(?:il|l')\\s*(?:giorno\\s+)?(\\d{1,2})°?(?!\\s*(?:[:/.,-]\\s*\\d|\\d|°|h\\b|ore\\b|e\\s+(?:mezz|un\\s+quarto|\\d)|(?:di\\s+|del\\s+)?(?:${MONTH_STARTS})|del\\s+mese|di\\s+ogni|ogni))`,
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
      return partOfDay(context, part, false)
    },
  ),
  // "oggi pomeriggio", "questa sera (alle 8)": today, at the hour said or the usual one of that part of the day
  parser(
    `(?:oggi\\s+(?:in\\s+|nel\\s+)?|questa\\s+|questo\\s+)(mattina|mattinata|pomeriggio|sera|serata)(?:\\s*,?\\s+(?:verso\\s+)?${CLOCK})?`,
    (match, context) => {
      const part = partOf(match[1])!
      if (!match[4]) return partOfDay(context, part, true)
      const after = context.text.slice((match.index ?? 0) + match[0].length)
      const time = italianClock([...match.slice(2, 9), match[9] ?? match[1]], 0, after)
      if (!time) return null
      const today = daysFromToday(context, 0)
      for (const [component, value] of Object.entries(time)) today.assign(component as chrono.Component, value)
      return today
    },
  ),
  // "venerdì 27 (alle 15)": a weekday with the day of the month and no month
  parser(
    `(?:${WEEKDAYS})\\s+(\\d{1,2})(?!\\s*(?:[:/.,-]\\s*\\d|\\d|°|h\\b|ore\\b|(?:di\\s+|del\\s+)?(?:${MONTH_STARTS})))`,
    (m, context) => nextDayOfMonth(context, Number(m[1])),
  ),
  // "tra mezz'ora", "fra mezzora"
  parser("(?:tra|fra)\\s+(?:mezz'?\\s*ora|mezza\\s+ora)", (_m, context) =>
    chrono.ParsingComponents.createRelativeFromReference(context.reference, { minute: 30 }),
  ),
]

/** What comes before a day of the month: "il", "giorno", "l'", a weekday, or a date's first number. */
const dayBefore = new RegExp(`(?:\\d\\s*[/.-]|(?<![\\p{L}])(?:il|giorno|${WEEKDAYS})\\s+|l'\\s*)$`, 'iu')

/** Drops what chrono misreads in Italian: "ora" ("a che ora", read as "now") and numbers inside a date ("12/12 alle 10"). */
const italianRefiner: chrono.Refiner = {
  refine: (context, results) =>
    results.filter((result) => {
      if (/^ora$/i.test(result.text)) return false
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
    'per\\s+favore|per\\s+piacere|per\\s+cortesia|perfavore|cortesemente|gentilmente|ciao|buongiorno|buonasera|salve|allora|ok|okay|s[iì]|senti|sente|scusa|scusi|ehi|ecco|sage|' +
    '(?:mi\\s+)?(?:puoi|pu[oò]|potresti|potrebbe|riesci\\s+a|riusciresti\\s+a)|vorrei(?:\\s+che\\s+tu)?|voglio|desidero|avrei\\s+bisogno\\s+di|ho\\s+bisogno\\s+di|mi\\s+serve|devo|dovrei|bisogna',
  create:
    '(?:mi\\s+|me\\s+l[oa]\\s+)?(?:aggiungi|aggiunga|metti|metta|segna|segni|annota|annoti|scrivi|scriva|inserisci|inserisca|fissa|fissi|prenota|prenoti|programma|programmi|organizza|organizzi|imposta|imposti|registra|registri|salva|salvi)|' +
    'aggiungi(?:mi)?|aggiunga|aggiungere|aggiungete|metti(?:mi)?|metta|mettere|segna(?:mi|re|te|ti)?|segni|annota(?:mi|re)?|annoti|' +
    'scrivi(?:mi)?|scriva|scrivere|inserisci|inserisca|inserire|fissa(?:mi|re)?|fissi|prenota(?:mi|re)?|prenoti|programma(?:re)?|programmi|' +
    'pianifica(?:re)?|organizza(?:re)?|crea(?:re)?|crei|imposta(?:re)?|imposti|registra(?:re)?|salva(?:re)?|memorizza(?:re)?|' +
    'ricorda(?:mi|temi|rmi|re)?|mi\\s+ricord[ia]|fammi\\s+(?:ricordare|presente)|mi\\s+faccia\\s+(?:ricordare|presente)|avvisa(?:mi)?|mi\\s+avvis[ia]|appunta(?:mi)?',
  update:
    'sposta(?:mi|re|lo|la)?|sposti|cambia(?:mi|re)?|cambi|modifica(?:re)?|modifichi|rimanda(?:re|lo|la)?|rimandi|posticipa(?:re)?|posticipi|' +
    'anticipa(?:re)?|anticipi|rinvia(?:re)?|rinvii|riprogramma(?:re)?|aggiorna(?:re)?|aggiorni|rinomina(?:re)?|porta(?:re)?',
  remove:
    'cancella(?:mi|re|lo|la)?|cancelli|annulla(?:mi|re|lo|la)?|annulli|elimina(?:re|lo|la)?|elimini|togli(?:mi|ere|lo|la)?|tolga|' +
    'rimuovi|rimuova|rimuovere|leva(?:mi|re)?|disdici|disdica|disdire|depenna',
  show:
    'mostra(?:mi)?|mi\\s+mostri|fammi\\s+vedere|mi\\s+faccia\\s+vedere|dimmi|mi\\s+dica|mi\\s+dici|elenca(?:mi)?|leggimi|' +
    "(?:che\\s+)?cos(?:a|')\\s*(?:ho|c'[eè])|che\\s+(?:ho|impegni|appuntamenti|programmi)|quali|" +
    "(?:quando|a\\s+che\\s+ora)(?:\\s+(?:[èé]|e'|e|sar[aà]|ho|abbiamo|c'[eè]|devo\\s+andare))?|ho\\s+(?:qualcosa|impegni|appuntamenti)|sono\\s+liber[oa]|c'[eè]\\s+qualcosa|" +
    // Other questions ("che tempo fa domani?"): a question, which is about the calendar only if it says so.
    'che(?!\\s+(?:bell\\p{L}*|brutt\\p{L}*|peccato|fortuna|sfortuna|gioia|piacere|noia|meraviglia))|cosa|quanto|quanti|quante|chi|perch[eé]|qual(?:e|i)?',
  questions:
    "(?:che\\s+)?cos(?:a|')\\s*(?:ho|abbiamo|c'[eè]|devo\\s+fare|c'[eè]\\s+da\\s+fare)\\s+(?:in\\s+(?:programma|agenda|calendario)|da\\s+fare|di\\s+bello|oggi|domani|dopodomani|stasera|stamattina|stamani|" +
    "questa|questo|quest'|la\\s+prossima|il\\s+prossimo|prossim\\p{L}*|(?:la\\s+)?settimana|il\\s+mese|nel|nei|nelle|nella|per|in|tra|fra|entro|il\\s+\\d|" +
    `(?:${WEEKDAYS}))|` +
    'che\\s+(?:impegni|appuntamenti|programmi)|(?:quali|che)\\s+(?:sono\\s+)?(?:i\\s+)?(?:miei\\s+)?(?:prossimi\\s+)?(?:impegni|appuntamenti|eventi)|i\\s+miei\\s+prossimi|' +
    "quando\\s+(?:[èe]|e'|sar[aà]|ho|abbiamo|c'[eè])\\s+(?:il|la|lo|l'|i|le|gli|un|una|mio|mia|miei|mie|prossim\\p{L}*)|" +
    "a\\s+che\\s+ora\\s+(?:[èe]|e'|ho|sar[aà]|devo\\s+andare)|" +
    "ho\\s+(?:qualcosa|qualche\\s+impegno|impegni|appuntamenti|un\\s+appuntamento)[^?]*\\?|sono\\s+liber[oa][^?]*\\?|c'[eè]\\s+qualcosa[^?]*\\?",
  removeWords: 'cancell\\p{L}*|annull\\p{L}*|elimin\\p{L}*|disdi\\p{L}*|disdett\\p{L}*',
  changeWords:
    'spost\\p{L}*|rimand\\p{L}*|posticip\\p{L}*|anticip\\p{L}*|rinvi\\p{L}*|modific\\p{L}*|riprogramm\\p{L}*',
  nouns:
    'appuntament[oi]|impegn[oi]|event[oi]|riunion[ei]|promemoria|visit[ae]|agenda|calendario|incontr[oi]|prenotazion[ei]|controll[oi]|scadenz[ae]',
  cues: 'ricordami|ricordatemi|ricordarmi|promemoria|agenda|calendario|appuntament[oi]',
  mine: 'mio|mia|miei|mie',
  plans: 'devo|dovr[oò]|ho\\s+da|mi\\s+tocca|bisogna\\s+che',
  past:
    "ieri|l'altro\\s+ieri|scors[oa]|(?:giorni|settimane|mesi|anni|ore|minuti|settimana|mese|anno)\\s+fa|ero|eravamo|" +
    '(?:ho|abbiamo)\\s+(?:gi[aà]\\s+)?(?:dormito|sognato|mangiato|visto|fatto|avuto|sentito|parlato|incontrato|letto|perso|finito)|' +
    '(?:sono|siamo)\\s+(?:gi[aà]\\s+)?(?:stat|andat|venut|uscit|tornat|rimast|cadut)[oaie]',
  notEvents:
    "foto(?:grafi[ae])?|password|parola\\s+d'ordine|account|profilo|e-?mail|posta|indirizzo|telefono|numero|impostazioni|lingua|testo|caratteri|" +
    'voce|contatt[oi]|messagg(?:io|i)|conversazion[ei]|chat|cronologia|farmac[oi]|medicin[ae]|medicinali|pillol[ae]|pastigli[ae]|dati',
  numbers,
  weekdays: [
    'domenic(?:a|he)',
    'luned[iìí]',
    'marted[iìí]',
    'mercoled[iìí]',
    'gioved[iìí]',
    'venerd[iìí]',
    'sabat[oi]',
  ],
  months: [
    'gennaio|genn?', 'febbraio|febraio|febb?', 'marzo', 'aprile', 'maggio|magg?', 'giugno', 'luglio|lug',
    'agosto', 'settembre|sett', 'ottobre|ott', 'novembre|nov', 'dicembre|dic',
  ], // prettier-ignore
  ordinals: ['prim[oa]|1°|1ª', 'second[oa]|2°|2ª', 'terz[oa]|3°|3ª', 'quart[oa]|4°|4ª', 'ultim[oa]'],
  repeats: {
    daily:
      '(?:ogni|tutti\\s+i|tutte\\s+le)\\s+(?:santo\\s+)?(?:giorn[oi]|mattin[aeo]|mattini|ser[ae]|pomerigg(?:io|i)|nott[ei])|quotidianamente|giornalmente|(?:una|due|tre|\\d)\\s+volt[ae]\\s+al\\s+giorno',
    weekly: 'ogni\\s+settimana|tutte\\s+le\\s+settimane|una\\s+volta\\s+(?:alla|a|la)\\s+settimana|settimanalmente',
    monthly: 'ogni\\s+mese|tutti\\s+i\\s+mesi|una\\s+volta\\s+al\\s+mese|mensilmente',
    yearly: "ogni\\s+anno|tutti\\s+gli\\s+anni|una\\s+volta\\s+all'anno|annualmente",
    workdays:
      'dal\\s+luned[iìí]\\s+al\\s+venerd[iìí]|(?:ogni|tutti\\s+i)\\s+giorn[oi]\\s+(?:feriali?|lavorativ[oi])|(?:nei|i)\\s+giorni\\s+(?:feriali|lavorativi)|tutti\\s+i\\s+feriali',
    weekends: '(?:ogni|tutti\\s+i)\\s+(?:week-?end|fine\\s+settimana)',
    everyDay: 'ogni|tutti\\s+i|tutte\\s+le',
    dayPlurals: '',
    everyN: `(?:ogni|tutti\\s+i|tutte\\s+le)\\s+(${NUM})\\s+(giorni|settimane|mesi|anni)`,
    monthDay:
      "(?:il\\s+|l'\\s*)?(?:giorno\\s+)?(\\d{1,2}|primo|1°|ultimo\\s+giorno)\\s+(?:di\\s+)?(?:ogni|ciascun)\\s+mese|(?:ogni|tutti\\s+i)\\s+(\\d{1,2}|primo|1°)\\s+del\\s+mese",
    nthWeekday: `(?:il\\s+|la\\s+|l'\\s*|ogni\\s+)?(prim[oa]|1°|second[oa]|2°|terz[oa]|3°|quart[oa]|4°|ultim[oa])\\s+(${WEEKDAYS})\\s+(?:di\\s+ogni|d'ogni|di\\s+ciascun|ogni|del)\\s+mese(?!\\s+prossimo)`,
    count: `(${NUM})\\s+volte(?!\\s+(?:al|alla|all'|a|per)\\s)`,
    length: `per\\s+(?:le\\s+prossime\\s+|i\\s+prossimi\\s+)?(${NUM})\\s+(giorni|settimane|mesi|anni)`,
    until: "fino\\s+a(?:l|lla|ll')?",
    partsOfDay: parts,
    unitOf: unitFrom([
      [/^giorn/i, 'day'],
      [/^settiman/i, 'week'],
      [/^mes/i, 'month'],
      [/^ann/i, 'year'],
    ]),
  },
  ranges: {
    nextDays: `(?:nei\\s+|per\\s+i\\s+|i\\s+)?prossimi\\s+(${NUM})\\s+giorni`,
    nextWeek:
      '(?:per\\s+)?(?:la\\s+|nella\\s+)?(?:settimana\\s+(?:prossima|che\\s+viene|entrante)|prossima\\s+settimana)',
    nextWeekend:
      '(?:il\\s+|nel\\s+)?(?:prossimo\\s+(?:week-?end|fine\\s+settimana)|(?:week-?end|fine\\s+settimana)\\s+prossimo)',
    thisWeekend: '(?:per\\s+)?(?:questo|nel|il)\\s+(?:week-?end|fine\\s+settimana)',
    thisWeek: '(?:per\\s+|in\\s+|nella\\s+)?questa\\s+settimana|in\\s+settimana',
    nextMonth: '(?:il\\s+|nel\\s+|per\\s+il\\s+)?(?:mese\\s+prossimo|prossimo\\s+mese)',
    thisMonth: '(?:per\\s+|in\\s+)?questo\\s+mese',
  },
  summary: {
    articles:
      "(?:il|la|lo|l'|i|gli|le)\\s+(?:mio|mia|miei|mie|nostro|nostra)|il|lo|la|l'|i|gli|le|un|uno|una|un'|mio|mia|miei|mie|questo|questa|quest'",
    leadIns:
      "a|ad|al|alla|alle|all'|allo|ai|il|lo|la|le|l'|per|di|del|della|dei|da|dal|dalla|dalle|dall'|verso|entro|fino|tra|fra|in|nel|nella|e|ed|o|questo|questa|prossimo|prossima|ore|giorno|ogni|tutti|tutte|di\\s+questo|di\\s+questa",
    trailing:
      "(?:cancell|annull|elimin|spost|rimand)al[aoie]|disdicil[ao]|a|ad|al|alla|alle|all'|il|lo|la|le|l'|i|gli|di|del|della|dei|da|dal|dalla|per|e|ed|con|in|nel|nella|su|ogni|tutti|tutte|questo|questa|grazie|ore|entro|verso|fino|giorno|mille|ok",
    fillers:
      "non\\s+(?:posso|potr[oò]|riesco\\s+a)\\s+(?:andare|venire|esserci|partecipare)(?:\\s+(?:a|al|alla|allo|all'|ai|alle|da|dal|dalla|dallo|dall'))?|(?:nel|sul|in|nella|sulla|dal|dalla|al|alla|nell'|sull'|dall'|all')\\s*(?:mio\\s+|mia\\s+)?(?:calendario|agenda)|per\\s+favore|per\\s+piacere|per\\s+cortesia|perfavore|per\\s+me|grazie(?:\\s+mille)?|gentilmente|cortesemente|" +
      // An apostrophe left alone once a date is cut out: "venerdi' alle 10" (an accent typed as an apostrophe).
      "'(?!\\p{L})",
    asking:
      "(?:che\\s+)?cos[a']|che|ho|abbiamo|devo|dovrei|fare|c'[eè]|ci\\s+sono|ce\\s+n'[eè]|in\\s+programma|da\\s+fare|di\\s+bello|qualcosa|qualche|niente|nulla|quali|sono|" +
      "il|lo|la|l'|i|gli|le|mio|mia|miei|mie|prossim[oiae]|tutt[oiae]|liber[oa]|occupat[oa]|impegnat[oa]|previst[oiae]|segnat[oiae]|mi|dica|dici|dimmi|" +
      'mostrami|fammi\\s+vedere|per|in|di|del|della|programmi|a\\s+venire|vedere|sapere|vorrei',
    afterVerb:
      "(?:mi\\s+)?(?:di|d'|che\\s+(?:ho|devo|dovrei)|che)|ho|abbiamo|avr[oò]|c'[eè]|(?:un|il)\\s+promemoria(?:\\s+(?:per|di|che|d'|del|della|dello|dell'|dei|degli|delle|sul|sulla|sui|sulle))?|" +
      "(?:(?:un|il|l'|il\\s+mio|l'altro|mio|quest')\\s*)?(?:nuovo\\s+)?(?:appuntamento|impegno)\\s+(?:per|di|d'|dal|dalla|dallo|dall'|da|con|col|con\\s+il|con\\s+la|presso|al|alla|all')|" +
      "(?:(?:l'|il|la)\\s*)?(?:orario|ora|giorno|data|titolo|nome)\\s+(?:di|del|della|dello|dell'|dei|delle)",
  },
  evening: 'sera|serata|stasera|pomeriggio|cena|notte|stanotte',
  relative: "prossim[oa]|quest[oa]|quest'|che\\s+viene|entrante",
  timeLead:
    "alle|all'|le|ore|alle\\s+ore|verso|verso\\s+le|dalle|entro\\s+le|per\\s+le|fino\\s+alle|tra\\s+le|fra\\s+le",
  timeSuffix:
    'h|in\\s+punto|e\\s+mezz[ao]|e\\s+(?:un\\s+)?quarto|e\\s+tre\\s+quarti|meno\\s+(?:un\\s+)?quarto|(?:di|del|della)\\s+(?:mattina|mattino|pomeriggio|sera|notte)',
  dayFirst: true,
  dates: italianDates,
}
