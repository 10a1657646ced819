import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database, DatabaseHandle } from '#server/db/client.ts'
import { sendDueAlerts } from '#server/alerts/alerts.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { removeUnverifiedAccounts } from './remove-unverified.ts'
import { refreshStatistics } from './statistics.ts'

const DAY_MS = 24 * 60 * 60 * 1000
// Any fixed number: instances agree on it, so only one runs the daily clean-up at a time.
const CLEANUP_LOCK = 727_001

/** How often waiting alerts to a person's contacts are looked for; each is claimed once across instances. */
const ALERT_POLL_MS = 10_000

export type JobDeps = { database: DatabaseHandle; logger: Logger; mailer: Mailer; publicUrl: string }

/**
 * Runs the jobs: alerts that are due, every ten seconds (they are rows in the database, so a
 * restart loses none); the daily clean-up, and fresh statistics for the embedded database, a
 * minute after start, then every 24 hours.
 */
export function startJobs({ database, logger, mailer, publicUrl }: JobDeps) {
  let sending = false
  const alerts = setInterval(() => {
    if (sending) return
    sending = true
    sendDueAlerts({ db: database.db, mailer, publicUrl, logger })
      .then((sent) => sent && logger.info({ sent }, 'sent alerts to contacts'))
      .catch((err: unknown) => logger.error({ err }, 'sending alerts failed'))
      .finally(() => (sending = false))
  }, ALERT_POLL_MS)
  alerts.unref()
  const run = async () => {
    try {
      const removed = await withLock(database, CLEANUP_LOCK, (db) => removeUnverifiedAccounts(db))
      if (removed) logger.info({ removed }, 'removed unverified accounts older than 7 days')
    } catch (err) {
      logger.error({ err }, 'daily clean-up failed')
    }
    await refreshStatistics(database).catch((err: unknown) => logger.error({ err }, 'refreshing statistics failed'))
  }
  const first = setTimeout(() => void run(), 60_000)
  const daily = setInterval(() => void run(), DAY_MS)
  first.unref()
  daily.unref()
  return {
    stop: () => {
      clearInterval(alerts)
      clearTimeout(first)
      clearInterval(daily)
    },
  }
}

/**
 * Runs the job in a transaction holding a Postgres advisory lock, so with several instances on one
 * database only one does it; the embedded database has one instance, so it needs none.
 */
async function withLock(
  database: DatabaseHandle,
  lock: number,
  job: (db: Database) => Promise<number>,
): Promise<number> {
  if (database.kind === 'pglite') return job(database.db)
  return database.db.transaction(async (tx) => {
    const result: unknown = await tx.execute(sql`select pg_try_advisory_xact_lock(${lock}) as locked`)
    const locked = (result as { rows: { locked: boolean }[] }).rows[0]?.locked
    // The transaction's own lock ends with it, on the same connection that took it.
    return locked ? job(tx) : 0
  })
}
