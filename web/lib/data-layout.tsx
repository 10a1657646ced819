import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { Toaster } from '#web/components/ui/toaster.tsx'
import { SyncOnSignIn } from '#web/features/auth/sync-on-sign-in.tsx'
import { createQueryClient } from './query-client.ts'

// One cache for every screen that reads data; loaded with the first such screen, not on the
// landing page.
const queryClient = createQueryClient()

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
