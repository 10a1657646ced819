import { randomBytes, randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import {
  type ChatLanguage,
  chatLanguageCodes,
  defaultChatLanguage,
  toChatLanguage,
} from '#shared/chat/chat-languages.ts'
import type { CareArea } from '#shared/family/areas.ts'
import { alertWords } from '#shared/safety/alert-words.ts'
import { alertContact, contactsWhoAgreed, markAlertsOff, markAlertsPending } from '#server/contacts/alert-consent.ts'
import { ownScope } from '#server/data/scope.ts'
import { familyToAlert } from '#server/family/links.ts'
import type { Database } from '#server/db/client.ts'
import { checkIns, emergencyAlerts, emergencyContacts, userData, users } from '#server/db/schema/index.ts'
import type { Mailer } from '#server/mail/mailer.ts'

/** How long Sage waits, after an emergency reply, before it tells the family itself. */
export const ALERT_DELAY_MS = 2 * 60 * 1000
/** An alert claimed this long ago and still not sent (the server stopped mid-send) is tried again. */
const CLAIM_LEASE_MS = 5 * 60 * 1000
/** "I'm fine" speaks for alerts of the last hour. */
const FINE_WINDOW_MS = 60 * 60 * 1000
/** A failed send is tried again after this. */
const RETRY_MS = 60 * 1000

export type AlertDeps = { db: Database; mailer: Mailer; publicUrl: string; logger?: Pick<Logger, 'error' | 'info'> }

/** The person an alert is about: their name as a contact knows it, and their phone. */
export async function personOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      first: userData.firstName,
      last: userData.lastName,
      phone: userData.phoneNumber,
      account: users.name,
    })
    .from(users)
    .leftJoin(userData, eq(userData.userId, users.id))
    .where(eq(users.id, userId))
    .orderBy(desc(userData.updatedAt))
    .limit(1)
  const name = [row?.first, row?.last].filter((part) => part?.trim()).join(' ') || row?.account || 'Your contact'
  return { name, phone: row?.phone?.trim() ?? '' }
}

const newToken = () => randomBytes(24).toString('base64url')
const link = (publicUrl: string, action: 'confirm' | 'stop', token: string) =>
  `${publicUrl}/alerts/${action}?token=${encodeURIComponent(token)}`

/**
 * Asks a contact to agree to alerts: the contact becomes "pending" and gets an e-mail with a
 * confirm link, in the person's language. Null when the contact is not the person's or has no e-mail.
 */
export async function requestAlerts(
  { db, mailer, publicUrl }: AlertDeps,
  userId: string,
  contactId: string,
  language: ChatLanguage,
) {
  const token = newToken()
  const contact = await markAlertsPending(db, ownScope(userId), contactId, token)
  if (!contact) return null
  const person = await personOf(db, userId)
  const words = alertWords[toChatLanguage(contact.language) ?? language]
  const confirm = link(publicUrl, 'confirm', token)
  await mailer.send({
    to: contact.email,
    subject: words.consentSubject(person.name),
    text: [words.consentBody(person.name), '', confirm, '', words.consentAfter, '', words.signature, ''].join('\n'),
    link: confirm,
  })
  return { alerts: 'pending' as const }
}

/** Turns a contact's alerts off; their links stop working. Null when the contact is not the person's. */
export async function turnOffAlerts(db: Database, userId: string, contactId: string) {
  return (await markAlertsOff(db, ownScope(userId), contactId)) ? { alerts: 'off' as const } : null
}

/** The contact a confirm or stop link is for, and the person's name; null for a link that no longer works. */
export async function contactForToken(db: Database, token: string) {
  if (!token || token.length > 100) return null
  const contact = await alertContact(db, { token })
  if (!contact) return null
  return { ...contact, person: (await personOf(db, contact.userId)).name }
}

/**
 * Alerts an emergency reply scheduled. `waitMs` is how long from now they wait: the open page counts
 * it down by its own clock (a tablet's clock may be wrong) and asks to send when it ends, while the
 * server sends them at `dueAt` whether or not a page is open.
 */
export type ScheduledAlerts = { groupId: string; names: string[]; dueAt: string; waitMs: number }

/**
 * The family area a family member must be given to hear of an alert: medications for a missed dose
 * of an important medication; "check-ins and alerts" for a missed check-in and for an emergency
 * message (whose kind is the detector's: a fall, chest pain...).
 */
const areaOfKind = (kind: string): CareArea => (kind === 'missed-dose' ? 'medications' : 'alerts')

