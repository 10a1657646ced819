// What the built-in Sage offers to pass the time, in each chat language: a joke, a saying, a short
// story, or a question that invites a memory (shared/languages/<language>/pastimes.ts).
import { type ChatLanguage } from '../chat-languages.ts'
import { chinesePastimes } from '#shared/languages/chinese/pastimes.ts'
import { englishPastimes } from '#shared/languages/english/pastimes.ts'
import { frenchPastimes } from '#shared/languages/french/pastimes.ts'
import { germanPastimes } from '#shared/languages/german/pastimes.ts'
import { italianPastimes } from '#shared/languages/italian/pastimes.ts'
import { japanesePastimes } from '#shared/languages/japanese/pastimes.ts'
import { portuguesePastimes } from '#shared/languages/portuguese/pastimes.ts'
import { spanishPastimes } from '#shared/languages/spanish/pastimes.ts'

/** One language's jokes, sayings, short stories and memory prompts. */
export type Pastimes = {
  jokes: readonly string[]
  sayings: readonly string[]
  stories: readonly string[]
  memoryPrompts: readonly string[]
}

/** Each chat language's pastimes, written in that language (not translated from English). */
export const pastimes: Record<ChatLanguage, Pastimes> = {
  english: englishPastimes,
  spanish: spanishPastimes,
  french: frenchPastimes,
  german: germanPastimes,
  italian: italianPastimes,
  portuguese: portuguesePastimes,
  chinese: chinesePastimes,
  japanese: japanesePastimes,
}
