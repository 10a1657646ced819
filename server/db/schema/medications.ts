import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import type { MedicationSchedule } from '#shared/medications/schedule.ts'
import { addedBy, ownerId, timestamps } from './columns.ts'

/** A medication the person takes: what, how much, when (in their time zone), and how Sage watches it. */
export const medications = pgTable(
  'medications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    addedBy: addedBy(),
    name: text('name').notNull(),
    dose: text('dose'),
    purpose: text('purpose'),
    schedule: jsonb('schedule').$type<MedicationSchedule>().notNull(),
    /** any, with or without food. */
    food: text('food', { enum: ['any', 'with', 'without'] })
      .notNull()
      .default('any'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    pillsLeft: integer('pills_left'),
    pillsPerDose: integer('pills_per_dose').notNull().default(1),
    /** Minutes after its time a dose not marked is missed. */
    missedAfterMinutes: integer('missed_after_minutes').notNull().default(60),
    /** A missed dose of an important medication is told to the people who agreed to hear. */
    important: boolean('important').notNull().default(false),
    /** The zone its times are in. */
    timeZone: text('time_zone').notNull(),
    /** Doses are written ahead up to this instant (the planner's mark). */
    plannedUntil: timestamp('planned_until', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('medications_user_id_idx').on(table.userId, table.createdAt),
    index('medications_planned_until_idx').on(table.plannedUntil),
  ],
)

/**
 * One dose of a medication, written ahead by the planner. Its state moves upcoming → due (a
 * reminder) → missed (a second reminder; for an important medication, then an alert), unless the
 * person answers: taken, skipped or snoozed. `next_step_at` is when the scheduler next looks at it
 * (null: nothing more to do); each step is claimed by one server.
 */
export const medicationDoses = pgTable(
  'medication_doses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    /** The day and clock time the dose is for, in the medication's zone. */
    date: date('date').notNull(),
    time: text('time').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: ['upcoming', 'due', 'snoozed', 'taken', 'skipped', 'missed'] })
      .notNull()
      .default('upcoming'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The family member who marked it, by name; null when the person did. */
    answeredBy: text('answered_by'),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    missedAt: timestamp('missed_at', { withTimezone: true }),
    /** How many reminders went out for it. */
    reminders: integer('reminders').notNull().default(0),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique('medication_doses_slot_unique').on(table.medicationId, table.date, table.time),
    index('medication_doses_user_due_idx').on(table.userId, table.dueAt),
    index('medication_doses_next_step_idx')
      .on(table.nextStepAt)
      .where(sql`${table.nextStepAt} is not null`),
  ],
)
