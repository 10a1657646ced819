import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { usePageTitle } from '#web/components/layout/use-page-title.ts'
import { ButtonLink } from '#web/components/ui/button.tsx'

/** Any unknown path: 'Oops! Page not found' and a way home; the visit is logged (product.md 2). */
export function NotFoundPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  usePageTitle(t('Page not found'))
  useEffect(() => {
    console.warn('404: page not found:', pathname)
  }, [pathname])
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <p aria-hidden className="text-7xl font-bold text-primary">
        404
      </p>
      <h1 className="text-3xl font-bold">{t('Oops! Page not found')}</h1>
      <p className="max-w-md text-ink-soft">{t('The page you were looking for is not here. It may have moved.')}</p>
      <ButtonLink to="/" size="large">
        {t('Return to Home')}
      </ButtonLink>
    </main>
  )
}
