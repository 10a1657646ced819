import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { AppEnv } from '#server/app-env.ts'
import type { Database } from '#server/db/client.ts'
import { rateLimits } from '#server/db/schema/index.ts'
import { AppError } from '#server/errors.ts'

/** A limit on how often one person may use something: at most `max` times per window. */
export type RateLimit = { name: string; max: number; windowMs: number }

/**
 * Counts one use of `limit` by a person and answers whether it is allowed, with the seconds until
 * the window ends. The count lives in the auth library's rate_limits table (key `{name}:{userId}`),
 * so it holds across server instances. It is a fixed window: for our keys `last_request` holds when
 * the window began, and a use after the window ends starts a new one at 1.
 */
export async function countUse(db: Database, userId: string, limit: RateLimit, now = Date.now()) {
  const key = `${limit.name}:${userId}`
  const expired = sql`${rateLimits.lastRequest} <= ${now - limit.windowMs}`
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomBytes(16).toString('hex'), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest })
  const retryAfter = Math.max(1, Math.ceil((row!.windowStart + limit.windowMs - now) / 1000))
  return { allowed: row!.count <= limit.max, retryAfter }
}

/** Counts one use by the signed-in person; over the limit, a 429 with Retry-After. */
export async function requireWithinLimit(c: Context<AppEnv>, userId: string, limit: RateLimit) {
  const { allowed, retryAfter } = await countUse(c.var.db, userId, limit)
  if (allowed) return
  c.header('retry-after', String(retryAfter))
  throw new AppError('rate_limited', tooManyRequests(retryAfter))
}

/** What a person over a limit is told. */
export const tooManyRequests = (retryAfter: number) =>
  `Too many requests. Please wait ${retryAfter} seconds and try again.`
