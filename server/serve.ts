// The server once its configuration is read and its database open: the auth library, mail, the
// photo store, the app, the jobs, and the HTTP server. Loaded by main.ts while the database opens.
import { createHmac } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import type { Logger } from 'pino'
import { createApp } from './app.ts'
import { chooseAssistant } from './assistant/model.ts'
import { createAuth } from './auth/auth.ts'
import { resolveAuthSecret } from './auth/secret.ts'
import type { DatabaseHandle } from './db/client.ts'
import type { GoogleCalendarConfig } from './calendar/index.ts'
import type { Env } from './env.ts'
import { startJobs } from './jobs/jobs.ts'
import { resolveVapidKeys } from './push/vapid.ts'
import { createNotifier } from './notify/notify.ts'
import { createMailer, withRetries } from './mail/mailer.ts'
import { warmSafetyNet } from '#shared/safety/detector.ts'
import { createFolderStore } from './photos/store.ts'
import { reason, stop } from './stop.ts'
import { voiceConfig } from './voice/config.ts'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))

/** Serves app and API on the open database until SIGINT or SIGTERM, then closes it. */
export async function serveSage({
  env,
  logger,
  dataDir,
  database,
}: {
  env: Env
  logger: Logger
  dataDir: string
  database: DatabaseHandle
}) {
  const assistant = chooseAssistant(env)
  const baseURL = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
  const trustedOrigins = [
    baseURL,
    `http://localhost:${env.PORT}`,
    `http://127.0.0.1:${env.PORT}`,
    // Vite's dev server only while developing: otherwise any page on that port could act for a person.
    ...(env.DEV_SERVER_ORIGIN ? [env.DEV_SERVER_ORIGIN] : []),
  ]
  const authSecret = resolveAuthSecret(env.AUTH_SECRET, dataDir)
  const mailer = withRetries(createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir, logger }), logger)
  const auth = createAuth({
    db: database.db,
    logger,
    mailer,
    secret: authSecret,
    baseURL,
    trustedOrigins,
  })
  const webRoot = path.join(projectRoot, 'dist/web')
  // The S3 client (a large library) is loaded only when a bucket is configured.
  const photoStore = env.S3_BUCKET
    ? (await import('./photos/s3-store.ts')).createS3Store({
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      })
    : createFolderStore(path.join(dataDir, 'photos'))
  // A bucket that cannot be used is said plainly at start (and in /api/health?detail); Sage still
  // starts, since chat and the safety net do not need it.
  photoStore
    .check()
    .catch((error: unknown) =>
      logger.error(
        { err: error },
        env.S3_BUCKET
          ? `The photo bucket ${env.S3_BUCKET} (S3_BUCKET) cannot be used: photos will fail until it can.`
          : 'The photo folder cannot be written: photos will fail until it can.',
      ),
    )
  const vapid = resolveVapidKeys(
    { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
    dataDir,
  )
  const notifier = createNotifier(logger)
  const app = createApp({
    vapidPublicKey: vapid.publicKey,
    notifier,
    db: database.db,
    pingDatabase: database.ping,
    logger,
    auth,
    photoStore,
    calendar: { google: googleCalendarConfig(env, baseURL, authSecret) },
    voice: voiceConfig(env),
    publicUrl: baseURL,
    mailer,
    trustedOrigins,
    trustProxy: env.TRUST_PROXY,
    webRoot: existsSync(webRoot) ? webRoot : undefined,
    assistant: () => assistant,
  })
  // The job queue starts beside the server (a page can be served while it sets up its tables),
  // and is tried again every 30 seconds until it starts: reminders and alerts depend on it.
  let stopping = false
  const jobs = (async () => {
    for (;;) {
      try {
        const queue = await startJobs({
          database,
          logger,
          mailer,
          publicUrl: baseURL,
          vapid,
          photoStore,
          calendar: { google: googleCalendarConfig(env, baseURL, authSecret) },
        })
        notifier.attach(queue.boss)
        return queue
      } catch (err) {
        logger.error({ err }, 'the job queue could not start; trying again in 30 seconds')
        await new Promise((resolve) => setTimeout(resolve, 30_000).unref())
        if (stopping) return null
      }
    }
  })()
  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    logger.info({ port: info.port, database: database.kind }, `Sage is ready at ${baseURL}`)
    // The safety net's weights are unpacked just after start, not on someone's first message.
    setTimeout(warmSafetyNet, 500).unref()
  })
  server.on('error', (error: NodeJS.ErrnoException) =>
    stop(
      error.code === 'EADDRINUSE'
        ? `Port ${env.PORT} (PORT) is already in use. Stop the other program, or set PORT to another number.`
        : `Sage could not listen on port ${env.PORT} (PORT): ${reason(error)}`,
    ),
  )

  const shutdown = () => {
    stopping = true
    server.close()
    void jobs
      .then((queue) => queue?.stop())
      .catch(() => undefined)
      .then(() => database.close())
      .finally(() => process.exit(0))
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

/** Google Calendar's settings when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; else the built-in calendar only. */
function googleCalendarConfig(env: Env, baseURL: string, authSecret: string): GoogleCalendarConfig | undefined {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return undefined
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authUrl: env.GOOGLE_AUTH_URL,
    tokenUrl: env.GOOGLE_TOKEN_URL,
    revokeUrl: env.GOOGLE_REVOKE_URL,
    apiUrl: env.GOOGLE_CALENDAR_API_URL,
    redirectUri: `${baseURL}/auth/google-callback`,
    // Its own key, derived from the auth secret, so a state can never pass for a session cookie.
    stateSecret: createHmac('sha256', authSecret).update('sage:google-calendar-state').digest('base64url'),
    tokenKey: createHmac('sha256', authSecret).update('sage:google-calendar-tokens').digest(),
  }
}
