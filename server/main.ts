import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { createAuth } from './auth/auth.ts'
import { resolveAuthSecret } from './auth/secret.ts'
import { openDatabase } from './db/client.ts'
import { EnvError, parseEnv } from './env.ts'
import { createLogger } from './logger.ts'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))

/** Starts Sage: validates configuration, opens and migrates the database, serves app and API. */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env')
  let env
  try {
    env = parseEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const logger = createLogger(env.LOG_LEVEL)
  const dataDir = path.resolve(env.DATA_DIR)
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir })
  const baseURL = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
  const auth = createAuth({
    db: database.db,
    secret: resolveAuthSecret(env.AUTH_SECRET, dataDir),
    baseURL,
    trustedOrigins: [baseURL, `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`, 'http://localhost:5173'],
  })
  const webRoot = path.join(projectRoot, 'dist/web')
  const app = createApp({ db: database.db, logger, auth, webRoot: existsSync(webRoot) ? webRoot : undefined })
  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    logger.info({ port: info.port, database: database.kind }, `Sage is ready at ${baseURL}`)
  })

  const shutdown = () => {
    server.close()
    void database.close().finally(() => process.exit(0))
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

await main()
