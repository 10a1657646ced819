import { type ChatLanguage, chatLanguages, foldText } from '../chat-languages.ts'
import { intentPatterns } from './intent-patterns.ts'

/** What a message asks of the built-in Sage. */
export type Intent =
  | 'greeting'
  | 'capabilities'
  | 'how-are-you'
  | 'something-nice'
  | 'lonely'
  | 'thanks'
  | 'goodbye'
  | 'medications'
  | 'conditions'
  | 'doctor'
  | 'emergency-contacts'
  | 'appointments'
  | 'photos'
  | 'confused'
  | 'clock'
  | 'joke'
  | 'saying'
  | 'story'
  | 'memory'
  | 'unknown'

/**
 * Intents in the order they are tried: feelings first, then the person's data, the date and time,
 * pastimes (a funny story is a joke before it is a story), then small talk.
 */
export const intentOrder: readonly Exclude<Intent, 'unknown'>[] = [
  'confused',
  'lonely',
  'medications',
  'conditions',
  'doctor',
  'emergency-contacts',
  'appointments',
  'photos',
  'clock',
  'joke',
  'saying',
  'story',
  'memory',
  'capabilities',
  'something-nice',
  'how-are-you',
  'thanks',
  'greeting',
  'goodbye',
]

/** Finds what a message asks, trying the conversation's language first and then the others. */
export function detectIntent(text: string, language: ChatLanguage): Intent {
  const folded = foldText(text).replace(/[’‘`]/g, "'").trim()
  if (!folded) return 'unknown'
  const languages = [language, ...chatLanguages.filter((other) => other !== language)]
  for (const candidate of languages) {
    const found = intentIn(folded, candidate)
    if (found) return found
  }
  return 'unknown'
}

/** The first intent whose phrasings in one language match the folded text, if any. */
function intentIn(folded: string, language: ChatLanguage): Intent | undefined {
  const patterns = intentPatterns[language]
  return intentOrder.find((intent) => patterns[intent]?.test(folded))
}
