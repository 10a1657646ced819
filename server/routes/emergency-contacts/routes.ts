import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  contactAlertsInput,
  type EmergencyContactInput,
  emergencyContactInput,
  newEmergencyContactInput,
} from '#shared/schemas/emergency-contacts.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import type { Database } from '#server/db/client.ts'
import { emergencyContacts } from '#server/db/schema/index.ts'
import { AppError, ownOrIdTaken } from '#server/errors.ts'
import { requestAlerts, turnOffAlerts } from '#server/alerts/alerts.ts'
import { validateIdParam } from '#server/http/id-param.ts'
import { validate } from '#server/http/validate.ts'

/** Most contacts one list returns. */
export const EMERGENCY_CONTACTS_LIMIT = 200

const NOT_FOUND = 'Emergency contact not found.'

const contactColumns = {
  id: emergencyContacts.id,
  name: emergencyContacts.name,
  relationship: emergencyContacts.relationship,
  email: emergencyContacts.email,
  phone: emergencyContacts.phone,
  /** off, pending (asked by e-mail, not yet confirmed) or on. */
  alerts: emergencyContacts.alerts,
  createdAt: emergencyContacts.createdAt,
}

/** The stored form of the editable fields: an empty e-mail or phone becomes null. */
function toRow(input: EmergencyContactInput) {
  return {
    name: input.name,
    relationship: input.relationship,
    email: input.email || null,
    phone: input.phone || null,
  }
}

/** The person's emergency contacts, oldest first, at most EMERGENCY_CONTACTS_LIMIT. */
export function listEmergencyContacts(db: Database, userId: string) {
  return db
    .select(contactColumns)
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId))
    .orderBy(asc(emergencyContacts.createdAt), asc(emergencyContacts.id))
    .limit(EMERGENCY_CONTACTS_LIMIT)
}

/** One of the person's emergency contacts, or null when it is missing or someone else's. */
export async function getEmergencyContact(db: Database, userId: string, id: string) {
  const [row] = await db
    .select(contactColumns)
    .from(emergencyContacts)
    .where(and(eq(emergencyContacts.id, id), eq(emergencyContacts.userId, userId)))
  return row ?? null
}

/** One of the person's emergency contacts, or a 404. */
export async function requireEmergencyContact(db: Database, userId: string, id: string) {
  const row = await getEmergencyContact(db, userId, id)
  if (!row) throw new AppError('not_found', NOT_FOUND)
  return row
}

/**
 * GET, POST, PUT and DELETE /api/emergency-contacts: the signed-in person's contacts (DESIGN.md 6);
 * PUT /api/emergency-contacts/:id/alerts turns "Tell them if I may need help" on (asking the contact
 * by e-mail) or off.
 */
export const emergencyContactsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c)
    return c.json({ contacts: await listEmergencyContacts(c.var.db, user.id) })
  })
  .post('/', validate('json', newEmergencyContactInput), async (c) => {
    const user = requireUser(c)
    const { id = randomUUID(), ...fields } = c.req.valid('json')
    const [created] = await c.var.db
      .insert(emergencyContacts)
      .values({ ...toRow(fields), id, userId: user.id })
      .onConflictDoNothing({ target: emergencyContacts.id })
      .returning(contactColumns)
    if (created) return c.json({ contact: created }, 201)
    // The client's id is taken: a retried create of the person's own contact changes nothing,
    // and someone else's is a 409.
    return c.json({ contact: await ownOrIdTaken(requireEmergencyContact(c.var.db, user.id, id)) }, 200)
  })
  .put('/:id', validateIdParam(NOT_FOUND), validate('json', emergencyContactInput), async (c) => {
    const user = requireUser(c)
    const before = await requireEmergencyContact(c.var.db, user.id, c.req.valid('param').id)
    const row = toRow(c.req.valid('json'))
    // Consent was given for one address: a new address must agree again.
    const consent = row.email === before.email ? {} : { alerts: 'off' as const, alertToken: null }
    const [updated] = await c.var.db
      .update(emergencyContacts)
      .set({ ...row, ...consent })
      .where(and(eq(emergencyContacts.id, c.req.valid('param').id), eq(emergencyContacts.userId, user.id)))
      .returning(contactColumns)
    if (!updated) throw new AppError('not_found', NOT_FOUND)
    return c.json({ contact: updated })
  })
  .put('/:id/alerts', validateIdParam(NOT_FOUND), validate('json', contactAlertsInput), async (c) => {
    const user = requireUser(c)
    const id = c.req.valid('param').id
    const contact = await requireEmergencyContact(c.var.db, user.id, id)
    const { on, language = 'english' } = c.req.valid('json')
    if (!on) {
      await turnOffAlerts(c.var.db, user.id, id)
      return c.json({ contact: await requireEmergencyContact(c.var.db, user.id, id) })
    }
    if (!contact.email)
      throw new AppError('invalid_input', 'email: add an e-mail address to tell this contact.', {
        field: 'email',
        problem: 'required',
      })
    const deps = { db: c.var.db, mailer: c.var.mailer, publicUrl: c.var.publicUrl }
    await requestAlerts(deps, user.id, id, language)
    return c.json({ contact: await requireEmergencyContact(c.var.db, user.id, id) })
  })
  .delete('/:id', validateIdParam(NOT_FOUND), async (c) => {
    const user = requireUser(c)
    const [deleted] = await c.var.db
      .delete(emergencyContacts)
      .where(and(eq(emergencyContacts.id, c.req.valid('param').id), eq(emergencyContacts.userId, user.id)))
      .returning({ id: emergencyContacts.id })
    if (!deleted) throw new AppError('not_found', NOT_FOUND)
    return c.body(null, 204)
  })
