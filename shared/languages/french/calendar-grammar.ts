// How French speaks of the calendar, for the built-in parser: "ajoute le dentiste demain à 10h",
// "rappelle-moi de prendre mes cachets tous les jours à 9h", "déplace le coiffeur à vendredi",
// "qu'est-ce que j'ai cette semaine ?". Accents are optional: people often leave them out.
import * as chrono from 'chrono-node'
import { type CalendarGrammar, unitFrom } from '#shared/calendar/grammar.ts'
import {
  daysFromToday,
  type DayPart,
  nextDayOfMonth,
  numberOf,
  PART_HOURS,
  parser,
  partClock,
  withParsers,
  wordsOf,
} from '#shared/calendar/clock.ts'

const numbers: Record<string, number> = {
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  onze: 11, douze: 12, quinze: 15, vingt: 20, trente: 30,
} // prettier-ignore
const NUM = `\\d{1,3}|${wordsOf(numbers)}`
const MONTHS = 'janv|f[ée]vr|mars|avr|mai|juin|juil|ao[uû]t|sept|oct|nov|d[ée]c'
/** Month names, January first, full and short. */
const MONTH_LIST = [
  'janvier|janv', 'f[ée]vrier|f[ée]vr', 'mars', 'avril|avr', 'mai', 'juin', 'juillet|juil', 'ao[uû]t',
  'septembre|sept', 'octobre|oct', 'novembre|nov', 'd[ée]cembre|d[ée]c',
] as const // prettier-ignore
const MONTH_WORDS = MONTH_LIST.join('|')
/** The month (1-12) a name stands for. */
const monthOf = (name: string) => MONTH_LIST.findIndex((forms) => new RegExp(`^(?:${forms})$`, 'i').test(name)) + 1
const parts: Record<string, DayPart> = {
  matin: 'morning', matins: 'morning', matinee: 'morning', 'matinée': 'morning', 'apres-midi': 'afternoon',
  'après-midi': 'afternoon', 'apres midi': 'afternoon', 'après midi': 'afternoon', soir: 'evening',
  soirs: 'evening', soiree: 'evening', 'soirée': 'evening', nuit: 'night', nuits: 'night',
} // prettier-ignore
const WEEKDAY = '(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)'
/** Weekday names as people mistype them ("mecredi", "samdi"), Sunday first; chrono reads only the right ones. */
const MISSPELT = [
  'dimanch|dimache|dimance|dimenche',
  'lundie|lundii',
  'mardie',
  'mecredi|mercedi|mercrdi|mercerdi|mercredie|mecredie',
  'jeudie|jeuid|jedui',
  'vendedi|venredi|vendrdi|vandredi|vendredie|vendreid',
  'samdi|samedie|sammedi',
] as const
/** A weekday, spelt right or as people mistype it. */
const ANY_WEEKDAY = `(?:${WEEKDAY}|${MISSPELT.join('|')})`
/** The weekday a name (right or mistyped) stands for, 0 Sunday .. 6 Saturday. */
function weekdayOf(name: string): number {
  const lower = name.toLowerCase()
  const right = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'].indexOf(lower)
  return right >= 0 ? right : MISSPELT.findIndex((forms) => new RegExp(`^(?:${forms})$`).test(lower))
}
/** A weekday's coming date, as chrono gives a weekday said alone (only the weekday is certain). */
function weekdayDate(context: chrono.ParsingContext, weekday: number, skip = 0) {
  const today = context.reference.getDateWithAdjustedTimezone().getDay()
  const ahead = ((weekday - today + 7) % 7) + skip
  return new chrono.ParsingComponents(context.reference).addDurationAsImplied({ day: ahead }).assign('weekday', weekday)
}
/** A change of an event's time, for "de 10h à 11h" (see the parser). */
const CHANGE =
  /(?<!\p{L})(?:d[ée]pla[cç]|d[ée]call?|chang|modifi|avan[cç]|recul|repouss|report|bouge|remet|plut[oô]t)/iu
/** An hour said in French, for the phrases that read one inside a longer phrase ("11h au lieu de 10h"). */
const HOUR = `(\\d{1,2})\\s*(?:h|heures?|:)\\s*(\\d{2})?`
const PART = '(matin[ée]e?|apr[eè]s[- ]?midi|soir[ée]e?|nuit)'
const ORDINAL =
  'premiers?|premi[eè]res?|1ers?|1res?|deuxi[eè]mes?|2e|2[eè]me|troisi[eè]mes?|3e|3[eè]me|quatri[eè]mes?|4e|4[eè]me|derni[eè]re?s?'
