// The person's medications and their doses, on the server (medications need an account: the
// reminders that keep trying run there).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Dose, DoseAnswer, Medication, MedicationInput } from '#shared/schemas/medications.ts'
import { api, unwrap } from '#web/lib/api.ts'

export const medicationKeys = {
  all: ['medications'] as const,
  list: () => [...medicationKeys.all, 'list'] as const,
  doses: (from: string, to: string) => [...medicationKeys.all, 'doses', from, to] as const,
}

/** The zone this browser is in: the times of a medication added here are in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

export const medicationsQuery = queryOptions({
  queryKey: medicationKeys.list(),
  queryFn: async () => (await unwrap(api.medications.$get())).medications as Medication[],
})

/** Doses due from the start of `from` to the end of `to` (YYYY-MM-DD, this browser's days). */
export const dosesQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: medicationKeys.doses(from, to),
    queryFn: async () =>
      (await unwrap(api.medications.doses.$get({ query: { from, to, timeZone: browserTimeZone() } }))).doses as Dose[],
    // A dose's state moves on by itself (due, missed): read again every minute while shown.
    refetchInterval: 60_000,
  })

/** Adds, changes and removes medications; the doses are read again after each. */
export function useMedicationChanges() {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: medicationKeys.all })
  return {
    create: useMutation({
      mutationFn: async (input: MedicationInput) =>
        (await unwrap(api.medications.$post({ json: input }))).medication as Medication,
      onSuccess,
    }),
    update: useMutation({
      mutationFn: async ({ id, input }: { id: string; input: MedicationInput }) =>
        (await unwrap(api.medications[':id'].$put({ param: { id }, json: input }))).medication as Medication,
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: async (id: string) => {
        await unwrap(api.medications[':id'].$delete({ param: { id } }))
      },
      onSuccess,
    }),
  }
}

/** The person's answer to a dose; every list of doses is read again after. */
export function useAnswerDose() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, answer }: { id: string; answer: DoseAnswer }) =>
      (await unwrap(api.medications.doses[':id'].answer.$post({ param: { id }, json: { answer } }))).dose,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medicationKeys.all }),
  })
}
