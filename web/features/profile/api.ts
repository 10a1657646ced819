// The profile's data: what Sage knows about the person, saved to the account or, signed out, in this browser.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { UserDataInput } from '#shared/schemas/user-data.ts'
import { getUserType, saveLocalProfile } from '#web/features/onboarding/questionnaire-store.ts'
import { api, unwrap } from '#web/lib/api.ts'

/** Query keys for the person's profile (user_data). */
export const profileKeys = { all: ['profile'] as const }

/** The signed-in person's profile, or null before they have one. */
export const profileQuery = queryOptions({
  queryKey: profileKeys.all,
  queryFn: async () => (await unwrap(api['user-data'].$get())).userData,
})

/** The profile's editable texts, in the order the Profile screen shows them. */
export const profileFieldKeys = [
  'firstName',
  'lastName',
  'phoneNumber',
  'city',
  'state',
  'country',
  'medicalConditions',
  'medications',
  'doctorName',
  'doctorPhone',
  'birthDate',
] as const

/** The profile's editable texts, as the Profile screen holds them. */
export type ProfileValues = Record<(typeof profileFieldKeys)[number], string>

/** The signed-in person's profile (nothing is asked for signed out). */
export function useProfile(signedIn: boolean) {
  return useQuery({ ...profileQuery, enabled: signedIn })
}

/** Saves the person's profile to their account (from the Profile screen, or the questionnaire at sign-in). */
export const saveProfile = async (input: UserDataInput) => {
  await unwrap(api['user-data'].$put({ json: input }))
}

/** Saves the profile: to the account when signed in, else in this browser until sign-in. */
export function useSaveProfile(signedIn: boolean, onSaved: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (values: ProfileValues) => {
      if (!signedIn) return saveLocalProfile(values)
      await saveProfile({ ...values, userType: getUserType() ?? undefined })
    },
    onSuccess: async () => {
      onSaved()
      await queryClient.invalidateQueries({ queryKey: profileKeys.all })
    },
  })
}
