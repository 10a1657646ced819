import { randomBytes, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNotNull, or } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { calendarEvents, calendarFeeds } from '#server/db/schema/index.ts'
import type { IcsEvent } from './ics.ts'

/** A feed secret: 32 random bytes, base64url (43 characters). */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/
/** Most events one feed holds, so a very full calendar stays a file apps can fetch. */
export const FEED_EVENTS_MAX = 2000
/** One-off events older than this are left out of the feed; repeating ones are always in. */
const FEED_HISTORY_MS = 365 * 24 * 60 * 60 * 1000

/** A new unguessable feed secret. */
export const newFeedSecret = () => randomBytes(32).toString('base64url')

/** The address calendar apps subscribe to. */
export const feedUrl = (origin: string, secret: string) => `${origin}/calendar/${secret}.ics`

/** The person's feed secret, made on the first ask. */
export async function getOrCreateFeedSecret(db: Database, userId: string): Promise<string> {
  const [created] = await db
    .insert(calendarFeeds)
    .values({ userId, secret: newFeedSecret() })
    .onConflictDoNothing({ target: calendarFeeds.userId })
    .returning({ secret: calendarFeeds.secret })
  if (created) return created.secret
  const [existing] = await db
    .select({ secret: calendarFeeds.secret })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
  return existing!.secret
}

/**
 * Gives the person's feed a new secret; the old link stops working at once. With `ifExists` (a new
 * password ends every way into their data the old one may have let someone copy), a person who
 * never made a feed is not given one.
 */
export async function resetFeedSecret(db: Database, userId: string, { ifExists = false } = {}): Promise<string> {
  const secret = newFeedSecret()
  if (ifExists) {
    await db.update(calendarFeeds).set({ secret, updatedAt: new Date() }).where(eq(calendarFeeds.userId, userId))
  } else {
    await db
      .insert(calendarFeeds)
      .values({ userId, secret })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secret, updatedAt: new Date() } })
  }
  return secret
}

/** Whose feed a secret opens, or null for a malformed, unknown or replaced secret. */
export async function getFeedOwner(db: Database, secret: string): Promise<string | null> {
  if (!SECRET_PATTERN.test(secret)) return null
  const [row] = await db
    .select({ userId: calendarFeeds.userId, secret: calendarFeeds.secret })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secret, secret))
  if (!row) return null
  // The index lookup finds the row; the answer rests on a constant-time comparison of the bytes.
  const stored = Buffer.from(row.secret)
  const given = Buffer.from(secret)
  return stored.length === given.length && timingSafeEqual(stored, given) ? row.userId : null
}

/** The person's built-in events for their feed: repeating ones, and one-off ones from the past year on. */
export async function listFeedEvents(db: Database, userId: string, now: Date): Promise<IcsEvent[]> {
  const rows = await db
    .select({
      id: calendarEvents.id,
      summary: calendarEvents.summary,
      description: calendarEvents.description,
      startAt: calendarEvents.startAt,
      endAt: calendarEvents.endAt,
      timeZone: calendarEvents.timeZone,
      allDay: calendarEvents.allDay,
      recurrence: calendarEvents.recurrence,
      updatedAt: calendarEvents.updatedAt,
    })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        or(isNotNull(calendarEvents.recurrence), gt(calendarEvents.endAt, new Date(now.getTime() - FEED_HISTORY_MS))),
      ),
    )
    // Latest first, so a calendar past the limit loses its oldest events, not its next ones.
    .orderBy(desc(calendarEvents.startAt), desc(calendarEvents.id))
    .limit(FEED_EVENTS_MAX)
  return rows.reverse().map(({ startAt, endAt, recurrence, ...row }) => ({
    ...row,
    start: startAt,
    end: endAt,
    recurrence: recurrence ?? [],
  }))
}
