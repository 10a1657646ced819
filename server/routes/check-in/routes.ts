import { Hono } from 'hono'
import { checkInInput, checkInPauseInput } from '#shared/schemas/check-in.ts'
import type { AppEnv } from '#server/app-env.ts'
import { checkInView, pauseCheckIn, resumeCheckIn, saveCheckIn, signOfLife } from '#server/check-in/check-in.ts'
import { requireScope } from '#server/data/scope.ts'
import { validate } from '#server/http/validate.ts'

/**
 * The daily check-in: GET /api/check-in (its settings, who would be told, and where today stands;
 * also for a family member the person shares alerts with), PUT to change it, POST /ok for the
 * "I'm OK" button, and POST and DELETE /pause to pause it and end the pause.
 */
export const checkInRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const scope = await requireScope(c, 'alerts')
    const view = await checkInView(c.var.db, scope)
    // A family member sees where the day stands, not who else is told.
    return c.json({ checkIn: scope.actorId === scope.ownerId ? view : { ...view, recipients: [] } })
  })
  .put('/', validate('json', checkInInput), async (c) => {
    return c.json({ checkIn: await saveCheckIn(c.var.db, await requireScope(c, 'own'), c.req.valid('json')) })
  })
  .post('/ok', async (c) => {
    const scope = await requireScope(c, 'own')
    const { db, mailer, publicUrl, logger } = c.var
    await signOfLife({ db, mailer, publicUrl, logger }, scope.ownerId, 'button')
    return c.json({ checkIn: await checkInView(db, scope) })
  })
  .post('/pause', validate('json', checkInPauseInput), async (c) => {
    const scope = await requireScope(c, 'own')
    return c.json({ checkIn: await pauseCheckIn(c.var.db, scope, c.req.valid('json').until) })
  })
  .delete('/pause', async (c) => {
    return c.json({ checkIn: await resumeCheckIn(c.var.db, await requireScope(c, 'own')) })
  })
