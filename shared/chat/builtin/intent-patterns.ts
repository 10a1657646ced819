import { type ChatLanguage } from '../chat-languages.ts'
import { type Intent } from './intents.ts'
import { chineseIntentPatterns } from '#shared/languages/chinese/intent-patterns.ts'
import { englishIntentPatterns } from '#shared/languages/english/intent-patterns.ts'
import { frenchIntentPatterns } from '#shared/languages/french/intent-patterns.ts'
import { germanIntentPatterns } from '#shared/languages/german/intent-patterns.ts'
import { italianIntentPatterns } from '#shared/languages/italian/intent-patterns.ts'
import { japaneseIntentPatterns } from '#shared/languages/japanese/intent-patterns.ts'
import { portugueseIntentPatterns } from '#shared/languages/portuguese/intent-patterns.ts'
import { spanishIntentPatterns } from '#shared/languages/spanish/intent-patterns.ts'

/** What each intent looks like in one language, on folded text (lowercase, no accents). */
export type IntentPatterns = Partial<Record<Intent, RegExp>>

/** The phrasings the built-in Sage recognises, per chat language (shared/languages/<language>/intent-patterns.ts). */
export const intentPatterns: Record<ChatLanguage, IntentPatterns> = {
  english: englishIntentPatterns,
  spanish: spanishIntentPatterns,
  french: frenchIntentPatterns,
  german: germanIntentPatterns,
  italian: italianIntentPatterns,
  portuguese: portugueseIntentPatterns,
  chinese: chineseIntentPatterns,
  japanese: japaneseIntentPatterns,
}
