import { Hono } from 'hono'
import { deleteAccountInput, tokenInput } from '#shared/schemas/account.ts'
import type { AppEnv } from '#server/app-env.ts'
import { startAccountDeletion } from '#server/account/deletion.ts'
import { SESSION_COOKIE_NAMES } from '#server/auth/auth.ts'
import { requireUser } from '#server/auth/require-user.ts'
import { consumeEmailVerificationToken, isResetTokenValid } from '#server/auth/tokens.ts'
import { AppError } from '#server/errors.ts'
import { validate } from '#server/http/validate.ts'

/**
 * The account: links from mails (confirming an e-mail address, checking a password-reset link),
 * and deleting the account.
 */
export const accountRoutes = new Hono<AppEnv>()
  .post('/verify-email', validate('json', tokenInput), async (c) => {
    const result = await consumeEmailVerificationToken(c.var.db, c.req.valid('json').token)
    if (!result.ok) {
      throw new AppError(
        'invalid_input',
        result.reason === 'expired'
          ? 'This link has expired. Please sign up again or ask for a new link.'
          : 'This link is not valid or has already been used.',
      )
    }
    return c.json({ verified: true as const })
  })
  .get('/reset-password/:token', async (c) => {
    return c.json({ valid: await isResetTokenValid(c.var.db, c.req.param('token')) })
  })
  /**
   * Deletes the signed-in person's account, once their password is given again: they are signed
   * out everywhere at once, and the rest is deleted in the background (202).
   */
  .post('/delete', validate('json', deleteAccountInput), async (c) => {
    const user = requireUser(c)
    const { password } = c.req.valid('json')
    // The auth library checks the password, counting the try against the account as sign-in does.
    const right = await c.var.auth.api
      .verifyPassword({ body: { password }, headers: c.req.raw.headers })
      .then(() => true)
      .catch(() => false)
    if (!right)
      throw new AppError('invalid_input', 'That password is not right.', { field: 'password', problem: 'invalid' })
    await startAccountDeletion(c.var.db, user.id)
    c.var.forgetSessions()
    for (const name of SESSION_COOKIE_NAMES)
      c.header(
        'set-cookie',
        `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`,
        { append: true },
      )
    return c.json({ deleting: true as const }, 202)
  })
