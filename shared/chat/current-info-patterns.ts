import type { ChatLanguage } from './chat-languages.ts'
import { chineseCurrentInfoPatterns } from '#shared/languages/chinese/current-info-patterns.ts'
import { englishCurrentInfoPatterns } from '#shared/languages/english/current-info-patterns.ts'
import { frenchCurrentInfoPatterns } from '#shared/languages/french/current-info-patterns.ts'
import { germanCurrentInfoPatterns } from '#shared/languages/german/current-info-patterns.ts'
import { italianCurrentInfoPatterns } from '#shared/languages/italian/current-info-patterns.ts'
import { japaneseCurrentInfoPatterns } from '#shared/languages/japanese/current-info-patterns.ts'
import { portugueseCurrentInfoPatterns } from '#shared/languages/portuguese/current-info-patterns.ts'
import { spanishCurrentInfoPatterns } from '#shared/languages/spanish/current-info-patterns.ts'

/**
 * How one language asks about the world as it is now, in a folded sentence (lowercase, no accents,
 * straight apostrophes). A message matches a list when any pattern in it matches.
 */
export type CurrentInfoPatterns = {
  /** The message asks something: a question mark, a question word first, "tell me", "look up". */
  asks: readonly RegExp[]
  /** Weather and forecasts, always about the world outside. */
  weather: readonly RegExp[]
  /** News, scores, prices, opening hours, events, "the latest": the world, unless about the person's things. */
  world: readonly RegExp[]
  /** Today, right now, this week: the world in a question that is not about the person or Sage. */
  now: readonly RegExp[]
  /** The person's own things (my medications, my appointment, do I have), which Sage knows already. */
  own: readonly RegExp[]
  /** The person or Sage as the subject (I, you, how are you): small talk or their own day. */
  personal: readonly RegExp[]
}

/** Each chat language's patterns, from shared/languages/<language>/current-info-patterns.ts. */
const patternsOf: Record<ChatLanguage, CurrentInfoPatterns> = {
  english: englishCurrentInfoPatterns,
  spanish: spanishCurrentInfoPatterns,
  french: frenchCurrentInfoPatterns,
  german: germanCurrentInfoPatterns,
  italian: italianCurrentInfoPatterns,
  portuguese: portugueseCurrentInfoPatterns,
  chinese: chineseCurrentInfoPatterns,
  japanese: japaneseCurrentInfoPatterns,
}

const { chinese, japanese, ...latin } = patternsOf

/** The patterns of the languages written in Latin letters (each tried on every message). */
export const latinCurrentInfoPatterns: readonly CurrentInfoPatterns[] = Object.values(latin)

/** The patterns of Chinese and Japanese, told apart by kana. */
export const cjkCurrentInfoPatterns = { chinese, japanese } satisfies Partial<Record<ChatLanguage, CurrentInfoPatterns>>
