import type { Context } from 'hono'
import type { AppEnv } from '#server/app-env.ts'
import { AppError } from '#server/errors.ts'

/** The signed-in person, or a 401 for a request without a session. */
export function requireUser(c: Context<AppEnv>) {
  const session = c.var.session
  if (!session) throw new AppError('unauthorized', 'Please sign in first.')
  return session.user
}
