import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '#web/components/layout/coming-soon.tsx'
import { ProtectedRoute } from '#web/features/auth/protected-route.tsx'

/** /homepage and /home: the chat screen, for signed-in people only. */
export function HomePage() {
  const { t } = useTranslation()
  return (
    <ProtectedRoute>
      <ComingSoonPage title={t('Chat with Sage')} />
    </ProtectedRoute>
  )
}
