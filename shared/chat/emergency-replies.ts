import type { ChatLanguage } from './chat-languages.ts'
import type { EmergencyKind } from '#shared/safety/rules/patterns.ts'
import { chineseEmergencyReplies } from '#shared/languages/chinese/emergency-replies.ts'
import { englishEmergencyReplies } from '#shared/languages/english/emergency-replies.ts'
import { frenchEmergencyReplies } from '#shared/languages/french/emergency-replies.ts'
import { germanEmergencyReplies } from '#shared/languages/german/emergency-replies.ts'
import { italianEmergencyReplies } from '#shared/languages/italian/emergency-replies.ts'
import { japaneseEmergencyReplies } from '#shared/languages/japanese/emergency-replies.ts'
import { portugueseEmergencyReplies } from '#shared/languages/portuguese/emergency-replies.ts'
import { spanishEmergencyReplies } from '#shared/languages/spanish/emergency-replies.ts'

/** The words of an emergency reply in one language. */
export type EmergencyWords = {
  /** Label of the emergency-services call button. */
  services: string
  callNow: (number: string) => string
  callContacts: (list: string) => string
  /** One step to take while help comes, when the writer is the one in danger. */
  advice: Record<EmergencyKind, string>
  /** The same, when someone with the writer is in danger. */
  adviceOther: Record<EmergencyKind, string>
  /** Said first to someone who wants to end their life: warmth, not a lecture. */
  comfort: string
  /** The crisis line sentence, with the line's name and number. */
  crisisLine: (line: string) => string
  /** Label of the crisis line's call button. */
  crisisLabel: string
  /** A call button's whole label, in the reply's language: "Call Anna". */
  call: (name: string) => string
}

/** Each chat language's emergency reply words, from shared/languages/<language>/emergency-replies.ts. */
export const emergencyWords: Record<ChatLanguage, EmergencyWords> = {
  english: englishEmergencyReplies,
  spanish: spanishEmergencyReplies,
  french: frenchEmergencyReplies,
  german: germanEmergencyReplies,
  italian: italianEmergencyReplies,
  portuguese: portugueseEmergencyReplies,
  chinese: chineseEmergencyReplies,
  japanese: japaneseEmergencyReplies,
}
