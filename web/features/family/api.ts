// The family circle's data: the person's links and invitations, and the changes to them.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import type { CareArea } from '#shared/family/areas.ts'
import type { AccessLogEntry, FamilyLink } from '#shared/family/link.ts'
import { useTranslation } from 'react-i18next'
import { toast } from '#web/components/ui/toast.ts'
import { ApiError, api, unwrap } from '#web/lib/api.ts'
import { familyKeys, nameOf } from './query.ts'

export type { FamilyLink }
export { familyKeys, familyQuery, nameOf } from './query.ts'

/** The invitation an e-mailed link names, as the person opening it would accept it. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: [...familyKeys.all, 'invitation', token],
    queryFn: async () => (await unwrap(api.family.preview.$post({ json: { token } }))).link,
    enabled: token !== '',
    retry: false,
  })

/** A line of the person's log: one look or change, or several of the same close together. */
export type AccessLogLine = AccessLogEntry & {
  /** How many such requests in a row this line stands for. */
  times: number
}

/** Requests of one kind by one person within this long of each other read as one line. */
const SAME_VISIT_MS = 10 * 60_000

/** What the person's family looked at or changed, newest first, a page at a time. */
export const accessLogQuery = infiniteQueryOptions({
  queryKey: [...familyKeys.all, 'log'],
  queryFn: async ({ pageParam }) => unwrap(api.family.log.$get({ query: pageParam ? { after: pageParam } : {} })),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.next ?? undefined,
  // A gallery opened is thirty photos fetched: the same look by the same person, close together,
  // is one line.
  select: (data) => {
    const lines: AccessLogLine[] = []
    let previousAt = 0
    for (const entry of data.pages.flatMap((page) => page.entries)) {
      const at = Date.parse(entry.at)
      const last = lines.at(-1)
      const same =
        last?.who.email === entry.who.email &&
        last.area === entry.area &&
        last.action === entry.action &&
        previousAt - at < SAME_VISIT_MS
      if (same) last.times += 1
      else lines.push({ ...entry, times: 1 })
      previousAt = at
    }
    return lines
  },
})

/** The areas the screens offer today, in the order they are shown. */
export const shownAreas = ['calendar', 'medical', 'photos', 'contacts', 'alerts'] as const satisfies readonly CareArea[]

/** An area's name in plain words, in the person's language. */
export function areaName(t: TFunction, area: CareArea): string {
  const names: Record<CareArea, string> = {
    calendar: t('calendar and reminders'),
    medications: t('medications'),
    medical: t('medical history'),
    photos: t('photos'),
    contacts: t('emergency contacts'),
    alerts: t('check-ins and alerts'),
  }
  return names[area]
}

/** What an invitation waiting for the person asks, in plain words: to help them, or to be helped. */
export function invitationSentence(t: TFunction, link: FamilyLink): string {
  const name = nameOf(link)
  return link.role === 'person'
    ? t('{{name}} would like to help you.', { name })
    : t('{{name}} would like you to help them.', { name })
}

/**
 * Invites, accepts, shares and ends; each reads the links again afterwards. A change to what is
 * shared, or an ending, that fails says so itself.
 */
export function useFamilyChanges() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const onSettled = () => queryClient.invalidateQueries({ queryKey: familyKeys.all })
  const onError = () => toast.error(t('The change could not be saved. Please try again.'))
  return {
    invite: useMutation({
      mutationFn: async (json: { email: string; invitee: 'family' | 'person' }) =>
        (await unwrap(api.family.invitations.$post({ json }))).link,
      onSettled,
    }),
    accept: useMutation({
      mutationFn: async (json: { token: string } | { id: string }) =>
        (await unwrap(api.family.accept.$post({ json }))).link,
      onSettled,
    }),
    share: useMutation({
      mutationFn: async ({ id, areas }: { id: string; areas: CareArea[] }) =>
        (await unwrap(api.family[':id'].areas.$put({ param: { id }, json: { areas } }))).link,
      onError,
      onSettled,
    }),
    alertMails: useMutation({
      mutationFn: async ({ id, on }: { id: string; on: boolean }) =>
        (await unwrap(api.family[':id']['alert-mails'].$put({ param: { id }, json: { on } }))).link,
      onError,
      onSettled,
    }),
    end: useMutation({
      mutationFn: async (id: string) => {
        await unwrap(api.family[':id'].$delete({ param: { id } }))
      },
      onError,
      onSettled,
    }),
  }
}

/** Why an invitation could not be sent or accepted, in the person's language. */
export function familyErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('Something went wrong. Please try again.')
  if (error.status === 410) return t('This invitation has expired. Please ask for a new one.')
  if (error.status === 409) return t('You are already linked with this person.')
  if (error.status === 404) {
    return t(
      'This invitation is not for this account, or it was already used. Sign in with the address it was sent to.',
    )
  }
  if (error.status === 400 && error.message === 'You cannot invite yourself.') return t('You cannot invite yourself.')
  if (error.status === 400) return t('Please enter a valid e-mail address.')
  if (error.status === 429) return t('You have sent many invitations. Please try again later.')
  return t('Something went wrong. Please try again.')
}
