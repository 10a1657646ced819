import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { api, unwrap } from '#web/lib/api.ts'

/** Query keys for the person's calendar-feed link. */
export const calendarFeedKeys = { all: ['calendar-feed'] as const }

/** The signed-in person's private calendar-feed address (made on the first ask). */
export const calendarFeedQuery = queryOptions({
  queryKey: calendarFeedKeys.all,
  queryFn: async () => (await unwrap(api['calendar-feed'].$get())).url,
  // The link changes only when the person makes a new one here.
  staleTime: Infinity,
})

/** Makes a new calendar-feed link (the old one stops working) and shows it at once. */
export function useResetCalendarFeed() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => (await unwrap(api['calendar-feed'].reset.$post())).url,
    onSuccess: (url) => queryClient.setQueryData(calendarFeedKeys.all, url),
    onError: () => toast.error(t('We could not make a new link. Your old link still works. Please try again.')),
  })
}
