import { date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { addedBy, ownerId, timestamps } from './columns.ts'

export const medicalRecords = pgTable(
  'medical_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    type: text('type').notNull(),
    addedBy: addedBy(),
    title: text('title').notNull(),
    doctor: text('doctor'),
    date: date('date').notNull(),
    status: text('status'),
    notes: text('notes'),
    ...timestamps,
  },
  (table) => [index('medical_records_user_id_idx').on(table.userId, table.createdAt)],
)

/** Photos are files (product.md 13); the row holds where they are, never the image data. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    storageKey: text('storage_key').notNull(),
    addedBy: addedBy(),
    caption: text('caption').notNull().default(''),
    /** What the person told Sage about the photo ("That's Tom and Lily at the lake"). */
    story: text('story').notNull().default(''),
    date: text('date').notNull(),
    width: integer('width'),
    height: integer('height'),
    ...timestamps,
  },
  (table) => [index('photos_user_id_idx').on(table.userId, table.createdAt)],
)

/** Emergency contacts live on the server when signed in (product.md 13). */
export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    addedBy: addedBy(),
    email: text('email'),
    phone: text('phone'),
    /** Alerts by e-mail when the person may need help: off, pending (asked, not yet confirmed) or on. */
    alerts: text('alerts', { enum: ['off', 'pending', 'on'] })
      .notNull()
      .default('off'),
    /** The secret in the contact's confirm and stop links; replaced on every new request. */
    alertToken: text('alert_token').unique('emergency_contacts_alert_token_unique'),
    /** The contact's own language, as their browser said when they confirmed; null until then. */
    language: text('language'),
    ...timestamps,
  },
  (table) => [index('emergency_contacts_user_id_idx').on(table.userId)],
)

/** One row per user, one JSON column per settings group (product.md 3, user_settings). */
export const userSettings = pgTable(
  'user_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId().unique('user_settings_user_id_unique'),
    languageSettings: jsonb('language_settings'),
    securitySettings: jsonb('security_settings'),
    notificationSettings: jsonb('notification_settings'),
    displaySettings: jsonb('display_settings'),
    /** When each group was last changed by the person, { display: ISO time, ... }: the newest change wins. */
    changedAt:
      jsonb('changed_at').$type<Partial<Record<'language' | 'security' | 'notification' | 'display', string>>>(),
    ...timestamps,
  },
  (table) => [index('user_settings_user_id_idx').on(table.userId)],
)
