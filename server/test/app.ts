import pino from 'pino'
import { createApp } from '#server/app.ts'
import { createAuth } from '#server/auth/auth.ts'
import { createTestDatabase } from './database.ts'

/** The origin test requests come from; the auth library checks it on state-changing requests. */
export const TEST_ORIGIN = 'http://localhost:3000'

/** The real app on a fresh database, with helpers to call it as a browser would. */
export async function createTestApp() {
  const database = await createTestDatabase()
  const logger = pino({ level: 'silent' })
  const auth = createAuth({
    db: database.db,
    secret: 'test-secret-test-secret-test-secret-0123456789',
    baseURL: TEST_ORIGIN,
    trustedOrigins: [TEST_ORIGIN],
  })
  const app = createApp({ db: database.db, logger, auth })

  /** Sends a request with the test origin; `json` becomes the body. */
  const request = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers)
    headers.set('origin', TEST_ORIGIN)
    let body = init.body
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(init.json)
    }
    return app.request(path, { ...init, headers, body })
  }

  return { app, db: database.db, auth, request, close: database.close }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
