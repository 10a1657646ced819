// What happens to a dose as time passes, if the person does not answer it: at its time a reminder;
// after the delay they chose (60 minutes unless they chose otherwise) it is missed and one more
// reminder goes; for an important medication, ALERT_AFTER_MISSED_MS later the contacts and family
// who agreed are told. Each step is claimed by one server (rows locked by another are skipped) and
// written with what it causes in one transaction, so with any number of servers it happens once,
// and a server stopping half-way leaves the step for the next look.
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import { SNOOZE_MINUTES } from '#shared/schemas/medications.ts'
import type { Database } from '#server/db/client.ts'
import { queueAlerts } from '#server/alerts/alerts.ts'
import { medicationDoses, medications } from '#server/db/schema/index.ts'
import { personLanguage } from '#server/settings/settings.ts'

const MINUTE_MS = 60_000
/** After a dose of an important medication is missed (and a second reminder sent), how long until the family is told. */
export const ALERT_AFTER_MISSED_MS = 15 * MINUTE_MS
/** A dose this long past its time when first looked at (the servers were down) is missed without reminders. */
const TOO_LATE_MS = 12 * 60 * MINUTE_MS
/** Doses one look takes at most. */
const BATCH = 500

/** A reminder to send the person about a dose, or the alert just written about one. */
export type DoseStep = {
  step: 'remind' | 'remind-again' | 'alert'
  doseId: string
  userId: string
  medicationId: string
  name: string
  dose: string | null
  time: string
  dueAt: Date
  /** The medication's zone, to say the dose's time. */
  timeZone: string
}

/**
 * Takes every dose whose next step is due at `now` (at most BATCH), moves it on and returns the
 * steps taken. `whileClaimed` runs in the same transaction, to queue the reminders the steps
 * call for: they are queued once, or not at all with the step.
 */
export async function advanceDoses(
  db: Database,
  now: Date,
  whileClaimed?: (tx: Database, steps: DoseStep[]) => Promise<void>,
): Promise<DoseStep[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: medicationDoses.id,
        userId: medicationDoses.userId,
        medicationId: medicationDoses.medicationId,
        state: medicationDoses.state,
        time: medicationDoses.time,
        dueAt: medicationDoses.dueAt,
        name: medications.name,
        dose: medications.dose,
        important: medications.important,
        alertedAt: medicationDoses.alertedAt,
        missedAfterMinutes: medications.missedAfterMinutes,
        timeZone: medications.timeZone,
      })
      .from(medicationDoses)
      .innerJoin(medications, eq(medications.id, medicationDoses.medicationId))
      .where(and(isNotNull(medicationDoses.nextStepAt), lte(medicationDoses.nextStepAt, now)))
      .orderBy(asc(medicationDoses.nextStepAt))
      .limit(BATCH)
      .for('update', { of: medicationDoses, skipLocked: true })
    const steps: DoseStep[] = []
    const ids = {
      remind: [] as string[],
      missed: [] as string[],
      missedSilently: [] as string[],
      alerted: [] as string[],
    }
    for (const row of rows) {
      const step = (kind: DoseStep['step']) =>
        steps.push({
          step: kind,
          doseId: row.id,
          userId: row.userId,
          medicationId: row.medicationId,
          name: row.name,
          dose: row.dose,
          time: row.time,
          dueAt: row.dueAt,
          timeZone: row.timeZone,
        })
      if (row.state === 'upcoming' || row.state === 'snoozed') {
        if (now.getTime() - row.dueAt.getTime() > TOO_LATE_MS) ids.missedSilently.push(row.id)
        else {
          ids.remind.push(row.id)
          step('remind')
        }
      } else if (row.state === 'due') {
        ids.missed.push(row.id)
        step('remind-again')
      } else if (row.state === 'missed' && row.alertedAt) {
        // Told once already (the person snoozed it after): once is enough.
        ids.alerted.push(row.id)
      } else if (row.state === 'missed') {
        ids.alerted.push(row.id)
        const label = [row.name, row.dose].filter(Boolean).join(' ')
        const language = await personLanguage(tx, row.userId)
        await queueAlerts(tx, {
          userId: row.userId,
          kind: 'missed-dose',
          message: label,
          language,
          timeZone: row.timeZone,
          dueAt: now,
          now,
          aboutAt: row.dueAt,
        })
        step('alert')
      }
    }
    const missedAfter = sql`(select ${medications.missedAfterMinutes} from ${medications} where ${medications.id} = ${medicationDoses.medicationId})`
    const important = sql`(select ${medications.important} from ${medications} where ${medications.id} = ${medicationDoses.medicationId})`
    const at = now.toISOString()
    if (ids.remind.length)
      await tx
        .update(medicationDoses)
        .set({
          state: 'due',
          snoozedUntil: null,
          reminders: sql`${medicationDoses.reminders} + 1`,
          // Missed after the person's delay, and never sooner than a snooze's length after a reminder.
          nextStepAt: sql`greatest(${medicationDoses.dueAt} + ${missedAfter} * interval '1 minute', ${at}::timestamptz + ${SNOOZE_MINUTES} * interval '1 minute')`,
        })
        .where(inArray(medicationDoses.id, ids.remind))
    if (ids.missed.length)
      await tx
        .update(medicationDoses)
        .set({
          state: 'missed',
          missedAt: now,
          reminders: sql`${medicationDoses.reminders} + 1`,
          nextStepAt: sql`case when ${important} then ${at}::timestamptz + ${ALERT_AFTER_MISSED_MS} * interval '1 millisecond' end`,
        })
        .where(inArray(medicationDoses.id, ids.missed))
    if (ids.missedSilently.length)
      await tx
        .update(medicationDoses)
        .set({ state: 'missed', missedAt: now, snoozedUntil: null, nextStepAt: null })
        .where(inArray(medicationDoses.id, ids.missedSilently))
    if (ids.alerted.length)
      await tx
        .update(medicationDoses)
        .set({ alertedAt: sql`coalesce(${medicationDoses.alertedAt}, ${at}::timestamptz)`, nextStepAt: null })
        .where(inArray(medicationDoses.id, ids.alerted))
    if (whileClaimed && steps.length) await whileClaimed(tx, steps)
    return steps
  })
}
