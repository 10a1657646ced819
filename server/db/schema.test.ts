import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './client.ts'
import { createTestDatabase } from '#server/test/database.ts'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
})
afterAll(() => handle.close())

// Both drivers answer execute() with { rows }; the shared database type leaves the result open.
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await handle.db.execute(query)
  return (result as { rows: T[] }).rows
}

const specTables = [
  'messages',
  'chat_sessions',
  'user_data',
  'medical_records',
  'photos',
  'user_settings',
  'user_preferences',
  'google_calendar_tokens',
  'feedback_messages',
  'calendar_events',
  'emergency_contacts',
  'calendar_feeds',
]

describe('the migrated schema', () => {
  it('has every table of the specification, the calendar and the auth tables', async () => {
    const tables = (
      await rows<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      )
    ).map((row) => row.table_name)
    for (const table of [...specTables, 'users', 'sessions', 'accounts', 'verifications', 'rate_limits']) {
      expect(tables).toContain(table)
    }
  })

  it.each(specTables)('%s: user_id indexed, cascading from the user, with created_at and updated_at', async (table) => {
    const columns = (
      await rows<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
      )
    ).map((row) => row.column_name)
    expect(columns).toEqual(expect.arrayContaining(['user_id', 'created_at', 'updated_at']))

    const foreignKeys = await rows<{ delete_rule: string }>(sql`
      select rc.delete_rule from information_schema.referential_constraints rc
      join information_schema.key_column_usage k on k.constraint_name = rc.constraint_name
      where k.table_name = ${table} and k.column_name = 'user_id'`)
    expect(foreignKeys.map((row) => row.delete_rule)).toEqual(['CASCADE'])

    // An index whose first column is user_id (or user_id as the primary key) serves every per-user query.
    const indexes = await rows<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where schemaname = 'public' and tablename = ${table}`,
    )
    expect(indexes.some((row) => /\(user_id[,)]/.test(row.indexdef))).toBe(true)
  })
})
