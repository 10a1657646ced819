// The summary a person brings to a doctor's visit: what Sage knows (DoctorSummary, gathered by the
// server from the person's data), and the same written out in one language (SummaryDocument), which
// the page shows and prints and the server turns into a PDF. Both read the one document, so the
// printed page and the PDF say the same.
import type { MedicationSchedule } from '#shared/medications/schedule.ts'

/** A medication as the summary lists it, with the share of its doses taken over the last 30 days. */
export type SummaryMedication = {
  name: string
  dose: string | null
  purpose: string | null
  schedule: MedicationSchedule
  food: 'any' | 'with' | 'without'
  /** Doses due in the last 30 days (up to today), and how many of them were marked taken. */
  due: number
  taken: number
}

export type SummaryRecord = {
  /** YYYY-MM-DD. */
  date: string
  /** A MedicalRecordType as stored (text; an unknown one is shown as it is). */
  type: string
  title: string
  doctor: string | null
  /** A MedicalRecordStatus as stored, or null. */
  status: string | null
}

export type SummaryAppointment = {
  title: string
  /** ISO instant of its start; with allDay, the start of its day in timeZone. */
  start: string
  allDay: boolean
  timeZone: string
}

export type SummaryContact = { name: string; relationship: string; phone: string | null; email: string | null }

/** The first day of the records the summary lists: a year before `today` (both YYYY-MM-DD). */
export const recordsSince = (today: string) => `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`

/** At most this many records are listed (the newest). */
export const SUMMARY_RECORDS_MAX = 40

/** The parts of the summary, each there only when the one printing may see it. */
export type SummaryPart = 'medications' | 'appointments' | 'contacts'

/** What the summary holds, before it is written in a language. */
export type DoctorSummary = {
  /** `age`: the age the person gave, where no birth date is known (the questionnaire asks it). */
  person: { name: string; birthDate: string | null; age?: number | null }
  /** Today in the person's zone, YYYY-MM-DD; the age is counted to it. */
  today: string
  timeZone: string
  /** The visit it is for, when the person said ("I'm seeing Dr. Lee on Thursday"). */
  visit: { doctor: string | null; date: string | null }
  doctor: { name: string | null; phone: string | null }
  conditions: string[]
  /** Null: the part is left out (a family member the person does not share it with). */
  medications: SummaryMedication[] | null
  /**
   * What the person wrote of their medicines in their profile, each as written, besides those Sage
   * tracks: a doctor reads both (a person who never set up reminders still takes their pills). Left
   * out with the medications.
   */
  medicationNotes: string[]
  records: SummaryRecord[]
  appointments: SummaryAppointment[] | null
  contacts: SummaryContact[] | null
  questions: { id: string; text: string }[]
  /** Printed by a family member for the person. */
  byFamily: boolean
}

/** One section of the written summary: a table, a list, or the sentence for "none". */
export type SummarySection = {
  id: 'conditions' | 'medications' | 'records' | 'appointments' | 'contacts' | 'questions'
  heading: string
  /** Column headings, with rows of cells; or items, a plain list. */
  columns?: string[]
  rows?: string[][]
  items?: string[]
  /** Said when the section has nothing. */
  empty: string
}

/** The summary written out in one language: what the page and the PDF show, in this order. */
export type SummaryDocument = {
  /** A BCP 47 tag for the page's lang attribute. */
  lang: string
  title: string
  /** "For the visit with Dr. Lee on Thursday, 3 December 2026", or null. */
  visit: string | null
  printedOn: string
  /** Name, age, doctor: label and value. */
  facts: { label: string; value: string }[]
  sections: SummarySection[]
  /** Under the questions: lines to write more by hand. */
  moreQuestions: string
  /** A line at the foot, when a family member printed it. */
  footnote: string | null
}
