// The daily check-in, on the server: its settings, today's state, "I'm OK", and pauses.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CheckInInput } from '#shared/schemas/check-in.ts'
import type { CheckInView } from '#server/check-in/check-in.ts'
import { api, unwrap } from '#web/lib/api.ts'
import { syncSettings } from '#web/features/settings/api.ts'
import { browserTimeZone } from '#web/features/medications/api.ts'
import { SUGGESTED_BY } from './suggested.ts'

export const checkInKeys = { all: ['check-in'] as const }

/** The check-in as the server shows it (server/check-in/check-in.ts). */
export type CheckIn = CheckInView

export const checkInQuery = queryOptions({
  queryKey: checkInKeys.all,
  queryFn: async () => (await unwrap(api['check-in'].$get())).checkIn,
  // Where the day stands moves on by itself (asked, then others told): read again each minute.
  refetchInterval: 60_000,
})

/** Saves, answers and pauses the check-in; each answers with the check-in as it now is. */
export function useCheckInChanges() {
  const queryClient = useQueryClient()
  const onSuccess = (checkIn: CheckIn) => queryClient.setQueryData(checkInKeys.all, checkIn)
  return {
    save: useMutation({
      mutationFn: async (input: CheckInInput) => (await unwrap(api['check-in'].$put({ json: input }))).checkIn,
      onSuccess: (checkIn) => {
        onSuccess(checkIn)
        // The account's "Daily check-ins" switch followed: this device's copy follows it.
        void syncSettings().catch(() => undefined)
      },
    }),
    ok: useMutation({
      mutationFn: async () => (await unwrap(api['check-in'].ok.$post())).checkIn,
      onSuccess,
    }),
    pause: useMutation({
      mutationFn: async (until: string | null) =>
        (await unwrap(api['check-in'].pause.$post({ json: { until } }))).checkIn,
      onSuccess,
    }),
    resume: useMutation({
      mutationFn: async () => (await unwrap(api['check-in'].pause.$delete())).checkIn,
      onSuccess,
    }),
  }
}

/**
 * The Notifications switch "Daily check-ins": turned on when no check-in was ever set up, it starts
 * one at the suggested time in this browser's zone (changed on its own screen); the server makes
 * one already set up follow the switch.
 */
export function useStartCheckIn() {
  const queryClient = useQueryClient()
  return (on: boolean) => {
    void (async () => {
      const current = await queryClient.fetchQuery(checkInQuery).catch(() => null)
      if (on && current && !current.by)
        queryClient.setQueryData(
          checkInKeys.all,
          (
            await unwrap(
              api['check-in'].$put({
                json: { on: true, by: SUGGESTED_BY, timeZone: browserTimeZone(), recipients: null },
              }),
            )
          ).checkIn,
        )
      else await queryClient.invalidateQueries({ queryKey: checkInKeys.all })
    })().catch(() => undefined)
  }
}
