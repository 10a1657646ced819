import { sql } from 'drizzle-orm'
import { boolean, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { ownerId, timestamps } from './columns.ts'

/**
 * A person's daily check-in: the time they are usually up by, in their zone, and who should know
 * if they do not answer; its pause; the last sign of life Sage had; and where today's check-in
 * stands. `state` moves waiting → asked (the person was asked "Are you OK?") → alerted (the people
 * they chose were told), unless a sign of life makes it ok. `next_step_at` is when the scheduler
 * next looks (null: off, or paused with no end); each step is claimed by one server.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    userId: ownerId().primaryKey(),
    on: boolean('on').notNull().default(false),
    /** "HH:MM": the time they are usually up by. */
    by: text('by').notNull().default('10:00'),
    timeZone: text('time_zone').notNull(),
    paused: boolean('paused').notNull().default(false),
    /** The last day of a pause, in the zone; null with `paused`: until they come back. */
    pausedUntil: date('paused_until'),
    /**
     * Who is told, by id (contacts and family members who agreed to alerts); null: everyone who
     * agreed, including those who agree later.
     */
    recipients: jsonb('recipients').$type<string[]>(),
    lastSignAt: timestamp('last_sign_at', { withTimezone: true }),
    /** chat, dose, button, link: what the last sign of life was. */
    lastSignKind: text('last_sign_kind'),
    /** The day (in the zone) the check-in is watching, and where it stands. */
    day: date('day'),
    state: text('state', { enum: ['waiting', 'asked', 'alerted', 'ok'] })
      .notNull()
      .default('waiting'),
    askedAt: timestamp('asked_at', { withTimezone: true }),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    /** The alerts of the last missed check-in, to tell the same people when all is well. */
    alertGroupId: uuid('alert_group_id'),
    okAt: timestamp('ok_at', { withTimezone: true }),
    /** Who said all is well: the person, or someone they chose (from the link in the alert). */
    okBy: text('ok_by', { enum: ['person', 'family'] }),
    /** The link in the mail asking the person, and the one in the alert mails: new each day. */
    personToken: text('person_token').unique('check_ins_person_token_unique'),
    familyToken: text('family_token').unique('check_ins_family_token_unique'),
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('check_ins_next_step_idx')
      .on(table.nextStepAt)
      .where(sql`${table.nextStepAt} is not null`),
  ],
)
