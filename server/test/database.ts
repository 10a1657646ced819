import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { type DatabaseHandle, openPglite, openPostgres } from '#server/db/client.ts'
import { adminQuery, withDatabase } from './global-setup.ts'

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template, or, in the
 * server-postgres project, a new Postgres database copied from the template. Close it when done.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.SAGE_TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!
    const name = `sage_test_${randomUUID().replaceAll('-', '')}`
    await adminQuery(url, `create database ${name} template ${inject('postgresTemplate')}`)
    const handle = await openPostgres(withDatabase(url, name))
    return {
      ...handle,
      close: async () => {
        await handle.close()
        await adminQuery(url, `drop database if exists ${name} with (force)`)
      },
    }
  }
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  return openPglite(undefined, template)
}
