import { Hono } from 'hono'
import { stream } from 'hono/streaming'
import { replyInput } from '#shared/schemas/chat.ts'
import type { AppEnv } from '#server/app-env.ts'
import { currentAssistant } from '#server/assistant/model.ts'
import { startReply } from '#server/assistant/pipeline.ts'
import { requireUser } from '#server/auth/require-user.ts'
import { deferredCalendarFor } from '#server/calendar/index.ts'
import { validateIdParam } from '#server/http/id-param.ts'
import { validate } from '#server/http/validate.ts'
import { requireChatSession } from '#server/routes/chat-sessions/routes.ts'

/** Response headers that tell the screen about a reply before its first word. */
export const replyHeaders = {
  /** The language Sage answers in. */
  language: 'x-sage-reply-language',
  /** "true" when the person asked for another language and should be told it changed. */
  languageNotice: 'x-sage-language-notice',
  /** An emergency reply's call links as URI-encoded JSON `[{label, tel}]`. */
  calls: 'x-sage-calls',
  /** The person's style, "formality,tone", for Sage's voice. */
  style: 'x-sage-style',
  /** "hurt" when the reply asks "Are you hurt right now?", to be answered with Yes or No buttons. */
  ask: 'x-sage-ask',
  /** Alerts to the person's contacts an emergency reply scheduled, as URI-encoded JSON `{groupId, names, dueAt}`. */
  alert: 'x-sage-alert',
} as const

/** POST /api/chat-sessions/:id/reply: the assistant answers a message, streamed as plain text chunks. */
export const chatReplyRoutes = new Hono<AppEnv>().post(
  '/:id/reply',
  validateIdParam('Chat session not found.'),
  validate('json', replyInput),
  async (c) => {
    const user = requireUser(c)
    const db = c.var.db
    const session = await requireChatSession(db, user.id, c.req.valid('param').id)
    const { id, text, language, timeZone, type, audioUrl } = c.req.valid('json')
    const logger = c.var.logger
    const reply = await startReply(db, {
      userId: user.id,
      sessionId: session.id,
      text,
      id,
      language,
      timeZone,
      type,
      audioUrl,
      calendar: deferredCalendarFor(db, user.id, c.var.calendar),
      assistant: currentAssistant(),
      logger,
      family: { db, mailer: c.var.mailer, publicUrl: c.var.publicUrl, logger },
    })
    c.header('content-type', 'text/plain; charset=utf-8')
    // no-transform: compression would hold the words back until the reply is finished.
    c.header('cache-control', 'no-store, no-transform')
    c.header('x-content-type-options', 'nosniff')
    c.header(replyHeaders.language, reply.language)
    c.header(replyHeaders.style, `${reply.style.formality},${reply.style.tone}`)
    if (reply.languageNotice) c.header(replyHeaders.languageNotice, 'true')
    if (reply.ask) c.header(replyHeaders.ask, 'hurt')
    if (reply.alert) c.header(replyHeaders.alert, encodeURIComponent(JSON.stringify(reply.alert)))
    if (reply.calls.length) c.header(replyHeaders.calls, encodeURIComponent(JSON.stringify(reply.calls)))
    return stream(
      c,
      async (out) => {
        for await (const chunk of reply.chunks) await out.write(chunk)
      },
      async (error) => {
        logger.error({ err: error }, 'assistant reply failed')
        await Promise.resolve()
      },
    )
  },
)
