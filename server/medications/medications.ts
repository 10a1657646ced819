import { and, asc, eq, gte, isNotNull, lt, lte, or, sql } from 'drizzle-orm'
import { type DoseAnswer, type MedicationInput, SNOOZE_MINUTES } from '#shared/schemas/medications.ts'
import { dosesBetween } from '#shared/medications/schedule.ts'
import type { Database } from '#server/db/client.ts'
import { ownedRecords } from '#server/data/owned-records.ts'
import type { Scope } from '#server/data/scope.ts'
import { medicationDoses, medications } from '#server/db/schema/index.ts'
import { AppError } from '#server/errors.ts'

const HOUR_MS = 60 * 60 * 1000
const MINUTE_MS = 60 * 1000
/** How far ahead doses are written: the scheduler tops this up every hour, so a day and a half is plenty. */
export const PLAN_AHEAD_MS = 36 * HOUR_MS
/** When less than this is planned ahead, the planner writes more. */
const REPLAN_BEFORE_MS = 24 * HOUR_MS

const columns = {
  id: medications.id,
  userId: medications.userId,
  addedBy: medications.addedBy,
  name: medications.name,
  dose: medications.dose,
  purpose: medications.purpose,
  schedule: medications.schedule,
  food: medications.food,
  startDate: medications.startDate,
  endDate: medications.endDate,
  pillsLeft: medications.pillsLeft,
  pillsPerDose: medications.pillsPerDose,
  missedAfterMinutes: medications.missedAfterMinutes,
  important: medications.important,
  timeZone: medications.timeZone,
  createdAt: medications.createdAt,
}

/** The person's medications, by name. */
export const medicationsData = ownedRecords({
  table: medications,
  columns,
  orderBy: [asc(sql`lower(${medications.name})`), asc(medications.id)],
  limit: 200,
  notFound: 'Medication not found.',
})

export type MedicationRow = NonNullable<Awaited<ReturnType<typeof medicationsData.get>>>

/** Stored values from an input: optional texts left empty are null. */
export function medicationValues(input: MedicationInput) {
  return {
    ...input,
    dose: input.dose || null,
    purpose: input.purpose || null,
    endDate: input.endDate || null,
    pillsLeft: input.pillsLeft ?? null,
  }
}

type Planned = Pick<MedicationRow, 'id' | 'userId' | 'schedule' | 'startDate' | 'endDate' | 'timeZone'>

/**
 * Writes a medication's doses from `from` to `now + PLAN_AHEAD_MS`, each waiting for its time;
 * doses already written stay as they are. Returns how many were new.
 */
export async function planDoses(db: Database, medication: Planned, from: Date, now: Date): Promise<number> {
  const until = new Date(now.getTime() + PLAN_AHEAD_MS)
  const doses = dosesBetween(medication, from, until)
  let written = 0
  if (doses.length) {
    const rows = await db
      .insert(medicationDoses)
      .values(
        doses.map((dose) => ({
          userId: medication.userId,
          medicationId: medication.id,
          date: dose.date,
          time: dose.time,
          dueAt: dose.dueAt,
          nextStepAt: dose.dueAt,
        })),
      )
      .onConflictDoNothing({ target: [medicationDoses.medicationId, medicationDoses.date, medicationDoses.time] })
      .returning({ id: medicationDoses.id })
    written = rows.length
  }
  await db.update(medications).set({ plannedUntil: until }).where(eq(medications.id, medication.id))
  return written
}

/**
 * Adds a medication (once per client id) and writes its doses from now on, and those of the last
 * little while that are not yet missed: someone adding at 8:30 the pill they take at 8:00 can
 * still mark it taken, and is reminded of it.
 */
export async function addMedication(db: Database, scope: Scope, id: string, input: MedicationInput, now = new Date()) {
  const result = await medicationsData.createOnce(db, scope, id, medicationValues(input))
  if (result.created) {
    const from = new Date(now.getTime() - result.record.missedAfterMinutes * MINUTE_MS)
    await planDoses(db, result.record, from, now)
  }
  return result
}

/**
 * Changes a medication. Doses still to come are written again from its new schedule; doses that
 * are due, answered or missed stay, as the record of what happened.
 */
export async function changeMedication(
  db: Database,
  scope: Scope,
  id: string,
  input: MedicationInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const record = await medicationsData.update(tx, scope, id, medicationValues(input))
    await tx
      .delete(medicationDoses)
      .where(
        and(
          eq(medicationDoses.medicationId, id),
          eq(medicationDoses.state, 'upcoming'),
          gte(medicationDoses.dueAt, now),
        ),
      )
    await planDoses(tx, record, now, now)
    return record
  })
}

const doseColumns = {
  id: medicationDoses.id,
  medicationId: medicationDoses.medicationId,
  date: medicationDoses.date,
  time: medicationDoses.time,
  dueAt: medicationDoses.dueAt,
  state: medicationDoses.state,
  answeredAt: medicationDoses.answeredAt,
  answeredBy: medicationDoses.answeredBy,
  snoozedUntil: medicationDoses.snoozedUntil,
  missedAt: medicationDoses.missedAt,
}

