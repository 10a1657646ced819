import { Hono } from 'hono'
import { stream } from 'hono/streaming'
import { readMessage } from '#shared/safety/detector.ts'
import { replyInput } from '#shared/schemas/chat.ts'
import type { AppEnv } from '#server/app-env.ts'
import { startReply } from '#server/assistant/pipeline.ts'
import { requireUser } from '#server/auth/require-user.ts'
import { deferredCalendarFor } from '#server/calendar/index.ts'
import { inputFromDraft } from '#server/calendar/wire.ts'
import { AppError } from '#server/errors.ts'
import { validateIdParam } from '#server/http/id-param.ts'
import { type RateLimit, countUse, tooManyRequests } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { chatSessionsData } from '#server/chat/sessions.ts'
import { requireScope } from '#server/data/scope.ts'
import { replyHeaders } from '#shared/chat/reply-headers.ts'

/** POST /api/chat-sessions/:id/reply: the assistant answers a message, streamed as plain text chunks. */
/** Replies one person may ask for in a minute, and have on their way at once (on this server). */
export const REPLY_LIMIT: RateLimit = { name: 'chat-replies', max: 30, windowMs: 60_000 }
export const MAX_REPLIES_AT_ONCE = 3
const repliesInFlight = new Map<string, number>()

export const chatReplyRoutes = new Hono<AppEnv>().post(
  '/:id/reply',
  validateIdParam('Chat session not found.'),
  validate('json', replyInput),
  async (c) => {
    const user = requireUser(c)
    const db = c.var.db
    const session = await chatSessionsData.require(db, await requireScope(c, 'own'), c.req.valid('param').id)
    const { id, text, language, timeZone, type, audioUrl } = c.req.valid('json')
    const logger = c.var.logger
    // Limits keep one person (or a stolen session) from tying up the server, but never hold back a
    // message that may be an emergency: the safety net answers it without any model. The message
    // is read here only when a limit is reached (the reply reads it anyway).
    const busy = (repliesInFlight.get(user.id) ?? 0) >= MAX_REPLIES_AT_ONCE
    const use = busy ? null : await countUse(db, user.id, REPLY_LIMIT)
    if ((busy || !use!.allowed) && !readMessage(text).danger) {
      if (busy) throw new AppError('rate_limited', 'Sage is still answering your other messages. Please wait a moment.')
      c.header('retry-after', String(use!.retryAfter))
      throw new AppError('rate_limited', tooManyRequests(use!.retryAfter))
    }
    repliesInFlight.set(user.id, (repliesInFlight.get(user.id) ?? 0) + 1)
    const done = () => {
      const left = (repliesInFlight.get(user.id) ?? 1) - 1
      if (left > 0) repliesInFlight.set(user.id, left)
      else repliesInFlight.delete(user.id)
    }
    let reply
    try {
      reply = await startReply(db, {
        userId: user.id,
        sessionId: session.id,
        text,
        id,
        language,
        timeZone,
        type,
        audioUrl,
        calendar: deferredCalendarFor(db, user.id, c.var.calendar),
        assistant: c.var.assistant,
        logger,
        family: { db, mailer: c.var.mailer, publicUrl: c.var.publicUrl, logger },
      })
    } catch (error) {
      done()
      throw error
    }
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
    if (reply.display) c.header(replyHeaders.display, encodeURIComponent(JSON.stringify(reply.display)))
    if (reply.photo) c.header(replyHeaders.photo, encodeURIComponent(JSON.stringify(reply.photo)))
    if (reply.link) c.header(replyHeaders.link, encodeURIComponent(JSON.stringify(reply.link)))
    if (reply.undo?.length)
      c.header(replyHeaders.undo, encodeURIComponent(JSON.stringify(reply.undo.map(inputFromDraft))))
    return stream(
      c,
      async (out) => {
        try {
          for await (const chunk of reply.chunks) await out.write(chunk)
        } finally {
          done()
        }
      },
      async (error) => {
        logger.error({ err: error }, 'assistant reply failed')
        await Promise.resolve()
      },
    )
  },
)
