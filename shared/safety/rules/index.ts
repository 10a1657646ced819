import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { chineseSafetyRules } from '#shared/languages/chinese/safety-rules.ts'
import { englishSafetyRules } from '#shared/languages/english/safety-rules.ts'
import { frenchSafetyRules } from '#shared/languages/french/safety-rules.ts'
import { germanSafetyRules } from '#shared/languages/german/safety-rules.ts'
import { italianSafetyRules } from '#shared/languages/italian/safety-rules.ts'
import { japaneseSafetyRules } from '#shared/languages/japanese/safety-rules.ts'
import { portugueseSafetyRules } from '#shared/languages/portuguese/safety-rules.ts'
import { spanishSafetyRules } from '#shared/languages/spanish/safety-rules.ts'
import { type EmergencyKind, emergencyKinds, type EmergencyPatterns } from './patterns.ts'

export { emergencyKinds, type EmergencyKind } from './patterns.ts'

/**
 * Each chat language's emergency patterns, from shared/languages/<language>/safety-rules.ts: those
 * of the Latin-script languages, then Chinese and Japanese, matched anywhere since they do not
 * space words.
 */
const patternsOf: Record<ChatLanguage, EmergencyPatterns> = {
  english: englishSafetyRules,
  spanish: spanishSafetyRules,
  french: frenchSafetyRules,
  german: germanSafetyRules,
  italian: italianSafetyRules,
  portuguese: portugueseSafetyRules,
  chinese: chineseSafetyRules,
  japanese: japaneseSafetyRules,
}

const allPatterns: readonly EmergencyPatterns[] = Object.values(patternsOf)

/** What the hand-written patterns see in one normalized sentence: the kinds it names, and whether it reads as calm. */
export type RuleReading = { kinds: EmergencyKind[]; calm: boolean }

/** Reads one normalized sentence with the hand-written patterns of every language. */
export function readWithRules(sentence: string): RuleReading {
  const calm = allPatterns.some((patterns) => patterns.calm.test(sentence))
  const kinds = emergencyKinds.filter((kind) => allPatterns.some((patterns) => patterns.signs[kind]?.test(sentence)))
  return { kinds, calm }
}
