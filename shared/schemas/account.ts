import { z } from 'zod'

/** A token from a link in a mail. */
export const tokenInput = z.strictObject({ token: z.string().trim().min(1).max(200) })
