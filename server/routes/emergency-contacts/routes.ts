import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import {
  contactAlertsInput,
  emergencyContactInput,
  newEmergencyContactInput,
} from '#shared/schemas/emergency-contacts.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requestAlerts, turnOffAlerts } from '#server/alerts/alerts.ts'
import {
  emergencyContactValues,
  emergencyContactsData as contacts,
  updateEmergencyContact,
} from '#server/contacts/emergency-contacts.ts'
import { requireScope } from '#server/data/scope.ts'
import { AppError } from '#server/errors.ts'
import { validateIdParam } from '#server/http/id-param.ts'
import { validate } from '#server/http/validate.ts'

/**
 * GET, POST, PUT and DELETE /api/emergency-contacts: the signed-in person's contacts;
 * PUT /api/emergency-contacts/:id/alerts turns "Tell them if I may need help" on (asking the contact
 * by e-mail) or off.
 */
export const emergencyContactsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    return c.json({ contacts: await contacts.list(c.var.db, await requireScope(c, 'contacts')) })
  })
  .post('/', validate('json', newEmergencyContactInput), async (c) => {
    const { id = randomUUID(), ...fields } = c.req.valid('json')
    const { record, created } = await contacts.createOnce(
      c.var.db,
      await requireScope(c, 'contacts'),
      id,
      emergencyContactValues(fields),
    )
    if (created) return c.json({ contact: record }, 201)
    return c.json({ contact: record }, 200)
  })
  .put('/:id', validateIdParam(contacts.notFound), validate('json', emergencyContactInput), async (c) => {
    const scope = await requireScope(c, 'contacts')
    return c.json({
      contact: await updateEmergencyContact(c.var.db, scope, c.req.valid('param').id, c.req.valid('json')),
    })
  })
  .put('/:id/alerts', validateIdParam(contacts.notFound), validate('json', contactAlertsInput), async (c) => {
    const scope = await requireScope(c, 'contacts')
    const id = c.req.valid('param').id
    const contact = await contacts.require(c.var.db, scope, id)
    const { on, language = 'english' } = c.req.valid('json')
    if (!on) {
      await turnOffAlerts(c.var.db, scope.ownerId, id)
      return c.json({ contact: await contacts.require(c.var.db, scope, id) })
    }
    if (!contact.email)
      throw new AppError('invalid_input', 'email: add an e-mail address to tell this contact.', {
        field: 'email',
        problem: 'required',
      })
    const deps = { db: c.var.db, mailer: c.var.mailer, publicUrl: c.var.publicUrl }
    await requestAlerts(deps, scope.ownerId, id, language)
    return c.json({ contact: await contacts.require(c.var.db, scope, id) })
  })
  .delete('/:id', validateIdParam(contacts.notFound), async (c) => {
    await contacts.remove(c.var.db, await requireScope(c, 'contacts'), c.req.valid('param').id)
    return c.body(null, 204)
  })
