// Gathers what the summary for the doctor holds, from the person's own data: profile, medications
// and the doses of the last 30 days, medical records of the last 12 months, appointments coming up,
// emergency contacts and the questions kept for the doctor. A family member printing it for the
// person (the medical area shared) gets the parts the person shares with them, and no others
// (the route asks the access check which: alsoReadable in server/data/scope.ts).
import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm'
import { chatLanguages, foldText } from '#shared/chat/chat-languages.ts'
import { intentPatterns } from '#shared/chat/builtin/intent-patterns.ts'
import { toList } from '#shared/chat/builtin/replies.ts'
import type { CareArea } from '#shared/family/areas.ts'
import { todayIn } from '#shared/medications/schedule.ts'
import {
  type DoctorSummary,
  type SummaryAppointment,
  SUMMARY_RECORDS_MAX,
  recordsSince,
} from '#shared/summary/summary.ts'
import type { CalendarCalls } from '#server/calendar/provider.ts'
import type { Database } from '#server/db/client.ts'
import { emergencyContacts, medicalRecords, medicationDoses, medications, users } from '#server/db/schema/index.ts'
import type { Scope } from '#server/data/scope.ts'
import { getUserData } from '#server/profile/user-data.ts'
import { doctorQuestionsData } from './questions.ts'

const DAY_MS = 86_400_000
/** Doses counted for "taken, last 30 days". */
const TAKEN_DAYS = 30
/** How far ahead appointments are listed. */
const APPOINTMENT_DAYS = 90
const APPOINTMENTS_MAX = 8

/** The visit the summary is for, as the person said it; either part may be unknown. */
export type Visit = { doctor: string | null; date: string | null }

/**
 * What the summary reads besides the database: the clock, the person's zone, their calendar, and
 * which of the parts beyond the medical area the one printing may see (all, for the person).
 */
export type SummaryContext = {
  now: Date
  timeZone: string
  visit: Visit
  calendar: CalendarCalls | null
  parts: ReadonlySet<CareArea>
  /** Printed by a family member for the person. */
  byFamily: boolean
}

const MEDICAL_WORDS =
  /\b(appointments?|clinic|hospital|dentist|nurse|check-?up|therap|physio|blood test|x-?ray|scan|optician|eye test)/

/** A calendar event that reads as a medical appointment in any chat language (doctor, Arzt, 医生…). */
function isMedicalEvent(title: string): boolean {
  const folded = foldText(title)
  return MEDICAL_WORDS.test(folded) || chatLanguages.some((language) => intentPatterns[language].doctor?.test(folded))
}

/** Each medication taken now, with the share of its doses taken over the last 30 days. */
async function medicationsPart(db: Database, scope: Scope, now: Date, today: string) {
  const from = new Date(now.getTime() - TAKEN_DAYS * DAY_MS)
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: medications.id,
        name: medications.name,
        dose: medications.dose,
        purpose: medications.purpose,
        schedule: medications.schedule,
        food: medications.food,
      })
      .from(medications)
      .where(
        and(eq(medications.userId, scope.ownerId), or(isNull(medications.endDate), gte(medications.endDate, today))),
      )
      .orderBy(asc(sql`lower(${medications.name})`)),
    db
      .select({
        id: medicationDoses.medicationId,
        due: sql<number>`count(*)`.mapWith(Number),
        taken: sql<number>`count(*) filter (where ${medicationDoses.state} = 'taken')`.mapWith(Number),
      })
      .from(medicationDoses)
      .where(
        and(
          eq(medicationDoses.userId, scope.ownerId),
          gte(medicationDoses.dueAt, from),
          lte(medicationDoses.dueAt, now),
        ),
      )
      .groupBy(medicationDoses.medicationId),
  ])
  const byId = new Map(counts.map((count) => [count.id, count]))
  return rows.map(({ id, ...medication }) => ({
    ...medication,
    due: byId.get(id)?.due ?? 0,
    taken: byId.get(id)?.taken ?? 0,
  }))
}

