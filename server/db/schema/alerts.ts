import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { ownerId, timestamps } from './columns.ts'
import { emergencyContacts } from './personal.ts'

/**
 * An alert to one contact, or one family member, about one emergency message. The alerts of one message share a group;
 * they wait until `due_at` (two minutes, unless the person taps "Tell them now" or says they are
 * fine), and the sender claims each once (status scheduled → sending → sent), across instances.
 */
export const emergencyAlerts = pgTable(
  'emergency_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    groupId: uuid('group_id').notNull(),
    /** Who is told: an emergency contact who agreed, or a family member the person shares alerts with. */
    contactId: uuid('contact_id').references(() => emergencyContacts.id, { onDelete: 'cascade' }),
    caretakerId: text('caretaker_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What the person wrote, as the alert quotes it. */
    message: text('message').notNull(),
    /** What it is about: an emergency message (the detector's kind), 'missed-dose' or 'missed-check-in'. */
    kind: text('kind').notNull(),
    /** The time it is about when not the time it was made: the missed dose's time. */
    aboutAt: timestamp('about_at', { withTimezone: true }),
    /** The chat language and time zone when it was written, for a contact whose own language is unknown. */
    language: text('language').notNull(),
    timeZone: text('time_zone').notNull(),
    /** scheduled, sending, sent or cancelled. */
    status: text('status', { enum: ['scheduled', 'sending', 'sent', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the contact was told the person is fine again. */
    fineSentAt: timestamp('fine_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('emergency_alerts_one_recipient', sql`num_nonnulls(${table.contactId}, ${table.caretakerId}) = 1`),
    index('emergency_alerts_due_idx').on(table.status, table.dueAt),
    index('emergency_alerts_user_id_idx').on(table.userId, table.createdAt),
  ],
)
