// The family circle's links as every screen reads them (the home screen's menu among them): kept
// apart from the changes in api.ts, so the home screen downloads only this.
import { queryOptions } from '@tanstack/react-query'
import type { FamilyLink } from '#shared/family/link.ts'
import { api, unwrap } from '#web/lib/api.ts'

export type { FamilyLink }

export const familyKeys = { all: ['family'] as const }

/** The person's links and the invitations sent or waiting, newest first. */
export const familyQuery = queryOptions({
  queryKey: familyKeys.all,
  queryFn: async () => (await unwrap(api.family.$get())).links as FamilyLink[],
})

/** Who the other person is, as the screens name them: their name, else their address. */
export const nameOf = (link: FamilyLink) => link.other.name?.trim() || link.other.email
