import { QueryClient } from '@tanstack/react-query'
import { hashQueryKey } from './acting-for.ts'
import { ApiError } from './api.ts'

/** Creates the app's query client. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Shared data read for a person one looks after is kept apart from one's own.
        queryKeyHashFn: hashQueryKey,
        // Retry a failed read twice, but never when the answer was "not signed in", "not found" or a
        // conflict (a calendar that must be connected again): those will not change by asking again.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && [400, 401, 403, 404, 409].includes(error.status)),
        // Coming back to the tab refreshes data another family member may have changed.
        refetchOnWindowFocus: true,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  })
}
