import { betterAuth } from 'better-auth'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/limits.ts'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#server/db/client.ts'
import { resetFeedSecret } from '#server/calendar/feed.ts'
import { LANGUAGE_HEADER } from '#shared/settings/language.ts'
import { accounts, rateLimits, sessions, users, verifications } from '#server/db/schema/index.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { buildMail } from '#server/mail/templates.ts'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './passwords.ts'
import {
  MAX_FAILED_SIGN_INS,
  clearFailedSignIns,
  countPasswordTries,
  giveBackPasswordTry,
  takePasswordTry,
} from './sign-in-failures.ts'
import { createEmailVerificationToken, endResetLinks, resetTokenOwner, storedIdentifier } from './tokens.ts'

/** What the auth module needs from the server's configuration. */
export type AuthOptions = {
  db: Database
  /** Where the auth library's own messages go; errors pass through `loggable` (no query values). */
  logger?: Logger
  mailer: Mailer
  secret: string
  /** The address people open Sage at, e.g. http://localhost:3000; links in mails start with it. */
  baseURL: string
  /** Extra origins allowed to make state-changing requests (the Vite dev server). */
  trustedOrigins: string[]
  /**
   * How passwords are hashed and checked; by default the auth library's own (scrypt, about half a
   * second of a core each). Tests of everything but signing in give a cheaper cost of the same.
   */
  passwordHashing?: PasswordHashing
}

/** A password hash and its check, as the auth library takes them. */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>
  verify: (data: { hash: string; password: string }) => Promise<boolean>
}

/** The request header carrying the client's address, set by the server from the connection. */
export const CLIENT_IP_HEADER = 'x-sage-client-ip'

/** The message of a refused sign-up for an address that has an account (detected by the screen). */
export const EXISTING_ACCOUNT_MESSAGE = 'An account with this email already exists.'
/** The message when an account had too many failed sign-ins. */
export const ACCOUNT_LOCKED_MESSAGE = 'Too many attempts, please wait a minute'

const MINUTE = 60
const DAY_SECONDS = 24 * 60 * 60
const perMinute = { window: MINUTE, max: 10 }

/** Creates better-auth: e-mail and password accounts, verified by mail, on the Drizzle adapter. */
/** The auth library's cookies are named sage.*; on https the session's gets __Secure- before it. */
const COOKIE_PREFIX = 'sage'
export const SESSION_COOKIE_NAMES = [`${COOKIE_PREFIX}.session_token`, `__Secure-${COOKIE_PREFIX}.session_token`]

