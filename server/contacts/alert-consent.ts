// A contact's consent to emergency alerts, kept on the contact's row: off, pending (asked by
// e-mail, not yet agreed) or on, with the token of the links in those e-mails. Only contacts who
// agreed are ever alerted; a link stops working once alerts are turned off.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import type { Scope } from '#server/data/scope.ts'
import type { Database } from '#server/db/client.ts'
import { emergencyContacts } from '#server/db/schema/index.ts'

const inScope = (scope: Scope, contactId: string) =>
  and(eq(emergencyContacts.id, contactId), eq(emergencyContacts.userId, scope.ownerId))

/**
 * Marks a contact as asked (pending) under a new link token; their e-mail and language, or null
 * when the contact is outside the scope or has no e-mail.
 */
export async function markAlertsPending(db: Database, scope: Scope, contactId: string, token: string) {
  const [contact] = await db
    .update(emergencyContacts)
    .set({ alerts: 'pending', alertToken: token })
    .where(and(inScope(scope, contactId), isNotNull(emergencyContacts.email)))
    .returning({ email: emergencyContacts.email, language: emergencyContacts.language })
  return contact?.email ? { email: contact.email, language: contact.language } : null
}

/** Turns a contact's alerts off, from the person's side; false when the contact is outside the scope. */
export async function markAlertsOff(db: Database, scope: Scope, contactId: string): Promise<boolean> {
  const [contact] = await db
    .update(emergencyContacts)
    .set({ alerts: 'off', alertToken: null })
    .where(inScope(scope, contactId))
    .returning({ id: emergencyContacts.id })
  return Boolean(contact)
}

/** The contact agreed (from their link): alerts on, in the language their browser asked for. */
export async function markAlertsAgreed(db: Database, contactId: string, language: ChatLanguage | null) {
  await db
    .update(emergencyContacts)
    .set({ alerts: 'on', ...(language ? { language } : {}) })
    .where(and(eq(emergencyContacts.id, contactId), inArray(emergencyContacts.alerts, ['pending', 'on'])))
}

/** The contact stopped the alerts (from their link); the link then no longer works. */
export async function markAlertsStopped(db: Database, contactId: string) {
  await db.update(emergencyContacts).set({ alerts: 'off', alertToken: null }).where(eq(emergencyContacts.id, contactId))
}

/** The contacts in the scope who agreed to alerts and have an e-mail, oldest first. */
export function contactsWhoAgreed(db: Database, scope: Scope) {
  return db
    .select({ id: emergencyContacts.id, name: emergencyContacts.name })
    .from(emergencyContacts)
    .where(
      and(
        eq(emergencyContacts.userId, scope.ownerId),
        eq(emergencyContacts.alerts, 'on'),
        isNotNull(emergencyContacts.email),
      ),
    )
    .orderBy(asc(emergencyContacts.createdAt))
}

/**
 * A contact as alerts need them: who (with the person they belong to), their address, language,
 * consent and link token. By id, or by the token of a confirm or stop link; null when none matches.
 */
export async function alertContact(db: Database, by: { id: string } | { token: string }) {
  const [contact] = await db
    .select({
      id: emergencyContacts.id,
      userId: emergencyContacts.userId,
      name: emergencyContacts.name,
      email: emergencyContacts.email,
      language: emergencyContacts.language,
      token: emergencyContacts.alertToken,
      alerts: emergencyContacts.alerts,
    })
    .from(emergencyContacts)
    .where('id' in by ? eq(emergencyContacts.id, by.id) : eq(emergencyContacts.alertToken, by.token))
  return contact ?? null
}
