// The words of the person's download (its README and the chats as text), one table per chat
// language (shared/languages/<language>/export-words.ts). The data files themselves (JSON, the
// calendar, FHIR) keep their fields' names and ISO times, as programs read them.
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { chineseExportWords } from '#shared/languages/chinese/export-words.ts'
import { englishExportWords } from '#shared/languages/english/export-words.ts'
import { frenchExportWords } from '#shared/languages/french/export-words.ts'
import { germanExportWords } from '#shared/languages/german/export-words.ts'
import { italianExportWords } from '#shared/languages/italian/export-words.ts'
import { japaneseExportWords } from '#shared/languages/japanese/export-words.ts'
import { portugueseExportWords } from '#shared/languages/portuguese/export-words.ts'
import { spanishExportWords } from '#shared/languages/spanish/export-words.ts'

/** The parts of the download the README explains, by their names in the zip. */
export const exportFiles = [
  'profile.json',
  'medical-records.json',
  'medical-fhir.json',
  'medications.json',
  'doctor-questions.json',
  'emergency-contacts.json',
  'calendar.ics',
  'chats/',
  'photos/',
  'recordings/',
  'family.json',
  'check-in.json',
  'alerts.json',
  'devices.json',
  'support-messages.json',
] as const

export type ExportFile = (typeof exportFiles)[number]

export type ExportWords = {
  /** The README's title: "Your data from Sage". */
  title: string
  /** What the folder is, said once under the title. */
  intro: string
  /** What each part holds, a sentence or two. */
  files: Record<ExportFile, string>
  /** Under the list: the times of the chats' text files are the person's clock's, in `zone`. */
  times: (zone: string) => string
  /** Who spoke, in a chat's text file. */
  you: string
  sage: string
}

/** The download's words in each chat language. */
export const exportWords: Record<ChatLanguage, ExportWords> = {
  english: englishExportWords,
  spanish: spanishExportWords,
  french: frenchExportWords,
  german: germanExportWords,
  italian: italianExportWords,
  portuguese: portugueseExportWords,
  chinese: chineseExportWords,
  japanese: japaneseExportWords,
}
