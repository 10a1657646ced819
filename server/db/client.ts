import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema/index.ts'

/** The Drizzle database every module takes; PGlite and node-postgres both fit it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open database and how to close it. */
export type DatabaseHandle = {
  db: Database
  close: () => Promise<void>
  kind: 'pglite' | 'postgres'
  /** PGlite only: the whole data folder as a tar file, to start other instances from. */
  dumpDataDir?: () => Promise<Blob>
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Opens Postgres when a URL is given, else the embedded PGlite under dataDir, and migrates it. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(path.join(options.dataDir, 'db'))
  await migrateDatabase(handle)
  return handle
}

/** Applies every committed migration that has not run yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    // The migrator's parameter is the node-postgres database type, which `handle.db` is here.
    await migrate(handle.db as never, { migrationsFolder })
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(handle.db as never, { migrationsFolder })
  }
}

/** Opens a node-postgres pool on the URL. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ drizzle }, { default: pg }] = await Promise.all([import('drizzle-orm/node-postgres'), import('pg')])
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the server closed (a restart, a failover, an administrator) is dropped and
  // replaced on the next query; without a listener node-postgres would crash the process.
  pool.on('error', (error) => console.warn(`A database connection closed (${error.message}); it will be replaced.`))
  const db = drizzle(pool, { schema }) as unknown as Database
  return { db, kind: 'postgres', close: () => pool.end() }
}

/** Opens PGlite on a folder (or in memory when dir is undefined, or from a dumped data dir). */
export async function openPglite(dir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')])
  if (dir) mkdirSync(dir, { recursive: true })
  const client = await PGlite.create(dir, loadDataDir ? { loadDataDir } : {})
  const db = drizzle(client, { schema }) as unknown as Database
  return { db, kind: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') }
}
