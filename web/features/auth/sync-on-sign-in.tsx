import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { keepOnlyFor } from '#web/lib/acting-for.ts'
import { useSession } from './api.ts'
import { syncLocalData } from './sync.ts'

/**
 * Whenever someone is signed in (after sign-in, or opening Sage already signed in), pushes what the
 * browser holds for them once (product.md 4, sync on sign-in or auth change).
 */
export function SyncOnSignIn() {
  const session = useSession()
  const queryClient = useQueryClient()
  const userId = session.data?.user.id
  const known = session.isSuccess
  // A person chosen to look after belongs to the account that chose them.
  useEffect(() => {
    if (known) keepOnlyFor(userId ?? null)
  }, [known, userId])
  useEffect(() => {
    if (!userId) return
    syncLocalData().then(
      (sent) => sent && void queryClient.invalidateQueries(),
      // Kept locally; the next sign-in or visit tries again.
      () => undefined,
    )
  }, [userId, queryClient])
  return null
}
