/** The languages the chat assistant speaks (product.md 9); English is the default. */
export const chatLanguages = [
  'english',
  'spanish',
  'french',
  'german',
  'italian',
  'portuguese',
  'chinese',
  'japanese',
] as const
export type ChatLanguage = (typeof chatLanguages)[number]
export const defaultChatLanguage: ChatLanguage = 'english'

/** Two-letter codes of the chat languages, accepted wherever a language name is. */
export const chatLanguageCodes: Record<ChatLanguage, string> = {
  english: 'en',
  spanish: 'es',
  french: 'fr',
  german: 'de',
  italian: 'it',
  portuguese: 'pt',
  chinese: 'zh',
  japanese: 'ja',
}

/**
 * The tag speech recognition listens for in each chat language: American English as product.md 7
 * has it, and the most spoken variety of the others.
 */
export const speechLanguageTags: Record<ChatLanguage, string> = {
  english: 'en-US',
  spanish: 'es-ES',
  french: 'fr-FR',
  german: 'de-DE',
  italian: 'it-IT',
  portuguese: 'pt-BR',
  chinese: 'zh-CN',
  japanese: 'ja-JP',
}

/** Each chat language's name in itself, as the chat's language badge shows it. */
export const chatLanguageNativeNames: Record<ChatLanguage, string> = {
  english: 'English',
  spanish: 'Español',
  french: 'Français',
  german: 'Deutsch',
  italian: 'Italiano',
  portuguese: 'Português',
  chinese: '中文',
  japanese: '日本語',
}

/** Reads a chat language from its name or two-letter code (any case), or null when it is not one. */
export function toChatLanguage(value: unknown): ChatLanguage | null {
  if (typeof value !== 'string') return null
  const wanted = value.trim().toLowerCase()
  return chatLanguages.find((language) => language === wanted || chatLanguageCodes[language] === wanted) ?? null
}

/** Lowercases and drops Latin accents (kana and CJK are left whole), so "Inglés" and "ingles" read alike. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
}
