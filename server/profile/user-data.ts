import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import type { UserDataInput } from '#shared/schemas/user-data.ts'
import { emergencyContactsData } from '#server/contacts/emergency-contacts.ts'
import type { Scope } from '#server/data/scope.ts'
import type { Database } from '#server/db/client.ts'
import { userData } from '#server/db/schema/index.ts'
import { AppError, ID_TAKEN_MESSAGE } from '#server/errors.ts'

const profileColumns = {
  id: userData.id,
  firstName: userData.firstName,
  lastName: userData.lastName,
  email: userData.email,
  phoneNumber: userData.phoneNumber,
  city: userData.city,
  state: userData.state,
  country: userData.country,
  emergencyContact: userData.emergencyContact,
  emergencyContactEmail: userData.emergencyContactEmail,
  emergencyPhone: userData.emergencyPhone,
  medicalConditions: userData.medicalConditions,
  medications: userData.medications,
  doctorName: userData.doctorName,
  doctorPhone: userData.doctorPhone,
  birthDate: userData.birthDate,
  userType: userData.userType,
  updatedAt: userData.updatedAt,
}

/** The person's latest profile row, or null. */
export async function getUserData(db: Database, scope: Scope) {
  const [row] = await db
    .select(profileColumns)
    .from(userData)
    .where(eq(userData.userId, scope.ownerId))
    .orderBy(desc(userData.updatedAt))
    .limit(1)
  return row ?? null
}

/**
 * Saves the person's profile (the questionnaire, or the profile page): updates the latest row, else
 * inserts one; the client's id makes a retried first save an update. The e-mail is always the
 * account's. The emergency contact given joins the person's Emergency Contacts.
 */
export async function saveUserData(db: Database, scope: Scope, email: string, input: UserDataInput) {
  const { id = randomUUID(), birthDate, ...rest } = input
  // An empty date clears it; a date left out leaves it as it was.
  const fields = birthDate === undefined ? rest : { ...rest, birthDate: birthDate || null }
  const latest = await getUserData(db, scope)
  const [saved] = latest
    ? await db
        .update(userData)
        .set({ ...fields, email })
        .where(eq(userData.id, latest.id))
        .returning(profileColumns)
    : await db
        .insert(userData)
        .values({ ...fields, id, userId: scope.ownerId, email })
        .onConflictDoNothing({ target: userData.id })
        .returning(profileColumns)
  // Not saved: the client's id belongs to someone else's profile.
  if (!saved) throw new AppError('conflict', ID_TAKEN_MESSAGE)
  await addToEmergencyContacts(db, scope, saved)
  return saved
}

/** How a contact copied from the questionnaire is described until the person says more. */
const EMERGENCY_CONTACT_RELATIONSHIP = 'Emergency contact'

/**
 * The emergency contact given in the questionnaire or profile joins the person's Emergency
 * Contacts, the one list Sage calls, shows and alerts, unless someone of that name is already in it.
 */
async function addToEmergencyContacts(
  db: Database,
  scope: Scope,
  profile: { emergencyContact: string | null; emergencyContactEmail: string | null; emergencyPhone: string | null },
) {
  const name = profile.emergencyContact?.trim()
  if (!name) return
  const listed = await emergencyContactsData.list(db, scope)
  if (listed.some((contact) => contact.name.trim().toLowerCase() === name.toLowerCase())) return
  await emergencyContactsData.create(db, scope, randomUUID(), {
    name,
    relationship: EMERGENCY_CONTACT_RELATIONSHIP,
    email: profile.emergencyContactEmail?.trim() || null,
    phone: profile.emergencyPhone?.trim() || null,
  })
}
