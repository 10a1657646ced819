import { useMutation } from '@tanstack/react-query'
import type { FeedbackInput } from '#shared/schemas/feedback.ts'
import { api, unwrap } from '#web/lib/api.ts'

/** Sends a message from the Support screen to the people behind Sage. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: async (message: FeedbackInput) => unwrap(api.feedback.$post({ json: message })),
  })
}
