import { z } from './zod.ts'
import {
  CHAT_SESSIONS_PAGE_MAX,
  CHAT_TITLE_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  MESSAGES_LIMIT_MAX,
} from '#shared/limits.ts'
import { chatLanguages } from '#shared/chat/chat-languages.ts'
import { requiredText } from './feedback.ts'
import { timeZoneName } from './calendar.ts'
import { clientId } from './ids.ts'

/** Who wrote a chat message (product.md 3). */
export const messageSenders = ['user', 'assistant'] as const
export type MessageSender = (typeof messageSenders)[number]

/** How a chat message was sent (product.md 3). */
export const messageTypes = ['text', 'voice'] as const
export type MessageType = (typeof messageTypes)[number]

/** A new chat session (New Chat), with an optional client-generated id. */
export const newChatSessionInput = z.strictObject({ id: clientId })
export type NewChatSessionInput = z.infer<typeof newChatSessionInput>

/**
 * A page of the chat list, most recently used first: `?limit=N` chats (the page's largest when not
 * given), `&after=<chat id>` the ones after that chat, `&q=` only chats whose title holds those
 * words, and `&untitled=1` chats not yet named as well (the screen shows them under a name in the
 * person's language, which the server does not know).
 */
export const chatSessionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CHAT_SESSIONS_PAGE_MAX).optional(),
  after: z.uuid().optional(),
  q: z.string().trim().max(CHAT_TITLE_MAX_LENGTH).optional(),
  untitled: z.literal('1').optional(),
})
export type ChatSessionsQuery = z.infer<typeof chatSessionsQuery>

/** A session renamed by the person. */
export const chatSessionUpdate = z.strictObject({ title: requiredText(CHAT_TITLE_MAX_LENGTH) })
export type ChatSessionUpdate = z.infer<typeof chatSessionUpdate>

/** A chat message to store (product.md 3, 7), with an optional client-generated id. */
export const newMessageInput = z.strictObject({
  id: clientId,
  content: requiredText(MESSAGE_MAX_LENGTH),
  sender: z.enum(messageSenders),
  type: z.enum(messageTypes).default('text'),
  language: z.enum(chatLanguages).nullish(),
  audioUrl: z.string().trim().max(2000).nullish(),
})
export type NewMessageInput = z.infer<typeof newMessageInput>

/**
 * `?limit=N`: only the most recent N messages (product.md 7, recent messages); `&before=<message
 * id>`: the N just before that message, the page above the ones already shown.
 */
export const messagesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MESSAGES_LIMIT_MAX).optional(),
  before: z.uuid().optional(),
})
export type MessagesQuery = z.infer<typeof messagesQuery>

/** A message for the assistant to answer (POST /api/chat-sessions/:id/reply), with an optional client id. */
export const replyInput = z.strictObject({
  id: clientId,
  text: requiredText(MESSAGE_MAX_LENGTH),
  /** The language the person's screen is in: Sage starts a new chat in it. */
  language: z.enum(chatLanguages).optional(),
  /** A voice message (its words as heard) or a typed one. */
  type: z.enum(messageTypes).default('text'),
  /** A voice message's recording, as stored by POST /api/recordings. */
  audioUrl: z.string().trim().max(2000).nullish(),
  /** The person's time zone (their browser's), for calendar requests; one the server does not know is ignored. */
  timeZone: timeZoneName.optional().catch(undefined),
})
export type ReplyInput = z.infer<typeof replyInput>
