import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AppLanguage } from '#shared/settings/language.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { useSession } from '#web/features/auth/api.ts'
import { cn } from '#web/lib/cn.ts'
import { languageStore } from '#web/lib/i18n.ts'
import { useLocalStore } from '#web/lib/local-store.ts'
import { updateSettings } from './api.ts'

type Language = { code: string; name: string; nativeName: string; supported: boolean }

/** Language (product.md 2 and 4): every known language; only English and Spanish can be chosen. */
export function LanguageSettingsPage() {
  const { t } = useTranslation()
  const { selectedLanguage } = useLocalStore(languageStore)
  const signedIn = Boolean(useSession().data)
  const languages: Language[] = [
    { code: 'en', name: t('English'), nativeName: 'English', supported: true },
    { code: 'es', name: t('Spanish'), nativeName: 'Español', supported: true },
    { code: 'fr', name: t('French'), nativeName: 'Français', supported: false },
    { code: 'de', name: t('German'), nativeName: 'Deutsch', supported: false },
    { code: 'it', name: t('Italian'), nativeName: 'Italiano', supported: false },
    { code: 'pt', name: t('Portuguese'), nativeName: 'Português', supported: false },
    { code: 'zh', name: t('Chinese'), nativeName: '中文', supported: false },
    { code: 'ja', name: t('Japanese'), nativeName: '日本語', supported: false },
  ]
  return (
    <SimplePage title={t('Language')} back={{ to: '/user-settings', label: t('Back') }}>
      <Card>
        <fieldset className="min-w-0">
          <legend className="text-2xl font-bold">{t('Choose the language Sage uses')}</legend>
          <p className="mt-1 text-ink-soft">{t('The change applies right away, on every screen.')}</p>
          <div className="mt-4 space-y-3">
            {languages.map((language) => {
              const checked = selectedLanguage === language.code
              return (
                <label
                  key={language.code}
                  className={cn(
                    'flex min-h-target items-center gap-4 rounded-xl border-2 px-4 py-3',
                    language.supported ? 'cursor-pointer' : 'cursor-not-allowed opacity-70',
                    checked ? 'border-primary bg-tint' : 'border-border',
                  )}
                >
                  <input
                    type="radio"
                    name="language"
                    value={language.code}
                    checked={checked}
                    disabled={!language.supported}
                    onChange={() =>
                      updateSettings('language', { selectedLanguage: language.code as AppLanguage }, signedIn)
                    }
                    className="size-6 shrink-0 accent-[var(--color-primary)]"
                  />
                  <span className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2">
                    <span>
                      <span className="block text-lg font-bold">{language.name}</span>
                      <span lang={language.code} className="block text-ink-soft">
                        {language.nativeName}
                      </span>
                    </span>
                    <span
                      className={cn(
                        'rounded-full px-3 py-1 font-semibold',
                        language.supported ? 'bg-primary text-primary-ink' : 'border border-ink-soft text-ink',
                      )}
                    >
                      {language.supported ? t('Supported') : t('Not supported yet')}
                    </span>
                  </span>
                  {checked ? <Check aria-hidden className="size-6 text-primary" /> : null}
                </label>
              )
            })}
          </div>
        </fieldset>
      </Card>
    </SimplePage>
  )
}
