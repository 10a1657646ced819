import { type ChatLanguage, chatLanguages, foldText } from './chat-languages.ts'
import { chineseLanguageProfile } from '#shared/languages/chinese/language-profile.ts'
import { englishLanguageProfile } from '#shared/languages/english/language-profile.ts'
import { frenchLanguageProfile } from '#shared/languages/french/language-profile.ts'
import { germanLanguageProfile } from '#shared/languages/german/language-profile.ts'
import { italianLanguageProfile } from '#shared/languages/italian/language-profile.ts'
import { japaneseLanguageProfile } from '#shared/languages/japanese/language-profile.ts'
import { portugueseLanguageProfile } from '#shared/languages/portuguese/language-profile.ts'
import { spanishLanguageProfile } from '#shared/languages/spanish/language-profile.ts'

/**
 * What marks a language in a message: common words (folded: lowercase, no accents, since older
 * people often type without them), common phrases, and a count of telling characters.
 */
export type LanguageProfile = {
  words: ReadonlySet<string>
  phrases: readonly string[]
  marks: (text: string) => number
}

/** Counts where needle starts in haystack, overlaps included ("thank you thank you" holds two). */
function occurrences(haystack: string, needle: string): number {
  let found = 0
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) found++
  return found
}

/** Each chat language's profile, from shared/languages/<language>/language-profile.ts. */
const profiles: Record<ChatLanguage, LanguageProfile> = {
  english: englishLanguageProfile,
  spanish: spanishLanguageProfile,
  french: frenchLanguageProfile,
  german: germanLanguageProfile,
  italian: italianLanguageProfile,
  portuguese: portugueseLanguageProfile,
  chinese: chineseLanguageProfile,
  japanese: japaneseLanguageProfile,
}

const cjk = new Set<ChatLanguage>(['chinese', 'japanese'])

/** Scores one language's profile: 2 a common word, 3 a common phrase, 1 a telling character (product.md 5). */
function scoreProfile(language: ChatLanguage, text: string, folded: string, tokens: readonly string[]): number {
  const { words, phrases, marks } = profiles[language]
  // Chinese and Japanese put no spaces between words, so their words are found inside the text.
  const wordHits = cjk.has(language)
    ? [...words].reduce((sum, word) => sum + occurrences(folded, word), 0)
    : tokens.filter((token) => words.has(token)).length
  const padded = cjk.has(language) ? folded : ` ${tokens.join(' ')} `
  const phraseHits = phrases.reduce(
    (sum, phrase) => sum + occurrences(padded, cjk.has(language) ? phrase : ` ${phrase} `),
    0,
  )
  return 2 * wordHits + 3 * phraseHits + marks(text)
}

/** Scores a message against every chat language by common words, phrases and characters. */
export function languageScores(text: string): Record<ChatLanguage, number> {
  const lower = text.toLowerCase().normalize('NFC')
  const folded = foldText(text)
  const tokens = folded.split(/[^\p{L}]+/u).filter(Boolean)
  return Object.fromEntries(
    chatLanguages.map((language) => [language, scoreProfile(language, lower, folded, tokens)]),
  ) as Record<ChatLanguage, number>
}
