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
const parts: Record<string, DayPart> = {
  matin: 'morning', matins: 'morning', matinee: 'morning', 'matinée': 'morning', 'apres-midi': 'afternoon',
  'après-midi': 'afternoon', soir: 'evening', soirs: 'evening', soiree: 'evening', 'soirée': 'evening',
  nuit: 'night', nuits: 'night',
} // prettier-ignore
const WEEKDAY = '(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)'
const PART = '(matin[ée]e?|apr[eè]s-midi|soir[ée]e?|nuit)'
const partOf = (word: string | undefined) => (word ? parts[word.toLowerCase()] : undefined)

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
  parser('(?:[àa]\\s+|vers\\s+)?midi(?:\\s+et\\s+(demie?|quart))?', (m) => ({
    hour: 12,
    minute: m[1] ? (/demi/i.test(m[1]) ? 30 : 15) : 0,
    meridiem: 1,
  })),
  parser('(?:[àa]\\s+)?minuit', () => ({ hour: 0, minute: 0, meridiem: 0 })),
  parser('apr[eè]s[- ]demain', (_m, context) => daysFromToday(context, 2)),
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
  parser(`(?:le|du|dans\\s+la|en|l')\\s*${PART}`, (m) => ({ hour: PART_HOURS[partOf(m[1])!], minute: 0 })),
]

