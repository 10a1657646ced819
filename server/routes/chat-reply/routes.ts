import { Hono } from 'hono'
import { stream } from 'hono/streaming'
import { replyInput } from '#shared/schemas/chat.ts'
import type { AppEnv } from '#server/app-env.ts'
import { assistantModel } from '#server/assistant/model.ts'
import { replyTo } from '#server/assistant/pipeline.ts'
import { requireUser } from '#server/auth/require-user.ts'
import { validateIdParam } from '#server/http/id-param.ts'
import { validate } from '#server/http/validate.ts'
import { requireChatSession } from '#server/routes/chat-sessions/routes.ts'

/** POST /api/chat-sessions/:id/reply: the assistant answers a message, streamed as plain text chunks. */
export const chatReplyRoutes = new Hono<AppEnv>().post(
  '/:id/reply',
  validateIdParam('Chat session not found.'),
  validate('json', replyInput),
  async (c) => {
    const user = requireUser(c)
    const db = c.var.db
    const session = await requireChatSession(db, user.id, c.req.valid('param').id)
    const { id, text } = c.req.valid('json')
    const logger = c.var.logger
    c.header('content-type', 'text/plain; charset=utf-8')
    c.header('cache-control', 'no-store')
    c.header('x-content-type-options', 'nosniff')
    return stream(
      c,
      async (out) => {
        for await (const chunk of replyTo(db, {
          userId: user.id,
          sessionId: session.id,
          text,
          id,
          model: assistantModel(),
          logger,
        })) {
          await out.write(chunk)
        }
      },
      async (error) => {
        logger.error({ err: error }, 'assistant reply failed')
        await Promise.resolve()
      },
    )
  },
)
