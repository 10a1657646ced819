import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { Pool } from 'pg'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { openPgliteWorker } from './pglite-remote.ts'
import type * as schema from './schema/index.ts'

/** The Drizzle database every module takes; PGlite and node-postgres both fit it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open database and how to close it. */
export type DatabaseHandle = {
  db: Database
  close: () => Promise<void>
  kind: 'pglite' | 'postgres'
  /** PGlite only: the whole data folder as a tar file, to start other instances from. */
  dumpDataDir?: () => Promise<Blob>
  /** Postgres only: the connection pool. */
  pool?: Pool
  /** PGlite on a folder only: how many times Postgres has synced a file to disk. */
  syncCalls?: () => number
  /**
   * The embedded database on its own thread only: asks whether it answers, ahead of the queries
   * waiting there (the health check uses it).
   */
  ping?: () => Promise<unknown>
  /**
   * Runs SQL text as written: with values, one statement with $1, $2...; without, any number of
   * statements, answering with the last one's rows. The job queue reaches the database through it.
   */
  runSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Opens Postgres when a URL is given, else the embedded PGlite under dataDir, and migrates it. */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
  /** The embedded database only: told when its thread stops other than by close(). */
  onStopped?: (error: Error) => void
}): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPgliteWorker(path.join(options.dataDir, 'db'), options)
  await migrateDatabase(handle)
  return handle
}

/** The advisory lock two instances starting together take around migrations (any fixed number). */
const MIGRATION_LOCK = 7_261_126

/** When the newest committed migration was made: the time Drizzle records once it has applied it. */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return Math.max(...journal.entries.map((entry) => entry.when))
}

/**
 * Whether the database has applied the newest committed migration, in one query (Drizzle's
 * migrator takes five round trips and reads every migration to find nothing to do: at each start,
 * 130 to 190 ms of the embedded database's). A database never migrated answers no.
 */
async function upToDate(db: Database): Promise<boolean> {
  try {
    const [row] = await db
      .select({ newest: sql<string | null>`max(created_at)::text` })
      .from(sql`drizzle.__drizzle_migrations`)
    return Number(row?.newest ?? 0) >= newestMigration()
  } catch {
    return false
  }
}

/**
 * Applies every committed migration that has not run yet. On Postgres, under an advisory lock:
 * two instances starting together on an empty database would otherwise both create the schema,
 * and one would crash on the duplicate. Migrations only ever move forward, so a database found up
 * to date before the lock is taken needs nothing.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (await upToDate(handle.db)) return
  if (handle.kind === 'postgres') {
    const [{ migrate }, { drizzle }, schema] = await Promise.all([
      import('drizzle-orm/node-postgres/migrator'),
      import('drizzle-orm/node-postgres'),
      import('./schema/index.ts'),
    ])
    const client = await handle.pool!.connect()
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
      await migrate(drizzle(client, { schema }), { migrationsFolder })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
      client.release()
    }
  } else {
    // Drizzle's migrators are one function for every driver: this one loads nothing of PGlite.
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    await migrate(handle.db as never, { migrationsFolder })
  }
}

/** Opens a node-postgres pool on the URL. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ drizzle }, { default: pg }, schema] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('pg'),
    import('./schema/index.ts'),
  ])
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the server closed (a restart, a failover, an administrator) is dropped and
  // replaced on the next query; without a listener node-postgres would crash the process.
  pool.on('error', (error) => console.warn(`A database connection closed (${error.message}); it will be replaced.`))
  const db = drizzle(pool, { schema }) as unknown as Database
  return { db, kind: 'postgres', pool, close: () => pool.end(), runSql: (text, values) => pool.query(text, values) }
}

/** Opens PGlite on a folder (or in memory when dir is undefined, or from a dumped data dir). */
export async function openPglite(dir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }, { DurableNodeFS, durableStartParams }, schema] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('./durable-nodefs.ts'),
    import('./schema/index.ts'),
  ])
  if (dir) mkdirSync(dir, { recursive: true })
  // On a folder, commits are synced to disk (see durable-nodefs.ts); in memory there is no disk.
  const fs = dir ? new DurableNodeFS(dir) : undefined
  const client = await PGlite.create({
    ...(fs ? { fs, startParams: durableStartParams(PGlite.defaultStartParams) } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  })
  const db = drizzle(client, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    ...(fs ? { syncCalls: () => fs.syncCalls } : {}),
    runSql: async (text, values) => {
      if (values?.length) return client.query(text, values)
      const results = await client.exec(text)
      return { rows: results.at(-1)?.rows ?? [] }
    },
  }
}