/** Words that name a day, after "je suis libre", "qu'est-ce qui se passe". */
const SOME_DAY = `(?:demain|apr[eè]s[- ]?demain|aujourd|ce|cette|cet|la\\s+semaine|les?\\s+\\d|${WEEKDAY}|[àa]\\s+\\d|en\\s+(?:fin|d[ée]but))`
/** Not "du mois prochain", which names a month, not a repeat. */
const NOT_NEXT = '(?!\\s+(?:prochain|dernier|suivant))'
const partOf = (word: string | undefined) =>
  word ? parts[word.toLowerCase().replace(/s[- ]?midi/, 's-midi')] : undefined

/** "10h", "10 h 30", "10 heures et demie", "10h moins le quart", "8 heures du soir". */
function frenchClock(match: RegExpMatchArray) {
  const [, hourText, minutes, extra, part] = match
  let hour = numberOf(hourText, numbers)!
  let minute = minutes ? Number(minutes) : 0
  const said = extra?.toLowerCase() ?? ''
  if (said.includes('demi')) minute = 30
  else if (said.includes('moins')) [hour, minute] = [hour === 1 ? 12 : hour - 1, 45]
  else if (said.includes('quart')) minute = 15
  const period =
    part && /matin/i.test(part) ? 'morning' : part && /nuit/i.test(part) ? 'night' : part ? 'evening' : undefined
  return partClock(hour, minute, period)
}

