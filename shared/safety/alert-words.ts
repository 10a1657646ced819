import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { chineseAlertWords } from '#shared/languages/chinese/alert-words.ts'
import { englishAlertWords } from '#shared/languages/english/alert-words.ts'
import { frenchAlertWords } from '#shared/languages/french/alert-words.ts'
import { germanAlertWords } from '#shared/languages/german/alert-words.ts'
import { italianAlertWords } from '#shared/languages/italian/alert-words.ts'
import { japaneseAlertWords } from '#shared/languages/japanese/alert-words.ts'
import { portugueseAlertWords } from '#shared/languages/portuguese/alert-words.ts'
import { spanishAlertWords } from '#shared/languages/spanish/alert-words.ts'

/** The words of the mails and pages a contact sees about alerts, in one language. */
export type AlertWords = {
  consentSubject: (person: string) => string
  consentBody: (person: string) => string
  consentAfter: string
  alertSubject: (person: string) => string
  alertBody: (person: string, when: string, message: string) => string
  /** A dose of an important medication not marked taken: the medication as the person named it, and its time. */
  missedDoseSubject: (person: string, medication: string) => string
  missedDoseBody: (person: string, medication: string, when: string) => string
  /** No sign of life by the daily check-in: when Sage last heard from them, when known. */
  checkInSubject: (person: string) => string
  checkInBody: (person: string, lastHeard: string) => string
  /** Above the "they are fine" link in a check-in alert. */
  okLine: (person: string) => string
  callThem: (person: string, phone: string) => string
  notAnApp: string
  stopLine: string
  /** Why a family member gets alerts (the person shares them in the family circle), and how to stop. */
  familyLine: (person: string) => string
  fineSubject: (person: string) => string
  fineBody: (person: string, when: string) => string
  confirmTitle: (person: string) => string
  confirmButton: string
  confirmed: (person: string) => string
  stopTitle: (person: string) => string
  stopButton: string
  stopped: (person: string) => string
  badLink: string
  signature: string
}

/** Each chat language's alert words, from shared/languages/<language>/alert-words.ts. */
export const alertWords: Record<ChatLanguage, AlertWords> = {
  english: englishAlertWords,
  spanish: spanishAlertWords,
  french: frenchAlertWords,
  german: germanAlertWords,
  italian: italianAlertWords,
  portuguese: portugueseAlertWords,
  chinese: chineseAlertWords,
  japanese: japaneseAlertWords,
}
