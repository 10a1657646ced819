import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { AppLanguage } from '#shared/settings/language.ts'
import { Logo } from '#web/components/layout/logo.tsx'
import { SkipLink } from '#web/components/layout/skip-link.tsx'
import { usePageTitle } from '#web/components/layout/use-page-title.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { setFlag } from '#web/lib/local-store.ts'

type Section = { title: string; paragraphs: string[] }
type LegalTexts = { lastUpdated: string; terms: Section[]; privacy: Section[] }

const legalTexts: Record<AppLanguage, () => Promise<{ default: LegalTexts }>> = {
  en: () => import('#shared/i18n/legal/en.json'),
  es: () => import('#shared/i18n/legal/es.json'),
}

/** Terms of Service and Privacy Policy; opening it records that both were viewed (product.md 2). */
export function TermsAndPrivacyPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const [texts, setTexts] = useState<LegalTexts | null>(null)
  usePageTitle(t('Terms of Service and Privacy Policy'))

  useEffect(() => {
    setFlag('viewedTerms')
    setFlag('viewedPrivacy')
  }, [])

  useEffect(() => {
    let current = true
    void legalTexts[i18n.language === 'es' ? 'es' : 'en']().then((module) => {
      if (current) setTexts(module.default)
    })
    return () => {
      current = false
    }
  }, [i18n.language])

  // Opened in a new tab from sign-up, Close closes the tab; otherwise it goes back.
  const handleClose = () => {
    window.close()
    window.setTimeout(() => {
      if (window.closed) return
      if (window.history.length > 1) void navigate(-1)
      else void navigate('/')
    }, 150)
  }

  const closeButton = (
    <Button variant="outline" onClick={handleClose}>
      <X aria-hidden />
      {t('Close')}
    </Button>
  )

  return (
    <div className="min-h-dvh">
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
          <Logo />
          {closeButton}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-bold md:text-4xl">{t('Terms of Service and Privacy Policy')}</h1>
        {texts ? (
          <>
            <p className="mt-2 text-ink-soft">{t('Last updated: {{date}}', { date: texts.lastUpdated })}</p>
            <LegalDocument id="terms" title={t('Terms of Service')} sections={texts.terms} />
            <LegalDocument id="privacy" title={t('Privacy Policy')} sections={texts.privacy} />
            <div className="mt-10">{closeButton}</div>
          </>
        ) : (
          <Spinner label={t('Loading')} className="mt-10" />
        )}
      </main>
    </div>
  )
}

type LegalDocumentProps = { id: string; title: string; sections: Section[] }

function LegalDocument({ id, title, sections }: LegalDocumentProps) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold md:text-3xl">
        {title}
      </h2>
      {sections.map((section) => (
        <section key={section.title} className="mt-6">
          <h3 className="text-xl font-bold">{section.title}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2 max-w-prose">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </section>
  )
}
