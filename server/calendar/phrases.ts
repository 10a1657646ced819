import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import type { CalendarWords } from '#shared/calendar/calendar-words.ts'
import { chineseCalendarPhrases } from '#shared/languages/chinese/calendar-phrases.ts'
import { englishCalendarPhrases } from '#shared/languages/english/calendar-phrases.ts'
import { frenchCalendarPhrases } from '#shared/languages/french/calendar-phrases.ts'
import { germanCalendarPhrases } from '#shared/languages/german/calendar-phrases.ts'
import { italianCalendarPhrases } from '#shared/languages/italian/calendar-phrases.ts'
import { japaneseCalendarPhrases } from '#shared/languages/japanese/calendar-phrases.ts'
import { portugueseCalendarPhrases } from '#shared/languages/portuguese/calendar-phrases.ts'
import { spanishCalendarPhrases } from '#shared/languages/spanish/calendar-phrases.ts'

export type { CalendarWords } from '#shared/calendar/calendar-words.ts'

const wordsOf: Record<ChatLanguage, CalendarWords> = {
  english: englishCalendarPhrases,
  spanish: spanishCalendarPhrases,
  french: frenchCalendarPhrases,
  german: germanCalendarPhrases,
  italian: italianCalendarPhrases,
  portuguese: portugueseCalendarPhrases,
  chinese: chineseCalendarPhrases,
  japanese: japaneseCalendarPhrases,
}

/** Sage's calendar sentences in a chat language, from shared/languages/<language>/calendar-phrases.ts. */
export function calendarWords(language: ChatLanguage): CalendarWords {
  return wordsOf[language]
}
