import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { type AppLanguage, readLanguageSettings } from '#shared/settings/language.ts'
import { createLocalStore } from './local-store.ts'

/** The chosen app language, kept in browser storage (product.md 3, language settings). */
export const languageStore = createLocalStore('language-settings', readLanguageSettings)

// Keys are natural English, so English needs no texts in the browser; other languages load when
// chosen.
const loaders: Record<Exclude<AppLanguage, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  es: () => import('#shared/i18n/es.json'),
}

/** Loads a language's texts if needed, switches to it and updates <html lang>. */
export async function setAppLanguage(language: AppLanguage): Promise<void> {
  if (language !== 'en' && !i18next.hasResourceBundle(language, 'translation')) {
    const texts = await loaders[language]()
    i18next.addResourceBundle(language, 'translation', texts.default)
  }
  await i18next.changeLanguage(language)
  document.documentElement.lang = language
}

/** Starts i18next with the stored language, and follows later changes to it. */
export async function startI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {},
    partialBundledLanguages: true,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  await setAppLanguage(languageStore.get().selectedLanguage)
  languageStore.subscribe(() => void setAppLanguage(languageStore.get().selectedLanguage))
}
