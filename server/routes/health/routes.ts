import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env.ts'

/**
 * GET /api/health: 200 {"status":"ok"} once the server and its database answer. With ?detail,
 * also how mail has gone (sent, failed, waiting for another try, the last failure) and whether the
 * photo store (a folder, or an S3 bucket) can be used.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  await c.var.pingDatabase()
  if (c.req.query('detail') === undefined) return c.json({ status: 'ok' as const })
  const photos = await c.var.photoStore.check().then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, error: error instanceof Error ? error.name : 'unknown' }),
  )
  return c.json({ status: 'ok' as const, mail: c.var.mailer.health?.() ?? null, photos })
})
