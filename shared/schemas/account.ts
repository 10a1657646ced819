import { z } from 'zod'

/** The shortest password an account may have. */
export const PASSWORD_MIN_LENGTH = 6

/** A token from a link in a mail. */
export const tokenInput = z.strictObject({ token: z.string().trim().min(1).max(200) })
