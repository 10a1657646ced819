import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { timestamps } from './columns.ts'

/**
 * A family member linked to the older person they look after (the family circle). It starts as an
 * invitation by e-mail, from either side: `person_id` or `caretaker_id` is the inviter, and the
 * other is filled in when the invited person accepts. Nothing is shared until the person chooses
 * areas; either side may end the link, which keeps the row (ended) for the person's log.
 */
export const careLinks = pgTable(
  'care_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The older person whose data may be shared. */
    personId: text('person_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The family member who may see what the person shares. */
    caretakerId: text('caretaker_id').references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The invited address, as typed (compared without regard to case). */
    invitedEmail: text('invited_email').notNull(),
    /** SHA-256 of the e-mailed token, while the invitation is open. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The areas the person shares (see shared/family/areas.ts). */
    areas: text('areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whether the family member agreed to be e-mailed alerts (when the person shares them). */
    alertMails: boolean('alert_mails').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('care_links_person_id_idx').on(table.personId),
    index('care_links_caretaker_id_idx').on(table.caretakerId),
    uniqueIndex('care_links_token_hash_idx').on(table.tokenHash),
    check('care_links_inviter_is_a_side', sql`${table.invitedBy} in (${table.personId}, ${table.caretakerId})`),
  ],
)

/**
 * What a family member looked at or changed of the person's data, for the person's log in
 * Settings > Family: one row per request made for them.
 */
export const careAccessLog = pgTable(
  'care_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => careLinks.id, { onDelete: 'cascade' }),
    /** The person whose data it was. */
    personId: text('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The family member who acted. */
    actorId: text('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    /** 'read' for a look, 'change' for anything that alters the data. */
    action: text('action').notNull(),
    /** The request, as method and path (no query, no body). */
    request: text('request').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('care_access_log_person_id_idx').on(table.personId, table.createdAt)],
)
