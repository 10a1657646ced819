// Whether a calendar request is in English or Spanish: the chat's language profiles, helped by the
// calendar words of each language (a short request such as "Cancela mi cita" has few other clues).
import { languageScores } from '#shared/chat/language-profiles.ts'
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

/** The language of a calendar request: Spanish when its Spanish clues outweigh its English ones. */
export function requestLanguage(text: string): CalendarLanguage {
  const scores = languageScores(text)
  const marks = /[¿¡ñ]/.test(text) ? 2 : 0
  const spanish = scores.spanish + 2 * findAll(text, spanishWords).length + marks
  const english = scores.english + 2 * findAll(text, englishWords).length
  return spanish > english ? 'spanish' : 'english'
}
