import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gte, isNotNull, lte, ne, or, sql } from 'drizzle-orm'
import { DEFAULT_CHAT_TITLE, chatTitle } from '#shared/chat/titles.ts'
import type { ChatSessionsQuery, NewMessageInput } from '#shared/schemas/chat.ts'
import { CHAT_SESSIONS_PAGE_MAX, MESSAGES_LIMIT_MAX } from '#shared/limits.ts'
import { contains } from '#server/data/contains.ts'
import { afterRow } from '#server/data/cursor.ts'
import { ownedRecords } from '#server/data/owned-records.ts'
import type { Scope } from '#server/data/scope.ts'
import type { Database } from '#server/db/client.ts'
import { chatSessions, messages } from '#server/db/schema/index.ts'
import { AppError, ownOrIdTaken } from '#server/errors.ts'

/** The person's chats, most recently used first, read a page at a time. */
export const chatSessionsData = ownedRecords({
  table: chatSessions,
  columns: {
    id: chatSessions.id,
    title: chatSessions.title,
    language: chatSessions.language,
    updatedAt: chatSessions.updatedAt,
    createdAt: chatSessions.createdAt,
  },
  orderBy: [desc(chatSessions.updatedAt), desc(chatSessions.id)],
  pageBy: { time: chatSessions.updatedAt, descending: true },
  limit: CHAT_SESSIONS_PAGE_MAX,
  notFound: 'Chat session not found.',
})

const MESSAGE_NOT_FOUND = 'Message not found.'

/** A message as the chat reads it: its creation time is its timestamp. */
const messageColumns = {
  id: messages.id,
  content: messages.content,
  sender: messages.sender,
  type: messages.type,
  language: messages.language,
  audioUrl: messages.audioUrl,
  photoId: messages.photoId,
  timestamp: messages.createdAt,
}

/** A stored chat message. */
export type ChatMessage = NonNullable<Awaited<ReturnType<typeof addMessage>>>

const inScope = (scope: Scope, id: string) => and(eq(chatSessions.id, id), eq(chatSessions.userId, scope.ownerId))

/** Whether a session holds any message. */
export async function hasMessages(db: Database, sessionId: string) {
  const [row] = await db.select({ id: messages.id }).from(messages).where(eq(messages.sessionId, sessionId)).limit(1)
  return Boolean(row)
}

/**
 * Starts a chat under the client's id. New Chat first deletes the latest chat when it has no
 * messages, so empty chats do not pile up. A retried New Chat answers with the chat it made (never
 * deleting it as "empty"); an id taken by someone else's chat is a 409.
 */
export async function startChatSession(db: Database, scope: Scope, id: string = randomUUID()) {
  const [taken] = await db.select({ userId: chatSessions.userId }).from(chatSessions).where(eq(chatSessions.id, id))
  if (taken) return { session: await ownOrIdTaken(chatSessionsData.require(db, scope, id)), created: false }
  const [latest] = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(eq(chatSessions.userId, scope.ownerId))
    .orderBy(desc(chatSessions.createdAt), desc(chatSessions.id))
    .limit(1)
  if (latest && !(await hasMessages(db, latest.id))) await db.delete(chatSessions).where(inScope(scope, latest.id))
  const { record, created } = await chatSessionsData.createOnce(db, scope, id, { title: DEFAULT_CHAT_TITLE })
  return { session: record, created }
}

/**
 * A page of the person's chats, most recently used first (see `chatSessionsQuery`): with `q`, only
 * those whose title holds it, and with `untitled`, those not yet named as well.
 */
export function chatSessionsPage(db: Database, scope: Scope, query: ChatSessionsQuery) {
  const { limit, after, q, untitled } = query
  const named = q ? contains(chatSessions.title, q) : undefined
  const matching = named && untitled ? or(named, eq(chatSessions.title, DEFAULT_CHAT_TITLE)) : named
  return chatSessionsData.page(db, scope, { size: limit, after, matching })
}

/** Renames a chat. */
export const renameChatSession = (db: Database, scope: Scope, id: string, title: string) =>
  chatSessionsData.update(db, scope, id, { title, updatedAt: new Date() })

/**
 * Deletes a chat with its messages, and returns the addresses of its voice recordings (read before
 * the messages go) for the caller to delete from storage.
 */
export async function deleteChatSession(db: Database, scope: Scope, id: string): Promise<string[]> {
  const recorded = await db
    .select({ audioUrl: messages.audioUrl })
    .from(messages)
    .where(and(eq(messages.sessionId, id), eq(messages.userId, scope.ownerId), isNotNull(messages.audioUrl)))
  await chatSessionsData.remove(db, scope, id)
  return recorded.flatMap((row) => (row.audioUrl ? [row.audioUrl] : []))
}

/** Sets the language a chat is held in. */
export async function setChatLanguage(db: Database, scope: Scope, id: string, language: string) {
  await db.update(chatSessions).set({ language }).where(inScope(scope, id))
}

