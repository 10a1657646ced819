import { queryOptions, useQuery } from '@tanstack/react-query'
import { authClient } from '#web/lib/auth-client.ts'

/** Query keys for the signed-in session. */
export const sessionKeys = { all: ['session'] as const }

/** The longest wait between two tries of the session check. */
const MAX_RETRY_DELAY_MS = 15_000

/**
 * The current session (user and session), or null when signed out. Only the server's answer "no
 * one" means signed out: a busy server (429), a network error or a failure is tried again, for as
 * long as it takes, and the screen says so if it lasts (see ProtectedRoute).
 */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: async () => {
    const { data, error } = await authClient.getSession()
    if (error) throw new Error(error.message ?? 'Could not check who is signed in.')
    return data ?? null
  },
  retry: true,
  retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
  staleTime: 60_000,
})

/** Tries of the session check that failed before the screen says it cannot reach Sage. */
export const QUIET_SESSION_TRIES = 2

/** The current session, or null when signed out. */
export function useSession() {
  return useQuery(sessionQuery)
}
