// Tells calendar requests ("Cancel my dentist appointment", "What do I have tomorrow?") from the
// rest of a chat ("What are my medications?", "Good morning!") before the parser is asked to read one.
import { afterOpeners, leadAction } from './action.ts'
import { EVENT_NOUNS, GET_QUESTIONS } from './keywords.ts'
import { findRangePhrase } from './range.ts'
import { findRecurrence } from './recurrence.ts'
import { requestLanguages } from './request-language.ts'
import { findWhenIn } from './when.ts'
import { orGrammars } from './grammars.ts'
import { blankSpans, normalizeRequest, NOT_AFTER, wordRegex } from './parser-words.ts'

// Whether a date is said does not depend on today, so any fixed day serves (and keeps this pure).
const SOME_DAY = new Date('2026-01-07T12:00:00Z')

const strongCues = wordRegex(
  'remind\\s+me|reminders?|calendar|reschedul\\w*|recu[eé]rdame|recordatorios?|calendario|agenda|reprogram\\p{L}*' +
    orGrammars((grammar) => grammar.cues),
)
const questions = wordRegex(GET_QUESTIONS)
const eventNouns = wordRegex(EVENT_NOUNS)
const possessive = wordRegex(`my|mis?${orGrammars((grammar) => grammar.mine)}`)
const whenIsMine = wordRegex(
  "when\\s+is\\s+(?:my|our|the\\s+next)|when'?s\\s+(?:my|our|the\\s+next)|what\\s+time\\s+is(?!\\s+it\\b)|cu[aá]ndo\\s+es\\s+mi|a\\s+qu[eé]\\s+hora\\s+es\\s+(?:mi|la|el)",
)
// Verbs that are about the calendar whatever follows them ("Cancel lunch with Margaret").
const calendarVerbs = wordRegex(
  'cancel|postpone|schedule|rename|cancela|pospon\\p{L}*|programa|agenda' +
    orGrammars((grammar) => `${grammar.removeWords}|${grammar.changeWords}`),
)
const plans = new RegExp(
  "^\\s*(?:i\\s+(?:need|have|must|got)\\s+to|i've\\s+got\\s+to|i\\s+must|don'?t\\s+let\\s+me\\s+forget\\s+to|tengo\\s+que|necesito|debo" +
    `${orGrammars((grammar) => grammar.plans)})${NOT_AFTER}`,
  'iu',
)
// "Delete my flamenco lesson", "Remove my bridge game": a thing of one's own that is removed or
// changed is an event, unless it names something else Sage keeps ("remove my photo", "change my
// password"), which the calendar must not take.
const ownThing = wordRegex(`my|mis?|our|nuestr[oa]s?${orGrammars((grammar) => grammar.mine)}`)
const notEvents = wordRegex(
  'account|password|name|e-?mail|address|phone|number|profile|settings?|language|text|font|size|voice|' +
    'photos?|pictures?|contacts?|records?|messages?|chats?|conversations?|history|medications?|medicines?|' +
    'pills?|tablets?|doctor|data|cuenta|contrase[ñn]a|nombre|correo|direcci[oó]n|tel[eé]fono|n[uú]mero|perfil|' +
    'configuraci[oó]n|idioma|letra|tama[ñn]o|voz|fotos?|im[aá]genes|contactos?|registros?|mensajes?|' +
    'conversaci[oó]n(?:es)?|chats?|historial|medicamentos?|medicinas?|pastillas?|m[eé]dico|doctora?|datos' +
    orGrammars((grammar) => grammar.notEvents),
)
// "Add lunch with Margaret": a verb that puts things on a calendar, with something to put there.
const addVerbs = new RegExp(
  `^(?:add|schedule|book|plan|pencil\\s+in|a[ñn]ade|a[ñn]adir|agrega|agregar|programa|apunta|anota|reserva${orGrammars((grammar) => grammar.create)})\\s+\\p{L}`,
  'iu',
)
const pastCues = wordRegex(
  `yesterday|ago|last\\s+(?:night|week|month|year)|earlier\\s+today|ayer|anoche|hace${orGrammars((grammar) => grammar.past)}`,
)
const pronounOnly = /^\s*\p{L}+\s+(?:it|that|this|lo|eso)[\s.!?]*$/iu

/** True when the text names a day, a time, or a repeat. */
function saysWhen(text: string): boolean {
  if (findRecurrence(text)) return true
  if (findRangePhrase(text, SOME_DAY, 'UTC')) return true
  const found = findWhenIn(text, requestLanguages(text), SOME_DAY, 'UTC').when
  return Boolean(found.day || found.time || found.instant || found.invalidDate)
}

/** Whether a chat message is a calendar request at all (vs. small talk or a question like "what are my medications?"). */
export function isCalendarRequest(text: string): boolean {
  const message = normalizeRequest(text)
  if (!message) return false
  if (strongCues.test(message) || questions.test(message)) return true
  const action = leadAction(message)
  const nouns = eventNouns.test(message)
  if (action === 'get') {
    return nouns || whenIsMine.test(message) || (possessive.test(message) && saysWhen(message))
  }
  if (action === 'delete' || action === 'update') {
    if (pronounOnly.test(afterOpeners(message))) return false
    if (nouns || saysWhen(message)) return true
    // "Cancel lunch with Margaret", but not "supprime ma photo".
    if (calendarVerbs.test(message) && !notEvents.test(message)) return true
    return ownThing.test(message) && !notEvents.test(message)
  }
  if (action === 'create') {
    if (nouns || saysWhen(message)) return true
    return addVerbs.test(afterOpeners(message)) && !notEvents.test(message)
  }
  // "Water the garden every 2 days at 8am", "I need to see the podiatrist Friday at 3:30",
  // "Dentist tomorrow at 10": a time to keep, unless it is already past.
  if (pastCues.test(message)) return false
  // "Le dentiste de vendredi, annule-le", "周五的理发不去了，取消吧": the verb comes after the event.
  if (calendarVerbs.test(message) && saysWhen(message)) return true
  // The repeat is read first, as the parser does: "du lundi au vendredi à 7h" is not a range of days.
  const repeat = findRecurrence(message)
  const rest = repeat ? blankSpans(message, repeat.spans) : message
  const found = findWhenIn(rest, requestLanguages(message), SOME_DAY, 'UTC').when
  if (found.time && (found.day || repeat || plans.test(message))) return true
  // A note that opens with its time: "5:45pm pick up granddaughter", "晚上8点 吃药".
  if (found.time && found.spans[0]?.start === 0 && !/[?？]\s*$/u.test(message)) return true
  // "In 2 Stunden Tabletten nehmen", "dans une heure appeler Paul".
  if (found.instant && !/[?？]\s*$/u.test(message)) return true
  // "Every year on February 14, our anniversary".
  if (repeat?.freq === 'YEARLY' && found.day && !found.monthOnly) return true
  return nouns && saysWhen(message)
}
