import { Hono } from 'hono'
import { pushEndpointInput, pushSubscriptionInput } from '#shared/schemas/push.ts'
import { LANGUAGE_HEADER } from '#shared/settings/language.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireScope } from '#server/data/scope.ts'
import { AppError } from '#server/errors.ts'
import { validate } from '#server/http/validate.ts'
import { removeSubscription, saveSubscription } from '#server/push/push.ts'

/**
 * GET /api/push/key: the key a browser subscribes with; POST and DELETE /api/push/subscriptions:
 * this device's notifications for the signed-in person, on and off.
 */
export const pushRoutes = new Hono<AppEnv>()
  .get('/key', (c) => {
    const publicKey = c.var.vapidPublicKey
    if (!publicKey) throw new AppError('not_found', 'Notifications are not set up on this server.')
    return c.json({ publicKey })
  })
  .post('/subscriptions', validate('json', pushSubscriptionInput), async (c) => {
    const scope = await requireScope(c, 'own')
    await saveSubscription(c.var.db, scope.ownerId, c.req.valid('json'), c.req.header(LANGUAGE_HEADER) ?? null)
    return c.json({ subscribed: true }, 201)
  })
  .delete('/subscriptions', validate('json', pushEndpointInput), async (c) => {
    const scope = await requireScope(c, 'own')
    await removeSubscription(c.var.db, scope.ownerId, c.req.valid('json').endpoint)
    return c.body(null, 204)
  })
