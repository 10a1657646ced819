import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { DEFAULT_CHAT_TITLE, chatTitle } from '#shared/chat/titles.ts'
import {
  type NewMessageInput,
  chatSessionUpdate,
  messagesQuery,
  newChatSessionInput,
  newMessageInput,
} from '#shared/schemas/chat.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import type { Database } from '#server/db/client.ts'
import { chatSessions, messages } from '#server/db/schema/index.ts'
import { AppError, ownOrIdTaken } from '#server/errors.ts'
import { validateIdParam } from '#server/http/id-param.ts'
import { validate } from '#server/http/validate.ts'
import { deleteRecordings } from '#server/voice/recordings.ts'

/** Most sessions one list returns. */
export const CHAT_SESSIONS_LIMIT = 200

const NOT_FOUND = 'Chat session not found.'
const MESSAGE_NOT_FOUND = 'Message not found.'

const sessionColumns = {
  id: chatSessions.id,
  title: chatSessions.title,
  language: chatSessions.language,
  updatedAt: chatSessions.updatedAt,
  createdAt: chatSessions.createdAt,
}

/** A message as the chat reads it (SPEC.md 3): created_at is its timestamp. */
const messageColumns = {
  id: messages.id,
  content: messages.content,
  sender: messages.sender,
  type: messages.type,
  language: messages.language,
  audioUrl: messages.audioUrl,
  timestamp: messages.createdAt,
}

const ownSession = (userId: string, id: string) => and(eq(chatSessions.id, id), eq(chatSessions.userId, userId))

/** The person's chat sessions, most recently updated first (SPEC.md 7), at most CHAT_SESSIONS_LIMIT. */
export function listChatSessions(db: Database, userId: string) {
  return db
    .select(sessionColumns)
    .from(chatSessions)
    .where(eq(chatSessions.userId, userId))
    .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.createdAt), desc(chatSessions.id))
    .limit(CHAT_SESSIONS_LIMIT)
}

/** One of the person's chat sessions, or null when it is missing or someone else's. */
export async function getChatSession(db: Database, userId: string, id: string) {
  const [row] = await db.select(sessionColumns).from(chatSessions).where(ownSession(userId, id))
  return row ?? null
}

/** One of the person's chat sessions, or a 404. */
export async function requireChatSession(db: Database, userId: string, id: string) {
  const row = await getChatSession(db, userId, id)
  if (!row) throw new AppError('not_found', NOT_FOUND)
  return row
}

/** Whether a session holds any message (SPEC.md 7: select id limit 1). */
export async function hasMessages(db: Database, sessionId: string) {
  const [row] = await db.select({ id: messages.id }).from(messages).where(eq(messages.sessionId, sessionId)).limit(1)
  return Boolean(row)
}

/** New Chat's first step (SPEC.md 4): deletes the person's latest session when it has no messages. */
export async function deleteEmptyLatestSession(db: Database, userId: string) {
  const [latest] = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(eq(chatSessions.userId, userId))
    .orderBy(desc(chatSessions.createdAt), desc(chatSessions.id))
    .limit(1)
  if (latest && !(await hasMessages(db, latest.id))) {
    await db.delete(chatSessions).where(ownSession(userId, latest.id))
  }
}

/**
 * A session's messages in the order they were sent (SPEC.md 7); with `limit`, only the most recent
 * ones, still oldest first.
 */
export async function listMessages(db: Database, sessionId: string, limit?: number) {
  const query = db.select(messageColumns).from(messages).where(eq(messages.sessionId, sessionId))
  if (limit === undefined) return query.orderBy(asc(messages.createdAt), asc(messages.id))
  const recent = await query.orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit)
  return recent.reverse()
}

/** One of the person's messages in a session, or a 404. */
async function requireMessage(db: Database, userId: string, sessionId: string, id: string) {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.sessionId, sessionId), eq(messages.userId, userId)))
  if (!row) throw new AppError('not_found', MESSAGE_NOT_FOUND)
  return row
}

/**
 * Stores a message in one of the person's sessions and touches the session: the first user message
 * titles it (SPEC.md 4). Returns null when the id is already taken.
 */
