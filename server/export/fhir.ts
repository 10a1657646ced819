// One person's medical data as a FHIR R4 Bundle of type "collection", for the data export: plain
// JSON another health app or a doctor's system can read. What maps where:
//
//   user + profile           → Patient (name, phone and e-mail, city/state/country, birth date when
//                              known; the doctor, when written down, as a contact "Doctor")
//   profile's conditions     → one Condition each (the text split at commas, semicolons and lines;
//                              clinical status active, since the person lists what they have now)
//   records of type          → Appointment, on the record's day in the person's zone (a record has a
//   Appointment                date, no time): cancelled if Cancelled, fulfilled if Completed or
//                              past, else booked; the doctor as a participant by name
//   calendar events          → Appointment with the stored start and end (an all-day event: the
//                              starts of its first day and of the day after); fulfilled once over,
//                              else booked. FHIR R4 has no repeating appointments: a repeating
//                              event is its first time, with its RRULE lines in the comment.
//   medications              → MedicationStatement (see fhir-medications.ts)
//   taken/skipped/missed     → MedicationAdministration; doses still to come are left out
//   doses
//   emergency contacts       → RelatedPerson
//
// Other records (lab results, surgeries, hospital stays, vaccinations, medication notes) are left
// out: they are free text with no codes, and the export's JSON carries them whole. Nothing is made
// up: a field Sage does not have is left out, not filled with a guess.
import type { users } from '#server/db/schema/auth.ts'
import type { calendarEvents } from '#server/db/schema/calendar.ts'
import type { medicationDoses, medications } from '#server/db/schema/medications.ts'
import type { emergencyContacts, medicalRecords } from '#server/db/schema/personal.ts'
import type { userData } from '#server/db/schema/user-data.ts'
import { toList } from '#shared/chat/builtin/replies.ts'
import { dayBounds, todayIn } from '#shared/medications/schedule.ts'
import { medicationAdministrations, medicationStatements } from './fhir-medications.ts'
import {
  type Address,
  type Appointment,
  type Condition,
  type FhirBundle,
  type FhirResource,
  type HumanName,
  type Patient,
  type Reference,
  type RelatedPerson,
  given,
  nameUuid,
  referenceTo,
  resourceId,
  telecomOf,
  urnOf,
} from './fhir-types.ts'

export type { FhirBundle } from './fhir-types.ts'

/** Everything the bundle is made from: the person's rows, as read from the database. */
export type FhirInput = {
  user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email'>
  /** Null when the person never filled in a profile. */
  profile: Pick<
    typeof userData.$inferSelect,
    | 'firstName'
    | 'lastName'
    | 'phoneNumber'
    | 'city'
    | 'state'
    | 'country'
    | 'birthDate'
    | 'medicalConditions'
    | 'doctorName'
    | 'doctorPhone'
  > | null
  /** The person's time zone: a record's date (a day, no time) becomes that day there. */
  timeZone: string
  records: Pick<typeof medicalRecords.$inferSelect, 'id' | 'type' | 'status' | 'date' | 'title' | 'doctor' | 'notes'>[]
  medications: Pick<
    typeof medications.$inferSelect,
    'id' | 'name' | 'dose' | 'purpose' | 'schedule' | 'food' | 'startDate' | 'endDate' | 'timeZone'
  >[]
  doses: Pick<
    typeof medicationDoses.$inferSelect,
    'id' | 'medicationId' | 'date' | 'time' | 'dueAt' | 'state' | 'answeredAt' | 'answeredBy'
  >[]
  events: Pick<
    typeof calendarEvents.$inferSelect,
    'id' | 'summary' | 'description' | 'startAt' | 'endAt' | 'allDay' | 'timeZone' | 'recurrence'
  >[]
  contacts: Pick<typeof emergencyContacts.$inferSelect, 'id' | 'name' | 'relationship' | 'phone' | 'email'>[]
  /** When the export is made: the bundle's timestamp, and what counts as past. */
  now: Date
}

const CONDITION_CLINICAL = 'http://terminology.hl7.org/CodeSystem/condition-clinical'
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** The person's name: the profile's first and last name when given, else the account's name. */
function nameOf(input: FhirInput): HumanName | undefined {
  const first = given(input.profile?.firstName)
  const last = given(input.profile?.lastName)
  if (!first && !last) {
    const text = given(input.user.name)
    return text ? { text } : undefined
  }
  return {
    text: [first, last].filter(Boolean).join(' '),
    ...(first ? { given: [first] } : {}),
    ...(last ? { family: last } : {}),
  }
}

