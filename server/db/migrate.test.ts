import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminQuery, withDatabase } from '#server/test/global-setup.ts'
import { migrateDatabase, openPglite, openPostgres } from './client.ts'

const onPostgres = process.env.SAGE_TEST_DB === 'postgres'

/** How many migrations the database has recorded as applied. */
async function applied(db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }) {
  const result = (await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as {
    rows: { count: number }[]
  }
  return result.rows[0]!.count
}

describe('migrations', () => {
  it(
    onPostgres
      ? 'four instances starting together on an empty Postgres database all start, and migrate it once'
      : 'run again on a migrated database change nothing',
    async () => {
      if (onPostgres) {
        const url = process.env.TEST_DATABASE_URL!
        const name = `sage_migrate_${randomUUID().replaceAll('-', '')}`
        await adminQuery(url, `create database ${name}`)
        const handles = await Promise.all(Array.from({ length: 4 }, () => openPostgres(withDatabase(url, name))))
        try {
          // Without the lock, most tries crashed one instance on a duplicate schema.
          await Promise.all(handles.map((handle) => migrateDatabase(handle)))
          expect(new Set(await Promise.all(handles.map((handle) => applied(handle.db)))).size).toBe(1)
        } finally {
          await Promise.all(handles.map((handle) => handle.close()))
          await adminQuery(url, `drop database if exists ${name} with (force)`)
        }
      } else {
        const handle = await openPglite()
        await migrateDatabase(handle)
        const count = await applied(handle.db)
        await migrateDatabase(handle)
        expect(await applied(handle.db)).toBe(count)
        await handle.close()
      }
    },
    // A database of its own starts here; on a busy machine that alone can take more than 5 s.
    30_000,
  )

  it('applies a migration the database lacks, though it has applied the ones before', async () => {
    const handle = await openPglite()
    try {
      await migrateDatabase(handle)
      const count = await applied(handle.db)
      // As a database left by the version before the newest migration would be.
      await handle.db.execute(sql`alter table user_settings drop column changed_at`)
      await handle.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      )
      await migrateDatabase(handle)
      expect(await applied(handle.db)).toBe(count)
      const columns = await handle.db
        .select({ name: sql<string>`column_name` })
        .from(sql`information_schema.columns`)
        .where(sql`table_name = 'user_settings' and column_name = 'changed_at'`)
      expect(columns).toHaveLength(1)
    } finally {
      await handle.close()
    }
  }, 30_000)
})
