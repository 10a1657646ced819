import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '#web/lib/api.ts'

/** Query keys for the person's profile (user_data). */
export const profileKeys = { all: ['profile'] as const }

/** The signed-in person's profile, or null before they have one. */
export const profileQuery = queryOptions({
  queryKey: profileKeys.all,
  queryFn: async () => (await unwrap(api['user-data'].$get())).userData,
})
