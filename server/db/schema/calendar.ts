import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { DEFAULT_TIME_ZONE } from '#shared/calendar/parse.ts'
import { addedBy, ownerId, timestamps } from './columns.ts'

/** The built-in calendar, used when no Google Calendar is connected. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    summary: text('summary').notNull(),
    description: text('description'),
    addedBy: addedBy(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** A whole-day event: start_at and end_at are the starts of its first day and of the day after its last, in time_zone. */
    allDay: boolean('all_day').notNull().default(false),
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /** RRULE lines, as Google Calendar's recurrence field holds them. */
    recurrence: text('recurrence').array(),
    reminders: jsonb('reminders'),
    ...timestamps,
  },
  (table) => [index('calendar_events_user_id_idx').on(table.userId, table.startAt)],
)

export const googleCalendarTokens = pgTable(
  'google_calendar_tokens',
  {
    userId: ownerId().primaryKey(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('google_calendar_tokens_user_id_idx').on(table.userId)],
)

/** Each person's private calendar-feed link (an .ics address other calendar apps subscribe to). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: ownerId().primaryKey(),
    /** The unguessable part of the link; a new one revokes the old link. */
    secret: text('secret').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('calendar_feeds_secret_idx').on(table.secret)],
)

/**
 * The appointment reminders sent, one row per occurrence of an event: written with the reminder's
 * queued sends, so each occurrence is reminded of once across servers and restarts.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    userId: ownerId(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ name: 'appointment_reminders_pk', columns: [table.eventId, table.occurrenceStart] }),
    index('appointment_reminders_created_idx').on(table.createdAt),
    index('appointment_reminders_user_id_idx').on(table.userId),
  ],
)
