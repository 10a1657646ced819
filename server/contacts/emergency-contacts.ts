import { asc } from 'drizzle-orm'
import type { EmergencyContactInput } from '#shared/schemas/emergency-contacts.ts'
import { ownedRecords } from '#server/data/owned-records.ts'
import type { Scope } from '#server/data/scope.ts'
import type { Database } from '#server/db/client.ts'
import { emergencyContacts } from '#server/db/schema/index.ts'

/** Most contacts one list returns. */
export const EMERGENCY_CONTACTS_LIMIT = 200

/** The person's emergency contacts, oldest first: the one list Sage calls, shows and alerts. */
export const emergencyContactsData = ownedRecords({
  table: emergencyContacts,
  columns: {
    id: emergencyContacts.id,
    name: emergencyContacts.name,
    relationship: emergencyContacts.relationship,
    email: emergencyContacts.email,
    phone: emergencyContacts.phone,
    /** off, pending (asked by e-mail, not yet confirmed) or on. */
    alerts: emergencyContacts.alerts,
    addedBy: emergencyContacts.addedBy,
    createdAt: emergencyContacts.createdAt,
  },
  orderBy: [asc(emergencyContacts.createdAt), asc(emergencyContacts.id)],
  limit: EMERGENCY_CONTACTS_LIMIT,
  notFound: 'Emergency contact not found.',
})

/** The stored form of a contact's editable fields: an empty e-mail or phone becomes null. */
export function emergencyContactValues(input: EmergencyContactInput) {
  return {
    name: input.name,
    relationship: input.relationship,
    email: input.email || null,
    phone: input.phone || null,
  }
}

/**
 * Changes a contact. Consent to alerts was given for one address: a new address turns alerts off
 * until its owner agrees again.
 */
export async function updateEmergencyContact(db: Database, scope: Scope, id: string, input: EmergencyContactInput) {
  const before = await emergencyContactsData.require(db, scope, id)
  const values = emergencyContactValues(input)
  const consent = values.email === before.email ? {} : { alerts: 'off' as const, alertToken: null }
  return emergencyContactsData.update(db, scope, id, { ...values, ...consent })
}
