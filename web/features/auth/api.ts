// The account's data: sign-up, sign-in and out, links from mails, passwords, and the session.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { LANGUAGE_HEADER } from '#shared/settings/language.ts'
import { ApiError, api, unwrap } from '#web/lib/api.ts'
import { languageStore } from '#web/lib/i18n.ts'
import { checkSession } from './session-check.ts'

/** An auth failure: the server's code and message, and the HTTP status (0 when unreachable). */
export type AuthFailure = { status: number; code?: string; message?: string }

/** The result of an auth call: ok, or the failure to explain to the person. */
export type AuthResult = { ok: true } | { ok: false; failure: AuthFailure }

/**
 * The auth library's client, downloaded the first time it is needed (signing up, in or out,
 * passwords): the screens that only ask who is signed in do without it.
 */
const authClient = () => import('#web/lib/auth-client.ts').then((module) => module.authClient)

// Mails are written in the language the person is using.
const languageHeaders = () => ({ [LANGUAGE_HEADER]: languageStore.get().selectedLanguage })

async function call(run: () => Promise<{ error: { status: number; code?: string; message?: string } | null }>) {
  try {
    const { error } = await run()
    return error
      ? { ok: false as const, failure: { status: error.status, code: error.code, message: error.message } }
      : { ok: true as const }
  } catch {
    return { ok: false as const, failure: { status: 0 } }
  }
}

/** Creates an account; the server mails a verification link. */
export const signUp = (email: string, password: string, name: string) =>
  call(async () => (await authClient()).signUp.email({ email, password, name }, { headers: languageHeaders() }))

/** Signs in with e-mail and password. */
export const signIn = (email: string, password: string) =>
  call(async () => (await authClient()).signIn.email({ email, password }))

/** Sends a new verification link to an address whose account is not confirmed yet. */
export const resendVerification = (email: string) =>
  call(async () =>
    (await authClient()).sendVerificationEmail({ email, callbackURL: '/login' }, { headers: languageHeaders() }),
  )

/** Signs out of this browser. */
export const signOut = () => call(async () => (await authClient()).signOut())

/** Asks for a password-reset mail (the answer is the same whether or not the address has an account). */
export const requestPasswordReset = (email: string) =>
  call(async () =>
    (await authClient()).requestPasswordReset(
      { email, redirectTo: '/auth/reset-password' },
      { headers: languageHeaders() },
    ),
  )

/** Sets a new password with the token from a reset link. */
export const resetPassword = (token: string, newPassword: string) =>
  call(async () => (await authClient()).resetPassword({ token, newPassword }))

/** Changes the password; the person's other sessions are signed out. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  call(async () => (await authClient()).changePassword({ currentPassword, newPassword, revokeOtherSessions: true }))

/** Confirms an e-mail address with the token from the verification link. */
export async function verifyEmail(token: string): Promise<AuthResult> {
  try {
    await unwrap(api.account['verify-email'].$post({ json: { token } }))
    return { ok: true }
  } catch (error) {
    const failure =
      error instanceof ApiError ? { status: error.status, code: error.code, message: error.message } : { status: 0 }
    return { ok: false, failure }
  }
}

/** True when a password-reset link can still be used. */
export async function isResetLinkValid(token: string): Promise<boolean> {
  const { valid } = await unwrap(api.account['reset-password'][':token'].$get({ param: { token } }))
  return valid
}

/** Query keys for the signed-in session. */
export const sessionKeys = { all: ['session'] as const }

/** The longest wait between two tries of the session check. */
const MAX_RETRY_DELAY_MS = 15_000

/**
 * The current session (user and session), or null when signed out. Only the server's answer "no
 * one" means signed out: a busy server (429), a network error or a failure is tried again, for as
 * long as it takes, and the screen says so if it lasts (see ProtectedRoute).
 */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: checkSession,
  retry: true,
  retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
  staleTime: 60_000,
})

/** Tries of the session check that failed before the screen says it cannot reach Sage. */
export const QUIET_SESSION_TRIES = 2

/** The current session, or null when signed out. */
export function useSession() {
  return useQuery(sessionQuery)
}
