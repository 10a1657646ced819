import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AppLink } from '#web/components/ui/app-link.tsx'
import { ButtonLink } from '#web/components/ui/button.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { SkipLink } from './skip-link.tsx'
import { Logo } from './logo.tsx'

export type PublicLayoutProps = { children: ReactNode }

/** Header with Login and Sign Up top-right, the page, and a footer with the legal link. */
export function PublicLayout({ children }: PublicLayoutProps) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <nav aria-label={t('Main')} className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
          <Logo />
          <LanguageSwitcher className="ml-auto" />
          {/* On a phone, Login and Sign Up share a full-width row below; on wider screens, top right. */}
          <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
            <ButtonLink to="/login" variant="outline">
              {t('Login')}
            </ButtonLink>
            <ButtonLink to="/signup">{t('Sign Up')}</ButtonLink>
          </div>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-ink-soft">
          <p>{t('Sage is a companion, not a doctor. In an emergency, call emergency services.')}</p>
          <AppLink to="/terms-and-privacy" className="inline-flex min-h-target items-center font-semibold">
            {t('Terms of Service and Privacy Policy')}
          </AppLink>
        </div>
      </footer>
    </div>
  )
}
