import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '#server/db/client.ts'

/**
 * Refreshes the planner's statistics of the embedded database, which has no background worker to
 * do it (Postgres's autovacuum does it by itself there): without them the planner guesses every
 * table is small, and reads all of a person's rows where an index would read only those shown.
 * Returns whether it ran.
 */
export async function refreshStatistics(database: DatabaseHandle): Promise<boolean> {
  if (database.kind !== 'pglite') return false
  await database.db.execute(sql`analyze`)
  return true
}
