import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { ownerId, timestamps } from './columns.ts'

/**
 * A browser or phone where the person allowed Sage's notifications: the push service's address
 * for it and its keys (Web Push). A push service that answers "gone" removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The app language the device was using, for the words of its notifications. */
    language: text('language'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('push_subscriptions_user_id_idx').on(table.userId)],
)
