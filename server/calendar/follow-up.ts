// A new event told without a time ("Add lunch with Margaret") gets a question ("What time is Lunch
// with Margaret?"); the person's answer ("Friday at noon") finishes it. Nothing is stored between
// the two: the conversation itself holds the request, read again with the answer added.
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { type ParsedCalendarRequest, parseCalendarRequest } from '#shared/calendar/parse.ts'
import { wordRegex } from '#shared/calendar/parser-words.ts'
import { calendarWords } from './phrases.ts'

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

// Answers to "Should I cancel all of them, or only the one on Thursday?", in the chat languages.
const allOfThem = wordRegex(
  'all|every(?:\\s+one|\\s+day|thing)?|whole|both|todos|todas|toda|cada\\s+uno|tous|toutes|tout|alle|allen|jeden|tutti|tutte|tutto|todos|全部|所有|都|すべて|全部|毎回',
)
const onlyOne = wordRegex(
  'only|just|next|single|that\\s+one|this\\s+one|solo|s[oó]lo|solamente|[uú]nicamente|el\\s+pr[oó]ximo|seulement|uniquement|nur|einmal|soltanto|apenas|somente|só|只|仅|这一次|だけ|次の',
)

/** A sentence of `words` with its arguments left open, as a pattern that matches it said with any. */
function templatePattern(make: (...args: string[]) => string, arity: number): RegExp {
  const marks = Array.from({ length: arity }, (_, index) => `\uE000${index}\uE000`)
  const source = make(...marks)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\uE000\d\uE000/g, '.+')
  return new RegExp(`^${source}$`, 's')
}

/**
 * The change or cancellation of a repeating event that the message settles, when Sage's last reply
 * asked "all of them, or only the one on…?" and the message answers it: the earlier request, with
 * its scope. Null otherwise.
 */
export function scopedByAnswer(
  recent: readonly Said[],
  text: string,
  options: { now: Date; timeZone: string; language: ChatLanguage },
): ParsedCalendarRequest | null {
  const [person, sage] = recent.slice(-2)
  if (person?.sender !== 'user' || sage?.sender !== 'assistant') return null
  const words = calendarWords(options.language)
  const asked = (['delete', 'update'] as const).some((action) =>
    templatePattern((summary, rule, day) => words.askWhich(action, summary, rule, day), 3).test(sage.content),
  )
  if (!asked) return null
  const scope = onlyOne.test(text) ? 'one' : allOfThem.test(text) ? 'series' : null
  if (!scope) return null
  const request = parseCalendarRequest(person.content, options)
  if (request.action !== 'delete' && request.action !== 'update') return null
  return { ...request, scope }
}