/** Medical appointments coming up: from the calendar, and records of type Appointment dated ahead. */
async function appointmentsPart(
  db: Database,
  scope: Scope,
  { now, timeZone, calendar }: SummaryContext,
  today: string,
): Promise<SummaryAppointment[]> {
  const events = calendar
    ? await calendar
        .list({ timeMin: now, timeMax: new Date(now.getTime() + APPOINTMENT_DAYS * DAY_MS), maxResults: 250 })
        // A calendar that cannot be reached (Google down) leaves the part to the records.
        .catch(() => [])
    : []
  const fromCalendar = events
    .filter((event) => isMedicalEvent(event.summary))
    .map((event) => ({
      title: event.summary,
      start: event.start.toISOString(),
      allDay: event.allDay,
      timeZone: event.timeZone,
    }))
  const records = await db
    .select({ title: medicalRecords.title, doctor: medicalRecords.doctor, date: medicalRecords.date })
    .from(medicalRecords)
    .where(
      and(
        eq(medicalRecords.userId, scope.ownerId),
        eq(medicalRecords.type, 'Appointment'),
        gte(medicalRecords.date, today),
      ),
    )
  const fromRecords = records.map((record) => ({
    title: record.doctor ? `${record.title} (${record.doctor})` : record.title,
    start: `${record.date}T00:00:00.000Z`,
    allDay: true,
    timeZone,
  }))
  return [...fromCalendar, ...fromRecords].sort((a, b) => a.start.localeCompare(b.start)).slice(0, APPOINTMENTS_MAX)
}

/** The medical records of the last 12 months, newest first. */
function recentRecords(db: Database, scope: Scope, today: string) {
  return db
    .select({
      date: medicalRecords.date,
      type: medicalRecords.type,
      title: medicalRecords.title,
      doctor: medicalRecords.doctor,
      status: medicalRecords.status,
    })
    .from(medicalRecords)
    .where(
      and(
        eq(medicalRecords.userId, scope.ownerId),
        gte(medicalRecords.date, recordsSince(today)),
        lte(medicalRecords.date, today),
      ),
    )
    .orderBy(desc(medicalRecords.date))
    .limit(SUMMARY_RECORDS_MAX)
}

function contactsOf(db: Database, scope: Scope) {
  return db
    .select({
      name: emergencyContacts.name,
      relationship: emergencyContacts.relationship,
      phone: emergencyContacts.phone,
      email: emergencyContacts.email,
    })
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, scope.ownerId))
    .orderBy(asc(emergencyContacts.createdAt))
}

/** Everything the summary for the doctor holds, for the person in `scope`, as `context` says. */
export async function buildDoctorSummary(db: Database, scope: Scope, context: SummaryContext): Promise<DoctorSummary> {
  const { now, timeZone } = context
  const today = todayIn(now, timeZone)
  const may = (area: CareArea) => context.parts.has(area)
  const [profile, [user], records, contacts, questions, medicationList, appointments] = await Promise.all([
    getUserData(db, scope),
    db.select({ name: users.name }).from(users).where(eq(users.id, scope.ownerId)),
    recentRecords(db, scope, today),
    may('contacts') ? contactsOf(db, scope) : null,
    doctorQuestionsData.list(db, scope),
    may('medications') ? medicationsPart(db, scope, now, today) : null,
    may('calendar') ? appointmentsPart(db, scope, context, today) : null,
  ])
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || user?.name || ''
  return {
    person: { name, birthDate: profile?.birthDate ?? null },
    today,
    timeZone,
    visit: context.visit,
    doctor: { name: profile?.doctorName ?? null, phone: profile?.doctorPhone ?? null },
    conditions: toList(profile?.medicalConditions ?? undefined),
    medications: medicationList,
    medicationNotes: medicationList ? toList(profile?.medications ?? undefined) : [],
    records,
    appointments,
    contacts,
    questions: questions.map(({ id, text }) => ({ id, text })),
    byFamily: context.byFamily,
  }
}
