import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { z } from 'zod'
import {
  type SettingsGroupName,
  displaySettingsInput,
  languageSettingsInput,
  notificationSettingsInput,
  securitySettingsInput,
  settingsChangedAtQuery,
} from '#shared/schemas/settings.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import type { Database } from '#server/db/client.ts'
import { userSettings } from '#server/db/schema/index.ts'
import { validate } from '#server/http/validate.ts'

/** Each settings group: its user_settings column (one JSON value per group, SPEC.md 3) and its schema. */
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

/** The person's four settings groups, each null when never saved, and when each was last changed. */
export async function getSettings(db: Database, userId: string) {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId))
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
  userId: string,
  name: Name,
  value: z.infer<(typeof GROUPS)[Name]['schema']>,
  changedAt?: Date,
) {
  const now = new Date()
  const stamp = (changedAt && changedAt < now ? changedAt : now).toISOString()
  const { column } = GROUPS[name]
  const [saved] = await db
    .insert(userSettings)
    .values({ userId, [column]: value, changedAt: { [name]: stamp } })
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
  const stored = await getSettings(db, userId)
  return { settings: stored[GROUPS[name].column] as typeof value, changedAt: stored.changedAt[name] ?? stamp }
}

/** The time a change kept on a device was made, from PUT's ?changedAt=. */
const madeAt = (query: { changedAt?: string }) => (query.changedAt ? new Date(query.changedAt) : undefined)

/**
 * GET /api/settings and PUT /api/settings/{language,security,notification,display}: the signed-in
 * person's settings, one whole group per save (SPEC.md 3, 7); any other group falls to the API's 404.
 * Each save answers with the group the account now holds and when it was changed.
 */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c)
    return c.json(await getSettings(c.var.db, user.id))
  })
  .put('/language', validate('json', languageSettingsInput), validate('query', settingsChangedAtQuery), async (c) => {
    const user = requireUser(c)
    const when = madeAt(c.req.valid('query'))
    return c.json(await saveSettingsGroup(c.var.db, user.id, 'language', c.req.valid('json'), when))
  })
  .put('/security', validate('json', securitySettingsInput), validate('query', settingsChangedAtQuery), async (c) => {
    const user = requireUser(c)
    const when = madeAt(c.req.valid('query'))
    return c.json(await saveSettingsGroup(c.var.db, user.id, 'security', c.req.valid('json'), when))
  })
  .put(
    '/notification',
    validate('json', notificationSettingsInput),
    validate('query', settingsChangedAtQuery),
    async (c) => {
      const user = requireUser(c)
      const when = madeAt(c.req.valid('query'))
      return c.json(await saveSettingsGroup(c.var.db, user.id, 'notification', c.req.valid('json'), when))
    },
  )
  .put('/display', validate('json', displaySettingsInput), validate('query', settingsChangedAtQuery), async (c) => {
    const user = requireUser(c)
    const when = madeAt(c.req.valid('query'))
    return c.json(await saveSettingsGroup(c.var.db, user.id, 'display', c.req.valid('json'), when))
  })
