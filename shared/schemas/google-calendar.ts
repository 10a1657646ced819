import { z } from './zod.ts'

/** POST /api/google-calendar/exchange: what Google sent back to /auth/google-callback. */
export const googleExchangeInput = z.strictObject({
  code: z.string().trim().min(1).max(2048),
  state: z.string().trim().min(1).max(200),
})
export type GoogleExchangeInput = z.infer<typeof googleExchangeInput>
