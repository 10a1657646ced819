import type { Context } from 'hono'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'

/**
 * Whose data a request reads and changes. Every data function takes one, and reaches only the
 * rows whose `user_id` is `ownerId`.
 *
 * Today a signed-in person acts only for themselves, so the owner is the person signed in. When
 * someone may act for another person (a family member looking after a parent), this is where it
 * is said: who acts, for whom, and which parts of their data; `requireScope` is the one place it
 * is checked.
 */
export type Scope = {
  /** The person whose data this is. */
  readonly ownerId: string
}

/** The scope of a person acting for themselves. */
export const ownScope = (userId: string): Scope => ({ ownerId: userId })

/** The scope of a request: the signed-in person's own data, or a 401 without a session. */
export function requireScope(c: Context<AppEnv>): Scope {
  return ownScope(requireUser(c).id)
}
