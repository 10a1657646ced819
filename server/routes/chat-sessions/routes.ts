import { Hono } from 'hono'
import {
  chatSessionUpdate,
  chatSessionsQuery,
  messagesQuery,
  newChatSessionInput,
  newMessageInput,
} from '#shared/schemas/chat.ts'
import type { AppEnv } from '#server/app-env.ts'
import {
  addMessageOnce,
  chatSessionsData as sessions,
  chatSessionsPage,
  deleteChatSession,
  listMessages,
  renameChatSession,
  startChatSession,
} from '#server/chat/sessions.ts'
import { requireScope } from '#server/data/scope.ts'
import { validateIdParam } from '#server/http/id-param.ts'
import { validate } from '#server/http/validate.ts'
import { deleteRecordings } from '#server/voice/recordings.ts'

/** GET, POST, PATCH and DELETE /api/chat-sessions, and their messages: the signed-in person's chats. */
export const chatSessionsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', chatSessionsQuery), async (c) => {
    const { items, next } = await chatSessionsPage(c.var.db, await requireScope(c, 'own'), c.req.valid('query'))
    return c.json({ sessions: items, next })
  })
  .post('/', validate('json', newChatSessionInput), async (c) => {
    const { session, created } = await startChatSession(c.var.db, await requireScope(c, 'own'), c.req.valid('json').id)
    if (created) return c.json({ session }, 201)
    return c.json({ session }, 200)
  })
  .patch('/:id', validateIdParam(sessions.notFound), validate('json', chatSessionUpdate), async (c) => {
    const session = await renameChatSession(
      c.var.db,
      await requireScope(c, 'own'),
      c.req.valid('param').id,
      c.req.valid('json').title,
    )
    return c.json({ session })
  })
  .delete('/:id', validateIdParam(sessions.notFound), async (c) => {
    const scope = await requireScope(c, 'own')
    const recordings = await deleteChatSession(c.var.db, scope, c.req.valid('param').id)
    await deleteRecordings(c.var.photoStore, scope.ownerId, recordings).catch((error: unknown) =>
      c.var.logger.error({ err: error }, 'could not delete the recordings of a chat'),
    )
    return c.body(null, 204)
  })
  .get('/:id/messages', validateIdParam(sessions.notFound), validate('query', messagesQuery), async (c) => {
    const session = await sessions.require(c.var.db, await requireScope(c, 'own'), c.req.valid('param').id)
    return c.json(await listMessages(c.var.db, session.id, c.req.valid('query')))
  })
  .post('/:id/messages', validateIdParam(sessions.notFound), validate('json', newMessageInput), async (c) => {
    const scope = await requireScope(c, 'own')
    const session = await sessions.require(c.var.db, scope, c.req.valid('param').id)
    const { message, created } = await addMessageOnce(c.var.db, scope, session.id, c.req.valid('json'))
    if (created) return c.json({ message }, 201)
    return c.json({ message }, 200)
  })
