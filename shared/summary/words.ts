import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { chineseSummaryWords } from '#shared/languages/chinese/summary-words.ts'
import { englishSummaryWords } from '#shared/languages/english/summary-words.ts'
import { frenchSummaryWords } from '#shared/languages/french/summary-words.ts'
import { germanSummaryWords } from '#shared/languages/german/summary-words.ts'
import { italianSummaryWords } from '#shared/languages/italian/summary-words.ts'
import { japaneseSummaryWords } from '#shared/languages/japanese/summary-words.ts'
import { portugueseSummaryWords } from '#shared/languages/portuguese/summary-words.ts'
import { spanishSummaryWords } from '#shared/languages/spanish/summary-words.ts'
import type { SummaryWords } from './summary-words.ts'

/** The summary's words in each chat language (shared/languages/<language>/summary-words.ts). */
export const summaryWords: Record<ChatLanguage, SummaryWords> = {
  english: englishSummaryWords,
  spanish: spanishSummaryWords,
  french: frenchSummaryWords,
  german: germanSummaryWords,
  italian: italianSummaryWords,
  portuguese: portugueseSummaryWords,
  chinese: chineseSummaryWords,
  japanese: japaneseSummaryWords,
}
