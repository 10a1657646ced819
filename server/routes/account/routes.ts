import { Hono } from 'hono'
import { tokenInput } from '#shared/schemas/account.ts'
import type { AppEnv } from '#server/app-env.ts'
import { consumeEmailVerificationToken, isResetTokenValid } from '#server/auth/tokens.ts'
import { AppError } from '#server/errors.ts'
import { validate } from '#server/http/validate.ts'

/** Links from mails: confirming an e-mail address, and checking a password-reset link. */
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
