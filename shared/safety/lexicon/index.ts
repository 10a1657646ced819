import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { normalizeMessage } from '../text.ts'
import type { Concept, Lexicon } from '../lexicon-types.ts'
import { chineseSafetyLexicon } from '#shared/languages/chinese/safety-lexicon.ts'
import { englishSafetyLexicon } from '#shared/languages/english/safety-lexicon.ts'
import { frenchSafetyLexicon } from '#shared/languages/french/safety-lexicon.ts'
import { germanSafetyLexicon } from '#shared/languages/german/safety-lexicon.ts'
import { italianSafetyLexicon } from '#shared/languages/italian/safety-lexicon.ts'
import { japaneseSafetyLexicon } from '#shared/languages/japanese/safety-lexicon.ts'
import { portugueseSafetyLexicon } from '#shared/languages/portuguese/safety-lexicon.ts'
import { spanishSafetyLexicon } from '#shared/languages/spanish/safety-lexicon.ts'

/** Each chat language's words for the concepts, from shared/languages/<language>/safety-lexicon.ts. */
const lexicons: Record<ChatLanguage, Lexicon> = {
  english: englishSafetyLexicon,
  spanish: spanishSafetyLexicon,
  french: frenchSafetyLexicon,
  german: germanSafetyLexicon,
  italian: italianSafetyLexicon,
  portuguese: portugueseSafetyLexicon,
  chinese: chineseSafetyLexicon,
  japanese: japaneseSafetyLexicon,
}

/** An entry of a language written with spaces, as words; the last may be a word's beginning ("breath*"). */
type WordEntry = { concept: Concept; words: string[]; open: boolean }
/** A language's entries, found by their first word (or, for one-word beginnings, their first letters). */
type WordIndex = { byFirst: Map<string, WordEntry[]>; byStart: Map<string, WordEntry[]> }
/** Chinese and Japanese entries, matched anywhere: one pattern per concept. */
type AnywhereIndex = [Concept, RegExp][]

const PREFIX_KEY = 3
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const push = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value])

/** Words of a normalized sentence; an elided article or pronoun ("l'", "j'", "dell'") is a word of its own. */
export function sentenceWords(sentence: string): string[] {
  return sentence
    .split(/[^\p{L}\p{N}']+/u)
    .flatMap((word) => {
      const cut = word.indexOf("'")
      if (cut < 0) return [word]
      const head = word.slice(0, cut)
      const elided = head.length <= 2 || head.endsWith('ll') || ['qu', 'quest', 'quell', 'un'].includes(head)
      return elided ? [head, word.slice(cut + 1)] : [word.replace(/'+$/, '')]
    })
    .filter(Boolean)
}

function wordIndex(lexicon: Lexicon): WordIndex {
  const index: WordIndex = { byFirst: new Map(), byStart: new Map() }
  for (const [concept, entries] of Object.entries(lexicon) as [Concept, readonly string[]][]) {
    for (const raw of entries) {
      const entry = normalizeMessage(raw)
      const open = entry.endsWith('*')
      const words = sentenceWords(open ? entry.slice(0, -1) : entry)
      if (!words.length) continue
      const item = { concept, words, open }
      if (open && words.length === 1) push(index.byStart, words[0]!.slice(0, PREFIX_KEY), item)
      else push(index.byFirst, words[0]!, item)
    }
  }
  return index
}

function anywhereIndex(lexicon: Lexicon): AnywhereIndex {
  return (Object.entries(lexicon) as [Concept, readonly string[]][]).flatMap(([concept, entries]) => {
    const parts = [...new Set(entries.map((entry) => normalizeMessage(entry).replace(/\*$/, '')).filter(Boolean))]
    return parts.length ? [[concept, new RegExp(parts.map(escape).join('|'), 'u')] as [Concept, RegExp]] : []
  })
}

/** True when an entry's words stand at `at` in the sentence's words. */
function entryAt(entry: WordEntry, words: readonly string[], at: number): boolean {
  return entry.words.every((word, i) => {
    const found = words[at + i]
    if (found === undefined) return false
    return entry.open && i === entry.words.length - 1 ? found.startsWith(word) : found === word
  })
}

const indexes = new Map<ChatLanguage, WordIndex | AnywhereIndex>()

/** A language's index, built the first time it is needed. */
function indexFor(language: ChatLanguage): WordIndex | AnywhereIndex {
  let found = indexes.get(language)
  if (!found) {
    found =
      language === 'chinese' || language === 'japanese'
        ? anywhereIndex(lexicons[language])
        : wordIndex(lexicons[language])
    indexes.set(language, found)
  }
  return found
}

/**
 * The concepts a normalized sentence mentions in any of the given languages. In languages written
 * with spaces an entry matches whole words ("*" at its end allows any ending); in Chinese and
 * Japanese, anywhere.
 */
export function conceptsIn(sentence: string, languages: readonly ChatLanguage[]): Set<Concept> {
  const found = new Set<Concept>()
  let words: string[] | null = null
  for (const language of languages) {
    const index = indexFor(language)
    if (Array.isArray(index)) {
      for (const [concept, pattern] of index) if (!found.has(concept) && pattern.test(sentence)) found.add(concept)
      continue
    }
    words ??= sentenceWords(sentence)
    words.forEach((word, at) => {
      for (const entry of index.byFirst.get(word) ?? []) if (entryAt(entry, words!, at)) found.add(entry.concept)
      for (const entry of index.byStart.get(word.slice(0, PREFIX_KEY)) ?? []) {
        if (word.startsWith(entry.words[0]!)) found.add(entry.concept)
      }
      // Beginnings shorter than the key ("ca*") are found by their whole length.
      for (let length = 1; length < PREFIX_KEY && length < word.length; length++) {
        for (const entry of index.byStart.get(word.slice(0, length)) ?? []) {
          if (entry.words[0]!.length === length) found.add(entry.concept)
        }
      }
    })
  }
  return found
}
