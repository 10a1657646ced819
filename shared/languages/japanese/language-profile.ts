// Japanese marks in a message: common words, common phrases and telling characters.

import type { LanguageProfile } from '#shared/chat/language-profiles.ts'
import { count, han, hasKana, kana, phraseList, wordSet } from '#shared/chat/language-profile-helpers.ts'

export const japaneseLanguageProfile: LanguageProfile = {
  words: wordSet(`
    です ます でした ました ません ない から けど まで ので よう こと もの 私 わたし 今日 明日 昨日 元気 先生 薬 孫 娘 息子`),
  phrases: phraseList(`
    ありがとう | こんにちは | おはよう | こんばんは | おやすみ | すみません | お願いします | ください | 大丈夫`),
  marks: (text) => (hasKana(text) ? count(text, kana) + count(text, han) : 0),
}
