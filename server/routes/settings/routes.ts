import { Hono } from 'hono'
import {
  displaySettingsInput,
  languageSettingsInput,
  notificationSettingsInput,
  securitySettingsInput,
  settingsChangedAtQuery,
} from '#shared/schemas/settings.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireScope } from '#server/data/scope.ts'
import { getSettings, saveSettingsGroup } from '#server/settings/settings.ts'
import { followSwitch } from '#server/check-in/check-in.ts'
import { validate } from '#server/http/validate.ts'

/** The time a change kept on a device was made, from PUT's ?changedAt=. */
const madeAt = (query: { changedAt?: string }) => (query.changedAt ? new Date(query.changedAt) : undefined)

/**
 * GET /api/settings and PUT /api/settings/{language,security,notification,display}: the signed-in
 * person's settings, one whole group per save (product.md 3, 7); any other group falls to the API's 404.
 * Each save answers with the group the account now holds and when it was changed.
 */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    return c.json(await getSettings(c.var.db, await requireScope(c, 'own')))
  })
  .put('/language', validate('json', languageSettingsInput), validate('query', settingsChangedAtQuery), async (c) => {
    const when = madeAt(c.req.valid('query'))
    return c.json(
      await saveSettingsGroup(c.var.db, await requireScope(c, 'own'), 'language', c.req.valid('json'), when),
    )
  })
  .put('/security', validate('json', securitySettingsInput), validate('query', settingsChangedAtQuery), async (c) => {
    const when = madeAt(c.req.valid('query'))
    return c.json(
      await saveSettingsGroup(c.var.db, await requireScope(c, 'own'), 'security', c.req.valid('json'), when),
    )
  })
  .put(
    '/notification',
    validate('json', notificationSettingsInput),
    validate('query', settingsChangedAtQuery),
    async (c) => {
      const when = madeAt(c.req.valid('query'))
      const scope = await requireScope(c, 'own')
      const saved = await saveSettingsGroup(c.var.db, scope, 'notification', c.req.valid('json'), when)
      // The daily check-in follows its switch.
      await followSwitch(c.var.db, scope.ownerId, saved.settings.dailyCheckIns)
      return c.json(saved)
    },
  )
  .put('/display', validate('json', displaySettingsInput), validate('query', settingsChangedAtQuery), async (c) => {
    const when = madeAt(c.req.valid('query'))
    return c.json(await saveSettingsGroup(c.var.db, await requireScope(c, 'own'), 'display', c.req.valid('json'), when))
  })
