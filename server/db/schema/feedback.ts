import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { timestamps } from './columns.ts'

/** Support messages; user_id is null when sent signed out. */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    ...timestamps,
  },
  (table) => [index('feedback_messages_user_id_idx').on(table.userId)],
)
