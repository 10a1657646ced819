import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { addedBy, ownerId, timestamps } from './columns.ts'

/** What the person wants to ask at their next doctor's visit ("ask the doctor about my knee"). */
export const doctorQuestions = pgTable(
  'doctor_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    text: text('text').notNull(),
    addedBy: addedBy(),
    ...timestamps,
  },
  (table) => [index('doctor_questions_user_id_idx').on(table.userId, table.createdAt)],
)

/**
 * A download of everything the person has in Sage, built in the background: waiting → working
 * (with `done` of `total` items) → ready (a zip in the file store, fetched with a secret link until
 * `expires_at`) or failed. `claimed_until` is how long the server building it holds it: a server
 * that stops mid-way lets go, and another (or the same, restarted) starts it again.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    state: text('state', { enum: ['waiting', 'working', 'ready', 'failed'] })
      .notNull()
      .default('waiting'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** The zip's key in the file store, once built. */
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('data_exports_user_id_idx').on(table.userId, table.createdAt),
    index('data_exports_waiting_idx')
      .on(table.claimedUntil)
      .where(sql`${table.state} in ('waiting', 'working')`),
  ],
)

/**
 * An account being deleted. When it is written the person's sign-in and sessions are gone, their
 * address is retired from the account and their family links have ended; the rest (Google's
 * token revoked, family told, files removed, every row) is done in the background,
 * step by step, by whichever server claims it, and taken up again after a restart. The row itself
 * is removed last, so nothing of the person remains. No foreign key: it outlives the user row by a
 * moment.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    /** The account's address and name when deletion was asked (the account's own address is then retired). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The app language to write the last mails in. */
    language: text('language').notNull(),
    /** The family members still to be told their link ended (user ids); each is taken off once mailed. */
    toTell: jsonb('to_tell').$type<string[]>().notNull().default([]),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('account_deletions_user_id_idx').on(table.userId)],
)
