// The summary for the doctor of a person without an account: made in the browser from what this
// browser keeps (the questionnaire's answers, the records and emergency contacts kept here), and
// written out by the same code as the server's, so it prints the same sheet.
import { toList } from '#shared/chat/builtin/replies.ts'
import { todayIn } from '#shared/medications/schedule.ts'
import { type DoctorSummary, SUMMARY_RECORDS_MAX, recordsSince } from '#shared/summary/summary.ts'
import type { QuestionnaireData } from '#web/features/onboarding/questionnaire-store.ts'
import type { EmergencyContact } from '#web/features/contacts/api.ts'
import type { MedicalRecord } from './api.ts'

export type LocalSummaryInput = {
  details: QuestionnaireData | null
  records: readonly MedicalRecord[]
  contacts: readonly EmergencyContact[]
  now: Date
  timeZone: string
}

/** The summary of what this browser keeps: the records of the last 12 months, newest first. */
export function localSummary({ details, records, contacts, now, timeZone }: LocalSummaryInput): DoctorSummary {
  const today = todayIn(now, timeZone)
  const since = recordsSince(today)
  const fromQuestionnaire = details?.emergencyContact.trim()
    ? [
        {
          name: details.emergencyContact.trim(),
          relationship: '',
          phone: details.emergencyPhone.trim() || null,
          email: details.emergencyContactEmail?.trim() || null,
        },
      ]
    : []
  const kept = contacts.map(({ name, relationship, phone, email }) => ({ name, relationship, phone, email }))
  const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()
  return {
    person: {
      name: [details?.firstName, details?.lastName].filter(Boolean).join(' '),
      birthDate: null,
      age: details?.age ?? null,
    },
    today,
    timeZone,
    visit: { doctor: null, date: null },
    doctor: { name: details?.doctorName.trim() || null, phone: details?.doctorPhone.trim() || null },
    conditions: toList(details?.medicalConditions),
    medications: [],
    medicationNotes: toList(details?.medications),
    records: records
      .filter((record) => record.date >= since && record.date <= today)
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, SUMMARY_RECORDS_MAX)
      .map(({ date, type, title, doctor, status }) => ({ date, type, title, doctor, status })),
    // Without an account there is no calendar to read appointments from.
    appointments: null,
    // The contacts kept here, and the questionnaire's one when it is not among them.
    contacts: [...kept, ...fromQuestionnaire.filter((one) => !kept.some((other) => sameName(one.name, other.name)))],
    questions: [],
    byFamily: false,
  }
}
