import { Hono } from 'hono'
import { feedbackInput } from '#shared/schemas/feedback.ts'
import type { AppEnv } from '#server/app-env.ts'
import { feedbackMessages } from '#server/db/schema/index.ts'
import { CLIENT_IP_HEADER } from '#server/auth/auth.ts'
import { type RateLimit, requireWithinLimit } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'

/** Support messages one person, or one address when signed out, may send in an hour. */
export const FEEDBACK_LIMIT: RateLimit = { name: 'feedback', max: 10, windowMs: 60 * 60_000 }

/** POST /api/feedback: stores a support message with status 'new', signed in or not. */
export const feedbackRoutes = new Hono<AppEnv>().post('/', validate('json', feedbackInput), async (c) => {
  const input = c.req.valid('json')
  const sender = c.var.session?.user.id ?? `address:${c.req.header(CLIENT_IP_HEADER) ?? 'unknown'}`
  await requireWithinLimit(c, sender, FEEDBACK_LIMIT)
  const [row] = await c.var.db
    .insert(feedbackMessages)
    .values({ ...input, userId: c.var.session?.user.id ?? null })
    .returning({ id: feedbackMessages.id, status: feedbackMessages.status })
  return c.json(row, 201)
})