/**
 * Writes one alert for every contact who agreed and every family member who agreed and with whom
 * the person shares the alert's area, all due at `dueAt`; null when there is no one to tell.
 * Runs in the caller's transaction, so the alerts are written once with what caused them.
 */
export async function queueAlerts(
  db: Database,
  input: {
    userId: string
    kind: string
    message: string
    language: ChatLanguage
    timeZone: string
    dueAt: Date
    now: Date
    /** The time the alert is about (a dose's time), when not the time it was made. */
    aboutAt?: Date
    /** Only these of them (contact and family ids), when the person chose whom; null: all. */
    only?: string[] | null
  },
) {
  const chosen = <T extends { id: string }>(people: T[]) =>
    input.only ? people.filter((person) => input.only!.includes(person.id)) : people
  const contacts = chosen(await contactsWhoAgreed(db, ownScope(input.userId)))
  const family = chosen(await familyToAlert(db, input.userId, undefined, areaOfKind(input.kind)))
  if (!contacts.length && !family.length) return null
  const groupId = randomUUID()
  const recipients = [
    ...contacts.map((contact) => ({ contactId: contact.id })),
    ...family.map((member) => ({ caretakerId: member.id })),
  ]
  await db.insert(emergencyAlerts).values(
    recipients.map((recipient) => ({
      userId: input.userId,
      groupId,
      ...recipient,
      message: input.message.slice(0, 2000),
      kind: input.kind,
      language: input.language,
      timeZone: input.timeZone,
      dueAt: input.dueAt,
      aboutAt: input.aboutAt ?? null,
      createdAt: input.now,
    })),
  )
  return {
    groupId,
    names: [...contacts.map((contact) => contact.name), ...family.map((member) => member.name)],
    caretakerIds: family.map((member) => member.id),
  }
}

/**
 * Schedules alerts about an emergency message to every contact who agreed and every family member
 * who agreed and with whom the person shares alerts, to go out after ALERT_DELAY_MS; null when there is no one.
 */
export async function scheduleAlerts(
  db: Database,
  input: { userId: string; message: string; kind: string; language: ChatLanguage; timeZone: string; now?: Date },
): Promise<ScheduledAlerts | null> {
  const now = input.now ?? new Date()
  const dueAt = new Date(now.getTime() + ALERT_DELAY_MS)
  const queued = await queueAlerts(db, { ...input, dueAt, now })
  if (!queued) return null
  return { groupId: queued.groupId, names: queued.names, dueAt: dueAt.toISOString(), waitMs: ALERT_DELAY_MS }
}

/** "Tell them now": a group's waiting alerts become due at once. Returns how many. */
export async function alertNow(db: Database, userId: string, groupId: string, now = new Date()) {
  const rows = await db
    .update(emergencyAlerts)
    .set({ dueAt: now })
    .where(
      and(
        eq(emergencyAlerts.userId, userId),
        eq(emergencyAlerts.groupId, groupId),
        eq(emergencyAlerts.status, 'scheduled'),
      ),
    )
    .returning({ id: emergencyAlerts.id })
  return rows.length
}

/** The person's alerts, newest first, with each contact's name. */
export function listAlerts(db: Database, userId: string, groupId?: string) {
  return db
    .select({
      id: emergencyAlerts.id,
      groupId: emergencyAlerts.groupId,
      contactName: sql<string>`coalesce(${emergencyContacts.name}, nullif(trim(${users.name}), ''), ${users.email})`,
      caretakerId: emergencyAlerts.caretakerId,
      message: emergencyAlerts.message,
      status: emergencyAlerts.status,
      dueAt: emergencyAlerts.dueAt,
      sentAt: emergencyAlerts.sentAt,
      fineSentAt: emergencyAlerts.fineSentAt,
      createdAt: emergencyAlerts.createdAt,
    })
    .from(emergencyAlerts)
    .leftJoin(emergencyContacts, eq(emergencyContacts.id, emergencyAlerts.contactId))
    .leftJoin(users, eq(users.id, emergencyAlerts.caretakerId))
    .where(and(eq(emergencyAlerts.userId, userId), groupId ? eq(emergencyAlerts.groupId, groupId) : undefined))
    .orderBy(desc(emergencyAlerts.createdAt), asc(emergencyContacts.name), asc(users.name))
    .limit(100)
}

/** A time as the contact reads it, in the person's zone. */
function when(date: Date, language: ChatLanguage, timeZone: string) {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }
  const locale = chatLanguageCodes[language]
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date)
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date)
  }
}