/** The Patient: only what the person gave. */
function patientOf(input: FhirInput): Patient {
  const { profile } = input
  const patient: Patient = { resourceType: 'Patient', id: resourceId('Patient', input.user.id) }
  const name = nameOf(input)
  if (name) patient.name = [name]
  const telecom = telecomOf(profile?.phoneNumber, input.user.email)
  if (telecom.length) patient.telecom = telecom
  const address: Address = {}
  for (const part of ['city', 'state', 'country'] as const) {
    const value = given(profile?.[part])
    if (value) address[part] = value
  }
  if (Object.keys(address).length) patient.address = [address]
  if (profile?.birthDate && DATE.test(profile.birthDate)) patient.birthDate = profile.birthDate
  const doctor = given(profile?.doctorName)
  const doctorTelecom = telecomOf(profile?.doctorPhone, null)
  if (doctor || doctorTelecom.length) {
    patient.contact = [
      {
        relationship: [{ text: 'Doctor' }],
        ...(doctor ? { name: { text: doctor } } : {}),
        ...(doctorTelecom.length ? { telecom: doctorTelecom } : {}),
      },
    ]
  }
  return patient
}

/** One Condition per condition the profile lists, each once however often it is written. */
function conditionsOf(input: FhirInput, subject: Reference): Condition[] {
  const seen = new Set<string>()
  return toList(input.profile?.medicalConditions ?? undefined).flatMap((item) => {
    const text = given(item)
    const key = text?.toLowerCase()
    if (!text || !key || seen.has(key)) return []
    seen.add(key)
    return [
      {
        resourceType: 'Condition',
        // Named by the person and the text, so the same condition keeps its id from one export to the next.
        id: nameUuid(`Condition/${input.user.id}/${key}`),
        clinicalStatus: { coding: [{ system: CONDITION_CLINICAL, code: 'active', display: 'Active' }] },
        code: { text },
        subject,
      },
    ]
  })
}

/** An Appointment for each record of type Appointment, over the whole of its day. */
function recordAppointments(input: FhirInput, patient: Reference): Appointment[] {
  const today = todayIn(input.now, input.timeZone)
  return input.records
    .filter((record) => record.type === 'Appointment')
    .map((record) => {
      const { start, end } = dayBounds(record.date, input.timeZone)
      const description = given(record.title)
      const doctor = given(record.doctor)
      const comment = given(record.notes)
      return {
        resourceType: 'Appointment',
        id: resourceId('Appointment', record.id),
        status:
          record.status === 'Cancelled'
            ? 'cancelled'
            : record.status === 'Completed' || record.date < today
              ? 'fulfilled'
              : 'booked',
        ...(description ? { description } : {}),
        ...(comment ? { comment } : {}),
        start: start.toISOString(),
        end: end.toISOString(),
        participant: [
          { actor: patient, status: 'accepted' },
          ...(doctor ? [{ actor: { display: doctor }, status: 'accepted' as const }] : []),
        ],
      }
    })
}

/** An Appointment for each calendar event, at its stored start and end. */
function eventAppointments(input: FhirInput, patient: Reference): Appointment[] {
  return input.events.map((event) => {
    const description = given(event.summary)
    const repeats = (event.recurrence ?? []).flatMap((line) => given(line) ?? [])
    const comment = [given(event.description), repeats.length ? `Repeats: ${repeats.join('; ')}` : undefined]
      .filter(Boolean)
      .join('\n\n')
    return {
      resourceType: 'Appointment',
      id: resourceId('Appointment', event.id),
      status: event.endAt <= input.now ? 'fulfilled' : 'booked',
      ...(description ? { description } : {}),
      ...(comment ? { comment } : {}),
      start: event.startAt.toISOString(),
      end: event.endAt.toISOString(),
      participant: [{ actor: patient, status: 'accepted' }],
    }
  })
}

/** A RelatedPerson per emergency contact. */
function relatedPeople(input: FhirInput, patient: Reference): RelatedPerson[] {
  return input.contacts.map((contact) => {
    const person: RelatedPerson = {
      resourceType: 'RelatedPerson',
      id: resourceId('RelatedPerson', contact.id),
      patient,
    }
    const relationship = given(contact.relationship)
    const name = given(contact.name)
    const telecom = telecomOf(contact.phone, contact.email)
    if (relationship) person.relationship = [{ text: relationship }]
    if (name) person.name = [{ text: name }]
    if (telecom.length) person.telecom = telecom
    return person
  })
}

/** The person's medical data as a FHIR R4 collection Bundle, the Patient first. */
export function fhirBundle(input: FhirInput): FhirBundle {
  const patient = patientOf(input)
  const subject = referenceTo(patient)
  const resources: FhirResource[] = [
    patient,
    ...conditionsOf(input, subject),
    ...medicationStatements(input.medications, subject, input.now),
    ...medicationAdministrations(input.doses, input.medications, subject),
    ...recordAppointments(input, subject),
    ...eventAppointments(input, subject),
    ...relatedPeople(input, subject),
  ]
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: input.now.toISOString(),
    entry: resources.map((resource) => ({ fullUrl: urnOf(resource.id), resource })),
  }
}
