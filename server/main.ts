// Sage's entry: reads the configuration and opens the database, then loads the rest of the server
// while the database opens (the embedded one opens on a thread of its own), and serves.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from './db/client.ts'
import { EnvError, parseEnv } from './env.ts'
import { createLogger } from './logger.ts'
import { reason, stop } from './stop.ts'

/** Starts Sage: validates configuration, opens and migrates the database, serves app and API. */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env')
  let env
  try {
    env = parseEnv()
  } catch (error) {
    if (error instanceof EnvError) stop(error.message)
    throw error
  }
  const logger = createLogger(env.LOG_LEVEL)
  const dataDir = path.resolve(env.DATA_DIR)
  const opening = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir,
    // Without its database Sage can answer nothing: it stops, loudly, for its supervisor to restart it.
    onStopped: (error) => {
      logger.fatal({ err: error }, 'The embedded database stopped; Sage stops too.')
      process.exit(1)
    },
  })
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