/** The person says they are fine: waiting alerts are cancelled, and contacts already told hear so. */
export async function settleFine(deps: AlertDeps, userId: string, now = new Date()) {
  const { db } = deps
  const recent = and(
    eq(emergencyAlerts.userId, userId),
    gte(emergencyAlerts.createdAt, new Date(now.getTime() - FINE_WINDOW_MS)),
  )
  const cancelled = await db
    .update(emergencyAlerts)
    .set({ status: 'cancelled' })
    .where(and(recent, eq(emergencyAlerts.status, 'scheduled')))
    .returning({ id: emergencyAlerts.id })
  const told = await db
    .update(emergencyAlerts)
    .set({ fineSentAt: now })
    .where(and(recent, eq(emergencyAlerts.status, 'sent'), isNull(emergencyAlerts.fineSentAt)))
    .returning({
      userId: emergencyAlerts.userId,
      contactId: emergencyAlerts.contactId,
      caretakerId: emergencyAlerts.caretakerId,
      language: emergencyAlerts.language,
      timeZone: emergencyAlerts.timeZone,
      kind: emergencyAlerts.kind,
    })
  if (!cancelled.length && !told.length) return null
  const names = await mailEach(deps, told, (words, { name }, alert) => ({
    subject: words.fineSubject(name),
    body: [words.fineBody(name, when(now, words.language, alert.timeZone))],
  }))
  return { cancelled: cancelled.length, told: names }
}

type Told = {
  userId: string
  contactId: string | null
  caretakerId: string | null
  language: string
  timeZone: string
  kind: string
}

/** Mails each of those told, in their language; returns the names of those a mail went to. */
async function mailEach(
  deps: AlertDeps,
  told: Told[],
  compose: (
    words: MailWords,
    person: { name: string; phone: string },
    alert: Told,
  ) => { subject: string; body: string[] },
) {
  const names: string[] = []
  for (const alert of told) {
    const sent = await mailContact(deps, alert, (words, person) => compose(words, person, alert))
    if (sent) names.push(sent)
  }
  return names
}

/**
 * Follows up on a group of alerts already sent (a missed check-in the person has now answered):
 * each person told gets the mail `compose` writes, in their language, once. Returns their names.
 */
export async function mailAlertGroup(
  deps: AlertDeps,
  userId: string,
  groupId: string,
  compose: (words: MailWords, person: { name: string; phone: string }) => { subject: string; body: string[] },
  now = new Date(),
) {
  const told = await deps.db
    .update(emergencyAlerts)
    .set({ fineSentAt: now })
    .where(
      and(
        eq(emergencyAlerts.userId, userId),
        eq(emergencyAlerts.groupId, groupId),
        eq(emergencyAlerts.status, 'sent'),
        isNull(emergencyAlerts.fineSentAt),
      ),
    )
    .returning()
  // Those not yet told need not be: their alert is cancelled.
  await deps.db
    .update(emergencyAlerts)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(emergencyAlerts.userId, userId),
        eq(emergencyAlerts.groupId, groupId),
        eq(emergencyAlerts.status, 'scheduled'),
      ),
    )
  return mailEach(deps, told, (words, person) => compose(words, person))
}

/**
 * Sends every alert that is due, each once: an alert is claimed in one statement (rows locked by
 * another instance are skipped), sent, then marked sent. One whose sender stopped mid-send is
 * claimed again after CLAIM_LEASE_MS. Returns how many were sent.
 */
