import { and, asc, count, eq, gte } from 'drizzle-orm'
import { type ChatLanguage, chatLanguageCodes } from '#shared/chat/chat-languages.ts'
import { MAX_APPOINTMENTS, type SageFacts } from '#shared/chat/builtin/replies.ts'
import type { Database } from '#server/db/client.ts'
import { calendarEvents, emergencyContacts, photos } from '#server/db/schema/index.ts'
import { getUserData } from '#server/routes/user-data/routes.ts'

/** The facts about the person the assistant may use. */
export async function loadFacts(db: Database, userId: string, language: ChatLanguage, now = new Date()) {
  const [profile, contacts, events, [photoRow]] = await Promise.all([
    getUserData(db, userId),
    db
      .select({
        name: emergencyContacts.name,
        relationship: emergencyContacts.relationship,
        phone: emergencyContacts.phone,
      })
      .from(emergencyContacts)
      .where(eq(emergencyContacts.userId, userId))
      .orderBy(asc(emergencyContacts.createdAt)),
    db
      .select({ summary: calendarEvents.summary, startAt: calendarEvents.startAt, timeZone: calendarEvents.timeZone })
      .from(calendarEvents)
      .where(and(eq(calendarEvents.userId, userId), gte(calendarEvents.startAt, now)))
      .orderBy(asc(calendarEvents.startAt))
      .limit(MAX_APPOINTMENTS),
    db.select({ value: count() }).from(photos).where(eq(photos.userId, userId)),
  ])
  const emergency = contacts.map((contact) => ({ ...contact, phone: contact.phone ?? undefined }))
  // The profile's own emergency contact counts too, unless the list already has them.
  const profileContact = profile?.emergencyContact?.trim()
  if (profileContact && !emergency.some((contact) => contact.name.trim() === profileContact)) {
    emergency.push({ name: profileContact, relationship: '', phone: profile?.emergencyPhone ?? undefined })
  }
  const facts: SageFacts = {
    firstName: profile?.firstName ?? undefined,
    medications: profile?.medications ?? undefined,
    conditions: profile?.medicalConditions ?? undefined,
    doctorName: profile?.doctorName ?? undefined,
    doctorPhone: profile?.doctorPhone ?? undefined,
    emergencyContacts: emergency,
    nextAppointments: events.map((event) => ({
      title: event.summary,
      when: formatWhen(event.startAt, event.timeZone, language),
    })),
    photoCount: Number(photoRow?.value ?? 0),
  }
  return facts
}

function formatWhen(date: Date, timeZone: string, language: ChatLanguage) {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' }
  try {
    return new Intl.DateTimeFormat(chatLanguageCodes[language], { ...options, timeZone }).format(date)
  } catch {
    return new Intl.DateTimeFormat(chatLanguageCodes[language], options).format(date)
  }
}
