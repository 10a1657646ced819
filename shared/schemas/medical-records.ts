import { z } from './zod.ts'
import { requiredText } from './feedback.ts'
import { clientId } from './ids.ts'

/** Kinds of medical record (product.md 3). */
export const medicalRecordTypes = [
  'Appointment',
  'Medication',
  'Lab Result',
  'Surgery',
  'Hospitalization',
  'Vaccination',
  'Other',
] as const
export type MedicalRecordType = (typeof medicalRecordTypes)[number]

/** Statuses a medical record may carry (product.md 3). */
export const medicalRecordStatuses = ['Completed', 'Pending', 'Active', 'Normal', 'Abnormal', 'Cancelled'] as const
export type MedicalRecordStatus = (typeof medicalRecordStatuses)[number]

/** Earliest and latest years a record's date may have; outside them it is almost surely a typo. */
export const MEDICAL_RECORD_YEARS = { min: 1900, max: 2100 } as const

/** A calendar date as 'YYYY-MM-DD' that exists (no 30 February) within MEDICAL_RECORD_YEARS. */
const recordDate = z.iso.date().refine((value) => {
  const year = Number(value.slice(0, 4))
  return year >= MEDICAL_RECORD_YEARS.min && year <= MEDICAL_RECORD_YEARS.max
}, `use a year from ${MEDICAL_RECORD_YEARS.min} to ${MEDICAL_RECORD_YEARS.max}.`)

/** Optional free text; empty means none. Null is accepted so a record read back can be sent again. */
const optionalText = (max: number) => z.string().trim().max(max).nullish()

const recordFields = {
  type: z.enum(medicalRecordTypes),
  title: requiredText(200),
  doctor: optionalText(200),
  date: recordDate,
  status: z.enum(medicalRecordStatuses).nullish(),
  notes: optionalText(5000),
}

/** A medical record as sent to update one: every field, the optional ones cleared when left out (product.md 5). */
export const medicalRecordInput = z.strictObject(recordFields)
export type MedicalRecordInput = z.infer<typeof medicalRecordInput>

/** A new medical record, with an optional client-generated id. */
export const newMedicalRecordInput = z.strictObject({ id: clientId, ...recordFields })
export type NewMedicalRecordInput = z.infer<typeof newMedicalRecordInput>

/**
 * GET /api/medical-records: `?limit=N` for a page of N records (newest first), `&after=<record id>`
 * for the page after that record; without them, the newest 500. The answer's `next` is the record
 * to ask the next page after, or null.
 */
export const medicalRecordsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  after: z.uuid().optional(),
})