export async function sendDueAlerts(deps: AlertDeps, now = new Date()): Promise<number> {
  const { db, logger } = deps
  const due = db
    .select({ id: emergencyAlerts.id })
    .from(emergencyAlerts)
    .where(
      or(
        and(eq(emergencyAlerts.status, 'scheduled'), lte(emergencyAlerts.dueAt, now)),
        and(
          eq(emergencyAlerts.status, 'sending'),
          lt(emergencyAlerts.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
        ),
      ),
    )
    .orderBy(asc(emergencyAlerts.dueAt))
    .limit(50)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(emergencyAlerts)
    .set({ status: 'sending', claimedAt: now })
    .where(inArray(emergencyAlerts.id, due))
    .returning()
  let sent = 0
  for (const alert of claimed) {
    try {
      await sendOne(deps, alert)
      await db.update(emergencyAlerts).set({ status: 'sent', sentAt: now }).where(eq(emergencyAlerts.id, alert.id))
      sent++
    } catch (err) {
      logger?.error({ err, alert: alert.id }, 'could not send an alert; trying again in a minute')
      await db
        .update(emergencyAlerts)
        .set({ status: 'scheduled', dueAt: new Date(now.getTime() + RETRY_MS) })
        .where(eq(emergencyAlerts.id, alert.id))
    }
  }
  return sent
}

type AlertRow = typeof emergencyAlerts.$inferSelect

/**
 * One alert mail: who, when, what happened, how to call them; that Sage cannot send help. A missed
 * check-in says when Sage last heard from them (its `about_at`), and carries the link anyone told
 * can use to say all is well.
 */
async function sendOne(deps: AlertDeps, alert: AlertRow) {
  const okLink = alert.kind === 'missed-check-in' ? await checkInLink(deps, alert.userId) : null
  await mailContact(deps, alert, (words, { name, phone }) => {
    const about = when(alert.aboutAt ?? alert.createdAt, words.language, alert.timeZone)
    const [subject, body] =
      alert.kind === 'missed-dose'
        ? [words.missedDoseSubject(name, alert.message), words.missedDoseBody(name, alert.message, about)]
        : alert.kind === 'missed-check-in'
          ? [words.checkInSubject(name), words.checkInBody(name, alert.aboutAt ? about : '')]
          : [words.alertSubject(name), words.alertBody(name, about, alert.message)]
    const ok = okLink ? ['', words.okLine(name), okLink] : []
    return { subject, body: [body, '', words.callThem(name, phone), ...ok, '', words.notAnApp] }
  })
}

/** The link in a missed check-in's alert that anyone told can open to say the person is OK. */
async function checkInLink({ db, publicUrl }: AlertDeps, userId: string) {
  const [row] = await db.select({ token: checkIns.familyToken }).from(checkIns).where(eq(checkIns.userId, userId))
  return row?.token ? `${publicUrl}/check-in/ok?token=${encodeURIComponent(row.token)}` : null
}

type MailWords = (typeof alertWords)[ChatLanguage] & { language: ChatLanguage }

/**
 * Mails a family member about an alert, in their own app language (else the person's then), with
 * why they get it; nothing when the person no longer shares alerts with them, or they turned the
 * mails off. Returns their name
 * when a mail went out.
 */
async function mailFamily(
  { db, mailer, publicUrl }: AlertDeps,
  alert: { userId: string; caretakerId: string; language: string; kind: string },
  compose: (words: MailWords, person: { name: string; phone: string }) => { subject: string; body: string[] },
): Promise<string | null> {
  const [member] = await familyToAlert(db, alert.userId, alert.caretakerId, areaOfKind(alert.kind))
  if (!member) return null
  const person = await personOf(db, alert.userId)
  const language = toChatLanguage(member.language) ?? toChatLanguage(alert.language) ?? defaultChatLanguage
  const words = { ...alertWords[language], language }
  const { subject, body } = compose(words, person)
  const family = `${publicUrl}/family-settings`
  await mailer.send({
    to: member.email,
    subject,
    text: [...body, '', words.signature, '', words.familyLine(person.name), family, ''].join('\n'),
    link: family,
  })
  return member.name
}

/**
 * Mails one contact about an alert, in their language (else the person's then), signed, with the
 * stop link; nothing to a contact who stopped alerts or lost their e-mail since. Returns the
 * contact's name when a mail went out.
 */
async function mailContact(
  deps: AlertDeps,
  alert: { userId: string; contactId: string | null; caretakerId: string | null; language: string; kind: string },
  compose: (words: MailWords, person: { name: string; phone: string }) => { subject: string; body: string[] },
): Promise<string | null> {
  if (alert.caretakerId) return mailFamily(deps, { ...alert, caretakerId: alert.caretakerId }, compose)
  if (!alert.contactId) return null
  const { db, mailer, publicUrl } = deps
  const contact = await alertContact(db, { id: alert.contactId })
  if (!contact?.email || contact.alerts !== 'on' || !contact.token) return null
  const person = await personOf(db, alert.userId)
  const language = toChatLanguage(contact.language) ?? toChatLanguage(alert.language) ?? defaultChatLanguage
  const words = { ...alertWords[language], language }
  const stop = link(publicUrl, 'stop', contact.token)
  const { subject, body } = compose(words, person)
  await mailer.send({
    to: contact.email,
    subject,
    text: [...body, '', words.signature, '', words.stopLine, stop, ''].join('\n'),
    link: stop,
  })
  return contact.name
}
