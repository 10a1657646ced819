// Chinese marks in a message: common words, common phrases and telling characters.

import type { LanguageProfile } from '#shared/chat/language-profiles.ts'
import { count, han, hasKana, phraseList, wordSet } from '#shared/chat/language-profile-helpers.ts'

export const chineseLanguageProfile: LanguageProfile = {
  words: wordSet(`
    我 你 您 他 她 们 們 的 了 是 不 在 有 很 吗 嗎 呢 吧 啊 今天 明天 昨天 什么 什麼 怎么 這 这 那 想 要 会 會 说 說
    去 没 沒 都 也 就 还 還 和 医生 醫生 药 藥 头疼 头痛 孙子 女儿 儿子 请 請`),
  phrases: phraseList(`
    你好 | 谢谢 | 謝謝 | 早上好 | 晚安 | 怎么样 | 不知道 | 我想 | 我要 | 没有 | 可以吗 | 对不起 | 没关系`),
  // Chinese characters without any kana: with kana, the same characters are Japanese kanji.
  marks: (text) => (hasKana(text) ? 0 : count(text, han)),
}
