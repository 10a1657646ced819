// The language of a calendar request: the chat's language profiles, helped by the calendar words of
// each language (a short request such as "Cancela mi cita" or "annule le rdv" has few other clues).
// Kana can only be Japanese; Chinese characters with no kana are read as Chinese unless Japanese
// words say otherwise.
import { chatLanguages } from '#shared/chat/chat-languages.ts'
import { languageScores } from '#shared/chat/language-profiles.ts'
import { type CalendarGrammar } from './grammar.ts'
import { GRAMMARS } from './grammars.ts'
import { type CalendarLanguage, findAll, wordRegex } from './parser-words.ts'

const spanishWords = wordRegex(
  'recu[eé]rdame|programa|progr[aá]mame|agenda|ag[eé]ndame|a[ñn]ade|agrega|pon|ponme|crea|apunta|anota|' +
    'cambia|mueve|modifica|reprograma|actualiza|cancela|elimina|borra|quita|anula|busca|mu[eé]strame|dime|' +
    'cita|citas|ma[ñn]ana|hoy|pasado|semana|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|' +
    'a\\s+las|de\\s+la\\s+(?:tarde|noche)|todos\\s+los|cada|qu[eé]\\s+tengo|cu[aá]ndo|con\\s+el|con\\s+la|mi|mis',
)
const englishWords = wordRegex(
  'remind|schedule|add|set|book|put|cancel|delete|remove|change|move|reschedule|update|show|list|find|' +
    'appointment|meeting|reminder|event|tomorrow|today|tonight|week|every|at|on|with|my|what|when|do\\s+i',
)

/** A grammar's telling words: its verbs, questions, nouns, repeats, windows, weekdays and months. */
const grammarWords = ({ repeats, ranges, ...grammar }: CalendarGrammar) =>
  wordRegex(
    [
      grammar.create, grammar.update, grammar.remove, grammar.nouns, grammar.questions, grammar.cues, repeats.daily,
      repeats.weekly, repeats.monthly, repeats.workdays, repeats.weekends, repeats.everyN, ...Object.values(ranges),
      ...grammar.weekdays, ...grammar.months,
    ] // prettier-ignore
      .filter(Boolean)
      .map((source) => `(?:${source})`)
      .join('|'),
  )
const calendarWords: Partial<Record<CalendarLanguage, RegExp>> = {
  english: englishWords,
  spanish: spanishWords,
  ...Object.fromEntries(Object.entries(GRAMMARS).map(([language, grammar]) => [language, grammarWords(grammar)])),
}

const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u
const han = /\p{Script=Han}/u

/** The language of a calendar request: the one whose words and calendar clues score highest. */
export function requestLanguage(text: string): CalendarLanguage {
  return requestLanguages(text)[0]!
}

/** The languages a calendar request may be in, likeliest first (a short note may fit several). */
export function requestLanguages(text: string): CalendarLanguage[] {
  if (kana.test(text)) return ['japanese']
  const scores = languageScores(text)
  if (han.test(text)) return scores.japanese > scores.chinese ? ['japanese', 'chinese'] : ['chinese', 'japanese']
  // Letters and words one language has and its neighbours do not.
  const marks: Partial<Record<CalendarLanguage, number>> = {
    spanish: /[¿¡ñ]/.test(text) ? 2 : 0,
    portuguese: /(?<!\p{L})às(?!\p{L})|[ãõ]/iu.test(text) ? 2 : 0,
    german: /[äöüß]/iu.test(text) ? 2 : 0,
  }
  const scored = chatLanguages
    .filter((language) => language !== 'chinese' && language !== 'japanese')
    .map((language, order) => {
      const words = calendarWords[language]
      const score = scores[language] + 2 * (words ? findAll(text, words).length : 0) + (marks[language] ?? 0)
      return { language, score, order }
    })
  // Ties go to the language listed first (English, then Spanish, ...); a language scoring well
  // below the likeliest is no candidate ("mie" is a Spanish Wednesday, not in Italian).
  const ranked = scored.sort((a, b) => b.score - a.score || a.order - b.order)
  return ranked.filter(({ score }) => score >= ranked[0]!.score - 2).map(({ language }) => language)
}
