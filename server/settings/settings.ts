import { eq, sql } from 'drizzle-orm'
import { type ChatLanguage, defaultChatLanguage, toChatLanguage } from '#shared/chat/chat-languages.ts'
import type { z } from 'zod'
import {
  type SettingsGroupName,
  displaySettingsInput,
  languageSettingsInput,
  notificationSettingsInput,
  securitySettingsInput,
} from '#shared/schemas/settings.ts'
import type { Scope } from '#server/data/scope.ts'
import type { Database } from '#server/db/client.ts'
import { userSettings, users } from '#server/db/schema/index.ts'

/** Each settings group: its user_settings column (one JSON value per group) and its schema. */
const GROUPS = {
  language: { column: 'languageSettings', schema: languageSettingsInput },
  security: { column: 'securitySettings', schema: securitySettingsInput },
  notification: { column: 'notificationSettings', schema: notificationSettingsInput },
  display: { column: 'displaySettings', schema: displaySettingsInput },
} as const

/** A stored group read through its schema; null when never saved (or no longer readable). */
function readGroup<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> | null {
  if (value == null) return null
  const result = schema.safeParse(value)
  return result.success ? result.data : null
}

/** The app language in a stored language-settings value; null when never chosen (or unreadable). */
export const chosenLanguage = (stored: unknown): string | null =>
  readGroup(languageSettingsInput, stored)?.selectedLanguage ?? null

/**
 * The app language chosen by whoever has an account at `address` (any case), for mail written to
 * them: null when no one does, or they never chose one.
 */
export async function languageOfAddress(db: Database, address: string): Promise<string | null> {
  const [row] = await db
    .select({ settings: userSettings.languageSettings })
    .from(users)
    .innerJoin(userSettings, eq(userSettings.userId, users.id))
    .where(sql`lower(${users.email}) = lower(${address.trim()})`)
    .limit(1)
  return chosenLanguage(row?.settings)
}

/** The person's four settings groups, each null when never saved, and when each was last changed. */
export async function getSettings(db: Database, scope: Scope) {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, scope.ownerId))
  return {
    languageSettings: readGroup(languageSettingsInput, row?.languageSettings),
    securitySettings: readGroup(securitySettingsInput, row?.securitySettings),
    notificationSettings: readGroup(notificationSettingsInput, row?.notificationSettings),
    displaySettings: readGroup(displaySettingsInput, row?.displaySettings),
    changedAt: row?.changedAt ?? {},
  }
}

/**
 * Saves one settings group in the person's single user_settings row, making the row if needed.
 * `changedAt` is when the person made the change, for a change kept on a device and sent later:
 * when the account holds a newer one, the account's stays, and is what this answers with. A
 * change sent as it is made counts as made now.
 */
export async function saveSettingsGroup<Name extends SettingsGroupName>(
  db: Database,
  scope: Scope,
  name: Name,
  value: z.infer<(typeof GROUPS)[Name]['schema']>,
  changedAt?: Date,
) {
  const now = new Date()
  const stamp = (changedAt && changedAt < now ? changedAt : now).toISOString()
  const { column } = GROUPS[name]
  const [saved] = await db
    .insert(userSettings)
    .values({ userId: scope.ownerId, [column]: value, changedAt: { [name]: stamp } })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: {
        [column]: value,
        changedAt: sql`coalesce(${userSettings.changedAt}, '{}'::jsonb) || ${JSON.stringify({ [name]: stamp })}::jsonb`,
        updatedAt: sql`now()`,
      },
      // Only an older (or no) change on the account gives way to one made earlier on a device.
      ...(changedAt
        ? {
            setWhere: sql`coalesce((${userSettings.changedAt} ->> ${name})::timestamptz, '-infinity'::timestamptz) <= ${stamp}::timestamptz`,
          }
        : {}),
    })
    .returning({ id: userSettings.id })
  if (saved) return { settings: value, changedAt: stamp }
  const stored = await getSettings(db, scope)
  return { settings: stored[GROUPS[name].column] as typeof value, changedAt: stored.changedAt[name] ?? stamp }
}

/**
 * The chat language to write to a person in when they are not there to say (a reminder, an alert
 * about them): their app language, English when they never chose one.
 */
export async function personLanguage(db: Database, userId: string): Promise<ChatLanguage> {
  const [row] = await db
    .select({ settings: userSettings.languageSettings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
  return chatLanguageOfSettings(row?.settings)
}

/** The chat language of a stored language-settings value: English when none was chosen. */
export const chatLanguageOfSettings = (stored: unknown): ChatLanguage =>
  toChatLanguage(chosenLanguage(stored)) ?? defaultChatLanguage
