import webpush from 'web-push'
import type { VapidKeys } from '#server/push/vapid.ts'
import { createNotifier } from '#server/notify/notify.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino, { type Logger } from 'pino'
import type { LanguageModelV3 } from '@ai-sdk/provider'
import { type Assistant, builtinAssistant } from '#server/assistant/model.ts'
import { createApp } from '#server/app.ts'
import { CLIENT_IP_HEADER, createAuth } from '#server/auth/auth.ts'
import { quickPasswords } from './quick-passwords.ts'
import type { CalendarDeps } from '#server/calendar/index.ts'
import { type Mail, type Mailer, withRetries } from '#server/mail/mailer.ts'
import { type PhotoStore, createFolderStore } from '#server/photos/store.ts'
import type { VoiceDeps } from '#server/voice/config.ts'
import { createTestDatabase } from './database.ts'

/** The origin test requests come from; the auth library checks it on state-changing requests. */
export const TEST_ORIGIN = 'http://localhost:3000'

export type TestAppOptions = {
  /** Calendar configuration, e.g. Google Calendar pointed at a loopback server; default the built-in calendar only. */
  calendar?: CalendarDeps
  /** Voice services, e.g. ElevenLabs pointed at a loopback server; default none (the browser's own speech). */
  voice?: VoiceDeps
  /** Where the app logs; default nowhere. */
  logger?: Logger
  /** Proxies in front of the app (TRUST_PROXY); default none. */
  trustProxy?: number
  /** Where files are kept, e.g. an S3 bucket on a loopback server; default a fresh folder. */
  photoStore?: PhotoStore
  /** Hash passwords as the built server does (about a second a sign-up) rather than quickly. */
  realPasswordHashing?: boolean
}

/** The real app on a fresh database, with helpers to call it as a browser would. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await createTestDatabase()
  const logger = options.logger ?? pino({ level: 'silent' })
  const mails: Mail[] = []
  const mailer: Mailer = withRetries({ send: (mail) => Promise.resolve(void mails.push(mail)) }, logger)
  const auth = createAuth({
    db: database.db,
    logger,
    mailer,
    secret: 'test-secret-test-secret-test-secret-0123456789',
    baseURL: TEST_ORIGIN,
    trustedOrigins: [TEST_ORIGIN],
    passwordHashing: options.realPasswordHashing ? undefined : quickPasswords,
  })
  const photoDir = mkdtempSync(path.join(os.tmpdir(), 'sage-photos-'))
  const photoStore = options.photoStore ?? createFolderStore(photoDir)
  let assistant = builtinAssistant()
  // Keys to sign pushes with, as a server generates them on its first start.
  const vapid: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@sage.test' }
  // Notifications from requests go out once a test starts the job queue and attaches it.
  const notifier = createNotifier(logger)
  const app = createApp({
    vapidPublicKey: vapid.publicKey,
    notifier,
    assistant: () => assistant,
    mailer,
    db: database.db,
    logger,
    auth,
    photoStore,
    calendar: options.calendar,
    voice: options.voice,
    trustedOrigins: [TEST_ORIGIN],
    trustProxy: options.trustProxy,
  })
  // Each request comes from its own address unless the test names one, so only the tests about
  // rate limits meet them.
  const byte = () => Math.floor(Math.random() * 250)
  const someClientIp = () => `10.${byte()}.${byte()}.${byte()}`

  /** Sends a request as a browser on Sage's page would: with its origin; `json` becomes the body. */
  const request = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers)
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN)
    if (!headers.has(CLIENT_IP_HEADER)) headers.set(CLIENT_IP_HEADER, someClientIp())
    let body = init.body
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(init.json)
    }
    return app.request(path, { ...init, headers, body })
  }

  /** The link in the last mail sent to an address. */
  const lastLinkTo = (address: string) => {
    const mail = mails.filter((item) => item.to === address).at(-1)
    if (!mail) throw new Error(`no mail to ${address}`)
    return new URL(mail.link)
  }

  const close = async () => {
    await database.close()
    rmSync(photoDir, { recursive: true, force: true })
  }

  /** Answers the next messages with this assistant; the built-in one when undefined. */
  const useAssistant = (next: Assistant | undefined) => {
    assistant = next ?? builtinAssistant()
  }
  /** Answers the next messages with this model, no tools and the default emergency number. */
  const useModel = (model: LanguageModelV3 | undefined) => useAssistant(model && { ...builtinAssistant(), model })

  return {
    app,
    db: database.db,
    database,
    mailer,
    vapid,
    notifier,
    auth,
    photoStore,
    /** The folder files are kept in when no other store was given. */
    photoDir,
    request,
    mails,
    lastLinkTo,
    useAssistant,
    useModel,
    close,
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
