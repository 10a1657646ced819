import { Spinner } from '#web/components/ui/spinner.tsx'
import { ProtectedRoute } from '#web/features/auth/protected-route.tsx'
import { ChatScreen } from '#web/features/chat/chat-page.tsx'
import { useLookingAfter } from '#web/features/family/looking-after.tsx'
import { useActingFor } from '#web/lib/acting-for.ts'
import { lazyComponent } from '#web/lib/lazy-component.tsx'
import { useTranslation } from 'react-i18next'

// Only family members looking after someone see that person's day: it downloads when shown.
const CareDay = lazyComponent(() => import('#web/features/family/care-day.tsx'), 'CareDay')

/**
 * /homepage and /home, for signed-in people only: the chat with Sage (product.md 6), or, for a
 * family member looking after someone, that person's day.
 */
export function HomePage() {
  return (
    <ProtectedRoute>
      <Home />
    </ProtectedRoute>
  )
}

function Home() {
  const { t } = useTranslation()
  const personId = useActingFor()
  const link = useLookingAfter()
  if (link) return <CareDay link={link} />
  // Until the links are read, a tab that was looking after someone does not show its own chat.
  if (personId) return <Spinner label={t('Loading')} className="min-h-dvh" />
  return <ChatScreen />
}
