import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { languageStore } from '#web/lib/i18n.ts'
import { useLocalStore } from '#web/lib/local-store.ts'
import { Button } from '#web/components/ui/button.tsx'

/** One button that offers the other language, written in that language. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation()
  const { selectedLanguage } = useLocalStore(languageStore)
  const next = selectedLanguage === 'en' ? 'es' : 'en'
  const label = next === 'es' ? 'Español' : 'English'
  return (
    <Button
      variant="ghost"
      className={className}
      lang={next}
      aria-label={next === 'es' ? 'Ver en español' : 'View in English'}
      title={t('Change language')}
      onClick={() => languageStore.set({ selectedLanguage: next })}
    >
      <Languages aria-hidden />
      {label}
    </Button>
  )
}
