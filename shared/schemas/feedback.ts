import { z } from './zod.ts'
import { emailAddress } from './account.ts'

/** Text that must hold something other than spaces, up to max characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max)

/** A support message sent from the Support screen (product.md 3, feedback_messages). */
export const feedbackInput = z.strictObject({
  name: requiredText(200),
  email: emailAddress,
  subject: requiredText(200),
  message: requiredText(5000),
})

export type FeedbackInput = z.infer<typeof feedbackInput>
