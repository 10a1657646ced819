import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'

/**
 * The job queue's database connection inside one of Sage's transactions: jobs sent through it are
 * written with the rows that caused them, or not at all. pg-boss writes `$1, $2...` placeholders;
 * each becomes a parameter of the transaction's own query.
 */
export function inTransaction(tx: Database) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const parts = text.split(/\$(\d+)/)
      let query: SQL = sql.raw(parts[0]!)
      for (let index = 1; index < parts.length; index += 2) {
        // Undefined would vanish from the query text; pg-boss means null by it.
        const value = values[Number(parts[index]) - 1] ?? null
        query = sql`${query}${value}${sql.raw(parts[index + 1]!)}`
      }
      const result: unknown = await tx.execute(query)
      return { rows: (result as { rows?: unknown[] }).rows ?? [] }
    },
  }
}
