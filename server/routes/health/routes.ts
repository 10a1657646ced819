import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env.ts'

/** GET /api/health: 200 {"status":"ok"} once the server and its database answer. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  await c.var.db.execute(sql`select 1`)
  return c.json({ status: 'ok' as const })
})
