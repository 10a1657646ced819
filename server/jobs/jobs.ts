import { Agent } from 'node:https'
import type { Logger } from 'pino'
import type PgBoss from 'pg-boss'
import { min } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '#server/db/client.ts'
import { checkIns, medicationDoses } from '#server/db/schema/index.ts'
import { sendDueAlerts } from '#server/alerts/alerts.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { type DoseStep, advanceDoses } from '#server/medications/ladder.ts'
import { queueDoseReminders } from '#server/push/dose-reminders.ts'
import type { Mail } from '#server/mail/mailer.ts'
import { type PushJob, sendPushes } from '#server/push/push.ts'
import type { VapidKeys } from '#server/push/vapid.ts'
import { planAllDoses } from '#server/medications/medications.ts'
import { advanceCheckIns } from '#server/check-in/check-in.ts'
import { forgetOldAppointmentReminders, remindAppointments } from '#server/calendar/reminders.ts'
import { EXPORT_QUEUE, type Queue, startQueue } from './queue.ts'
import { advanceExports, exportsWaiting, removeExpiredExports } from '#server/export/exports.ts'
import { removeUnverifiedAccounts } from './remove-unverified.ts'
import { refreshStatistics } from './statistics.ts'
import { advanceAccountDeletions } from '#server/account/deletion.ts'
import type { CalendarDeps } from '#server/calendar/index.ts'
import type { PhotoStore } from '#server/photos/store.ts'

export type JobDeps = {
  database: DatabaseHandle
  logger: Logger
  mailer: Mailer
  publicUrl: string
  /** The keys that sign pushes; none: no notifications to devices. */
  vapid?: VapidKeys
  /** How pushes reach push services; tests give one that trusts their own service's certificate. */
  pushAgent?: Agent
  /** Where photos, recordings and exports are kept (deleting an account removes its files). */
  photoStore: PhotoStore
  /** Calendar configuration: Google's, to revoke a deleted account's access. */
  calendar?: CalendarDeps
  /** How Google is reached; tests give a loopback one. */
  fetch?: typeof fetch
  /** The clock the jobs read; tests move it by hand. */
  now?: () => Date
}

/**
 * One look at everything timed, as it stands at `now`: medications' doses written ahead, each dose
 * due a step moved on (reminder, missed, alert), each daily check-in due moved on (settled, asked,
 * alerted), appointments coming up reminded of, alerts due sent, and accounts being deleted moved on
 * (or taken up again after a stop). Returns how many things it did.
 */
export async function tick(deps: JobDeps, now: Date, boss?: PgBoss): Promise<number> {
  const { database, mailer, publicUrl, logger } = deps
  const db = database.db
  let done = await planAllDoses(db, now)
  // Each step's reminders are queued with it, in its transaction.
  const remind = boss ? (tx: Database, steps: DoseStep[]) => queueDoseReminders(boss, tx, steps, publicUrl) : undefined
  for (;;) {
    const steps = await advanceDoses(db, now, remind)
    done += steps.length
    if (!steps.length) break
  }
  for (;;) {
    const steps = await advanceCheckIns({ db, mailer, publicUrl, logger }, now, boss)
    done += steps.length
    if (!steps.length) break
  }
  if (boss) done += await remindAppointments(db, boss, now, publicUrl)
  done += await sendDueAlerts({ db, mailer, publicUrl, logger }, now)
  // Exports are built by their own worker, so a large one never holds up a reminder.
  if (boss && (await exportsWaiting(db, now))) await boss.send(EXPORT_QUEUE, {})
  done += await advanceAccountDeletions(
    { db, store: deps.photoStore, mailer, publicUrl, logger, calendar: deps.calendar, fetch: deps.fetch },
    now,
  )
  return done
}

/** When the next dose or check-in step is due, if any is waiting. */
async function nextStepAt(db: Database): Promise<Date | null> {
  const [[doses], [checks]] = await Promise.all([
    db.select({ next: min(medicationDoses.nextStepAt) }).from(medicationDoses),
    db.select({ next: min(checkIns.nextStepAt) }).from(checkIns),
  ])
  const times = [doses?.next, checks?.next].filter((time): time is Date => time instanceof Date)
  return times.length ? new Date(Math.min(...times.map((time) => time.getTime()))) : null
}

/** The daily clean-up: downloads a day old, unverified accounts older than a week, and fresh statistics for the embedded database. */
async function daily({ database, logger, photoStore }: JobDeps) {
  await forgetOldAppointmentReminders(database.db)
  const expired = await removeExpiredExports({ db: database.db, store: photoStore }, new Date())
  if (expired) logger.info({ expired }, 'removed data exports a day old')
  const removed = await removeUnverifiedAccounts(database.db)
  if (removed) logger.info({ removed }, 'removed unverified accounts older than 7 days')
  await refreshStatistics(database).catch((err: unknown) => logger.error({ err }, 'refreshing statistics failed'))
}

/**
 * Runs the jobs on the job queue (queue.ts): a tick every few seconds that moves on doses and
 * sends alerts, the notifications it queues (each retried on its own), and the daily clean-up at
 * 03:17 UTC, each on one instance at a time.
 */
export function startJobs(deps: JobDeps, options?: Parameters<typeof startQueue>[3]): Promise<Queue> {
  const now = deps.now ?? (() => new Date())
  // Connections to push services are kept open between sends: a minute with many reminders due
  // sends them over a few connections, not one each.
  const pushAgent = deps.pushAgent ?? new Agent({ keepAlive: true, maxSockets: 32 })
  return startQueue(
    deps.database,
    deps.logger,
    {
      tick: (boss) => tick(deps, now(), boss),
      nextDueIn: async () => {
        const next = await nextStepAt(deps.database.db)
        return next ? next.getTime() - now().getTime() : null
      },
      daily: () => daily(deps),
      exports: () => advanceExports({ db: deps.database.db, store: deps.photoStore, logger: deps.logger }, now),
      push: async (data) => {
        if (!deps.vapid) return data.map(() => true)
        const results = await sendPushes(deps.database.db, deps.vapid, data as PushJob[], pushAgent)
        return results.map((result) => result !== 'failed')
      },
      mail: async (data) => {
        const results = await Promise.allSettled((data as Mail[]).map((mail) => deps.mailer.send(mail)))
        return results.map((result) => result.status === 'fulfilled')
      },
    },
    options,
  )
}
