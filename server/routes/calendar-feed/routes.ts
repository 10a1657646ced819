import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env.ts'
import { requireScope } from '#server/data/scope.ts'
import { feedUrl, getFeedOwner, getOrCreateFeedSecret, listFeedEvents, resetFeedSecret } from '#server/calendar/feed.ts'
import { toICalendar } from '#server/calendar/ics.ts'
import type { Database } from '#server/db/client.ts'

/** The link is a key to the person's calendar: no cache or proxy keeps a copy of it. */
const NO_STORE = { 'cache-control': 'no-store' }

/**
 * GET /api/calendar-feed (made on the first ask) and POST /api/calendar-feed/reset (a new link;
 * the old one stops working): the signed-in person's private calendar-feed link, theirs alone (a
 * family member naming the person gets a 404).
 */
export const calendarFeedRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { ownerId } = await requireScope(c, 'own')
    const secret = await getOrCreateFeedSecret(c.var.db, ownerId)
    return c.json({ url: feedUrl(c.var.publicUrl, secret) }, 200, NO_STORE)
  })
  .post('/reset', async (c) => {
    const { ownerId } = await requireScope(c, 'own')
    const secret = await resetFeedSecret(c.var.db, ownerId)
    return c.json({ url: feedUrl(c.var.publicUrl, secret) }, 200, NO_STORE)
  })

/**
 * GET /calendar/{secret}.ics: the person's events as an iCalendar file for other calendar apps.
 * Public (the apps carry no session), so the secret is the key; a wrong, old or malformed one is
 * the same plain 404, which says nothing about whether a feed exists.
 */
export function calendarFeedFileRoutes(db: Database) {
  return new Hono().get('/:file{[^/]*\\.ics}', async (c) => {
    const userId = await getFeedOwner(db, c.req.param('file').slice(0, -'.ics'.length))
    if (!userId) return c.text('Not found', 404, NO_STORE)
    const now = new Date()
    const body = toICalendar(await listFeedEvents(db, userId, now), { now })
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      // Calendar apps poll; five minutes of caching spares the database without hiding changes for long.
      'cache-control': 'private, max-age=300',
    })
  })
}
