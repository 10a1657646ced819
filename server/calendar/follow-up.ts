// A new event told without a time ("Add lunch with Margaret") gets a question ("What time is Lunch
// with Margaret?"); the person's answer ("Friday at noon") finishes it. Nothing is stored between
// the two: the conversation itself holds the request, read again with the answer added.
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { type ParsedCalendarRequest, parseCalendarRequest } from '#shared/calendar/parse.ts'
import { calendarWords } from './words.ts'

/** A message of the conversation so far, oldest first. */
type Said = { sender: 'user' | 'assistant'; content: string }

/** Most questions in a row about one new event; after that a time-like answer is read on its own. */
const MAX_ASKS = 3

/** The title as the question says it (the executor capitalises it). */
export const titled = (summary: string) => summary.charAt(0).toUpperCase() + summary.slice(1)

/**
 * The new-event request the message finishes, when Sage's last replies asked for its time and the
 * message answers with a time or a day and no request of its own; null otherwise.
 */
export function finishedByAnswer(
  recent: readonly Said[],
  text: string,
  options: { now: Date; timeZone: string; language: ChatLanguage },
): ParsedCalendarRequest | null {
  const read = (said: string) => parseCalendarRequest(said, options)
  const answer = read(text)
  // "Thank you", "never mind" or another request is not an answer.
  if (answer.action !== 'create' || answer.summary) return null
  const texts: string[] = []
  const questions: string[] = []
  for (let index = recent.length - 1; index >= 1 && questions.length < MAX_ASKS; index -= 2) {
    const [person, sage] = [recent[index - 1]!, recent[index]!]
    if (person.sender !== 'user' || sage.sender !== 'assistant') return null
    texts.unshift(person.content)
    questions.push(sage.content)
    const asked = read(texts.join(' '))
    // An earlier answer ("on Friday" with no time): the request is further back.
    if (asked.action === 'create' && !asked.summary) continue
    if (asked.action !== 'create' || asked.start) return null
    const question = calendarWords(options.language).askTime(titled(asked.summary!))
    if (questions.some((said) => said !== question)) return null
    return read([...texts, text].join(' '))
  }
  return null
}
