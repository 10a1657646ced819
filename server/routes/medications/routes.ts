import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { dayBounds } from '#shared/medications/schedule.ts'
import { doseAnswerInput, doseRangeQuery, medicationInput, newMedicationInput } from '#shared/schemas/medications.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireScope } from '#server/data/scope.ts'
import { signOfLife } from '#server/check-in/check-in.ts'
import { AppError } from '#server/errors.ts'
import { validateIdParam } from '#server/http/id-param.ts'
import { validate } from '#server/http/validate.ts'
import {
  addMedication,
  answerDose,
  changeMedication,
  dosesIn,
  medicationsData as medications,
} from '#server/medications/medications.ts'

/** The longest span of doses one request reads: a month view and a little. */
const MAX_RANGE_DAYS = 62

/**
 * The person's medications (GET, POST, PUT, DELETE /api/medications), their doses over some days
 * (GET /api/medications/doses) and their answer to one (POST /api/medications/doses/:id/answer).
 */
export const medicationRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    return c.json({ medications: await medications.list(c.var.db, await requireScope(c, 'medications')) })
  })
  .post('/', validate('json', newMedicationInput), async (c) => {
    const { id = randomUUID(), ...fields } = c.req.valid('json')
    const { record, created } = await addMedication(c.var.db, await requireScope(c, 'medications'), id, fields)
    return c.json({ medication: record }, created ? 201 : 200)
  })
  .get('/doses', validate('query', doseRangeQuery), async (c) => {
    const { from, to, timeZone = 'UTC' } = c.req.valid('query')
    const start = dayBounds(from, timeZone).start
    const end = dayBounds(to, timeZone).end
    if (end.getTime() - start.getTime() > (MAX_RANGE_DAYS + 1) * 86_400_000)
      throw new AppError('invalid_input', `Invalid to: ask for at most ${MAX_RANGE_DAYS} days.`, {
        field: 'to',
        problem: 'invalid',
      })
    return c.json({ doses: await dosesIn(c.var.db, await requireScope(c, 'medications'), start, end) })
  })
  .post('/doses/:id/answer', validateIdParam('Dose not found.'), validate('json', doseAnswerInput), async (c) => {
    const scope = await requireScope(c, 'medications')
    const answer = c.req.valid('json')
    const dose = await answerDose(c.var.db, scope, c.req.valid('param').id, answer)
    // A dose the person marks taken themselves is a sign of life for the daily check-in.
    if (answer.answer === 'taken' && scope.actorId === scope.ownerId) {
      const { db, mailer, publicUrl, logger } = c.var
      await signOfLife({ db, mailer, publicUrl, logger }, scope.ownerId, 'dose')
    }
    return c.json({ dose })
  })
  .put('/:id', validateIdParam(medications.notFound), validate('json', medicationInput), async (c) => {
    const scope = await requireScope(c, 'medications')
    return c.json({ medication: await changeMedication(c.var.db, scope, c.req.valid('param').id, c.req.valid('json')) })
  })
  .delete('/:id', validateIdParam(medications.notFound), async (c) => {
    await medications.remove(c.var.db, await requireScope(c, 'medications'), c.req.valid('param').id)
    return c.body(null, 204)
  })
