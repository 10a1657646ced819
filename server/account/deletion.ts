// Deleting an account, so that nothing of the person stays behind: no row in any table, no photo
// or recording file, no export, no Google access, no family link.
//
// It happens in two parts. When the person asks (with their password), everything that acts for
// them stops at once, in one transaction: their sign-in and sessions, their devices' notifications,
// the calendar feed, medication and check-in reminders, alerts waiting to go out. The rest runs in
// the background (the job queue's tick), step by step, each step safe to run twice: Google is
// asked to revoke Sage's access, the family members linked with them are told the link ended,
// their files are removed from the folder or bucket, and finally the user row, whose foreign keys
// take every other row with it. A server stopping half-way lets go of its claim after a short lease;
// the next look takes the deletion up again where it is.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { chatLanguageCodes } from '#shared/chat/chat-languages.ts'
import type { CalendarDeps } from '#server/calendar/index.ts'
import { disconnectGoogleCalendar } from '#server/calendar/google-auth.ts'
import type { Database } from '#server/db/client.ts'
import {
  accountDeletions,
  accounts,
  calendarFeeds,
  careLinks,
  checkIns,
  dataExports,
  emergencyAlerts,
  feedbackMessages,
  googleCalendarTokens,
  medications,
  pushSubscriptions,
  rateLimits,
  sessions,
  users,
  userData,
  verifications,
} from '#server/db/schema/index.ts'
import { buildMail } from '#server/mail/templates.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { exportsFolder } from '#server/export/exports.ts'
import { photosFolder } from '#server/photos/photos.ts'
import type { PhotoStore } from '#server/photos/store.ts'
import { languageOfAddress, personLanguage } from '#server/settings/settings.ts'
import { likeLiteral } from '#server/data/contains.ts'
import { recordingsFolder } from '#server/voice/recordings.ts'

/** How long a server holds a deletion it works on; after a stop, another takes it up then. */
export const DELETION_LEASE_MS = 2 * 60_000
/** Tries at Google before the token is forgotten without its revocation. */
const GOOGLE_TRIES = 5

export type DeletionDeps = {
  db: Database
  store: PhotoStore
  mailer: Mailer
  publicUrl: string
  logger: Pick<Logger, 'info' | 'warn' | 'error'>
  calendar?: CalendarDeps
  /** How Google is reached; tests give a loopback one. */
  fetch?: typeof fetch
}

/** The address an account being deleted carries instead of the person's: it opens nothing. */
const retiredAddress = (userId: string) => `deleted-${userId}@deleted.invalid`

/**
 * Starts deleting an account, in one transaction: what acts for the person stops now (sign-in,
 * sessions, a new password by mail, devices, the calendar feed, reminders, check-ins, alerts
 * waiting), their family links end (family members no longer reach anything of theirs) and their
 * address is retired from the account (free for a new one). What is left is written down for the
 * background to finish, with who is to be told. Asking twice is asking once.
 */
export async function startAccountDeletion(db: Database, userId: string): Promise<void> {
  const language = chatLanguageCodes[await personLanguage(db, userId)]
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId))
    const [already] = await tx
      .select({ id: accountDeletions.id })
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, userId))
    if (!user || already) return
    const name = await nameOf(tx, user)
    const mine = or(eq(careLinks.personId, userId), eq(careLinks.caretakerId, userId), eq(careLinks.invitedBy, userId))
    const ended = await tx
      .update(careLinks)
      .set({ endedAt: new Date(), tokenHash: null, areas: [] })
      .where(and(mine, isNull(careLinks.endedAt)))
      .returning({ personId: careLinks.personId, caretakerId: careLinks.caretakerId, acceptedAt: careLinks.acceptedAt })
    // Invitations other people sent to the person's address, not taken up, go too.
    await tx
      .delete(careLinks)
      .where(and(sql`lower(${careLinks.invitedEmail}) = lower(${user.email})`, isNull(careLinks.acceptedAt)))
    const toTell = [
      ...new Set(
        ended
          .filter((link) => link.acceptedAt)
          .map((link) => (link.personId === userId ? link.caretakerId : link.personId))
          .filter((id): id is string => Boolean(id) && id !== userId),
      ),
    ]
    await tx.insert(accountDeletions).values({ userId, email: user.email, name, language, toTell })
    await tx
      .update(users)
      .set({ email: retiredAddress(userId) })
      .where(eq(users.id, userId))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    // Without its credential row, the password opens nothing.
    await tx.delete(accounts).where(eq(accounts.userId, userId))
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId))
    await tx.delete(medications).where(eq(medications.userId, userId))
    await tx.delete(checkIns).where(eq(checkIns.userId, userId))
    await tx.delete(emergencyAlerts).where(eq(emergencyAlerts.userId, userId))
    await tx.delete(dataExports).where(and(eq(dataExports.userId, userId), isNull(dataExports.storageKey)))
  })
}

