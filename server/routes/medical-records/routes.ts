import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { type MedicalRecordInput, medicalRecordInput, newMedicalRecordInput } from '#shared/schemas/medical-records.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import type { Database } from '#server/db/client.ts'
import { medicalRecords } from '#server/db/schema/index.ts'
import { AppError, ownOrIdTaken } from '#server/errors.ts'
import { validateIdParam } from '#server/http/id-param.ts'
import { validate } from '#server/http/validate.ts'

/** Most records one list returns. */
export const MEDICAL_RECORDS_LIMIT = 500

const NOT_FOUND = 'Medical record not found.'

const recordColumns = {
  id: medicalRecords.id,
  userId: medicalRecords.userId,
  type: medicalRecords.type,
  title: medicalRecords.title,
  doctor: medicalRecords.doctor,
  date: medicalRecords.date,
  status: medicalRecords.status,
  notes: medicalRecords.notes,
  createdAt: medicalRecords.createdAt,
}

/** The stored form of the editable fields: optional ones left out or empty become null. */
function toRow(input: MedicalRecordInput) {
  return {
    type: input.type,
    title: input.title,
    doctor: input.doctor || null,
    date: input.date,
    status: input.status ?? null,
    notes: input.notes || null,
  }
}

/** The person's medical records, newest first (SPEC.md 7), at most MEDICAL_RECORDS_LIMIT. */
export function listMedicalRecords(db: Database, userId: string) {
  return db
    .select(recordColumns)
    .from(medicalRecords)
    .where(eq(medicalRecords.userId, userId))
    .orderBy(desc(medicalRecords.createdAt), desc(medicalRecords.id))
    .limit(MEDICAL_RECORDS_LIMIT)
}

/** One of the person's medical records, or null when it is missing or someone else's. */
export async function getMedicalRecord(db: Database, userId: string, id: string) {
  const [row] = await db
    .select(recordColumns)
    .from(medicalRecords)
    .where(and(eq(medicalRecords.id, id), eq(medicalRecords.userId, userId)))
  return row ?? null
}

/** One of the person's medical records, or a 404. */
export async function requireMedicalRecord(db: Database, userId: string, id: string) {
  const row = await getMedicalRecord(db, userId, id)
  if (!row) throw new AppError('not_found', NOT_FOUND)
  return row
}

/** GET, POST, PUT and DELETE /api/medical-records: the signed-in person's medical history (SPEC.md 3, 7). */
export const medicalRecordsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c)
    return c.json({ records: await listMedicalRecords(c.var.db, user.id) })
  })
  .post('/', validate('json', newMedicalRecordInput), async (c) => {
    const user = requireUser(c)
    const { id = randomUUID(), ...fields } = c.req.valid('json')
    const [created] = await c.var.db
      .insert(medicalRecords)
      .values({ ...toRow(fields), id, userId: user.id })
      .onConflictDoNothing({ target: medicalRecords.id })
      .returning(recordColumns)
    if (created) return c.json({ record: created }, 201)
    // The client's id is taken: a retried create of the person's own record changes nothing,
    // and someone else's is a 409.
    return c.json({ record: await ownOrIdTaken(requireMedicalRecord(c.var.db, user.id, id)) }, 200)
  })
  .put('/:id', validateIdParam(NOT_FOUND), validate('json', medicalRecordInput), async (c) => {
    const user = requireUser(c)
    const [updated] = await c.var.db
      .update(medicalRecords)
      .set(toRow(c.req.valid('json')))
      .where(and(eq(medicalRecords.id, c.req.valid('param').id), eq(medicalRecords.userId, user.id)))
      .returning(recordColumns)
    if (!updated) throw new AppError('not_found', NOT_FOUND)
    return c.json({ record: updated })
  })
  .delete('/:id', validateIdParam(NOT_FOUND), async (c) => {
    const user = requireUser(c)
    const [deleted] = await c.var.db
      .delete(medicalRecords)
      .where(and(eq(medicalRecords.id, c.req.valid('param').id), eq(medicalRecords.userId, user.id)))
      .returning({ id: medicalRecords.id })
    if (!deleted) throw new AppError('not_found', NOT_FOUND)
    return c.body(null, 204)
  })
