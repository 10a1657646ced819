import { randomUUID } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminQuery, withDatabase } from '#server/test/global-setup.ts'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { migrateDatabase, migrationsFolder, openPglite, openPostgres } from './client.ts'

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
    // The committed migrations but the newest, as the version before it shipped them.
    const before = mkdtempSync(path.join(os.tmpdir(), 'sage-migrations-'))
    cpSync(migrationsFolder, before, { recursive: true })
    const journalFile = path.join(before, 'meta/_journal.json')
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] }
    const all = journal.entries.length
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }))
    const handle = await openPglite()
    try {
      await migrate(handle.db as never, { migrationsFolder: before })
      expect(await applied(handle.db)).toBe(all - 1)
      await migrateDatabase(handle)
      expect(await applied(handle.db)).toBe(all)
    } finally {
      await handle.close()
      rmSync(before, { recursive: true, force: true })
    }
  }, 30_000)
})
