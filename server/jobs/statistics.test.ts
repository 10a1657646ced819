import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '#server/test/database.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { medicalRecords, users } from '#server/db/schema/index.ts'
import { refreshStatistics } from './statistics.ts'

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

/** What the planner believes about the medical records table: its row count (-1: never counted). */
async function believedRows(): Promise<number> {
  const result: unknown = await database.db.execute(
    sql`select reltuples::float as rows from pg_class where relname = 'medical_records'`,
  )
  return Number((result as { rows: { rows: number }[] }).rows[0]!.rows)
}

describe('refreshStatistics', () => {
  it('tells the embedded database’s planner how many rows its tables hold; Postgres does it by itself', async () => {
    await database.db.insert(users).values({ id: 'stats', name: 'Stats', email: 'stats@example.org' })
    await database.db.insert(medicalRecords).values(
      Array.from({ length: 300 }, (_, n) => ({
        userId: 'stats',
        type: 'Other' as const,
        title: `Note ${n}`,
        date: '2026-01-01',
      })),
    )
    const ran = await refreshStatistics(database)
    expect(ran).toBe(database.kind === 'pglite')
    if (ran) expect(await believedRows()).toBe(300)
  })
})
