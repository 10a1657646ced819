// What the chat languages' profiles (shared/languages/<language>/language-profile.ts) are built
// from: word and phrase lists, and counts of telling letters, endings and scripts.

/** How often a pattern (with the g flag) matches in a text. */
export const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length
/** How often any of the patterns matches, added up. */
export const countAll = (text: string, patterns: readonly RegExp[]) =>
  patterns.reduce((sum, pattern) => sum + count(text, pattern), 0)
/** A letter standing alone as a word (Portuguese "é", Italian "è", French "à"). */
export const alone = (letter: string) => new RegExp(`(?<!\\p{L})${letter}(?!\\p{L})`, 'gu')
/** A word ending (two letters or more before it), such as Italian "-ato" or German "-ung". */
export const ending = (endings: string) => new RegExp(`(?<=\\p{L}{2})(?:${endings})(?!\\p{L})`, 'gu')
export const wordSet = (words: string) => new Set(words.split(/\s+/).filter(Boolean))
/** Phrases separated by "|" or line breaks. */
export const phraseList = (phrases: string) => phrases.split(/\s*[|\n]\s*/).filter(Boolean)

export const kana = /[\u3040-\u30ff]/gu
export const han = /\p{Script=Han}/gu
export const hasKana = (text: string) => /[\u3040-\u30ff]/u.test(text)

// Letters shared by two languages count for both; the common words then tell them apart.
export const acuteVowels = /[áíóú]/gu
export const cedillaAndCircumflex = /[çâêô]/gu
