import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { Toaster } from '#web/components/ui/toaster.tsx'
import { sessionQuery } from '#web/features/auth/api.ts'
import { SyncOnSignIn } from '#web/features/auth/sync-on-sign-in.tsx'
import { createQueryClient } from './query-client.ts'

// One cache for every screen that reads data; loaded with the first such screen, not on the
// landing page.
const queryClient = createQueryClient()
// Who is signed in is asked as soon as this layout arrives, while the screen's own code may still
// be downloading: every screen in it needs the answer first.
void queryClient.prefetchQuery(sessionQuery)

/** The layout of every screen that reads or writes the person's data. */
export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SyncOnSignIn />
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  )
}
