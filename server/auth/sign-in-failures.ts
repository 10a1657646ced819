import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { rateLimits } from '#server/db/schema/index.ts'

/** Failed sign-ins allowed on one account within the window before it must wait. */
export const MAX_FAILED_SIGN_INS = 10
export const FAILED_SIGN_IN_WINDOW_MS = 60 * 60 * 1000

const keyFor = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`

/**
 * Takes one of the account's password tries before the password is checked, and answers how many
 * have been taken within the hour, this one included. Counting first, in one statement, means
 * concurrent guesses cannot all pass a check made before any of them was counted. A try that
 * turns out right clears the count; one that fails for another reason is given back.
 */
export async function takePasswordTry(db: Database, email: string, now = Date.now()): Promise<number> {
  const windowStart = now - FAILED_SIGN_IN_WINDOW_MS
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomBytes(16).toString('hex'), key: keyFor(email), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: now,
      },
    })
    .returning({ count: rateLimits.count })
  return row?.count ?? 1
}

/** Password tries taken within the hour. */
export async function countPasswordTries(db: Database, email: string, now = Date.now()): Promise<number> {
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, keyFor(email)))
  return row && now - row.lastRequest < FAILED_SIGN_IN_WINDOW_MS ? row.count : 0
}

/** Gives back a try that did not test the password (the account was unverified, the input bad). */
export async function giveBackPasswordTry(db: Database, email: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keyFor(email)))
}

/** Forgets failures after a successful sign-in or a new password. */
export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyFor(email)))
}
