import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Database } from '#server/db/client.ts'
import { accounts, rateLimits, sessions, users, verifications } from '#server/db/schema/index.ts'

/** What the auth module needs from the server's configuration. */
export type AuthOptions = {
  db: Database
  secret: string
  /** The address people open Sage at, e.g. http://localhost:3000. */
  baseURL: string
  /** Extra origins allowed to make state-changing requests (the Vite dev server). */
  trustedOrigins: string[]
}

const DAY_SECONDS = 24 * 60 * 60

/** Creates the better-auth instance: e-mail and password accounts on the Drizzle adapter. */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Sage',
    basePath: '/api/auth',
    baseURL: options.baseURL,
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      requireEmailVerification: true,
    },
    session: {
      // Sessions end after 30 idle days; activity within a day renews them.
      expiresIn: 30 * DAY_SECONDS,
      updateAge: DAY_SECONDS,
    },
    rateLimit: { enabled: true, storage: 'database', modelName: 'rateLimit' },
    advanced: {
      cookiePrefix: 'sage',
      useSecureCookies: options.baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
  })
}

export type Auth = ReturnType<typeof createAuth>
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>
