import type { Logger } from 'pino'
import type { DatabaseHandle } from '#server/db/client.ts'
import { sendDueAlerts } from '#server/alerts/alerts.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { advanceDoses } from '#server/medications/ladder.ts'
import { planAllDoses } from '#server/medications/medications.ts'
import { type Queue, startQueue } from './queue.ts'
import { removeUnverifiedAccounts } from './remove-unverified.ts'
import { refreshStatistics } from './statistics.ts'

export type JobDeps = {
  database: DatabaseHandle
  logger: Logger
  mailer: Mailer
  publicUrl: string
  /** The clock the jobs read; tests move it by hand. */
  now?: () => Date
}

/**
 * One look at everything timed, as it stands at `now`: medications' doses written ahead, each dose
 * due a step moved on (reminder, missed, alert), and alerts due sent. Returns how many things it did.
 */
export async function tick({ database, mailer, publicUrl, logger }: JobDeps, now: Date): Promise<number> {
  const db = database.db
  let done = await planAllDoses(db, now)
  for (;;) {
    const steps = await advanceDoses(db, now)
    done += steps.length
    if (!steps.length) break
  }
  done += await sendDueAlerts({ db, mailer, publicUrl, logger }, now)
  return done
}

/** The daily clean-up: unverified accounts older than a week, and fresh statistics for the embedded database. */
async function daily({ database, logger }: JobDeps) {
  const removed = await removeUnverifiedAccounts(database.db)
  if (removed) logger.info({ removed }, 'removed unverified accounts older than 7 days')
  await refreshStatistics(database).catch((err: unknown) => logger.error({ err }, 'refreshing statistics failed'))
}

/**
 * Runs the jobs on the job queue (queue.ts): a tick every few seconds that moves on doses and
 * sends alerts, and the daily clean-up at 03:17 UTC, each on one instance at a time.
 */
export function startJobs(deps: JobDeps, options?: Parameters<typeof startQueue>[3]): Promise<Queue> {
  const now = deps.now ?? (() => new Date())
  return startQueue(deps.database, deps.logger, { tick: () => tick(deps, now()), daily: () => daily(deps) }, options)
}
