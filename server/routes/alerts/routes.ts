import { Hono } from 'hono'
import { alertsQuery } from '#shared/schemas/emergency-contacts.ts'
import type { AppEnv } from '#server/app-env.ts'
import { alertNow, listAlerts, sendDueAlerts } from '#server/alerts/alerts.ts'
import { requireUser } from '#server/auth/require-user.ts'
import { requireScope } from '#server/data/scope.ts'
import { AppError } from '#server/errors.ts'
import { validateIdParam } from '#server/http/id-param.ts'
import { validate } from '#server/http/validate.ts'

const NOT_FOUND = 'Alert not found.'

/**
 * GET /api/alerts: the alerts sent (or waiting) about the person (the signed-in one, or one who
 * shares their alerts with them), newest first;
 * POST /api/alerts/:id/send: "Tell them now" for the alerts of one emergency message.
 */
export const alertRoutes = new Hono<AppEnv>()
  .get('/', validate('query', alertsQuery), async (c) => {
    const scope = await requireScope(c, 'alerts')
    const alerts = await listAlerts(c.var.db, scope.ownerId, c.req.valid('query').group)
    // A family member learns who else was told only when it was them: the person's contacts and
    // other family are not theirs to know.
    const shown =
      scope.actorId === scope.ownerId
        ? alerts
        : alerts.map((alert) => ({
            ...alert,
            contactName: alert.caretakerId === scope.actorId ? alert.contactName : null,
          }))
    return c.json({ alerts: shown.map(({ caretakerId: _recipient, ...alert }) => alert) })
  })
  .post('/:id/send', validateIdParam(NOT_FOUND), async (c) => {
    const user = requireUser(c)
    const groupId = c.req.valid('param').id
    const alerts = await listAlerts(c.var.db, user.id, groupId)
    if (!alerts.length) throw new AppError('not_found', NOT_FOUND)
    if (await alertNow(c.var.db, user.id, groupId)) {
      await sendDueAlerts({ db: c.var.db, mailer: c.var.mailer, publicUrl: c.var.publicUrl, logger: c.var.logger })
    }
    return c.json({ alerts: await listAlerts(c.var.db, user.id, groupId) })
  })
