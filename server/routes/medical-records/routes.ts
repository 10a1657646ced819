import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { medicalRecordInput, medicalRecordsQuery, newMedicalRecordInput } from '#shared/schemas/medical-records.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireScope } from '#server/data/scope.ts'
import { validateIdParam } from '#server/http/id-param.ts'
import { validate } from '#server/http/validate.ts'
import { medicalRecordValues, medicalRecordsData as records } from '#server/medical/records.ts'

/** GET, POST, PUT and DELETE /api/medical-records: the signed-in person's medical history. */
export const medicalRecordsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', medicalRecordsQuery), async (c) => {
    const { limit, after } = c.req.valid('query')
    const { items, next } = await records.page(c.var.db, await requireScope(c, 'medical'), { size: limit, after })
    return c.json({ records: items, next })
  })
  .post('/', validate('json', newMedicalRecordInput), async (c) => {
    const { id = randomUUID(), ...fields } = c.req.valid('json')
    const { record, created } = await records.createOnce(
      c.var.db,
      await requireScope(c, 'medical'),
      id,
      medicalRecordValues(fields),
    )
    if (created) return c.json({ record }, 201)
    return c.json({ record }, 200)
  })
  .put('/:id', validateIdParam(records.notFound), validate('json', medicalRecordInput), async (c) => {
    const values = medicalRecordValues(c.req.valid('json'))
    return c.json({
      record: await records.update(c.var.db, await requireScope(c, 'medical'), c.req.valid('param').id, values),
    })
  })
  .delete('/:id', validateIdParam(records.notFound), async (c) => {
    await records.remove(c.var.db, await requireScope(c, 'medical'), c.req.valid('param').id)
    return c.body(null, 204)
  })
