import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { userDataInput } from '#shared/schemas/user-data.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import type { Database } from '#server/db/client.ts'
import { emergencyContacts, userData } from '#server/db/schema/index.ts'
import { validate } from '#server/http/validate.ts'
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
  userType: userData.userType,
  updatedAt: userData.updatedAt,
}

/** The person's latest profile row, or null. */
export async function getUserData(db: Database, userId: string) {
  const [row] = await db
    .select(profileColumns)
    .from(userData)
    .where(eq(userData.userId, userId))
    .orderBy(desc(userData.updatedAt))
    .limit(1)
  return row ?? null
}

/**
 * The emergency contact given in the questionnaire or profile joins the person's Emergency
 * Contacts, the one list Sage calls, shows and alerts, unless someone of that name is already in it.
 */
async function addToEmergencyContacts(
  db: Database,
  userId: string,
  profile: { emergencyContact: string | null; emergencyContactEmail: string | null; emergencyPhone: string | null },
) {
  const name = profile.emergencyContact?.trim()
  if (!name) return
  const listed = await db
    .select({ name: emergencyContacts.name })
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId))
  if (listed.some((contact) => contact.name.trim().toLowerCase() === name.toLowerCase())) return
  await db.insert(emergencyContacts).values({
    userId,
    name,
    relationship: EMERGENCY_CONTACT_RELATIONSHIP,
    email: profile.emergencyContactEmail?.trim() || null,
    phone: profile.emergencyPhone?.trim() || null,
  })
}

/** How a contact copied from the questionnaire is described until the person says more. */
const EMERGENCY_CONTACT_RELATIONSHIP = 'Emergency contact'

/** GET and PUT /api/user-data: the signed-in person's profile (SPEC.md 4, saving user data). */
export const userDataRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c)
    return c.json({ userData: await getUserData(c.var.db, user.id) })
  })
  .put('/', validate('json', userDataInput), async (c) => {
    const user = requireUser(c)
    const { id, ...fields } = c.req.valid('json')
    const latest = await getUserData(c.var.db, user.id)
    // Update the latest row, else insert; the client's id makes a retried first save an update.
    const [saved] = latest
      ? await c.var.db
          .update(userData)
          .set({ ...fields, email: user.email })
          .where(eq(userData.id, latest.id))
          .returning(profileColumns)
      : await c.var.db
          .insert(userData)
          .values({ ...fields, id, userId: user.id, email: user.email })
          .onConflictDoNothing({ target: userData.id })
          .returning(profileColumns)
    // Not saved: the client's id belongs to someone else's profile.
    if (!saved) throw new AppError('conflict', ID_TAKEN_MESSAGE)
    await addToEmergencyContacts(c.var.db, user.id, saved)
    return c.json({ userData: saved })
  })
