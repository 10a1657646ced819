import { type ChatLanguage } from '../chat-languages.ts'
import { chineseChatPhrases } from '#shared/languages/chinese/chat-phrases.ts'
import { englishChatPhrases } from '#shared/languages/english/chat-phrases.ts'
import { frenchChatPhrases } from '#shared/languages/french/chat-phrases.ts'
import { germanChatPhrases } from '#shared/languages/german/chat-phrases.ts'
import { italianChatPhrases } from '#shared/languages/italian/chat-phrases.ts'
import { japaneseChatPhrases } from '#shared/languages/japanese/chat-phrases.ts'
import { portugueseChatPhrases } from '#shared/languages/portuguese/chat-phrases.ts'
import { spanishChatPhrases } from '#shared/languages/spanish/chat-phrases.ts'
import { type Phrasebook } from './phrasebook.ts'

/** Each chat language's sentences, from shared/languages/<language>/chat-phrases.ts. */
const phrasebooks: Record<ChatLanguage, (formal: boolean) => Phrasebook> = {
  english: englishChatPhrases,
  spanish: spanishChatPhrases,
  french: frenchChatPhrases,
  german: germanChatPhrases,
  italian: italianChatPhrases,
  portuguese: portugueseChatPhrases,
  chinese: chineseChatPhrases,
  japanese: japaneseChatPhrases,
}

/** The built-in Sage's sentences in one language, in the formal or the casual register. */
export function phrasebookFor(language: ChatLanguage, formal: boolean): Phrasebook {
  return phrasebooks[language](formal)
}
