import { type ChatLanguage } from '../chat-languages.ts'
import { chinesePhrases } from './messages-chinese.ts'
import { englishPhrases } from './messages-english.ts'
import { frenchPhrases } from './messages-french.ts'
import { germanPhrases } from './messages-german.ts'
import { italianPhrases } from './messages-italian.ts'
import { japanesePhrases } from './messages-japanese.ts'
import { portuguesePhrases } from './messages-portuguese.ts'
import { spanishPhrases } from './messages-spanish.ts'
import { type Phrasebook } from './phrasebook.ts'

const phrasebooks: Record<ChatLanguage, (formal: boolean) => Phrasebook> = {
  english: englishPhrases,
  spanish: spanishPhrases,
  french: frenchPhrases,
  german: germanPhrases,
  italian: italianPhrases,
  portuguese: portuguesePhrases,
  chinese: chinesePhrases,
  japanese: japanesePhrases,
}

/** The built-in Sage's sentences in one language, in the formal or the casual register. */
export function phrasebookFor(language: ChatLanguage, formal: boolean): Phrasebook {
  return phrasebooks[language](formal)
}
