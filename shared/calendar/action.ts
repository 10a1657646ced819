// What a calendar request wants done: create, update, delete or get (product.md 4). The verb that opens
// the request decides first ("Cancel my meeting with the lawyer" is a delete, whatever "meeting"
// says); then questions, then change and removal words anywhere; create is the default.
import {
  anyOf,
  CREATE_VERBS,
  DELETE_VERBS,
  GET_QUESTIONS,
  GET_VERBS,
  POLITE_OPENERS,
  UPDATE_VERBS,
} from './keywords.ts'
import { orGrammars } from './grammars.ts'
import { NOT_AFTER, wordRegex } from './parser-words.ts'

/** The four things a calendar request can ask for. */
export type CalendarAction = 'create' | 'update' | 'delete' | 'get'

const NOT_LETTER = NOT_AFTER
const openers = new RegExp(`^(?:[\\s¿¡"'“,]*(?:${anyOf(POLITE_OPENERS)})${NOT_LETTER})*[\\s¿¡"'“,]*`, 'iu')
const leads: [CalendarAction, RegExp][] = [
  ['delete', new RegExp(`^(?:${anyOf(DELETE_VERBS)})${NOT_LETTER}`, 'iu')],
  ['update', new RegExp(`^(?:${anyOf(UPDATE_VERBS)})${NOT_LETTER}`, 'iu')],
  ['create', new RegExp(`^(?:${anyOf(CREATE_VERBS)})${NOT_LETTER}`, 'iu')],
  ['get', new RegExp(`^(?:${anyOf(GET_VERBS)})${NOT_LETTER}`, 'iu')],
]

const questions = wordRegex(GET_QUESTIONS)
const deleteWords = wordRegex(
  'cancel\\w*|delet\\w*|remov\\w*|erase[ds]?|call(?:ed)?\\s+off|off\\s+(?:my|the)\\s+(?:calendar|schedule)|cancel[aeé]\\p{L}*|elimin\\p{L}*|borr\\p{L}*|anul\\p{L}*' +
    orGrammars((grammar) => grammar.removeWords),
)
const updateWords = wordRegex(
  'reschedul\\w*|postpon\\w*|move[ds]?|chang\\w*|modif\\w*|updat\\w*|push(?:ed)?\\s+back|cambi\\p{L}*|muev\\p{L}*|movid\\p{L}*|reprogram\\p{L}*|aplaz\\p{L}*' +
    orGrammars((grammar) => grammar.changeWords),
)
const clockTime = /\d\s*(?:am|pm|a\.m|p\.m)|\d[:.]\d\d|\bat\s+\d|\bnoon\b|\ba\s+las\s+\d/i

/** The text after any polite opener ("please", "can you", "I'd like to"). */
export function afterOpeners(text: string): string {
  return text.replace(openers, '')
}

/** The action of the verb that opens a request, if one does. */
export function leadAction(text: string): CalendarAction | undefined {
  const rest = afterOpeners(text)
  const lead = leads.find(([, pattern]) => pattern.test(rest))
  if (!lead) return undefined
  // "Get my flu shot on Friday at 10" asks to add an event, not to look one up.
  if (lead[0] === 'get' && /^get\s/i.test(rest) && clockTime.test(rest) && !rest.trim().endsWith('?')) return 'create'
  return lead[0]
}

/** Decides what a calendar request wants done. */
export function classifyAction(text: string): CalendarAction {
  const lead = leadAction(text)
  if (lead) return lead
  if (questions.test(text)) return 'get'
  if (deleteWords.test(text)) return 'delete'
  if (updateWords.test(text)) return 'update'
  if (/\?\s*$/.test(text)) return 'get'
  return 'create'
}