/**
 * A session's messages in the order they were sent; with `limit`, only the most recent ones (before
 * the message `before`, when given: the page above one already shown), still oldest first, and
 * whether older ones remain. The caller has checked the session is in scope.
 */
export async function listMessages(
  db: Database,
  sessionId: string,
  page: { limit?: number; before?: string } = {},
): Promise<{ messages: Awaited<ReturnType<typeof allMessages>>; more: boolean }> {
  const { limit, before } = page
  if (limit === undefined && before === undefined) return { messages: await allMessages(db, sessionId), more: false }
  const size = limit ?? MESSAGES_LIMIT_MAX
  const inChat = eq(messages.sessionId, sessionId)
  const recent = await db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        inChat,
        before
          ? afterRow(messages, { time: messages.createdAt, id: messages.id, descending: true }, before, inChat)
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(size + 1)
  return { messages: recent.slice(0, size).reverse(), more: recent.length > size }
}

/** Every message of a session, oldest first. */
const allMessages = (db: Database, sessionId: string) =>
  db
    .select(messageColumns)
    .from(messages)
    .where(eq(messages.sessionId, sessionId))
    .orderBy(asc(messages.createdAt), asc(messages.id))

/**
 * What a reply reads of its conversation, in one query: the last `context` messages of either
 * sender (oldest first), and the person's own last `own` messages (newest first), which may reach
 * further back. The caller has checked the session is in scope.
 */
export async function turnMessages(db: Database, sessionId: string, counts: { context: number; own: number }) {
  const newestFirst = sql`order by ${messages.createdAt} desc, ${messages.id} desc`
  const ranked = db
    .select({
      ...messageColumns,
      rank: sql<number>`row_number() over (${newestFirst})`.as('rank'),
      senderRank: sql<number>`row_number() over (partition by ${messages.sender} ${newestFirst})`.as('sender_rank'),
    })
    .from(messages)
    .where(eq(messages.sessionId, sessionId))
    .as('ranked')
  const rows = await db
    .select()
    .from(ranked)
    .where(or(lte(ranked.rank, counts.context), and(eq(ranked.sender, 'user'), lte(ranked.senderRank, counts.own))))
    .orderBy(asc(ranked.rank))
  // Ranks are bigints, which some drivers give as strings.
  const inContext = (row: (typeof rows)[number]) => Number(row.rank) <= counts.context
  const isOwn = (row: (typeof rows)[number]) => row.sender === 'user' && Number(row.senderRank) <= counts.own
  const message = ({ rank: _rank, senderRank: _senderRank, ...fields }: (typeof rows)[number]) => fields
  return { context: rows.filter(inContext).map(message).reverse(), own: rows.filter(isOwn).map(message) }
}

/** One of the person's messages in a session, or a 404. */
export async function requireMessage(db: Database, scope: Scope, sessionId: string, id: string) {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.sessionId, sessionId), eq(messages.userId, scope.ownerId)))
  if (!row) throw new AppError('not_found', MESSAGE_NOT_FOUND)
  return row
}

/**
 * Stores a message in one of the person's sessions and touches the session: the person's first
 * message names the chat, unless they already gave it a name. Returns null when the id is already
 * taken.
 */
export async function addMessage(
  db: Database,
  scope: Scope,
  sessionId: string,
  input: NewMessageInput & { photoId?: string },
) {
  const { id = randomUUID(), content, sender, type, language, audioUrl, photoId } = input
  const userId = scope.ownerId
  const [created] = await db
    .insert(messages)
    .values({
      id,
      sessionId,
      userId,
      content,
      sender,
      type,
      language: language ?? null,
      audioUrl: audioUrl || null,
      photoId: photoId ?? null,
    })
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
      ...(firstUserMessage
        ? {
            title: sql`case when ${chatSessions.title} = ${DEFAULT_CHAT_TITLE} then ${chatTitle(content)} else ${chatSessions.title} end`,
          }
        : {}),
    })
    .where(inScope(scope, sessionId))
  return created
}

/**
 * Stores a message, once: a retried send answers with the stored message and changes nothing; an
 * id of someone else's message is a 409.
 */
export async function addMessageOnce(db: Database, scope: Scope, sessionId: string, input: NewMessageInput) {
  const created = await addMessage(db, scope, sessionId, input)
  if (created) return { message: created, created: true }
  return { message: await ownOrIdTaken(requireMessage(db, scope, sessionId, input.id!)), created: false }
}

/**
 * Whether the person's message with this id is already stored in the session, and the reply that
 * followed it, if any; null when the id is new.
 */
export async function storedExchange(db: Database, scope: Scope, sessionId: string, id: string) {
  const [sent] = await db
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.sessionId, sessionId), eq(messages.userId, scope.ownerId)))
  if (!sent) return null
  const [reply] = await db
    .select({ content: messages.content, language: messages.language })
    .from(messages)
    .where(
      and(eq(messages.sessionId, sessionId), eq(messages.sender, 'assistant'), gte(messages.createdAt, sent.createdAt)),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(1)
  return { reply: reply ?? null }
}
