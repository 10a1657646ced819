import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database, DatabaseHandle } from '#server/db/client.ts'
import { removeUnverifiedAccounts } from './remove-unverified.ts'

const DAY_MS = 24 * 60 * 60 * 1000
// Any fixed number: instances agree on it, so only one runs the daily clean-up at a time.
const CLEANUP_LOCK = 727_001

/** Runs the daily jobs: the first a minute after start, then every 24 hours. */
export function startJobs({ database, logger }: { database: DatabaseHandle; logger: Logger }) {
  const run = async () => {
    try {
      const removed = await withLock(database, CLEANUP_LOCK, (db) => removeUnverifiedAccounts(db))
      if (removed) logger.info({ removed }, 'removed unverified accounts older than 7 days')
    } catch (err) {
      logger.error({ err }, 'daily clean-up failed')
    }
  }
  const first = setTimeout(() => void run(), 60_000)
  const daily = setInterval(() => void run(), DAY_MS)
  first.unref()
  daily.unref()
  return {
    stop: () => {
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