/** Claims one deletion no server is working on (or whose server stopped), for the lease. */
async function claimDeletion(db: Database, now: Date) {
  const free = or(isNull(accountDeletions.claimedUntil), lt(accountDeletions.claimedUntil, now))
  const [row] = await db
    .update(accountDeletions)
    .set({
      claimedUntil: new Date(now.getTime() + DELETION_LEASE_MS),
      attempts: sql`${accountDeletions.attempts} + 1`,
    })
    .where(
      eq(
        accountDeletions.id,
        sql`(select ${accountDeletions.id} from ${accountDeletions} where ${free} order by ${accountDeletions.createdAt} limit 1 for update skip locked)`,
      ),
    )
    .returning({
      id: accountDeletions.id,
      userId: accountDeletions.userId,
      email: accountDeletions.email,
      name: accountDeletions.name,
      language: accountDeletions.language,
      toTell: accountDeletions.toTell,
      attempts: accountDeletions.attempts,
    })
  return row ?? null
}

type Claim = NonNullable<Awaited<ReturnType<typeof claimDeletion>>>

/** Asks Google to revoke Sage's access, then forgets the token; after GOOGLE_TRIES failures, forgets it anyway. */
async function revokeGoogle(deps: DeletionDeps, userId: string, attempts: number) {
  const [token] = await deps.db
    .select({ userId: googleCalendarTokens.userId })
    .from(googleCalendarTokens)
    .where(eq(googleCalendarTokens.userId, userId))
  if (!token) return
  const google = deps.calendar?.google
  const lastTry = attempts >= GOOGLE_TRIES
  const { revoked } = google
    ? await disconnectGoogleCalendar(deps.db, userId, google, deps.fetch, { keepUnrevoked: !lastTry })
    : { revoked: false }
  if (!revoked && google && !lastTry) throw new Error('Google could not be reached to revoke access')
  if (!revoked) deps.logger.warn({ userId }, "Google's access could not be revoked; the token is forgotten")
  await deps.db.delete(googleCalendarTokens).where(eq(googleCalendarTokens.userId, userId))
}

/**
 * Tells each family member whose link with the person ended that it did, without saying why; each
 * is taken off the list once mailed, so a retry tells only those not told yet.
 */
async function tellFamily(deps: DeletionDeps, claim: Claim) {
  for (const otherId of claim.toTell) {
    const [other] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, otherId))
    if (other) {
      const mail = buildMail('family-ended', {
        to: other.email,
        link: `${deps.publicUrl}/family-settings`,
        language: await languageOfAddress(deps.db, other.email),
        name: claim.name,
      })
      await deps.mailer.send(mail)
    }
    await deps.db
      .update(accountDeletions)
      .set({ toTell: sql`${accountDeletions.toTell} - ${otherId}::text` })
      .where(eq(accountDeletions.id, claim.id))
  }
}