/** The person's doses due from `from` until before `to`, in time order. */
export function dosesIn(db: Database, scope: Scope, from: Date, to: Date) {
  return (
    db
      .select(doseColumns)
      .from(medicationDoses)
      .innerJoin(medications, eq(medications.id, medicationDoses.medicationId))
      .where(
        and(eq(medicationDoses.userId, scope.ownerId), gte(medicationDoses.dueAt, from), lt(medicationDoses.dueAt, to)),
      )
      // Doses at one time in the order of their medicines' names, as the lists show them.
      .orderBy(asc(medicationDoses.dueAt), asc(sql`lower(${medications.name})`), asc(medicationDoses.medicationId))
      .limit(5000)
  )
}

/**
 * The person's answer to a dose: taken (at `at`, or now), skipped, snoozed for SNOOZE_MINUTES, or
 * undone (waiting again). Nothing more is sent for a dose taken or skipped. A count of pills left goes down when a dose
 * becomes taken, and back up when a dose marked taken by mistake is marked otherwise.
 */
export async function answerDose(
  db: Database,
  scope: Scope,
  doseId: string,
  input: { answer: DoseAnswer; at?: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [dose] = await tx
      .select({
        ...doseColumns,
        pillsPerDose: medications.pillsPerDose,
        missedAfterMinutes: medications.missedAfterMinutes,
      })
      .from(medicationDoses)
      .innerJoin(medications, eq(medications.id, medicationDoses.medicationId))
      .where(and(eq(medicationDoses.id, doseId), eq(medicationDoses.userId, scope.ownerId)))
      .for('update', { of: medicationDoses })
    if (!dose) throw new AppError('not_found', 'Dose not found.')
    const who = scope.actorName ?? null
    const { answer } = input
    if (answer === 'snoozed' && (dose.state === 'taken' || dose.state === 'skipped' || dose.dueAt > now))
      throw new AppError('conflict', 'This dose is not waiting for you.')
    const takenAt = input.at ? new Date(input.at) : now
    if (answer === 'taken' && takenAt > now) throw invalidAt('can’t be in the future.')
    if (answer === 'taken' && takenAt.getTime() < dose.dueAt.getTime() - 12 * HOUR_MS)
      throw invalidAt('is more than 12 hours before the dose.')
    const snoozedUntil = new Date(now.getTime() + SNOOZE_MINUTES * MINUTE_MS)
    const waiting = dose.dueAt <= now
    const [changed] = await tx
      .update(medicationDoses)
      .set(
        answer === 'snoozed'
          ? { state: 'snoozed', snoozedUntil, nextStepAt: snoozedUntil }
          : answer === 'undo'
            ? {
                // Waiting again: a dose whose time has come is due, and missed on the usual ladder.
                state: waiting ? 'due' : 'upcoming',
                answeredAt: null,
                answeredBy: null,
                snoozedUntil: null,
                nextStepAt: waiting
                  ? sql`greatest(${medicationDoses.dueAt} + ${dose.missedAfterMinutes} * interval '1 minute', ${snoozedUntil.toISOString()}::timestamptz)`
                  : dose.dueAt,
              }
            : {
                state: answer,
                answeredAt: answer === 'taken' ? takenAt : now,
                answeredBy: who,
                snoozedUntil: null,
                nextStepAt: null,
              },
      )
      .where(eq(medicationDoses.id, doseId))
      .returning(doseColumns)
    const pills =
      (dose.state !== 'taken' && answer === 'taken' ? -1 : 0) + (dose.state === 'taken' && answer !== 'taken' ? 1 : 0)
    if (pills)
      await tx
        .update(medications)
        .set({ pillsLeft: sql`greatest(0, ${medications.pillsLeft} + ${pills * dose.pillsPerDose})` })
        .where(and(eq(medications.id, dose.medicationId), isNotNull(medications.pillsLeft)))
    return changed!
  })
}

const invalidAt = (problem: string) =>
  new AppError('invalid_input', `Invalid at: ${problem}`, { field: 'at', problem: 'invalid' })

/** Medications whose doses are planned less than a day ahead (or never), for the planner. */
export function medicationsToPlan(db: Database, now: Date, limit = 1000) {
  return db
    .select({
      id: medications.id,
      userId: medications.userId,
      schedule: medications.schedule,
      startDate: medications.startDate,
      endDate: medications.endDate,
      timeZone: medications.timeZone,
      plannedUntil: medications.plannedUntil,
      createdAt: medications.createdAt,
    })
    .from(medications)
    .where(
      and(
        or(
          sql`${medications.plannedUntil} is null`,
          lte(medications.plannedUntil, new Date(now.getTime() + REPLAN_BEFORE_MS)),
        ),
        or(
          sql`${medications.endDate} is null`,
          gte(medications.endDate, sql`(${now.toISOString()}::timestamptz - interval '1 day')::date`),
        ),
      ),
    )
    .orderBy(asc(medications.plannedUntil))
    .limit(limit)
}

/**
 * Tops up every medication's planned doses to a day and a half ahead, from where it was planned
 * (or from now, for one never planned). Returns how many doses were written.
 */
export async function planAllDoses(db: Database, now: Date): Promise<number> {
  let written = 0
  for (;;) {
    const due = await medicationsToPlan(db, now)
    for (const medication of due) {
      const from = medication.plannedUntil && medication.plannedUntil > now ? medication.plannedUntil : now
      written += await planDoses(db, medication, from, now)
    }
    if (due.length < 1000) return written
  }
}