const frenchParsers = [
  parser(
    `(?:[àa]\\s+|vers\\s+|pour\\s+)?(\\d{1,2}|${wordsOf(numbers)})\\s*(?:h|heures?)(?:\\s*(\\d{2}))?` +
      `(?:\\s+(et\\s+demie?|et\\s+quart|moins\\s+(?:le\\s+)?quart))?(?:\\s+(du\\s+matin|de\\s+l'apr[eè]s-midi|du\\s+soir|de\\s+la\\s+nuit))?`,
    frenchClock,
  ),
  // "midi", "midi et demi", "midi moins le quart" (not the "midi" of "après midi").
  parser(
    '(?<!apr[eè]s[- ]?)(?:[àa]\\s+|vers\\s+)?midi(?:\\s+(et\\s+demie?|et\\s+quart|moins\\s+(?:le\\s+)?quart))?',
    (m) => {
      const said = m[1]?.toLowerCase() ?? ''
      if (said.startsWith('moins')) return { hour: 11, minute: 45, meridiem: 0 }
      return { hour: 12, minute: said.includes('demi') ? 30 : said.includes('quart') ? 15 : 0, meridiem: 1 }
    },
  ),
  // "de 10h à 11h", "entre 14 et 16h": from one hour to another. A change says the old hour and
  // then the new one ("déplace le kiné de 10h à 11h"): only the new one is its time.
  parser(
    `(?:de|entre)\\s+(\\d{1,2})(?:\\s*(?:h|heures?|:)\\s*(\\d{2})?)?\\s+(?:[àa]|et|jusqu'[àa])\\s+${HOUR}`,
    (m, context) => {
      const end = partClock(Number(m[3]), m[4] ? Number(m[4]) : 0, undefined)
      const start = partClock(Number(m[1]), m[2] ? Number(m[2]) : 0, undefined)
      if (!start || !end) return null
      if (CHANGE.test(context.text)) return end
      return context.createParsingResult(m.index!, m[0], start, end)
    },
  ),
  // "ce midi": noon today.
  parser('ce\\s+midi', (_m, context) =>
    daysFromToday(context, 0).assign('hour', 12).assign('minute', 0).assign('meridiem', 1),
  ),
  // "le premier décembre": the first of a month in words.
  parser(`(?:le\\s+)?premier\\s+(${MONTH_WORDS})(?:\\s+(\\d{4}))?`, (m, context) => {
    const month = monthOf(m[1]!)
    const today = context.reference.getDateWithAdjustedTimezone()
    const past = month < today.getMonth() + 1 || (month === today.getMonth() + 1 && today.getDate() > 1)
    const year = m[2] ? Number(m[2]) : today.getFullYear() + (past ? 1 : 0)
    return { day: 1, month, year }
  }),
  parser('(?:[àa]\\s+)?minuit', () => ({ hour: 0, minute: 0, meridiem: 0 })),
  parser('apr[eè]s[- ]?demain', (_m, context) => daysFromToday(context, 2)),
  // "aujourdhui", "aujourd hui": today, as typed without the apostrophe.
  parser("au?jourd\\s?'?\\s?h?ui", (_m, context) => daysFromToday(context, 0)),
  // "mecredi", "samdi prochain": a mistyped weekday is still that weekday.
  parser(`(?:ce\\s+)?(${MISSPELT.join('|')})(?:\\s+(prochaine?))?`, (m, context) =>
    weekdayDate(context, weekdayOf(m[1]!), m[2] ? 7 : 0),
  ),
  // "le 20.11", "mardi 24-11": a day and month written with dots or dashes (slashes chrono reads).
  parser(`(?:le|du|au|${ANY_WEEKDAY})\\s+(\\d{1,2})[.-](\\d{1,2})(?:[.-](\\d{4}|\\d{2}))?`, (m, context) => {
    const [day, month] = [Number(m[1]), Number(m[2])]
    if (month < 1 || month > 12 || day < 1 || day > 31) return null
    const today = context.reference.getDateWithAdjustedTimezone()
    const past = month < today.getMonth() + 1 || (month === today.getMonth() + 1 && day < today.getDate())
    const year = m[3] ? Number(m[3].length === 2 ? `20${m[3]}` : m[3]) : today.getFullYear() + (past ? 1 : 0)
    return { day, month, year }
  }),
  // "à 11h au lieu de 10h", "jeudi au lieu de mercredi": the old time or day is not the new one.
  parser(
    `(?:[àa]\\s+)?${HOUR}\\s*,?\\s+(?:au\\s+lieu\\s+d[e']|et\\s+(?:non|pas)\\s+(?:pas\\s+)?)\\s*(?:[àa]\\s+)?\\d{1,2}\\s*(?:h|heures?|:)\\s*(?:\\d{2})?`,
    (m) => partClock(Number(m[1]), m[2] ? Number(m[2]) : 0, undefined),
  ),
  parser(
    `(${ANY_WEEKDAY})\\s*,?\\s+(?:au\\s+lieu\\s+d[eu']|et\\s+(?:non|pas)\\s+(?:pas\\s+)?)\\s*${ANY_WEEKDAY}`,
    (m, context) => weekdayDate(context, weekdayOf(m[1]!)),
  ),
  // "décale le repas de dimanche à samedi midi": chrono makes one range of the two days and, when
  // the second comes earlier in the week, loses it. Each day is read alone (a change takes the
  // last, as the coming one).
  parser(`(?:de|du)\\s+(${ANY_WEEKDAY})\\s+(?:[àa]|au)(?=\\s+${ANY_WEEKDAY})`, (m, context) =>
    weekdayDate(context, weekdayOf(m[1]!)),
  ),
  // "le 3 à 17h", "samedi 21 à 14 h": chrono alone reads "3 à 17h" as from 3 to 5 pm.
  parser(
    `(?:le|${WEEKDAY})\\s+(\\d{1,2})(?:er)?\\s+(?:[àa]|vers)\\s+(\\d{1,2})\\s*(?:h|heures?|:)\\s*(\\d{2})?`,
    (m, context) => {
      const day = nextDayOfMonth(context, Number(m[1]))
      const time = partClock(Number(m[2]), m[3] ? Number(m[3]) : 0, undefined)
      return day && time ? { ...day, ...time } : null
    },
  ),
  parser(`le\\s+(\\d{1,2})(?:er)?(?!\\s*(?:h|heures?|[:/.]|\\d|(?:${MONTHS})))`, (m, context) =>
    nextDayOfMonth(context, Number(m[1])),
  ),
  // "mercredi 25": a weekday and the day's number, with no month.
  parser(`(?:${ANY_WEEKDAY})\\s+(\\d{1,2})(?:er)?(?!\\s*(?:h|heures?|[:/.-]\\d|\\d|(?:${MONTHS})))`, (m, context) =>
    nextDayOfMonth(context, Number(m[1])),
  ),
  parser(`(?:le|du|dans\\s+la|en|l')\\s*${PART}`, (m) => ({ hour: PART_HOURS[partOf(m[1])!], minute: 0 })),
  // "jeudi apres midi", typed without the hyphen or accent chrono needs: as chrono's own, a part of
  // the day, not an hour said. "cet" is left out: chrono reads "à 16h cet" as an hour and a zone,
  // and a longer match here would drop the hour.
  parser('apr[eè]s[- ]midi', (_m, context) =>
    context
      .createParsingComponents()
      .imply('hour', 14)
      .imply('minute', 0)
      .imply('meridiem', 1)
      .addTag('casualReference/afternoon'),
  ),
  // "en janvier", "au mois de mars": a month alone (the window of a question).
  parser(
    `(?:en|au\\s+mois\\s+d[e']|pour|durant|pendant)\\s*(${MONTH_WORDS})(?:\\s+(\\d{4}))?(?!\\s*\\d)`,
    (m, context) => {
      const month = monthOf(m[1]!)
      const today = context.reference.getDateWithAdjustedTimezone()
      const year = m[2] ? Number(m[2]) : today.getFullYear() + (month < today.getMonth() + 1 ? 1 : 0)
      return month
        ? new chrono.ParsingComponents(context.reference).assign('month', month).assign('year', year).imply('day', 1)
        : null
    },
  ),
]

