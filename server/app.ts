import { sql } from 'drizzle-orm'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { type Assistant, builtinAssistant } from './assistant/model.ts'
import { bodyLimit } from 'hono/body-limit'
import type { Logger } from 'pino'
import type { Mailer } from './mail/mailer.ts'
import { type Notifier, createNotifier } from './notify/notify.ts'
import { alertRoutes } from './routes/alerts/routes.ts'
import { medicationRoutes } from './routes/medications/routes.ts'
import { pushRoutes } from './routes/push/routes.ts'
import { alertConsentPages } from './routes/alerts/pages.ts'
import { checkInPages } from './routes/check-in/pages.ts'
import { checkInRoutes } from './routes/check-in/routes.ts'
import type { AppEnv } from './app-env.ts'
import { type Auth, SESSION_COOKIE_NAMES } from './auth/auth.ts'
import { createSessionCache } from './auth/session-cache.ts'
import type { Database } from './db/client.ts'
import { AppError, errorResponse, handleError } from './errors.ts'
import { NUL_MESSAGE, pathToNul } from './http/validate.ts'
import { z } from 'zod'
import { MAX_AUDIO_BYTES } from '#shared/limits.ts'
import { MAX_PHOTO_BYTES } from '#shared/limits.ts'
import type { PhotoStore } from './photos/store.ts'
import type { CalendarDeps } from './calendar/index.ts'
import type { VoiceDeps } from './voice/config.ts'
import { compression } from './http/compression.ts'
import { requestLog } from './http/request-log.ts'
import { securityHeaders } from './http/security.ts'
import { mountSpa } from './http/spa.ts'
import { clientIp } from './http/client-ip.ts'
import { originCheck } from './http/origin-check.ts'
import { accountRoutes } from './routes/account/routes.ts'
import { calendarFeedFileRoutes, calendarFeedRoutes } from './routes/calendar-feed/routes.ts'
import { calendarRoutes } from './routes/calendar/routes.ts'
import { chatReplyRoutes } from './routes/chat-reply/routes.ts'
import { chatSessionsRoutes } from './routes/chat-sessions/routes.ts'
import { emergencyContactsRoutes } from './routes/emergency-contacts/routes.ts'
import { familyRoutes } from './routes/family/routes.ts'
import { feedbackRoutes } from './routes/feedback/routes.ts'
import { googleCalendarRoutes } from './routes/google-calendar/routes.ts'
import { healthRoutes } from './routes/health/routes.ts'
import { photoRoutes } from './routes/photos/routes.ts'
import { recordingRoutes } from './routes/recordings/routes.ts'
import { sttRoutes } from './routes/stt/routes.ts'
import { ttsRoutes } from './routes/tts/routes.ts'
import { voiceRoutes } from './routes/voice/routes.ts'
import { medicalRecordsRoutes } from './routes/medical-records/routes.ts'
import { doctorSummaryRoutes } from './routes/doctor-summary/routes.ts'
import { dataExportRoutes } from './routes/data-export/routes.ts'
import { settingsRoutes } from './routes/settings/routes.ts'
import { userDataRoutes } from './routes/user-data/routes.ts'

/** Largest JSON body the API accepts (routes that take files set their own limit). */
export const JSON_BODY_LIMIT = 1024 * 1024

/** Largest photo upload: 20 MB of photo and a little room for the form around it. */
export const PHOTO_BODY_LIMIT = MAX_PHOTO_BYTES + 64 * 1024

/** Largest audio upload (speech-to-text, voice-message recordings): 10 MB and room for the form. */
export const AUDIO_BODY_LIMIT = MAX_AUDIO_BYTES + 64 * 1024

const tooLarge = (c: Context) => errorResponse(c, 'payload_too_large', 'The request is too large.')

/** The API's routes, chained so the typed client in web/ can infer them. */
export const apiRoutes = new Hono<AppEnv>()
  .route('/health', healthRoutes)
  .route('/feedback', feedbackRoutes)
  .route('/account', accountRoutes)
  .route('/user-data', userDataRoutes)
  .route('/medical-records', medicalRecordsRoutes)
  .route('/doctor-summary', doctorSummaryRoutes)
  .route('/data-export', dataExportRoutes)
  .route('/emergency-contacts', emergencyContactsRoutes)
  .route('/settings', settingsRoutes)
  .route('/photos', photoRoutes)
  .route('/family', familyRoutes)
  .route('/chat-sessions', chatSessionsRoutes)
  .route('/chat-sessions', chatReplyRoutes)
  .route('/calendar-feed', calendarFeedRoutes)
  .route('/calendar', calendarRoutes)
  .route('/google-calendar', googleCalendarRoutes)
  .route('/voice', voiceRoutes)
  .route('/tts', ttsRoutes)
  .route('/stt', sttRoutes)
  .route('/recordings', recordingRoutes)
  .route('/alerts', alertRoutes)
  .route('/medications', medicationRoutes)
  .route('/push', pushRoutes)
  .route('/check-in', checkInRoutes)

