import { isRecord } from './display.ts'

/** App languages with translations (product.md 9: settings-supported English and Spanish). */
export const appLanguages = ['en', 'es'] as const
export type AppLanguage = (typeof appLanguages)[number]
export const defaultAppLanguage: AppLanguage = 'en'

/** Language settings (product.md 3): the selected app language. */
export type LanguageSettings = { selectedLanguage: AppLanguage }

/** Maps any language tag to a supported app language, falling back to English (product.md 4). */
export function toAppLanguage(tag: unknown): AppLanguage {
  const base = typeof tag === 'string' ? tag.toLowerCase().split(/[-_]/)[0] : undefined
  return appLanguages.find((language) => language === base) ?? defaultAppLanguage
}

/** Reads language settings from stored JSON; anything unknown means English. */
export function readLanguageSettings(value: unknown): LanguageSettings {
  return { selectedLanguage: toAppLanguage(isRecord(value) ? value.selectedLanguage : undefined) }
}

/** The request header carrying the app language the person uses (mails are written in it). */
export const LANGUAGE_HEADER = 'x-sage-language'
