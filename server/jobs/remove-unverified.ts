import { and, eq, lt } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { users } from '#server/db/schema/index.ts'

/** Unverified accounts older than this are removed, with everything they hold. */
export const UNVERIFIED_ACCOUNT_DAYS = 7

/**
 * Removes accounts whose e-mail was never confirmed within 7 days; every row of theirs goes with
 * them (foreign keys cascade: user_data, photos, medical_records, chat_sessions and the rest).
 * Returns how many accounts were removed.
 */
export async function removeUnverifiedAccounts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNVERIFIED_ACCOUNT_DAYS * 24 * 60 * 60 * 1000)
  const removed = await db
    .delete(users)
    .where(and(eq(users.emailVerified, false), lt(users.createdAt, cutoff)))
    .returning({ id: users.id })
  return removed.length
}
