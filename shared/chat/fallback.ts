import type { ChatLanguage } from './chat-languages.ts'
import { chineseFallbackReply } from '#shared/languages/chinese/fallback-reply.ts'
import { englishFallbackReply } from '#shared/languages/english/fallback-reply.ts'
import { frenchFallbackReply } from '#shared/languages/french/fallback-reply.ts'
import { germanFallbackReply } from '#shared/languages/german/fallback-reply.ts'
import { italianFallbackReply } from '#shared/languages/italian/fallback-reply.ts'
import { japaneseFallbackReply } from '#shared/languages/japanese/fallback-reply.ts'
import { portugueseFallbackReply } from '#shared/languages/portuguese/fallback-reply.ts'
import { spanishFallbackReply } from '#shared/languages/spanish/fallback-reply.ts'

/** Each chat language's fallback, from shared/languages/<language>/fallback-reply.ts. */
const technicalDifficultiesTexts: Record<ChatLanguage, string> = {
  english: englishFallbackReply,
  spanish: spanishFallbackReply,
  french: frenchFallbackReply,
  german: germanFallbackReply,
  italian: italianFallbackReply,
  portuguese: portugueseFallbackReply,
  chinese: chineseFallbackReply,
  japanese: japaneseFallbackReply,
}

/** The chat fallback shown when the assistant cannot answer (product.md 8), in the person's language. */
export function technicalDifficulties(language: ChatLanguage): string {
  return technicalDifficultiesTexts[language]
}