export const frenchCalendarGrammar: CalendarGrammar = {
  openers:
    "s'il\\s+(?:te|vous)\\s+pla[iî]t|svp|stp|bonjour|salut|alors|oui|peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|tu\\s+peux|vous\\s+pouvez|est-ce\\s+que\\s+(?:tu\\s+peux|vous\\s+pouvez)|je\\s+voudrais|j'aimerais|je\\s+veux|merci\\s+de",
  create:
    // "garagiste demain, vous pouvez le noter ?": a request to add, though it ends with "?".
    "(?=.*(?:tu\\s+peux|vous\\s+pouvez|pouvez-vous|peux-tu|pourriez-vous|pourrais-tu)\\s+(?:le\\s+|la\\s+|les\\s+|l')?(?:noter|ajouter|ajoutter|mettre|inscrire|enregistrer|rajouter))|" +
    'ajoute[rz]?|rajoute[rz]?|mets|mettez|mettre|note[rz]?|inscris|inscrivez|inscrire|programme[rz]?|planifie[rz]?|pr[ée]vois|pr[ée]voyez|pr[ée]voir|cr[ée]e[rz]?|enregistre[rz]?|rappelle[rz]?[- ]moi|rappelez[- ]moi|fais[- ]moi\\s+penser|faites[- ]moi\\s+penser|r[ée]serve[rz]?|fixe[rz]?|prends|prenez',
  update:
    'd[ée]place[rz]?|change[rz]?|modifie[rz]?|d[ée]cale[rz]?|repousse[rz]?|reporte[rz]?|avance[rz]?|remets|remettez|renomme[rz]?',
  remove: 'annule[rz]?|supprime[rz]?|efface[rz]?|enl[eè]ve[rz]?|enlever|retire[rz]?',
  show: "montre[rz]?(?:[- ]moi)?|affiche[rz]?|dis[- ]moi|dites[- ]moi|qu'est[- ]ce\\s+que|c'est\\s+quoi|qu'?ai-je|ai-je|est-ce\\s+que\\s+j'ai|quels?|quelles?|quand|[àa]\\s+quelle\\s+heure",
  questions:
    "qu'est[- ]ce\\s+que\\s+j'ai|qu'est[- ]ce\\s+qu'il\\s+y\\s+a|c'est\\s+quoi\\s+(?:mon|ma|mes)|quoi\\s+de\\s+pr[ée]vu|qu'y\\s+a-t-il|y\\s+a-t-il\\s+quelque\\s+chose|(?:mon|ma)\\s+(?:programme|planning|journ[ée]e)\\s*\\?|qu'?ai-je|est-ce\\s+que\\s+j'ai|j'ai\\s+quoi|ai-je\\s+(?:quelque\\s+chose|des|un|rendez)|quels?\\s+sont\\s+mes|quand\\s+(?:est|a\\s+lieu)|c'est\\s+quand|[àa]\\s+quelle\\s+heure\\s+est|mes\\s+prochains|j'ai\\s+(?:quelque\\s+chose|des\\s+rendez-vous|un\\s+rendez-vous)\\s+.*\\?",
  removeWords: 'annul\\p{L}*|supprim\\p{L}*|effac\\p{L}*',
  changeWords: 'd[ée]plac\\p{L}*|d[ée]cal\\p{L}*|report\\p{L}*|repouss\\p{L}*|modifi\\p{L}*',
  nouns:
    'rendez-vous|rendez\\s+vous|rdv|r[ée]unions?|rappels?|[ée]v[ée]nements?|agenda|calendrier|visites?|consultations?',
  cues: 'rappelle[rz]?[- ]moi|rappelez[- ]moi|rappels?|agenda|calendrier|rendez-vous|rdv',
  mine: 'mon|ma|mes',
  plans: "je\\s+dois|il\\s+faut\\s+que\\s+j|j'ai\\s+besoin\\s+d",
  past: 'hier|avant-hier|il\\s+y\\s+a|derni[eè]re?',
  notEvents:
    'photos?|mot\\s+de\\s+passe|compte|courriel|e-?mail|adresse|t[ée]l[ée]phone|num[ée]ro|profil|param[eè]tres|langue|texte|taille|voix|contacts?|messages?|conversations?|historique|m[ée]dicaments?|pilules?|donn[ée]es',
  numbers,
  weekdays: ['dimanches?', 'lundis?', 'mardis?', 'mercredis?', 'jeudis?', 'vendredis?', 'samedis?'],
  months: [
    'janvier|janv', 'f[ée]vrier|f[ée]vr', 'mars', 'avril|avr', 'mai', 'juin', 'juillet|juil', 'ao[uû]t',
    'septembre|sept', 'octobre|oct', 'novembre|nov', 'd[ée]cembre|d[ée]c',
  ], // prettier-ignore
  ordinals: [
    'premier|premi[eè]re|1er|1re',
    'deuxi[eè]me|second|2e',
    'troisi[eè]me|3e',
    'quatri[eè]me|4e',
    'derni[eè]re?',
  ],
  repeats: {
    daily: `(?:tous\\s+les|toutes\\s+les|chaque)\\s+(?:jours?|matins?|soirs?|soir[ée]es?|apr[eè]s-midi|nuits?)|quotidiennement|une\\s+fois\\s+par\\s+jour|(?:deux|trois)\\s+fois\\s+par\\s+jour`,
    weekly: '(?:chaque|toutes\\s+les)\\s+semaines?|une\\s+fois\\s+par\\s+semaine|hebdomadaire(?:ment)?',
    monthly: '(?:chaque|tous\\s+les)\\s+mois|une\\s+fois\\s+par\\s+mois|mensuel(?:lement)?',
    yearly:
      '(?:chaque|tous\\s+les)\\s+ans|chaque\\s+ann[ée]e|toutes\\s+les\\s+ann[ée]es|une\\s+fois\\s+par\\s+an|annuel(?:lement)?',
    workdays:
      'du\\s+lundi\\s+au\\s+vendredi|en\\s+semaine|(?:tous\\s+les\\s+)?jours\\s+ouvrables|(?:tous\\s+les|chaque)\\s+jours?\\s+de\\s+(?:la\\s+)?semaine',
    weekends: '(?:tous\\s+les|chaque)\\s+week-?ends?',
    everyDay: 'tous\\s+les|chaque',
    dayPlurals: '',
    everyN: `(?:tous\\s+les|toutes\\s+les|chaque)\\s+(${NUM})\\s+(jours|semaines|mois|ans|ann[ée]es)`,
    monthDay: `le\\s+(\\d{1,2}|premier|1er|dernier\\s+jour)\\s+(?:de\\s+)?(?:chaque|tous\\s+les)\\s+mois|(?:chaque|tous\\s+les)\\s+(\\d{1,2}|premier|1er)\\s+du\\s+mois`,
    nthWeekday: `(?:le\\s+|chaque\\s+)?(premier|premi[eè]re|1er|deuxi[eè]me|2e|troisi[eè]me|3e|quatri[eè]me|4e|dernier)\\s+(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\\s+(?:de\\s+)?(?:chaque|tous\\s+les)\\s+mois`,
    count: `(${NUM})\\s+fois`,
    length: `pendant\\s+(?:les\\s+)?(${NUM})\\s+(?:prochain(?:e)?s\\s+)?(jours|semaines|mois|ans|ann[ée]es)`,
    until: "jusqu'(?:au|[àa])(?:\\s+la|\\s+le)?|jusque",
    partsOfDay: { ...parts, nuits: 'night' },
    unitOf: unitFrom([
      [/^jour/i, 'day'],
      [/^semaine/i, 'week'],
      [/^mois/i, 'month'],
      [/^an/i, 'year'],
    ]),
  },
  ranges: {
    nextDays: `(?:dans\\s+|pour\\s+)?les\\s+(${NUM})\\s+prochains\\s+jours`,
    nextWeek: '(?:pour\\s+)?la\\s+semaine\\s+(?:prochaine|qui\\s+vient)',
    nextWeekend: 'le\\s+week-?end\\s+prochain',
    thisWeekend: 'ce\\s+week-?end',
    thisWeek: '(?:pour\\s+)?cette\\s+semaine',
    nextMonth: 'le\\s+mois\\s+prochain',
    thisMonth: 'ce\\s+mois(?:-ci)?',
  },
  summary: {
    articles: "le|la|les|l'|un|une|des|du|mon|ma|mes|notre|nos|ce|cette",
    leadIns:
      "[àa]|au|aux|le|la|les|pour|de|du|des|d[èe]s|depuis|jusqu'[àa]|ce|cette|prochain|prochaine|vers|et|ou|en|dans|entre|l'|d'",
    trailing: "[àa]|au|le|la|les|de|du|des|pour|et|avec|en|dans|chaque|tous|toutes|ce|cette|merci|svp|stp|l'|d'",
    fillers:
      "(?:dans|sur|[àa])\\s+(?:mon\\s+|l'|le\\s+)(?:agenda|calendrier)|s'il\\s+(?:te|vous)\\s+pla[iî]t|svp|stp|pour\\s+moi|" +
      // The request at the end of a note: "…, vous pouvez l'ajouter ?"
      "(?:tu\\s+peux|vous\\s+pouvez|pouvez-vous|peux-tu|pourriez-vous|pourrais-tu)\\s+(?:le\\s+|la\\s+|les\\s+|l')?(?:noter|ajouter|ajoutter|mettre|inscrire|enregistrer|rajouter)(?:\\s+(?:svp|stp|s'il\\s+(?:te|vous)\\s+pla[iî]t))?\\s*\\??",
    asking:
      "qu'est[- ]ce|c'est|quoi|que|qu'|j'ai|ai-je|ai|je|j'|est-ce|de|d'|pr[ée]vu|quelque|chose|quoi|rien|quels?|quelles?|sont|mes|mon|ma|tous|tout|toutes|les|le|la|des|du|prochains?|prochaines?|[àa]\\s+venir|programme|libre|occup[ée]e?|il\\s+y\\s+a|y\\s+a-t-il|montre-moi|dis-moi|planning",
    afterVerb:
      "(?:moi\\s+)?(?:de|d'|que|qu')|un\\s+rappel(?:\\s+(?:pour|de|d'))?|(?:un|le)\\s+(?:nouveau\\s+)?rendez-vous\\s+(?:pour|de|d')",
  },
  evening: 'soir|soir[ée]e|apr[eè]s-midi|d[iî]ner',
  relative: 'prochain|prochaine|ce|cette|qui\\s+vient',
  timeLead: "[àa]|vers|pour|de|d[èe]s|jusqu'[àa]|entre|et",
  timeSuffix: 'h|heures?',
  dayFirst: true,
  dates: () => withParsers(chrono.fr.casual, frenchParsers),
}
