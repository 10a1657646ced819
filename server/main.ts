// Sage's entry. Opening the embedded database is the longest part of start-up (Postgres, compiled
// to WebAssembly, boots on a thread of its own), so on an existing data folder that thread starts
// first of all, before the rest of the server is read: this file imports nothing else at first.
// The configuration is checked, and the server loaded, while the database opens.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_DATA_DIR } from './data-dir.ts'
import type { DatabaseHandle } from './db/client.ts'
import { openPgliteWorker } from './db/pglite-remote.ts'

if (existsSync('.env')) process.loadEnvFile('.env')

/** What is done when the embedded database's thread stops once open; the logger's, once there is one. */
let onDatabaseStopped = (error: Error) => {
  console.error(error.message)
  process.exit(1)
}

/**
 * The embedded database of an existing data folder, opening from the start. Not for a new folder
 * (made once the configuration is known good) nor with DATABASE_URL.
 */
function openEarly(): { dir: string; opening: Promise<DatabaseHandle> } | undefined {
  const { DATABASE_URL, DATA_DIR = DEFAULT_DATA_DIR } = process.env
  const dir = path.resolve(DATA_DIR, 'db')
  if (DATABASE_URL || !DATA_DIR || !existsSync(path.join(dir, 'PG_VERSION'))) return undefined
  const opening = openPgliteWorker(dir, { onStopped: (error) => onDatabaseStopped(error) })
  opening.catch(() => undefined)
  return { dir, opening }
}

/** Starts Sage: validates configuration, opens and migrates the database, serves app and API. */
async function main(early = openEarly()) {
  const [{ EnvError, parseEnv }, { createLogger }, { reason, stop }, { migrateDatabase, openDatabase }] =
    await Promise.all([import('./env.ts'), import('./logger.ts'), import('./stop.ts'), import('./db/client.ts')])
  let env
  try {
    env = parseEnv()
  } catch (error) {
    if (error instanceof EnvError) stop(error.message)
    throw error
  }
  const logger = createLogger(env.LOG_LEVEL)
  const dataDir = path.resolve(env.DATA_DIR)
  // Without its database Sage can answer nothing: it stops, loudly, for its supervisor to restart it.
  onDatabaseStopped = (error) => {
    logger.fatal({ err: error }, 'The embedded database stopped; Sage stops too.')
    process.exit(1)
  }
  const opening =
    early && early.dir === path.join(dataDir, 'db')
      ? early.opening.then(async (handle) => {
          await migrateDatabase(handle)
          return handle
        })
      : openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, onStopped: (error) => onDatabaseStopped(error) })
  // Most of start-up is loading the server's modules; the database opens meanwhile.
  opening.catch(() => undefined)
  const { serveSage } = await import('./serve.ts')
  const database = await opening.catch((error: unknown) =>
    stop(
      env.DATABASE_URL
        ? `Sage could not use the database at DATABASE_URL (${describeDatabase(env.DATABASE_URL)}): ${reason(error)}`
        : `Sage could not open its database in DATA_DIR (${dataDir}): ${reason(error)}`,
    ),
  )
  await serveSage({ env, logger, dataDir, database })
}

/** host:port/database of a connection URL, without its user or password. */
function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`
  } catch {
    return 'unreadable URL'
  }
}

await main()
