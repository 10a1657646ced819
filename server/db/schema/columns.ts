import { text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/** created_at and updated_at, on every table. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}

/** The owning user's id; deleting the user deletes the row. */
export const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/**
 * Who added a row for its owner: the name of the family member who did (the family circle), or
 * null when the owner added it themselves. Kept as it was then, so it still says who after a link ends.
 */
export const addedBy = () => text('added_by')
