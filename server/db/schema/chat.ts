import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { ownerId, timestamps } from './columns.ts'
import { photos } from './personal.ts'

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text('title').notNull().default('New Conversation'),
    language: text('language').notNull().default('english'),
    userStyle: jsonb('user_style'),
    ...timestamps,
  },
  (table) => [index('chat_sessions_user_id_idx').on(table.userId, table.updatedAt)],
)

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    content: text('content').notNull(),
    sender: text('sender', { enum: ['user', 'assistant'] }).notNull(),
    type: text('type', { enum: ['text', 'voice'] })
      .notNull()
      .default('text'),
    audioUrl: text('audio_url'),
    language: text('language'),
    /** A photo Sage showed with its message ("show me a photo of the grandchildren"). */
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('messages_session_id_idx').on(table.sessionId, table.createdAt),
    index('messages_user_id_idx').on(table.userId),
  ],
)

/** Language and style preferences per chat session (product.md 3, user_preferences). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    languagePreferences: jsonb('language_preferences').notNull(),
    stylePreferences: jsonb('style_preferences').notNull(),
    ...timestamps,
  },
  (table) => [index('user_preferences_user_id_idx').on(table.userId)],
)
