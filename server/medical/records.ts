import { and, desc, eq, isNotNull, or } from 'drizzle-orm'
import type { MedicalRecordInput } from '#shared/schemas/medical-records.ts'
import { ownedRecords } from '#server/data/owned-records.ts'
import type { Scope } from '#server/data/scope.ts'
import type { Database } from '#server/db/client.ts'
import { medicalRecords } from '#server/db/schema/index.ts'

/** Most records one list returns. */
export const MEDICAL_RECORDS_LIMIT = 500

/** The person's medical history, newest first. */
export const medicalRecordsData = ownedRecords({
  table: medicalRecords,
  columns: {
    id: medicalRecords.id,
    userId: medicalRecords.userId,
    type: medicalRecords.type,
    title: medicalRecords.title,
    doctor: medicalRecords.doctor,
    date: medicalRecords.date,
    status: medicalRecords.status,
    notes: medicalRecords.notes,
    addedBy: medicalRecords.addedBy,
    createdAt: medicalRecords.createdAt,
  },
  orderBy: [desc(medicalRecords.createdAt), desc(medicalRecords.id)],
  pageBy: { time: medicalRecords.createdAt, descending: true },
  limit: MEDICAL_RECORDS_LIMIT,
  notFound: 'Medical record not found.',
})

/** The stored form of a record's editable fields: optional ones left out or empty become null. */
export function medicalRecordValues(input: MedicalRecordInput) {
  return {
    type: input.type,
    title: input.title,
    doctor: input.doctor || null,
    date: input.date,
    status: input.status ?? null,
    notes: input.notes || null,
  }
}

/** The records the assistant's facts use, newest date first: medicines, and records that name a doctor. */
export function medicinesAndDoctors(db: Database, scope: Scope) {
  return db
    .select({
      type: medicalRecords.type,
      title: medicalRecords.title,
      notes: medicalRecords.notes,
      doctor: medicalRecords.doctor,
      status: medicalRecords.status,
    })
    .from(medicalRecords)
    .where(
      and(
        eq(medicalRecords.userId, scope.ownerId),
        or(eq(medicalRecords.type, 'Medication'), isNotNull(medicalRecords.doctor)),
      ),
    )
    .orderBy(desc(medicalRecords.date), desc(medicalRecords.createdAt))
}
