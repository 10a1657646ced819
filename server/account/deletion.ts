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
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
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
  messages,
  photos,
  pushSubscriptions,
  rateLimits,
  sessions,
  users,
  userData,
  verifications,
} from '#server/db/schema/index.ts'
import { buildMail } from '#server/mail/templates.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { photoFileKeys } from '#server/photos/photos.ts'
import type { PhotoStore } from '#server/photos/store.ts'
import { personLanguage } from '#server/settings/settings.ts'
import { deleteRecordings } from '#server/voice/recordings.ts'

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

/**
 * Starts deleting an account: what acts for the person stops now (sign-in, sessions, devices,
 * the calendar feed, reminders, check-ins, alerts waiting), and the deletion is written down for
 * the background to finish. Asking twice is asking once.
 */
export async function startAccountDeletion(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(accountDeletions).values({ userId }).onConflictDoNothing()
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

/** Whether an account is being deleted (its data is no longer to be used or shown). */
export async function isBeingDeleted(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accountDeletions.id })
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
  return Boolean(row)
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
    .returning({ id: accountDeletions.id, userId: accountDeletions.userId, attempts: accountDeletions.attempts })
  return row ?? null
}

/** Asks Google to revoke Sage's access, then forgets the token; after GOOGLE_TRIES failures, forgets it anyway. */
async function revokeGoogle(deps: DeletionDeps, userId: string, attempts: number) {
  const [token] = await deps.db
    .select({ userId: googleCalendarTokens.userId })
    .from(googleCalendarTokens)
    .where(eq(googleCalendarTokens.userId, userId))
  if (!token) return
  const google = deps.calendar?.google
  const { revoked } = google ? await disconnectGoogleCalendar(deps.db, userId, google, deps.fetch) : { revoked: false }
  if (!revoked && google && attempts < GOOGLE_TRIES) throw new Error('Google could not be reached to revoke access')
  if (!revoked) deps.logger.warn({ userId }, "Google's access could not be revoked; the token is forgotten")
  await deps.db.delete(googleCalendarTokens).where(eq(googleCalendarTokens.userId, userId))
}

/**
 * Tells each family member linked with the person (either way) that the link ended, without saying
 * why, and ends it; invitations to or from the person close.
 */
async function endFamilyLinks(deps: DeletionDeps, user: { id: string; email: string; name: string }) {
  const mine = or(eq(careLinks.personId, user.id), eq(careLinks.caretakerId, user.id), eq(careLinks.invitedBy, user.id))
  const linked = await deps.db
    .update(careLinks)
    .set({ endedAt: new Date(), tokenHash: null, areas: [] })
    .where(and(mine, isNull(careLinks.endedAt)))
    .returning({ personId: careLinks.personId, caretakerId: careLinks.caretakerId, acceptedAt: careLinks.acceptedAt })
  // Invitations other people sent to the person's address, not taken up: theirs to forget too.
  await deps.db
    .delete(careLinks)
    .where(and(sql`lower(${careLinks.invitedEmail}) = lower(${user.email})`, isNull(careLinks.acceptedAt)))
  const others = [
    ...new Set(
      linked
        .filter((link) => link.acceptedAt)
        .map((link) => (link.personId === user.id ? link.caretakerId : link.personId))
        .filter((id): id is string => Boolean(id) && id !== user.id),
    ),
  ]
  if (!others.length) return
  const name = await nameOf(deps.db, user)
  const people = await deps.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, others))
  for (const other of people) {
    const language = await personLanguage(deps.db, other.id)
    const mail = buildMail('family-ended', {
      to: other.email,
      link: `${deps.publicUrl}/family-settings`,
      language: appLanguageOf(language),
      name,
    })
    await deps.mailer.send(mail)
  }
}

/** Mails are written in the app's languages: Spanish, or English for every other. */
const appLanguageOf = (language: string) => (language === 'spanish' ? 'es' : 'en')

/** The person's name as their family knows it: the profile's, else the account's, else the address. */
async function nameOf(db: Database, user: { id: string; email: string; name: string }) {
  const [profile] = await db
    .select({ firstName: userData.firstName, lastName: userData.lastName })
    .from(userData)
    .where(eq(userData.userId, user.id))
    .limit(1)
  return [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || user.name.trim() || user.email
}

/** Removes every file of the person's: photos (each size), voice recordings, exports. */
async function removeFiles(deps: DeletionDeps, userId: string) {
  const { db, store } = deps
  const [photoRows, recordingRows, exportRows] = await Promise.all([
    db.select({ storageKey: photos.storageKey }).from(photos).where(eq(photos.userId, userId)),
    db
      .select({ url: messages.audioUrl })
      .from(messages)
      .where(and(eq(messages.userId, userId), isNotNull(messages.audioUrl))),
    db
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey))),
  ])
  await Promise.all(photoRows.flatMap((row) => photoFileKeys(row.storageKey).map((key) => store.delete(key))))
  await deleteRecordings(
    store,
    userId,
    recordingRows.map((row) => row.url!),
  )
  await Promise.all(exportRows.map((row) => store.delete(row.key!)))
}

/**
 * The rows about the person that no foreign key ties to them: the sign-in library's links mailed
 * to them (a reset, a confirmation) and its counts of tries kept under their address, and
 * messages to support sent under their address.
 */
async function forgetSignIns(db: Database, user: { id: string; email: string }) {
  const holds = (column: typeof verifications.value | typeof rateLimits.key, needle: string) =>
    sql`position(${needle.toLowerCase()} in lower(${column})) > 0`
  await db.delete(verifications).where(or(holds(verifications.value, user.id), holds(verifications.value, user.email)))
  await db.delete(rateLimits).where(or(holds(rateLimits.key, user.id), holds(rateLimits.key, user.email)))
  // Messages to support written before signing in carry the address but no account.
  await db.delete(feedbackMessages).where(sql`lower(${feedbackMessages.email}) = lower(${user.email})`)
}

/**
 * The job queue's rows that name the person (a reminder or mail waiting, or sent and kept a week):
 * removed, so the queue's own tables keep nothing of theirs either.
 */
async function forgetQueuedWork(db: Database, user: { id: string; email: string }) {
  for (const table of ['pgboss.job', 'pgboss.archive']) {
    const exists: unknown = await db.execute(sql`select to_regclass(${table}) is not null as here`)
    if (!(exists as { rows: { here: boolean }[] }).rows[0]?.here) continue
    await db.execute(
      sql`delete from ${sql.raw(table)} where position(${user.id} in data::text) > 0 or position(${user.email.toLowerCase()} in lower(data::text)) > 0`,
    )
  }
}

/** Runs a deletion's background steps for one account, in order; each is safe to run again. */
async function finishDeletion(deps: DeletionDeps, claim: { id: string; userId: string; attempts: number }) {
  const { db } = deps
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, claim.userId))
  if (user) {
    const language = await personLanguage(db, user.id)
    await revokeGoogle(deps, user.id, claim.attempts)
    await endFamilyLinks(deps, user)
    await removeFiles(deps, user.id)
    await forgetSignIns(db, user)
    await forgetQueuedWork(db, user)
    // The user row last: every table's rows of theirs go with it (foreign keys cascade).
    await db.delete(users).where(eq(users.id, user.id))
    await deps.mailer
      .send(buildMail('account-deleted', { to: user.email, link: deps.publicUrl, language: appLanguageOf(language) }))
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
