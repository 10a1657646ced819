import { queryOptions, useQuery } from '@tanstack/react-query'
import { authClient } from '#web/lib/auth-client.ts'

/** Query keys for the signed-in session. */
export const sessionKeys = { all: ['session'] as const }

/** The current session (user and session), or null when signed out. */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: async () => {
    const { data, error } = await authClient.getSession()
    if (error) throw new Error(error.message ?? 'Could not check who is signed in.')
    return data ?? null
  },
  staleTime: 60_000,
})

/** The current session, or null when signed out. */
export function useSession() {
  return useQuery(sessionQuery)
}
