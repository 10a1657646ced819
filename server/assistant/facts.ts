import type { Logger } from 'pino'
import { type ChatLanguage, chatLanguageCodes } from '#shared/chat/chat-languages.ts'
import { type AppointmentFact, MAX_APPOINTMENTS, type SageFacts, toList } from '#shared/chat/builtin/replies.ts'
import { medicationsData } from '#server/medications/medications.ts'
import type { Database } from '#server/db/client.ts'
import { countPhotos } from '#server/photos/photos.ts'
import { medicinesAndDoctors } from '#server/medical/records.ts'
import { sayDay } from '#server/calendar/describe.ts'
import type { CalendarCalls } from '#server/calendar/provider.ts'
import { calendarWords } from '#server/calendar/phrases.ts'
import { emergencyContactsData } from '#server/contacts/emergency-contacts.ts'
import type { Scope } from '#server/data/scope.ts'
import { getUserData } from '#server/profile/user-data.ts'

/** A contact's relationship that says they are the person's doctor. */
const DOCTOR =
  /\b(doctor|dr\.?|gp|physician|m[eé]dic[oa]|doctora?|m[eé]decin|arzt|[aä]rztin|medico|dottore?ssa?|m[eé]dica)\b|医生|医師/iu

/** How far ahead Sage looks for the person's next appointments. */
const APPOINTMENTS_AHEAD_MS = 30 * 24 * 60 * 60 * 1000
/** Events under way a list of next appointments reads past (an all-day one today, a long visit). */
const APPOINTMENTS_UNDER_WAY = 50
/** A calendar slower than this (Google having a bad day) leaves the appointments out of this reply. */
export const APPOINTMENTS_WAIT_MS = 2000

export type FactsOptions = {
  language: ChatLanguage
  now?: Date
  /** The person's time zone, for "what time is it?". */
  timeZone?: string
  /** The person's calendar; their next appointments are read from it when given. */
  calendar?: CalendarCalls
  logger?: Pick<Logger, 'error'>
  /** How long the calendar may take; APPOINTMENTS_WAIT_MS unless a test says otherwise. */
  waitMs?: number
}

/** The facts about the person the assistant may use. */
export async function loadFacts(db: Database, scope: Scope, options: FactsOptions): Promise<SageFacts> {
  const { language, now = new Date(), timeZone, calendar, logger, waitMs = APPOINTMENTS_WAIT_MS } = options
  const [profile, contacts, records, appointments, photoCount, kept] = await Promise.all([
    getUserData(db, scope),
    emergencyContactsData.list(db, scope),
    medicinesAndDoctors(db, scope),
    calendar ? nextAppointments(calendar, { language, now, logger, waitMs }) : [],
    countPhotos(db, scope),
    medicationsData.list(db, scope),
  ])
  const emergency = contacts.map(({ name, relationship, phone }) => ({ name, relationship, phone: phone ?? undefined }))
  // The profile's own emergency contact counts too, unless the list already has them.
  const profileContact = profile?.emergencyContact?.trim()
  if (profileContact && !emergency.some((contact) => contact.name.trim() === profileContact)) {
    emergency.push({ name: profileContact, relationship: '', phone: profile?.emergencyPhone ?? undefined })
  }
  // One fact, wherever the person wrote it: the medicines Sage keeps (with their times), in the
  // profile and as Medication records; the doctor in the profile, else a contact who is their
  // doctor, else their latest record's.
  const keptNames = kept.map((medication) => medication.name.toLowerCase())
  const medicines = [
    ...kept.map((medication) => {
      const times = medication.schedule.repeat === 'asNeeded' ? [] : medication.schedule.times
      const name = [medication.name, medication.dose].filter(Boolean).join(' ')
      return times.length ? `${name} (${times.toSorted().join(', ')})` : name
    }),
    ...toList(profile?.medications ?? undefined),
    ...records
      .filter((record) => record.type === 'Medication' && record.status !== 'Cancelled')
      .map((record) => (record.notes?.trim() ? `${record.title} (${record.notes.trim()})` : record.title)),
  ]
    .filter((item, index, all) => all.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === index)
    // A medicine Sage keeps is said once, with its times, not again as the profile wrote it.
    .filter((item, index) => index < kept.length || !keptNames.some((name) => item.toLowerCase().includes(name)))
  const doctorContact = contacts.find((contact) => DOCTOR.test(contact.relationship))
  const recordDoctor = records.find((record) => record.doctor?.trim())?.doctor?.trim()
  const doctorName = profile?.doctorName?.trim() || doctorContact?.name || recordDoctor
  const doctorPhone =
    profile?.doctorPhone?.trim() || (doctorName === doctorContact?.name ? doctorContact?.phone : null) || undefined
  return {
    firstName: profile?.firstName ?? undefined,
    medications: medicines.length ? medicines : undefined,
    conditions: profile?.medicalConditions ?? undefined,
    doctorName: doctorName || undefined,
    doctorPhone,
    country: profile?.country ?? undefined,
    emergencyContacts: emergency,
    nextAppointments: appointments,
    photoCount,
    now: now.toISOString(),
    timeZone,
  }
}

/**
 * The person's next appointments from their calendar (built-in or Google, repeating ones
 * included); none when the calendar cannot be read, so the reply still comes.
 */
async function nextAppointments(
  calendar: CalendarCalls,
  {
    language,
    now,
    logger,
    waitMs,
  }: Required<Omit<FactsOptions, 'calendar' | 'logger' | 'timeZone'>> & Pick<FactsOptions, 'logger'>,
): Promise<AppointmentFact[]> {
  try {
    // The first few are enough, besides events already under way (left out below).
    const listed = calendar.list({
      timeMin: now,
      timeMax: new Date(now.getTime() + APPOINTMENTS_AHEAD_MS),
      maxResults: MAX_APPOINTMENTS + APPOINTMENTS_UNDER_WAY,
    })
    let timer: ReturnType<typeof setTimeout> | undefined
    const tooSlow = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('the calendar took too long')), waitMs)
    })
    const events = await Promise.race([listed, tooSlow]).finally(() => clearTimeout(timer))
    return (
      events
        // An all-day event is still ahead until its day is over.
        .filter((event) => (event.allDay ? event.end : event.start) >= now)
        .slice(0, MAX_APPOINTMENTS)
        .map((event) => ({
          title: event.summary,
          when: event.allDay
            ? calendarWords(language).allDay(sayDay(event.start, event.timeZone, language))
            : formatWhen(event.start, event.timeZone, language),
        }))
    )
  } catch (error) {
    logger?.error({ err: error }, 'could not read the calendar for the next appointments')
    return []
  }
}

function formatWhen(date: Date, timeZone: string, language: ChatLanguage) {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' }
  try {
    return new Intl.DateTimeFormat(chatLanguageCodes[language], { ...options, timeZone }).format(date)
  } catch {
    return new Intl.DateTimeFormat(chatLanguageCodes[language], options).format(date)
  }
}
