import { ProtectedRoute } from '#web/features/auth/protected-route.tsx'
import { ChatScreen } from '#web/features/chat/chat-page.tsx'

/** /homepage and /home: the chat with Sage, for signed-in people only (product.md 6). */
export function HomePage() {
  return (
    <ProtectedRoute>
      <ChatScreen />
    </ProtectedRoute>
  )
}