/**
 * API addresses that need a signed-in person: all but signing in, the health check, support
 * messages and the links in mails (a test holds this list to the routes above).
 */
export const PRIVATE_API = [
  '/api/user-data',
  '/api/medical-records',
  '/api/emergency-contacts',
  '/api/settings',
  '/api/photos',
  '/api/family',
  '/api/chat-sessions',
  '/api/calendar-feed',
  '/api/calendar',
  '/api/google-calendar',
  '/api/voice',
  '/api/tts',
  '/api/stt',
  '/api/recordings',
  '/api/alerts',
  '/api/medications',
  '/api/push',
  '/api/check-in',
  '/api/doctor-summary',
  '/api/data-export',
  '/api/account/delete',
]

/** The API's type, for the typed client in web/lib/api.ts. */
export type ApiRoutes = typeof apiRoutes

export type AppDeps = {
  db: Database
  /**
   * Resolves when the database answers, for the health check: the embedded database's ping goes
   * ahead of the queries waiting for it. A `select 1` when left out.
   */
  pingDatabase?: () => Promise<unknown>
  logger: Logger
  auth: Auth
  /** Where photo files are kept. */
  photoStore: PhotoStore
  /** Calendar configuration; the built-in calendar when left out. */
  calendar?: CalendarDeps
  /** Voice services (ElevenLabs, speech-to-text); the browser's own speech when left out. */
  voice?: VoiceDeps
  /** Sage's public address (PUBLIC_URL) for links used outside the app; the request's origin when left out. */
  publicUrl?: string
  /** Origins allowed to make state-changing requests. */
  trustedOrigins: string[]
  /** Take the client's address from X-Forwarded-For (behind a proxy). */
  /** How many proxies stand in front of Sage (0: none; the connection's address is the client's). */
  trustProxy?: number
  /** Folder with the built web app; omitted in API-only tests. */
  webRoot?: string
  /** Sends mail (alerts to a person's contacts); mail is only logged when left out. */
  mailer?: Mailer
  /** The public VAPID key for Web Push; none: the browser's own notifications only. */
  vapidPublicKey?: string
  /** Sends notifications from requests once the job queue runs; none: nothing is sent. */
  notifier?: Notifier
  /**
   * The assistant a reply uses, read for each request (tests switch it between requests); the
   * built-in one when left out.
   */
  assistant?: () => Assistant
}

const notFound = (c: Context) => errorResponse(c, 'not_found', `No such API address: ${c.req.method} ${c.req.path}`)

