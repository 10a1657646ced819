import { useTranslation } from 'react-i18next'

/** The first thing a keyboard reaches: a link past the header to the screen's content. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface focus:p-3"
    >
      {t('Skip to main content')}
    </a>
  )
}
