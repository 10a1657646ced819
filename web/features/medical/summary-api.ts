// The summary for the doctor and the questions kept for the visit, from the server (for the person
// acted for when a family member looks after them).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { toast } from '#web/components/ui/toast.ts'
import { api, unwrap } from '#web/lib/api.ts'
import { browserTimeZone } from '#web/features/medications/api.ts'

/** What the summary is asked for: its language, and the visit it is for. */
export type SummaryRequest = { language?: ChatLanguage; doctor?: string; date?: string }

export const summaryKeys = {
  all: ['doctor-summary'] as const,
  document: (request: SummaryRequest) => [...summaryKeys.all, 'document', request] as const,
  questions: () => [...summaryKeys.all, 'questions'] as const,
}

const queryOf = (request: SummaryRequest) => ({ ...request, timeZone: browserTimeZone() })

export const summaryQuery = (request: SummaryRequest) =>
  queryOptions({
    queryKey: summaryKeys.document(request),
    queryFn: async () => (await unwrap(api['doctor-summary'].$get({ query: queryOf(request) }))).summary,
  })

export type DoctorQuestion = { id: string; text: string; addedBy: string | null }

export const questionsQuery = queryOptions({
  queryKey: summaryKeys.questions(),
  queryFn: async () => (await unwrap(api['doctor-summary'].questions.$get())).questions as DoctorQuestion[],
})

/** The PDF's address: a link the browser downloads by itself, so it names the person acted for in the query. */
export function pdfUrl(request: SummaryRequest, paper: 'A4' | 'LETTER', person: string | null): string {
  const query = new URLSearchParams(
    Object.entries({ ...queryOf(request), paper }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  )
  // The server's name for the person acted for, in an address (its PERSON_PARAM).
  if (person) query.set('for', person)
  return `/api/doctor-summary/pdf?${query}`
}

/** Adds and removes questions for the doctor; the summary is read again after each. */
export function useQuestionChanges() {
  const queryClient = useQueryClient()
  const { t } = useTranslation()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: summaryKeys.all })
  return {
    add: useMutation({
      // The id is the caller's, kept until the question is saved: a send tried again is the same question.
      mutationFn: async (question: { id: string; text: string }) =>
        (await unwrap(api['doctor-summary'].questions.$post({ json: question }))).question as DoctorQuestion,
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: async (id: string) => {
        const response = await api['doctor-summary'].questions[':id'].$delete({ param: { id } })
        if (!response.ok) throw new Error(`delete failed: ${response.status}`)
      },
      onSuccess,
      onError: () => toast.error(t('The question could not be removed. Please try again.')),
    }),
  }
}
