import { type EmergencyKind, emergencyKinds, type EmergencyPatterns } from './patterns.ts'
import { cjkEmergencyPatterns } from './cjk.ts'
import { latinEmergencyPatterns } from './latin.ts'

export { emergencyKinds, type EmergencyKind } from './patterns.ts'

const allPatterns: readonly EmergencyPatterns[] = [
  ...Object.values(latinEmergencyPatterns),
  ...Object.values(cjkEmergencyPatterns),
]

/** What the hand-written patterns see in one normalized sentence: the kinds it names, and whether it reads as calm. */
export type RuleReading = { kinds: EmergencyKind[]; calm: boolean }

/** Reads one normalized sentence with the hand-written patterns of every language. */
export function readWithRules(sentence: string): RuleReading {
  const calm = allPatterns.some((patterns) => patterns.calm.test(sentence))
  const kinds = emergencyKinds.filter((kind) => allPatterns.some((patterns) => patterns.signs[kind]?.test(sentence)))
  return { kinds, calm }
}