export const frenchCalendarGrammar: CalendarGrammar = {
  openers:
    "s'il\\s+(?:te|vous)\\s+pla[iî]t|svp|stp|bonjour|salut|alors|oui|peux[- ]tu|pouvez[- ]vous|pourrais[- ]tu|pourriez[- ]vous|tu\\s+peux|vous\\s+pouvez|est[- ]ce\\s+que\\s+(?:tu\\s+peux|vous\\s+pouvez)|je\\s+voudrais|j'aimerais|je\\s+veux|merci\\s+de|je\\s+dois|il\\s+faut\\s+que\\s+j'|j'ai\\s+besoin\\s+d'|n'oublie[zs]?\\s+pas\\s+(?:de\\s+|d')?|(?:on|je)(?=\\s+(?:annule|supprime|efface|enl[eè]ve|retire|d[ée]place|d[ée]cale|repousse|reporte|avance|ajoute|note|mets?))|j'(?=(?:annule|efface|enl[eè]ve|avance|ajoute|inscris))",
  create:
    // "garagiste demain, vous pouvez le noter ?": a request to add, though it ends with "?".
    "(?=.*(?:tu\\s+peux|vous\\s+pouvez|pouvez[- ]vous|peux[- ]tu|pourriez[- ]vous|pourrais[- ]tu)\\s+(?:le\\s+|la\\s+|les\\s+|l')?(?:noter|ajouter|ajoutter|mettre|inscrire|enregistrer|rajouter))|" +
    "(?:ajoute[rz]?|rajoute[rz]?|mets|mettez|mettre|note[rz]?|inscris|inscrivez|inscrire)(?:[- ]moi|-le|-la|-les)?|(?:me\\s+|m'|nous\\s+)(?:noter|ajouter|mettre|inscrire|r[ée]server|programmer)|me\\s+rappeler|me\\s+faire\\s+penser|prendre(?=\\s+(?:un\\s+)?(?:rendez[- ]vous|rdv))|programme[rz]?|planifie[rz]?|pr[ée]vois|pr[ée]voyez|pr[ée]voir|cr[ée]e[rz]?|enregistre[rz]?|(?:rappelle[rz]?|rappelez)[- ]moi(?!\\s+(?:ce\\s+qu|mes\\s+(?:rendez|rdv)|quand|[àa]\\s+quelle))|fais[- ]moi\\s+penser|faites[- ]moi\\s+penser|r[ée]serve[rz]?|fixe[rz]?|prends|prenez",
  update:
    // "mettez le dentiste à 15h au lieu de 14h": a new time for an event already there.
    "(?:mets|mettez|mettre|note[rz]?|fixe[rz]?)(?=.*(?:au\\s+lieu\\s+d|plut[oô]t|n'est\\s+plus))|" +
    '(?:d[ée]place[rz]?|change[rz]?|modifie[rz]?|d[ée]call?e[rz]?|repousse[rz]?|reporte[rz]?|avance[rz]?|remets|remettez|remettre|renomme[rz]?|bouge[rz]?|reprogramme[rz]?|retarde[rz]?|recule[rz]?)(?:[- ]moi|-le|-la|-les)?',
  remove:
    '(?:ann?ule[rz]?|supp?rime[rz]?|efface[rz]?|enl[eè]ve[rz]?|enlever|retire[rz]?|d[ée]commande[rz]?)(?:[- ]moi|-le|-la|-les)?',
  show:
    "liste[rz]?(?:\\s+(?:de|des))?(?=\\s+(?:mes|mon|les|tous|toutes))|la\\s+liste\\s+de(?=\\s+(?:mes|mon))|(?:rappelle|rappelez|redis|redites)[- ]moi(?=\\s+(?:ce\\s+qu|mes\\s+(?:rendez|rdv)|quand|[àa]\\s+quelle))|c'est\\s+quand|quand\\s+(?:est|a\\s+lieu|aura\\s+lieu)|[àa]\\s+quelle\\s+heure\\s+(?:est|a\\s+lieu|sera|j'ai|ai[- ]je|commence)|quel\\s+jour\\s+(?:est|a\\s+lieu|j'ai|ai[- ]je)|quel?s?\\s+sont|quelles?\\s+sont|" +
    'donne[rz]?[- ]moi(?=\\s+(?:mon|mes|le|la|les)\\s+(?:agenda|programme|planning|rendez|rdv|emploi|calendrier))|donnez[- ]moi(?=\\s+(?:mon|mes|le|la|les)\\s+(?:agenda|programme|planning|rendez|rdv|emploi|calendrier))|' +
    `(?:est[- ]ce\\s+que\\s+)?(?:je\\s+suis|suis[- ]je)\\s+(?:libre|disponible|dispo|occup[ée]e?|pris|prise)(?=\\s+${SOME_DAY})|` +
    "montre[rz]?(?:[- ]moi)?|affiche[rz]?|dis[- ]moi|dites[- ]moi|qu'?est[- ]?ce\\s+qu[ei]|c'est\\s+quoi|qu'?ai[- ]je|ai[- ]je|est[- ]ce\\s+que\\s+j'ai|quels?|quelles?|quand|[àa]\\s+quelle\\s+heure",
  questions:
    `qu'?est[- ]?ce\\s+que\\s+j'ai|rien\\s+de\\s+pr[ée]vu|c'est\\s+bien(?=\\s+(?:${SOME_DAY}|[àa]\\s+\\d|le\\s+\\d))|(?:je\\s+suis|suis[- ]je)\\s+(?:libre|disponible|dispo|occup[ée]e?|pris|prise)(?=\\s+${SOME_DAY})|` +
    "[àa]\\s+quelle\\s+heure\\s+(?:j'ai|ai[- ]je|commence)|quel\\s+jour\\s+(?:est|a\\s+lieu|j'ai|ai[- ]je)|(?:rappelle|rappelez|donne|donnez)[- ]moi\\s+(?:ce\\s+que\\s+j'ai|mes\\s+(?:rendez|rdv)|mon\\s+(?:agenda|programme|planning))|qu'?est[- ]?ce\\s+qu'il\\s+y\\s+a|qu'?est[- ]?ce\\s+qui\\s+(?:est\\s+pr[ée]vu|m'attend|s'en\\s+vient|" +
    `(?:se\\s+passe|vient|arrive)(?=\\s+${SOME_DAY}))|` +
    "^\\s*(?:tous\\s+)?mes\\s+(?:rendez[- ]vous|rdv|[ée]v[ée]nements|activit[ée]s)|^\\s*(?:mon\\s+|l')?(?:agenda|programme|planning|emploi\\s+du\\s+temps)\\s+(?:de|du|d'|pour)\\s|ce\\s+que\\s+j'ai\\s+(?:de\\s+pr[ée]vu|comme\\s+(?:rendez|rdv|programme)|\\S+\\s*(?:\\?|$)|(?:cette|la|ce|le|demain|aujourd|apr[eè]s))|(?:est|sont)\\s+pr[ée]vue?s?\\s+(?:ce|cette|la|le|demain|aujourd|apr[eè]s|pour|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|c'est\\s+quoi\\s+(?:mon|ma|mes)|quoi\\s+de\\s+pr[ée]vu|qu'y\\s+a-t-il|y\\s+a-t-il\\s+quelque\\s+chose|(?:mon|ma)\\s+(?:programme|planning|journ[ée]e)\\s*\\?|qu'?ai[- ]je|est[- ]ce\\s+que\\s+j'ai|j'ai\\s+quoi|ai[- ]je\\s+(?:quelque\\s+chose|des|un|rendez)|quels?\\s+sont\\s+mes|quand\\s+(?:est|a\\s+lieu)|c'est\\s+quand|[àa]\\s+quelle\\s+heure\\s+est|mes\\s+prochains|j'ai\\s+(?:quelque\\s+chose|des\\s+rendez-vous|un\\s+rendez-vous)\\s+.*\\?",
  removeWords:
    'ann?ul\\p{L}*|supp?rim\\p{L}*|effac\\p{L}*|d[ée]command\\p{L}*|' +
    // "…, pouvez-vous l'enlever ?", "la pédicure n'aura pas lieu", "je ne pourrai pas aller au kiné".
    "(?:l'|le\\s+|la\\s+|les\\s+)(?:enlever|retirer|enl[eè]ve[rz]?|retire[rz]?)|n'(?:aura|a)\\s+(?:pas|plus)\\s+lieu|ne\\s+(?:se\\s+)?(?:fera|tiendra)\\s+pas|est\\s+tomb[ée]e?\\s+[àa]\\s+l'eau|" +
    "je\\s+ne\\s+(?:pourrai|peux|pourrais|vais|serai)\\s+pas\\s+(?:y\\s+)?(?:aller|venir|[eê]tre\\s+l[àa])|je\\s+n'irai\\s+pas",
  changeWords:
    'd[ée]plac\\p{L}*|d[ée]call?\\p{L}*|report\\p{L}*|repouss\\p{L}*|modifi\\p{L}*|reprogramm\\p{L}*|' +
    // "le coiffeur de jeudi, mettez-le plutôt à 16h", "à 11h au lieu de 10h": a new time for an event.
    "plut[oô]t|au\\s+lieu\\s+d[eu']|finalement|n'est\\s+plus|ne\\s+sera\\s+plus|" +
    `pass(?:e|ent|[ée]e?s?)\\s+(?:[àa]|au)\\s+(?:${ANY_WEEKDAY}|demain|apr[eè]s[- ]?demain|la\\s+semaine|\\d)|` +
    "(?:l'|le\\s+|la\\s+)(?:avancer|reculer|bouger|remettre|changer)|(?:est|a\\s+[ée]t[ée])\\s+(?:avanc|recul|d[ée]cal|d[ée]plac|repouss|report)[ée]e?|(?:est|sont|a\\s+[ée]t[ée])\\s+remise?s?",
  nouns:
    'rendez-vous|rendez\\s+vous|rdv|r[ée]unions?|rappels?|[ée]v[ée]nements?|agenda|calendrier|visites?|consultations?|c[ée]dule',
  cues:
    'rappelle[rz]?[- ]moi|rappelez[- ]moi|rappels?|agenda|calendrier|rendez-vous|rdv|' +
    // "le repas chez Marie est annulé", "pouvez-vous l'annuler": only an event is called off.
    "(?:est|sont)\\s+ann?ul[ée]e?s?|(?:l'|le\\s+|la\\s+)(?:annuler|enlever|supprimer|effacer|d[ée]placer|d[ée]caler)|n'(?:aura|a)\\s+(?:pas|plus)\\s+lieu|ne\\s+(?:se\\s+)?(?:fera|tiendra)\\s+pas|est\\s+tomb[ée]e?\\s+[àa]\\s+l'eau",
  mine: 'mon|ma|mes',
  plans: "je\\s+dois|il\\s+faut\\s+que\\s+j|j'ai\\s+besoin\\s+d",
  past: `hier|avant-hier|il\\s+y\\s+a|(?:semaine|mois|ann[ée]e|an|fois|${WEEKDAY})\\s+derni[eè]re?`,
  notEvents:
    'photos?|mot\\s+de\\s+passe|compte|courriel|e-?mail|adresse|t[ée]l[ée]phone|num[ée]ro|profil|param[eè]tres|langue|texte|taille|voix|contacts?|messages?|conversations?|historique|m[ée]dicaments?|pilules?|donn[ée]es',
  numbers,
  weekdays: [
    `dimanches?|${MISSPELT[0]}`, `lundis?|${MISSPELT[1]}`, `mardis?|${MISSPELT[2]}`, `mercredis?|${MISSPELT[3]}`,
    `jeudis?|${MISSPELT[4]}`, `vendredis?|${MISSPELT[5]}`, `samedis?|${MISSPELT[6]}`,
  ], // prettier-ignore
  months: MONTH_LIST,
  ordinals: [
    'premiers?|premi[eè]res?|1er|1re',
    'deuxi[eè]mes?|seconde?s?|2e|2[eè]me',
    'troisi[eè]mes?|3e|3[eè]me',
    'quatri[eè]mes?|4e|4[eè]me',
    'derni[eè]re?s?',
  ],
  repeats: {
    daily: `(?:tous\\s+les|toutes\\s+les|chaque)\\s+(?:jours?|matins?|soirs?|soir[ée]es?|apr[eè]s-midi|nuits?)|quotidiennement|une\\s+fois\\s+par\\s+jour|(?:deux|trois)\\s+fois\\s+par\\s+jour`,
    weekly: '(?:chaque|toutes\\s+les)\\s+semaines?|une\\s+fois\\s+par\\s+semaine|hebdomadaire(?:ment)?',
    monthly: '(?:chaque|tous\\s+les)\\s+mois|une\\s+fois\\s+par\\s+mois|mensuel(?:lement)?',
    yearly:
      '(?:chaque|tous\\s+les)\\s+ans|chaque\\s+ann[ée]e|toutes\\s+les\\s+ann[ée]es|une\\s+fois\\s+par\\s+an|annuel(?:lement)?',
    workdays:
      'du\\s+lundi\\s+au\\s+vendredi|en\\s+semaine|(?:tous\\s+les\\s+)?jours\\s+ouvrables|(?:tous\\s+les|chaque)\\s+jours?\\s+de\\s+(?:la\\s+)?semaine',
    weekends: '(?:tous\\s+les|chaque)\\s+week[- ]?ends?|(?:toutes\\s+les|chaque)\\s+fins?\\s+de\\s+semaine',
    // "le mardi et le jeudi" names days that come back; one "le mardi" is a date.
    everyDay: `tous\\s+les|chaque|le\\s+(?:${WEEKDAY}\\s*(?:,|et)\\s*le\\s+)+(?=${WEEKDAY})`,
    // "les mardis à 14h": a plural weekday is every one.
    dayPlurals: 'lundis|mardis|mercredis|jeudis|vendredis|samedis|dimanches',
    everyN:
      `(?:tous\\s+les|toutes\\s+les|chaque)\\s+(${NUM})\\s+(jours|semaines|mois|ans|ann[ée]es)|` +
      // "un jour sur deux", "une semaine sur deux"; "un mardi sur deux" leaves the weekday to the date.
      `(?<=\\b(?:une?|chaque)\\s+)(?:jour|semaine|mois|an|ann[ée]e)\\s+sur\\s+(?:deux|trois|2|3)|` +
      `(?<=${ANY_WEEKDAY}\\s+)sur\\s+(?:deux|trois|2|3)`,
    // "le 5 de chaque mois", "tous les 1er du mois", "le 5 du mois" (not "du mois prochain").
    monthDay: `le\\s+(\\d{1,2}|premier|1er|dernier\\s+jour)\\s+(?:de\\s+)?(?:chaque|tous\\s+les)\\s+mois|(?:chaque|tous\\s+les|le)\\s+(\\d{1,2}|premier|1er|dernier\\s+jour)\\s+du\\s+mois${NOT_NEXT}`,
    // "le premier mardi de chaque mois", "chaque 2e jeudi du mois", "tous les derniers vendredis du mois".
    nthWeekday: `(?:le\\s+|les\\s+|chaque\\s+|tous\\s+les\\s+)?(${ORDINAL})\\s+${WEEKDAY}s?\\s+(?:(?:de\\s+|du\\s+)?(?:chaque|tous\\s+les)\\s+mois|du\\s+mois${NOT_NEXT})`,
    count: `(${NUM})\\s+fois`,
    length: `pendant\\s+(?:les\\s+)?(${NUM})\\s+(?:prochain(?:e)?s\\s+)?(jours|semaines|mois|ans|ann[ée]es)`,
    until: "jusqu'(?:au|[àa])(?:\\s+la|\\s+le)?|jusque",
    partsOfDay: { ...parts, nuits: 'night' },
    unitOf: unitFrom([
      [/^jour/i, 'day'],
      [/^semaine/i, 'week'],
      [/^mois/i, 'month'],
      [/^an/i, 'year'],
      // "un mardi sur deux": the unit is the week of the weekday said before "sur".
      [/^sur$/i, 'week'],
    ]),
  },
  ranges: {
    nextDays: `(?:dans\\s+|pour\\s+)?les\\s+(${NUM})\\s+prochains\\s+jours`,
    nextWeek: '(?:pour\\s+)?la\\s+semaine\\s+(?:prochaine|qui\\s+vient)',
    nextWeekend: 'le\\s+week[- ]?end\\s+prochain|la\\s+fin\\s+de\\s+semaine\\s+prochaine',
    thisWeekend: 'ce\\s+week[- ]?end|cette\\s+fin\\s+de\\s+semaine',
    thisWeek: '(?:pour\\s+)?cette\\s+semaine|(?:de|pour)\\s+la\\s+semaine(?!\\s+(?:prochaine|derni|qui|de|du))',
    nextMonth: '(?:le|du|au|pour\\s+le)\\s+mois\\s+(?:prochain|qui\\s+vient)',
    thisMonth: "(?:de\\s+|pour\\s+)?ce\\s+mois(?:-ci)?|du\\s+mois(?!\\s+(?:prochain|dernier|de|d'|qui))",
  },
  summary: {
    articles: "le|la|les|l'|un|une|des|du|au|aux|mon|ma|mes|notre|nos|ce|cette",
    leadIns:
      "[àa]|au|aux|le|la|les|pour|de|du|des|d[èe]s|depuis|jusqu'[àa]|ce|cette|prochain|prochaine|vers|et|ou|en|dans|entre|l'|d'|une?",
    trailing:
      "[àa]|au|le|la|les|de|du|des|pour|et|avec|en|dans|chaque|tous|toutes|ce|cette|merci|svp|stp|l'|d'|mais|c'est",
    fillers:
      "(?:(?:dans|sur|[àa]|de|hors\\s+de)\\s+(?:mon\\s+|l'|le\\s+|votre\\s+|ton\\s+)|du\\s+|au\\s+)(?:agenda|calendrier)|^\\s*[:;,.-]+|" +
      "m'a\\s+(?:donn[ée]|fix[ée]|pris|propos[ée])\\s+(?:un\\s+)?(?:rendez[- ]vous|rdv)|s'il\\s+(?:te|vous)\\s+pla[iî]t|svp|stp|pour\\s+moi|" +
      // The request at the end of a note: "…, vous pouvez l'ajouter ?", "merci de l'annuler".
      "(?:tu\\s+peux|vous\\s+pouvez|pouvez[- ]vous|peux[- ]tu|pourriez[- ]vous|pourrais[- ]tu|merci\\s+de|il\\s+faut)\\s+(?:le\\s+|la\\s+|les\\s+|l')?" +
      '(?:noter|ajouter|ajoutter|mettre|inscrire|enregistrer|rajouter|annuler|enlever|supprimer|effacer|retirer|d[ée]placer|d[ée]caler|changer|avancer|repousser|reporter)' +
      "(?:\\s+(?:svp|stp|s'il\\s+(?:te|vous)\\s+pla[iî]t))?\\s*\\??|" +
      // What is said of the event, not its name: "… est annulé", "n'aura pas lieu", "à effacer",
      // "je ne pourrai pas aller au …", "mettez-le plutôt", "même heure".
      '(?:est|sont|a\\s+[ée]t[ée]|ont\\s+[ée]t[ée])\\s+(?:(?:ann?ul|d[ée]cal|d[ée]plac|avanc|recul|repouss|report|chang)[ée]e?s?|remise?s?)|' +
      "n'(?:aura|a)\\s+(?:pas|plus)\\s+lieu|ne\\s+(?:se\\s+)?(?:fera|tiendra)\\s+pas|est\\s+tomb[ée]e?\\s+[àa]\\s+l'eau|[àa]\\s+(?:effacer|annuler|supprimer|enlever|retirer|d[ée]caler|d[ée]placer)|" +
      "je\\s+ne\\s+(?:pourrai|peux|pourrais|vais|serai)\\s+pas(?:\\s+y)?(?:\\s+(?:aller|venir|[eê]tre\\s+l[àa]))?|je\\s+n'irai\\s+pas|" +
      '(?:(?:mettez|mets|mettre|passez|remettez|remets)[- ](?:le|la|les)\\s+)?plut[oô]t|(?:[àa]\\s+la\\s+)?m[eê]me\\s+heure|' +
      "(?:a|ont)\\s+chang[ée]|est\\s+maintenant|^plus\\s+d[e']|^\\s*est[- ]ce\\s+que|c'est\\s+bien|c'est\\s+finalement|finalement|(?<=(?:rendez[- ]vous|rdv)\\s)quand|n'est\\s+plus|ne\\s+sera\\s+plus|" +
      "c'est\\s+ann?ul[ée]e?|annulation\\s+(?:du|de\\s+la|de\\s+l'|des|de|d')|pass(?:e|ent|[ée]e?s?)(?=\\s*$)",
    asking:
      "qu'?est[- ]?ce|c'est|quoi|que|qu'|qui|est|se\\s+passe|m'attend|s'en\\s+vient|vient|arrive|j'ai|ai[- ]je|ai|je|j'|est[- ]ce|de|d'|pr[ée]vue?s?|quelque|chose|quoi|rien|quels?|quelles?|sont|mes|mon|ma|tous|tout|toutes|les|le|la|des|du|prochains?|prochaines?|[àa]\\s+venir|programme|libre|occup[ée]e?|il\\s+y\\s+a|y\\s+a[- ]t[- ]il|montre[- ]moi|dis[- ]moi|dites[- ]moi|planning|comme|savoir|voudrais|aimerais|faire|[àa]|bien|ce|cela|[çc]a|rien|suis|suis-je|disponible|dispo|pris|prise",
    afterVerb:
      '(?:rappel|note|nota|pense[- ]b[eê]te)\\s*:|' +
      // "mon prochain rendez-vous chez le kiné": which one is for the search to decide.
      "(?:mon\\s+|ma\\s+|le\\s+|la\\s+)?prochaine?(?=\\s+\\p{L})|(?:moi\\s+)?(?:de|d'|que|qu')|un\\s+rappel(?:\\s+(?:pour|de|d'))?|(?:j'ai\\s+)?(?:un\\s+|le\\s+|mon\\s+)?(?:nouveau\\s+)?(?:rendez[- ]vous|rdv)\\s+(?:pour|de|d'|du|chez|avec|au)|" +
      // "change l'heure du kiné", "la date de la réunion".
      "(?:l'|la\\s+|le\\s+)?(?:heure|date|jour|horaire)\\s+(?:du|de\\s+la|de\\s+l'|des|de|d')",
  },
  evening: 'soir|soir[ée]e|apr[eè]s[- ]midi|d[iî]ner|souper',
  relative: 'prochain|prochaine|ce|cette|qui\\s+vient',
  timeLead: "du|au|le|[àa]|vers|pour|de|d[èe]s|jusqu'[àa]|entre|et",
  // "9h30" as well as "9h": a number followed by these is an hour.
  timeSuffix: 'h\\d{2}|h|heures?',
  dayFirst: true,
  dates: () => withParsers(chrono.fr.casual, frenchParsers),
}