export async function addMessage(db: Database, userId: string, sessionId: string, input: NewMessageInput) {
  const { id = randomUUID(), content, sender, type, language, audioUrl } = input
  const [created] = await db
    .insert(messages)
    .values({ id, sessionId, userId, content, sender, type, language: language ?? null, audioUrl: audioUrl || null })
    .onConflictDoNothing({ target: messages.id })
    .returning(messageColumns)
  if (!created) return null
  const [earlierUserMessage] =
    sender === 'user'
      ? await db
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.sessionId, sessionId), eq(messages.sender, 'user'), ne(messages.id, id)))
          .limit(1)
      : [undefined]
  const firstUserMessage = sender === 'user' && !earlierUserMessage
  await db
    .update(chatSessions)
    .set({
      updatedAt: new Date(),
      // The first user message names the chat, unless the person already gave it a name.
      ...(firstUserMessage
        ? {
            title: sql`case when ${chatSessions.title} = ${DEFAULT_CHAT_TITLE} then ${chatTitle(content)} else ${chatSessions.title} end`,
          }
        : {}),
    })
    .where(ownSession(userId, sessionId))
  return created
}

/** GET, POST, PATCH and DELETE /api/chat-sessions, and their messages: the signed-in person's chats (SPEC.md 3, 4, 7). */
export const chatSessionsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c)
    return c.json({ sessions: await listChatSessions(c.var.db, user.id) })
  })
  .post('/', validate('json', newChatSessionInput), async (c) => {
    const user = requireUser(c)
    const { id = randomUUID() } = c.req.valid('json')
    const db = c.var.db
    // A retried New Chat answers with the session it made (never deleting it as "empty"); a taken
    // id of someone else's is a 409.
    const [taken] = await db.select({ userId: chatSessions.userId }).from(chatSessions).where(eq(chatSessions.id, id))
    if (taken) return c.json({ session: await ownOrIdTaken(requireChatSession(db, user.id, id)) }, 200)
    await deleteEmptyLatestSession(db, user.id)
    const [created] = await db
      .insert(chatSessions)
      .values({ id, userId: user.id, title: DEFAULT_CHAT_TITLE })
      .onConflictDoNothing({ target: chatSessions.id })
      .returning(sessionColumns)
    if (created) return c.json({ session: created }, 201)
    return c.json({ session: await ownOrIdTaken(requireChatSession(db, user.id, id)) }, 200)
  })
  .patch('/:id', validateIdParam(NOT_FOUND), validate('json', chatSessionUpdate), async (c) => {
    const user = requireUser(c)
    const [updated] = await c.var.db
      .update(chatSessions)
      .set({ title: c.req.valid('json').title, updatedAt: new Date() })
      .where(ownSession(user.id, c.req.valid('param').id))
      .returning(sessionColumns)
    if (!updated) throw new AppError('not_found', NOT_FOUND)
    return c.json({ session: updated })
  })
  .delete('/:id', validateIdParam(NOT_FOUND), async (c) => {
    const user = requireUser(c)
    const id = c.req.valid('param').id
    // The chat's voice recordings go with it; their addresses are read before the messages go.
    const recorded = await c.var.db
      .select({ audioUrl: messages.audioUrl })
      .from(messages)
      .where(and(eq(messages.sessionId, id), eq(messages.userId, user.id), isNotNull(messages.audioUrl)))
    const [deleted] = await c.var.db
      .delete(chatSessions)
      .where(ownSession(user.id, id))
      .returning({ id: chatSessions.id })
    if (!deleted) throw new AppError('not_found', NOT_FOUND)
    await deleteRecordings(
      c.var.photoStore,
      user.id,
      recorded.flatMap((row) => (row.audioUrl ? [row.audioUrl] : [])),
    ).catch((error: unknown) => c.var.logger.error({ err: error }, 'could not delete the recordings of a chat'))
    return c.body(null, 204)
  })
  .get('/:id/messages', validateIdParam(NOT_FOUND), validate('query', messagesQuery), async (c) => {
    const user = requireUser(c)
    const session = await requireChatSession(c.var.db, user.id, c.req.valid('param').id)
    return c.json({ messages: await listMessages(c.var.db, session.id, c.req.valid('query').limit) })
  })
  .post('/:id/messages', validateIdParam(NOT_FOUND), validate('json', newMessageInput), async (c) => {
    const user = requireUser(c)
    const db = c.var.db
    const session = await requireChatSession(db, user.id, c.req.valid('param').id)
    const input = c.req.valid('json')
    const created = await addMessage(db, user.id, session.id, input)
    if (created) return c.json({ message: created }, 201)
    // The client's id is taken: a retried send answers with the stored message and changes nothing;
    // an id of someone else's message is a 409.
    return c.json({ message: await ownOrIdTaken(requireMessage(db, user.id, session.id, input.id!)) }, 200)
  })
