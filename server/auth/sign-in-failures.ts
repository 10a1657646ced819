import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { rateLimits } from '#server/db/schema/index.ts'

/** Failed sign-ins allowed on one account within the window before it must wait. */
export const MAX_FAILED_SIGN_INS = 10
export const FAILED_SIGN_IN_WINDOW_MS = 60 * 60 * 1000

const keyFor = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`

/** True when the account has had too many failed sign-ins within the last hour. */
export async function isAccountLocked(db: Database, email: string, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, keyFor(email)))
  return Boolean(row && now - row.lastRequest < FAILED_SIGN_IN_WINDOW_MS && row.count >= MAX_FAILED_SIGN_INS)
}

/** Counts one failed sign-in; the count starts again when the last failure is over an hour old. */
export async function recordFailedSignIn(db: Database, email: string, now = Date.now()): Promise<void> {
  const windowStart = now - FAILED_SIGN_IN_WINDOW_MS
  await db
    .insert(rateLimits)
    .values({ id: randomBytes(16).toString('hex'), key: keyFor(email), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: now,
      },
    })
}

/** Forgets failures after a successful sign-in. */
export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyFor(email)))
}