export function createAuth(options: AuthOptions) {
  const { db, mailer, baseURL } = options
  const languageOf = (request?: Request) => request?.headers.get(LANGUAGE_HEADER)
  /** Whose password-reset token a request carries, from before the library uses it up to after. */
  const resetOwners = new WeakMap<object, string | null>()

  /** The account whose password a request tests: the one named at sign-in, or the signed-in one. */
  const passwordTryAccount = async (
    path: string,
    body: Record<string, unknown>,
    session: () => Promise<{ user: { id: string; email: string } } | null>,
  ): Promise<{ email: string; userId?: string } | null> => {
    if (path === '/sign-in/email') return typeof body.email === 'string' ? { email: body.email } : null
    if (path !== '/verify-password' && path !== '/change-password') return null
    const user = (await session())?.user
    return user ? { email: user.email, userId: user.id } : null
  }

  /** Tells the owner that signing in is paused, with a link to choose a new password (which ends the pause). */
  const tellOwnerOfLock = async (email: string, request?: Request) => {
    const [user] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
    if (!user) return
    const link = `${baseURL}/forgot-password?email=${encodeURIComponent(user.email)}`
    await (mailer.sendSoon ?? mailer.send)(buildMail('locked', { to: user.email, link, language: languageOf(request) }))
  }

  return betterAuth({
    appName: 'Sage',
    basePath: '/api/auth',
    logger: {
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error)
        const text = message.replace(/\nparams: [\s\S]*/, '')
        if (options.logger) options.logger[level]({ err }, `auth: ${text}`)
      },
    },
    baseURL,
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      ...(options.passwordHashing ? { password: options.passwordHashing } : {}),
      sendResetPassword: async ({ user, token }, request) => {
        // A new link ends the ones sent before it.
        await endResetLinks(db, user.id, token)
        const link = `${baseURL}/auth/reset-password?token=${encodeURIComponent(token)}&type=recovery`
        await (mailer.sendSoon ?? mailer.send)(
          buildMail('reset', { to: user.email, link, language: languageOf(request) }),
        )
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: DAY_SECONDS,
      // Our own single-use token, to our own screen (/auth/callback), instead of the library's link.
      sendVerificationEmail: async ({ user }, request) => {
        const token = await createEmailVerificationToken(db, user.id)
        const link = `${baseURL}/auth/callback?token=${encodeURIComponent(token)}&type=signup`
        await (mailer.sendSoon ?? mailer.send)(
          buildMail('verify', { to: user.email, link, language: languageOf(request) }),
        )
      },
    },
    // Tokens are stored hashed (see storedIdentifier), the auth library's as well as Sage's own.
    verification: { storeIdentifier: { hash: (identifier) => Promise.resolve(storedIdentifier(identifier)) } },
    session: {
      // Sessions end after 30 idle days; activity within a day renews them.
      expiresIn: 30 * DAY_SECONDS,
      updateAge: DAY_SECONDS,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: MINUTE,
      max: 100,
      customRules: {
        // Checking who is signed in is not a guess at anything, and a care home shares one address:
        // answered 429, a page would take its reader for signed out.
        '/get-session': false,
        '/sign-in/email': perMinute,
        '/sign-up/email': perMinute,
        '/request-password-reset': perMinute,
        '/reset-password': perMinute,
        '/change-password': perMinute,
        '/verify-password': perMinute,
        '/send-verification-email': perMinute,
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>
        const newPassword = ctx.path === '/sign-up/email' ? body.password : body.newPassword
        if (['/sign-up/email', '/reset-password', '/change-password'].includes(ctx.path)) {
          if (typeof newPassword === 'string' && isCommonPassword(newPassword)) {
            throw new APIError('BAD_REQUEST', { message: COMMON_PASSWORD_MESSAGE, code: 'PASSWORD_TOO_COMMON' })
          }
        }
        // The sign-up screen tells people when they already have an account (product.md 5), which the
        // library hides when verification is required. Rate limits keep this from being a lookup service.
        if (ctx.path === '/sign-up/email' && typeof body.email === 'string') {
          const [existing] = await db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.email, body.email.trim().toLowerCase()))
          if (existing)
            throw new APIError('UNPROCESSABLE_ENTITY', {
              message: EXISTING_ACCOUNT_MESSAGE,
              code: 'USER_ALREADY_EXISTS',
            })
        }
        // Every way of testing a password takes one of the account's tries first (see takePasswordTry).
        const email = (await passwordTryAccount(ctx.path, body, () => getSessionFromCtx(ctx)))?.email
        if (email && (await takePasswordTry(db, email)) > MAX_FAILED_SIGN_INS) {
          throw new APIError('TOO_MANY_REQUESTS', { message: ACCOUNT_LOCKED_MESSAGE, code: 'ACCOUNT_LOCKED' })
        }
        if (ctx.path === '/reset-password') {
          const token: unknown = body.token ?? (ctx.query as Record<string, unknown> | undefined)?.token
          resetOwners.set(ctx.request ?? ctx, typeof token === 'string' ? await resetTokenOwner(db, token) : null)
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>
        const returned = ctx.context.returned
        const failed = isAPIError(returned)
        if (ctx.path === '/reset-password') {
          const owner = resetOwners.get(ctx.request ?? ctx)
          resetOwners.delete(ctx.request ?? ctx)
          if (owner && !failed) {
            // A new password ends every other reset link, and any pause on signing in.
            await endResetLinks(db, owner)
            await resetFeedSecret(db, owner, { ifExists: true })
            const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, owner))
            if (user) await clearFailedSignIns(db, user.email)
          }
          return
        }
        const account = await passwordTryAccount(ctx.path, body, () => getSessionFromCtx(ctx))
        if (!account) return
        const { email } = account
        if (!failed) {
          if (ctx.path === '/change-password' && account.userId)
            await resetFeedSecret(db, account.userId, { ifExists: true })
          return clearFailedSignIns(db, email)
        }
        const wrongPassword =
          returned.statusCode === 401 || (returned.statusCode === 400 && returned.body?.code === 'INVALID_PASSWORD')
        if (returned.body?.code === 'ACCOUNT_LOCKED') return
        if (!wrongPassword) return giveBackPasswordTry(db, email)
        // The try that just failed was the last one: tell the owner, with a way back in.
        if ((await countPasswordTries(db, email)) === MAX_FAILED_SIGN_INS) await tellOwnerOfLock(email, ctx.request)
      }),
    },
    telemetry: { enabled: false },
  })
}

export type Auth = ReturnType<typeof createAuth>
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>