/** Builds the whole HTTP app: security headers, compression, logging, the API and the web app. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const notifier = deps.notifier ?? createNotifier(deps.logger)
  const mailer: Mailer = deps.mailer ?? {
    send: (mail) => Promise.resolve(deps.logger.warn({ subject: mail.subject }, 'no mailer: mail not sent')),
  }
  const builtin = builtinAssistant()
  const assistant = deps.assistant ?? (() => builtin)
  const sessions = createSessionCache(deps.auth, SESSION_COOKIE_NAMES)
  const pingDatabase = deps.pingDatabase ?? (() => deps.db.execute(sql`select 1`))
  app.use(requestLog(deps.logger))
  app.use(securityHeaders())
  app.use(compression())
  app.onError(handleError(deps.logger))

  const uploadLimits: Record<string, number> = {
    '/api/photos': PHOTO_BODY_LIMIT,
    '/api/stt': AUDIO_BODY_LIMIT,
    '/api/recordings': AUDIO_BODY_LIMIT,
  }
  const limits = new Map(
    [JSON_BODY_LIMIT, PHOTO_BODY_LIMIT, AUDIO_BODY_LIMIT].map((maxSize) => [
      maxSize,
      // Part of this body was read when the limit was passed and the rest cannot be told from the
      // next request, so the connection is closed after the answer, and the client opens another.
      bodyLimit({
        maxSize,
        onError: (c) => {
          c.header('connection', 'close')
          return tooLarge(c)
        },
      }),
    ]),
  )
  // Photo uploads may be up to 20 MB, audio 10 MB; every other request 1 MB. A body whose declared
  // length is too large is refused before anything touches it, so the server can read and drop
  // the rest and keep the connection for the next request; bodyLimit counts the others as they come.
  const sizeLimit: MiddlewareHandler = (c, next) => {
    const maxSize = (c.req.method === 'POST' && uploadLimits[c.req.path]) || JSON_BODY_LIMIT
    if (Number(c.req.header('content-length')) > maxSize) return Promise.resolve(tooLarge(c))
    return limits.get(maxSize)!(c, next)
  }
  app.use('/api/*', sizeLimit)
  // API answers hold a person's health data: no cache (the browser's, a proxy's) keeps them, unless
  // a route says otherwise (photo and recording files are private to the browser).
  app.use('/api/*', async (c, next) => {
    await next()
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store')
  })
  app.use('/api/*', clientIp(deps.trustProxy ?? 0))
  app.use('/api/*', originCheck(deps.trustedOrigins))
  app.use('/api/*', async (c, next) => {
    c.set('db', deps.db)
    c.set('pingDatabase', pingDatabase)
    c.set('auth', deps.auth)
    c.set('photoStore', deps.photoStore)
    c.set('publicUrl', deps.publicUrl ?? new URL(c.req.url).origin)
    c.set('calendar', deps.calendar ?? {})
    c.set('voice', deps.voice ?? {})
    c.set('mailer', mailer)
    c.set('vapidPublicKey', deps.vapidPublicKey)
    c.set('notifier', notifier)
    c.set('assistant', assistant())
    c.set('forgetSessions', sessions.forgetAll)
    // The health check and the auth library's own routes need no person.
    const anyone = c.req.path === '/api/health' || c.req.path.startsWith('/api/auth/')
    c.set('session', anyone ? null : await sessions.sessionOf(c.req.raw.headers))
    // Everything else needs a person: a signed-out request is told so (401) before its body or
    // id are looked at, so it learns nothing about them.
    if (!c.var.session && PRIVATE_API.some((prefix) => c.req.path.startsWith(prefix))) {
      throw new AppError('unauthorized', 'Please sign in first.')
    }
    await next()
  })
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    // The auth library reads its own input: it is checked here as validate() does elsewhere.
    const problem = await authInputProblem(c.req.raw, c.req.path)
    if (problem) return errorResponse(c, 'invalid_input', problem)
    const response = await deps.auth.handler(c.req.raw)
    // Signing in or out, a new password, a deleted account: a remembered session may have ended.
    if (c.req.path !== '/api/auth/get-session') sessions.forgetAll()
    // The auth library answers unknown addresses with an empty 404; give the API's JSON error.
    if (response.status === 404 && !response.headers.get('content-type')) return notFound(c)
    return response
  })
  app.route('/api', apiRoutes)
  app.all('/api/*', notFound)
  // Calendar apps fetch the feed with no session or origin, so it lives outside /api, before the web app.
  app.route('/calendar', calendarFeedFileRoutes(deps.db))
  // A contact confirms or stops alerts from a link in a mail, with no account: pages outside /api.
  app.route('/alerts', alertConsentPages(deps.db))
  // The daily check-in's links, for the person and for those told, also without an account.
  app.route(
    '/check-in',
    checkInPages({ db: deps.db, mailer, publicUrl: deps.publicUrl ?? 'http://localhost', logger: deps.logger }),
  )

  if (deps.webRoot) mountSpa(app as unknown as Hono<never>, deps.webRoot)
  return app
}

export type App = ReturnType<typeof createApp>

/** Fields of the auth library's requests that it passes to the database unchecked. */
const authInputs: Record<string, z.ZodType> = {
  '/api/auth/update-user': z.looseObject({
    name: z.string().trim().min(1).max(200).optional(),
    image: z.string().max(2000).nullish(),
  }),
}

/**
 * Why the auth library's input cannot be taken (U+0000 anywhere in its query or JSON body, or a
 * field it would pass to the database unchecked), as the API's message; null when it can.
 */
async function authInputProblem(request: Request, path: string): Promise<string | null> {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const inQuery = pathToNul(query)
  if (inQuery !== null) return `Invalid ${inQuery || 'input'}: ${NUL_MESSAGE}`
  if (!request.headers.get('content-type')?.includes('json') || !request.body) return null
  let body: unknown
  try {
    body = JSON.parse(await request.clone().text())
  } catch {
    return null
  }
  const nul = pathToNul(body)
  if (nul !== null) return `Invalid ${nul || 'input'}: ${NUL_MESSAGE}`
  const schema = authInputs[path]
  const result = schema?.safeParse(body)
  if (!result || result.success) return null
  return `Invalid ${result.error.issues[0]?.path.join('.') || 'input'}: not valid.`
}
