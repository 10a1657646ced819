import { Hono } from 'hono'
import { feedbackInput } from '#shared/schemas/feedback.ts'
import type { AppEnv } from '#server/app-env.ts'
import { feedbackMessages } from '#server/db/schema/index.ts'
import { validate } from '#server/http/validate.ts'

/** POST /api/feedback: stores a support message with status 'new', signed in or not. */
export const feedbackRoutes = new Hono<AppEnv>().post('/', validate('json', feedbackInput), async (c) => {
  const input = c.req.valid('json')
  const [row] = await c.var.db
    .insert(feedbackMessages)
    .values({ ...input, userId: c.var.session?.user.id ?? null })
    .returning({ id: feedbackMessages.id, status: feedbackMessages.status })
  return c.json(row, 201)
})
