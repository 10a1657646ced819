import { z } from './zod.ts'
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '#shared/limits.ts'

/**
 * An e-mail address: the one rule for every form and route that takes one (sign-up, sign-in, a
 * reset, support, emergency contacts, the questionnaire), the same the account server applies.
 */
export const emailAddress = z.string().trim().max(320).pipe(z.email())

/** An e-mail address, or empty for none. */
export const optionalEmailAddress = z
  .string()
  .trim()
  .max(320)
  .refine((value) => value === '' || emailAddress.safeParse(value).success, 'not a valid email.')

/** A new password: long enough, and not longer than the server takes. */
export const newPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH)

/** A new password typed twice; `confirm` must match `password`. */
const newPasswordFields = { password: newPassword, confirm: z.string() }
const matching = (fields: { password: string; confirm: string }) => fields.password === fields.confirm
const mismatch = { path: ['confirm'], message: 'the passwords do not match.' }

/** Signing in: the address and the password as typed. */
export const signInFields = z.object({ email: emailAddress, password: z.string().min(1) })

/** Creating an account: address, a new password twice, and the terms agreed to. */
export const signUpFields = z
  .object({
    email: emailAddress,
    ...newPasswordFields,
    agreed: z.boolean().refine((agreed) => agreed, 'the terms must be agreed to.'),
  })
  .refine(matching, mismatch)

/** Asking for a link to set a new password. */
export const resetRequestFields = z.object({ email: emailAddress })

/** Setting a new password from a link. */
export const newPasswordForm = z.object(newPasswordFields).refine(matching, mismatch)

/** Changing the password while signed in: the current one, and a new one twice. */
export const passwordChangeFields = z
  .object({ current: z.string().min(1), ...newPasswordFields })
  .refine(matching, mismatch)

/** A token from a link in a mail. */
export const tokenInput = z.strictObject({ token: z.string().trim().min(1).max(200) })

/** Deleting an account: the person's password, asked again. */
export const deleteAccountInput = z.strictObject({ password: z.string().min(1, 'write your password.').max(200) })
