/** The kinds of emergency, most urgent first: when a message shows several, the first one wins. */
export const emergencyKinds = [
  'unconscious',
  'breathing',
  'chest',
  'stroke',
  'overdose',
  'bleeding',
  'self-harm',
  'fall',
  'other',
] as const
export type EmergencyKind = (typeof emergencyKinds)[number]

/**
 * How one language shows an emergency in a folded sentence (lowercase, no accents): signs per kind,
 * and calm talk (past, hypothetical, films and books, questions about symptoms) that defuses them.
 */
export type EmergencyPatterns = { signs: Partial<Record<EmergencyKind, RegExp>>; calm: RegExp }

/** One pattern from alternatives. */
export const oneOf = (...parts: string[]) => new RegExp(parts.join('|'), 'u')
/** A sentence that is only a cry for help, such as "help me, please" (a comma may stand before any word). */
export const only = (cry: string) => `^(?:${cry.replaceAll(' ', ',? ')})[,、，]?$`
