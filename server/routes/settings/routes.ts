import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { z } from 'zod'
import {
  displaySettingsInput,
  languageSettingsInput,
  notificationSettingsInput,
  securitySettingsInput,
} from '#shared/schemas/settings.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import type { Database } from '#server/db/client.ts'
import { userSettings } from '#server/db/schema/index.ts'
import { validate } from '#server/http/validate.ts'

/** The user_settings columns, one JSON value per settings group (SPEC.md 3). */
type SettingsColumn = 'languageSettings' | 'securitySettings' | 'notificationSettings' | 'displaySettings'

/** A stored group read through its schema; null when never saved (or no longer readable). */
function readGroup<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> | null {
  if (value == null) return null
  const result = schema.safeParse(value)
  return result.success ? result.data : null
}

/** The person's four settings groups, each null when never saved. */
export async function getSettings(db: Database, userId: string) {
  const [row] = await db
    .select({
      languageSettings: userSettings.languageSettings,
      securitySettings: userSettings.securitySettings,
      notificationSettings: userSettings.notificationSettings,
      displaySettings: userSettings.displaySettings,
    })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
  return {
    languageSettings: readGroup(languageSettingsInput, row?.languageSettings),
    securitySettings: readGroup(securitySettingsInput, row?.securitySettings),
    notificationSettings: readGroup(notificationSettingsInput, row?.notificationSettings),
    displaySettings: readGroup(displaySettingsInput, row?.displaySettings),
  }
}

/** Saves one settings group in the person's single user_settings row, making the row if needed. */
export async function saveSettingsGroup<Value>(db: Database, userId: string, column: SettingsColumn, value: Value) {
  await db
    .insert(userSettings)
    .values({ userId, [column]: value })
    .onConflictDoUpdate({ target: userSettings.userId, set: { [column]: value, updatedAt: sql`now()` } })
  return value
}

/**
 * GET /api/settings and PUT /api/settings/{language,security,notification,display}: the signed-in
 * person's settings, one whole group per save (SPEC.md 3, 7); any other group falls to the API's 404.
 */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c)
    return c.json(await getSettings(c.var.db, user.id))
  })
  .put('/language', validate('json', languageSettingsInput), async (c) => {
    const user = requireUser(c)
    return c.json({ settings: await saveSettingsGroup(c.var.db, user.id, 'languageSettings', c.req.valid('json')) })
  })
  .put('/security', validate('json', securitySettingsInput), async (c) => {
    const user = requireUser(c)
    return c.json({ settings: await saveSettingsGroup(c.var.db, user.id, 'securitySettings', c.req.valid('json')) })
  })
  .put('/notification', validate('json', notificationSettingsInput), async (c) => {
    const user = requireUser(c)
    const settings = c.req.valid('json')
    return c.json({ settings: await saveSettingsGroup(c.var.db, user.id, 'notificationSettings', settings) })
  })
  .put('/display', validate('json', displaySettingsInput), async (c) => {
    const user = requireUser(c)
    return c.json({ settings: await saveSettingsGroup(c.var.db, user.id, 'displaySettings', c.req.valid('json')) })
  })
