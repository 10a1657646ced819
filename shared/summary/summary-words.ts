// The words of the summary for the doctor, one table per chat language (shared/languages/<language>/
// summary-words.ts). Dates, weekdays and lists are written by Intl in the language; these are the
// labels and the sentences around them.
import type { MedicalRecordStatus, MedicalRecordType } from '#shared/schemas/medical-records.ts'

export type SummaryWords = {
  /** The page's title: "Summary for the doctor". */
  title: string
  /** "For the visit with Dr. Lee on Thursday, 3 December 2026"; either part may be missing. */
  forVisit: (doctor: string | null, day: string | null) => string
  /** "Printed on 28 November 2026". */
  printedOn: (day: string) => string
  name: string
  age: string
  /** "82 (born 3 March 1944)". */
  ageValue: (years: number, born: string) => string
  /** The person's own doctor. */
  doctor: string
  /** For a detail not given. */
  notGiven: string
  conditions: string
  noConditions: string
  medications: string
  noMedications: string
  /** Column headings of the medications table. */
  medicationColumns: { name: string; dose: string; when: string; taken: string }
  /** How often a medication is taken; times and weekdays arrive written out and joined. */
  schedule: {
    daily: (times: string) => string
    weekly: (days: string, times: string) => string
    interval: (days: number, times: string) => string
    asNeeded: string
  }
  /** Added to the schedule: "with food", "without food". */
  withFood: string
  withoutFood: string
  /** The share of doses taken in the last 30 days: "92% (55 of 60)". */
  taken: (percent: number, taken: number, due: number) => string
  /** No dose was due in the last 30 days (as needed, or started since). */
  noDosesDue: string
  /** "Taken, last 30 days". */
  takenHeading: string
  records: string
  noRecords: string
  recordColumns: { date: string; type: string; title: string; doctor: string; status: string }
  recordTypes: Record<MedicalRecordType, string>
  statuses: Record<MedicalRecordStatus, string>
  appointments: string
  noAppointments: string
  contacts: string
  noContacts: string
  questions: string
  /** Under the questions, for writing more by hand. */
  moreQuestions: string
  /** Said at the foot when a family member printed it: only the parts the person shares are in it. */
  partsShared: string
}
