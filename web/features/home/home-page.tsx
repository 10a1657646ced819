import { ProtectedRoute } from '#web/features/auth/protected-route.tsx'
import { ChatScreen } from '#web/features/chat/chat-page.tsx'
import { useActingFor } from '#web/lib/acting-for.ts'
import { lazyComponent } from '#web/lib/lazy-component.tsx'

// Only family members looking after someone see that person's day: it downloads when shown.
const CareHome = lazyComponent(() => import('#web/features/family/care-day.tsx'), 'CareHome')

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
  const personId = useActingFor()
  return personId ? <CareHome /> : <ChatScreen />
}