/** The person's name as their family knows it: the profile's, else the account's, else the address. */
async function nameOf(db: Pick<Database, 'select'>, user: { id: string; email: string; name: string }) {
  const [profile] = await db
    .select({ firstName: userData.firstName, lastName: userData.lastName })
    .from(userData)
    .where(eq(userData.userId, user.id))
    .limit(1)
  return [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || user.name.trim() || user.email
}

/**
 * Removes every file of the person's: photos (each size), voice recordings, downloads. Each kind
 * lives in a folder of its own per person, emptied whole, so a file no row names (a recording
 * uploaded but never sent, a file whose removal once failed) goes too.
 */
async function removeFiles(deps: DeletionDeps, userId: string) {
  for (const folder of [photosFolder(userId), recordingsFolder(userId), exportsFolder(userId)]) {
    await deps.store.deleteFolder(folder)
  }
}

/**
 * The rows about the person that no foreign key ties to them, matched exactly (never a look-alike
 * address): the sign-in library's links mailed to them (which hold their id), the counts kept
 * under their id or address (`name:id`, `sign-in-failures:address`), and messages to support
 * sent under their address.
 */
async function forgetSignIns(db: Database, person: { id: string; email: string }) {
  await db.delete(verifications).where(or(eq(verifications.value, person.id), eq(verifications.value, person.email)))
  await db
    .delete(rateLimits)
    .where(
      or(
        sql`${rateLimits.key} like ${`%:${likeLiteral(person.id)}`}`,
        sql`lower(${rateLimits.key}) = ${`sign-in-failures:${person.email.toLowerCase()}`}`,
      ),
    )
  await db.delete(feedbackMessages).where(sql`lower(${feedbackMessages.email}) = lower(${person.email})`)
}

/**
 * The job queue's rows that name the person (a reminder or mail waiting, or sent and kept a week),
 * by their id or address as a whole JSON value: removed, so the queue keeps nothing of theirs.
 */
async function forgetQueuedWork(db: Database, person: { id: string; email: string }) {
  const id = `%"${likeLiteral(person.id)}"%`
  const email = `%"${likeLiteral(person.email.toLowerCase())}"%`
  for (const table of ['pgboss.job', 'pgboss.archive']) {
    const exists: unknown = await db.execute(sql`select to_regclass(${table}) is not null as here`)
    if (!(exists as { rows: { here: boolean }[] }).rows[0]?.here) continue
    await db.execute(sql`delete from ${sql.raw(table)} where data::text like ${id} or lower(data::text) like ${email}`)
  }
}

/** Runs a deletion's background steps for one account, in order; each is safe to run again. */
async function finishDeletion(deps: DeletionDeps, claim: Claim) {
  const { db } = deps
  const person = { id: claim.userId, email: claim.email }
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, claim.userId))
  if (user) {
    await revokeGoogle(deps, user.id, claim.attempts)
    await tellFamily(deps, claim)
    await removeFiles(deps, user.id)
    await forgetSignIns(db, person)
    await forgetQueuedWork(db, person)
    // The user row last: every table's rows of theirs go with it (foreign keys cascade).
    await db.delete(users).where(eq(users.id, user.id))
    await deps.mailer
      .send(buildMail('account-deleted', { to: claim.email, link: deps.publicUrl, language: claim.language }))
      .catch((err: unknown) => deps.logger.warn({ err }, 'the mail saying an account was deleted could not be sent'))
  }
  await db.delete(accountDeletions).where(eq(accountDeletions.id, claim.id))
}

/**
 * Moves on the deletions waiting (or left half-done by a server that stopped), one at a time, as
 * they stand at `now`. A step that fails leaves the deletion for the next look after its lease.
 * Returns how many accounts were deleted.
 */
export async function advanceAccountDeletions(deps: DeletionDeps, now: Date): Promise<number> {
  let deleted = 0
  for (let claim = await claimDeletion(deps.db, now); claim; claim = await claimDeletion(deps.db, now)) {
    try {
      await finishDeletion(deps, claim)
      deleted += 1
    } catch (err) {
      deps.logger.error({ err, attempts: claim.attempts }, 'deleting an account did not finish; it is tried again')
    }
  }
  return deleted
}
