import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '#web/components/layout/coming-soon.tsx'

/** Favorite Photos Gallery: being built. */
export function PhotoGalleryPage() {
  const { t } = useTranslation()
  return <ComingSoonPage title={t('Favorite Photos Gallery')} back={{ to: '/homepage', label: t('Back to Chat') }} />
}
