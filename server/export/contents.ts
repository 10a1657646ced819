// Everything a person has in Sage, read for their download: each table's rows of theirs, as plain
// data (the zip writes them out), with the files (photos, voice recordings) listed by their keys.
import { asc, eq, or } from 'drizzle-orm'
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import type { Database } from '#server/db/client.ts'
import {
  calendarEvents,
  careAccessLog,
  careLinks,
  chatSessions,
  checkIns,
  doctorQuestions,
  emergencyAlerts,
  emergencyContacts,
  feedbackMessages,
  medicalRecords,
  medicationDoses,
  medications,
  messages,
  photos,
  pushSubscriptions,
  userData,
  userPreferences,
  userSettings,
  users,
} from '#server/db/schema/index.ts'
import { chatLanguageOfSettings } from '#server/settings/settings.ts'
import type { FhirInput } from './fhir.ts'

/** The person's data, each part as its rows. */
export type ExportContents = Awaited<ReturnType<typeof readContents>>

/** Reads every part of the person's data (nothing of anyone else's but the names of their family). */
export async function readContents(db: Database, userId: string) {
  const mine = <T extends { userId: unknown }>(table: T) => eq(table.userId as typeof users.id, userId)
  const [
    [account],
    profile,
    settings,
    records,
    medicationRows,
    doses,
    contacts,
    events,
    sessions,
    messageRows,
    photoRows,
    questions,
    checkIn,
    alerts,
    devices,
  ] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId)),
    db.select().from(userData).where(mine(userData)),
    db.select().from(userSettings).where(mine(userSettings)),
    db.select().from(medicalRecords).where(mine(medicalRecords)).orderBy(asc(medicalRecords.date)),
    db.select().from(medications).where(mine(medications)).orderBy(asc(medications.createdAt)),
    db
      .select()
      .from(medicationDoses)
      .where(mine(medicationDoses))
      .orderBy(asc(medicationDoses.dueAt), asc(medicationDoses.id)),
    db.select().from(emergencyContacts).where(mine(emergencyContacts)).orderBy(asc(emergencyContacts.createdAt)),
    db.select().from(calendarEvents).where(mine(calendarEvents)).orderBy(asc(calendarEvents.startAt)),
    db.select().from(chatSessions).where(mine(chatSessions)).orderBy(asc(chatSessions.createdAt)),
    db.select().from(messages).where(mine(messages)).orderBy(asc(messages.createdAt), asc(messages.id)),
    db.select().from(photos).where(mine(photos)).orderBy(asc(photos.createdAt)),
    db.select().from(doctorQuestions).where(mine(doctorQuestions)).orderBy(asc(doctorQuestions.createdAt)),
    db.select().from(checkIns).where(mine(checkIns)),
    db.select().from(emergencyAlerts).where(mine(emergencyAlerts)).orderBy(asc(emergencyAlerts.createdAt)),
    // A device's keys open its notifications: the download says which devices, not their keys.
    db
      .select({ createdAt: pushSubscriptions.createdAt, language: pushSubscriptions.language })
      .from(pushSubscriptions)
      .where(mine(pushSubscriptions)),
  ])
  const [links, accessLog, preferences, supportMessages] = await Promise.all([
    familyLinks(db, userId),
    accessLogFor(db, userId),
    db.select().from(userPreferences).where(mine(userPreferences)),
    db.select().from(feedbackMessages).where(mine(feedbackMessages)).orderBy(asc(feedbackMessages.createdAt)),
  ])
  return {
    account: account!,
    profile,
    settings,
    records,
    medications: medicationRows,
    doses,
    contacts,
    events,
    sessions,
    messages: messageRows,
    photos: photoRows,
    questions,
    checkIn,
    alerts,
    devices,
    links,
    accessLog,
    preferences,
    supportMessages,
  }
}

/** The person's family links, either way, with the other person's name and address. */
async function familyLinks(db: Database, userId: string) {
  const rows = await db
    .select({
      id: careLinks.id,
      personId: careLinks.personId,
      caretakerId: careLinks.caretakerId,
      invitedEmail: careLinks.invitedEmail,
      areas: careLinks.areas,
      alertMails: careLinks.alertMails,
      createdAt: careLinks.createdAt,
      acceptedAt: careLinks.acceptedAt,
      endedAt: careLinks.endedAt,
    })
    .from(careLinks)
    .where(or(eq(careLinks.personId, userId), eq(careLinks.caretakerId, userId), eq(careLinks.invitedBy, userId)))
    .orderBy(asc(careLinks.createdAt))
  const names = await namesOf(
    db,
    rows.flatMap((row) => [row.personId, row.caretakerId]).filter((id): id is string => Boolean(id) && id !== userId),
  )
  return rows.map(({ personId, caretakerId, ...row }) => {
    const other = personId === userId ? caretakerId : personId
    return {
      ...row,
      role: personId === userId ? ('they help me' as const) : ('I help them' as const),
      other: other ? (names.get(other) ?? null) : null,
    }
  })
}

/** What family members looked at or changed of the person's data, and what the person did for others. */
async function accessLogFor(db: Database, userId: string) {
  const rows = await db
    .select({
      personId: careAccessLog.personId,
      actorId: careAccessLog.actorId,
      area: careAccessLog.area,
      action: careAccessLog.action,
      request: careAccessLog.request,
      createdAt: careAccessLog.createdAt,
    })
    .from(careAccessLog)
    .where(or(eq(careAccessLog.personId, userId), eq(careAccessLog.actorId, userId)))
    .orderBy(asc(careAccessLog.createdAt))
  const names = await namesOf(
    db,
    rows.flatMap((row) => [row.personId, row.actorId]).filter((id) => id !== userId),
  )
  return rows.map(({ personId, actorId, ...row }) => ({
    ...row,
    person: personId === userId ? 'me' : (names.get(personId) ?? null),
    by: actorId === userId ? 'me' : (names.get(actorId) ?? null),
  }))
}

/** Names and addresses of other accounts, by id. */
async function namesOf(db: Database, ids: string[]) {
  const unique = [...new Set(ids)]
  const rows = unique.length
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(or(...unique.map((id) => eq(users.id, id))))
    : []
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]))
}

/** The person's chat language, as their settings keep it. */
export const contentsLanguage = (contents: ExportContents): ChatLanguage =>
  chatLanguageOfSettings(contents.settings[0]?.languageSettings)

/** The person's time zone, as their medicines, check-in or calendar keep it (UTC when none does). */
export const contentsTimeZone = (contents: ExportContents): string =>
  contents.medications[0]?.timeZone ?? contents.checkIn[0]?.timeZone ?? contents.events[0]?.timeZone ?? 'UTC'

/** The medical part of the contents, as the FHIR Bundle is made from it. */
export function fhirInputOf(contents: ExportContents, now: Date): FhirInput {
  return {
    user: contents.account,
    profile: contents.profile[0] ?? null,
    // Dates without a time are read in the person's zone.
    timeZone: contentsTimeZone(contents),
    records: contents.records,
    medications: contents.medications,
    doses: contents.doses,
    events: contents.events,
    contacts: contents.contacts,
    now,
  }
}
