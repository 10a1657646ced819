import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { googleCalendarMessages as messages } from '#shared/calendar/google-calendar.ts'
import type { Database } from '#server/db/client.ts'
import { googleCalendarTokens } from '#server/db/schema/index.ts'
import { AppError } from '#server/errors.ts'
import { openText, sealText } from '#server/auth/sealed-text.ts'
import type { GoogleCalendarConfig } from './index.ts'

/**
 * The scope the consent screen asks for: the person's events, read and write (product.md 7), and no
 * more: not their calendars' settings, sharing or list.
 */
export const GOOGLE_CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events'
/** A call to Google gives up after this long, so the API answers 503 rather than hang. */
export const GOOGLE_TIMEOUT_MS = 10_000
/** An access token is refreshed this long before it expires, so it never runs out mid-request. */
const EXPIRY_MARGIN_MS = 60_000
/** How long a consent screen may stay open before its `state` is refused. */
export const CONNECT_STATE_MAX_AGE_MS = 30 * 60 * 1000

/** Google's token endpoint's answer (code exchange and refresh). */
const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
  refresh_token: z.string().min(1).optional(),
})

const expiryOf = (answer: z.infer<typeof tokenAnswer>, now: Date) =>
  answer.expires_in ? new Date(now.getTime() + answer.expires_in * 1000) : null

/** Sends a form to one of Google's OAuth endpoints; a network failure or time-out becomes a 503. */
async function postForm(fetchImpl: typeof fetch, url: string, fields: Record<string, string>, failure: string) {
  try {
    return await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(fields),
      signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
    })
  } catch {
    throw new AppError('service_unavailable', failure)
  }
}

/** The OAuth error code in Google's error answer ("invalid_grant"...), or null. */
async function oauthError(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null
  return typeof body?.error === 'string' ? body.error : null
}

/** Reads a successful token answer; anything else is Google failing (503) with the given text. */
async function readTokens(response: Response, failure: string) {
  const parsed = tokenAnswer.safeParse(await response.json().catch(() => null))
  if (!parsed.success) throw new AppError('service_unavailable', failure)
  return parsed.data
}

function stateMac(config: GoogleCalendarConfig, userId: string, issuedAt: string): string {
  return createHmac('sha256', config.stateSecret)
    .update(`sage:google-calendar-state:${userId}:${issuedAt}`)
    .digest('base64url')
}

/**
 * The PKCE code verifier for a consent screen (RFC 7636), derived from its signed state with the
 * server's secret, so nothing has to be stored between the consent screen and the exchange, and
 * a code seen by someone else cannot be exchanged without it.
 */
export function codeVerifier(config: GoogleCalendarConfig, state: string): string {
  return createHmac('sha256', config.stateSecret).update(`sage:google-calendar-pkce:${state}`).digest('base64url')
}

/** The S256 challenge the consent screen carries for a verifier. */
export const codeChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

/**
 * The OAuth `state` for a consent screen: when it was made and a signature over that and the
 * person's id, so the answer can only be used by the same person, and only for a while. The id
 * itself is not sent to Google.
 */
export function signConnectState(config: GoogleCalendarConfig, userId: string, now = new Date()): string {
  const issuedAt = String(now.getTime())
  return `${issuedAt}.${stateMac(config, userId, issuedAt)}`
}

/** True when the state was made by signConnectState for this person within CONNECT_STATE_MAX_AGE_MS. */
export function verifyConnectState(config: GoogleCalendarConfig, userId: string, state: string, now = new Date()) {
  const [issuedAt = '', mac = ''] = state.split('.')
  const age = now.getTime() - Number(issuedAt)
  if (!/^\d{1,15}$/.test(issuedAt) || !(age >= -60_000 && age <= CONNECT_STATE_MAX_AGE_MS)) return false
  const expected = Buffer.from(stateMac(config, userId, issuedAt))
  const given = Buffer.from(mac)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The address of Google's consent screen for this person (product.md 7: code, offline, consent, calendar scope). */
export function googleConnectUrl(config: GoogleCalendarConfig, userId: string, now = new Date()): string {
  const url = new URL(config.authUrl)
  const state = signConnectState(config, userId, now)
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: GOOGLE_CALENDAR_SCOPE,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
    code_challenge: codeChallenge(codeVerifier(config, state)),
    code_challenge_method: 'S256',
  }).toString()
  return url.toString()
}

/**
 * The person's stored tokens, opened; null when they have not connected Google Calendar, or when
 * the tokens no longer open (the server's secret changed), so they connect again.
 */
export async function getGoogleTokens(db: Database, userId: string, config: Pick<GoogleCalendarConfig, 'tokenKey'>) {
  const [row] = await db
    .select({
      accessToken: googleCalendarTokens.accessToken,
      refreshToken: googleCalendarTokens.refreshToken,
      expiresAt: googleCalendarTokens.expiresAt,
    })
    .from(googleCalendarTokens)
    .where(eq(googleCalendarTokens.userId, userId))
  if (!row) return null
  const accessToken = openText(config.tokenKey, userId, row.accessToken)
  const refreshToken = row.refreshToken === null ? null : openText(config.tokenKey, userId, row.refreshToken)
  if (accessToken === null || (row.refreshToken !== null && refreshToken === null)) return null
  return { accessToken, refreshToken, expiresAt: row.expiresAt }
}

/**
 * Trades the code Google sent to /auth/google-callback for tokens and stores them (a second
 * connection replaces the first, keeping its refresh token if Google sends no new one).
 */
export async function exchangeGoogleCode(
  db: Database,
  userId: string,
  config: GoogleCalendarConfig,
  code: string,
  state: string,
  fetchImpl: typeof fetch = fetch,
  now = new Date(),
): Promise<void> {
  const response = await postForm(
    fetchImpl,
    config.tokenUrl,
    {
      grant_type: 'authorization_code',
      code,
      client_id: config.clientId,
      client_secret: config.clientSecret,
      redirect_uri: config.redirectUri,
      code_verifier: codeVerifier(config, state),
    },
    messages.exchangeFailed,
  )
  // Google refuses a used, expired or mistyped code with invalid_grant: the person's request, not an outage.
  if (!response.ok) {
    const refused = (await oauthError(response)) === 'invalid_grant'
    throw new AppError(refused ? 'bad_request' : 'service_unavailable', messages.exchangeFailed)
  }
  const tokens = await readTokens(response, messages.exchangeFailed)
  // Google may send no new refresh token when one was given before: keep the old one, if it opens.
  const refreshToken = tokens.refresh_token ?? (await getGoogleTokens(db, userId, config))?.refreshToken ?? null
  // Tokens are kept sealed: a copy of the database alone does not reach anyone's calendar.
  const values = {
    accessToken: sealText(config.tokenKey, userId, tokens.access_token),
    refreshToken: refreshToken ? sealText(config.tokenKey, userId, refreshToken) : null,
    expiresAt: expiryOf(tokens, now),
  }
  await db
    .insert(googleCalendarTokens)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: googleCalendarTokens.userId,
      set: values,
    })
}

/**
 * A working access token for the person: the stored one, or a new one from the refresh token
 * when it is about to expire (or `force`, after Google refused it). Throws product.md 8's texts.
 */
export async function googleAccessToken(
  db: Database,
  userId: string,
  config: GoogleCalendarConfig,
  fetchImpl: typeof fetch = fetch,
  options: { force?: boolean; now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date()
  const tokens = await getGoogleTokens(db, userId, config)
  if (!tokens) throw new AppError('conflict', messages.notConnected)
  const fresh = !tokens.expiresAt || tokens.expiresAt.getTime() - EXPIRY_MARGIN_MS > now.getTime()
  if (fresh && !options.force) return tokens.accessToken
  if (!tokens.refreshToken) throw new AppError('conflict', messages.noRefreshToken)

  const response = await postForm(
    fetchImpl,
    config.tokenUrl,
    {
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    },
    messages.refreshFailed,
  )
  if (!response.ok) {
    // invalid_grant: the person revoked Sage's access at Google; only connecting again helps.
    const revoked = (await oauthError(response)) === 'invalid_grant'
    throw new AppError(revoked ? 'conflict' : 'service_unavailable', messages.refreshFailed)
  }
  const answer = await readTokens(response, messages.refreshFailed)
  await db
    .update(googleCalendarTokens)
    .set({
      accessToken: sealText(config.tokenKey, userId, answer.access_token),
      expiresAt: expiryOf(answer, now),
      ...(answer.refresh_token ? { refreshToken: sealText(config.tokenKey, userId, answer.refresh_token) } : {}),
    })
    .where(eq(googleCalendarTokens.userId, userId))
  return answer.access_token
}

/**
 * Disconnects Google Calendar: asks Google to revoke Sage's access (product.md 7: revoke POST with
 * the token), then deletes the tokens whatever Google said, so Sage stops using them.
 * `revoked` is false when Google could not be reached; the person can still remove Sage at Google.
 * With `keepUnrevoked`, tokens Google could not be asked about are kept, to ask again later.
 */
export async function disconnectGoogleCalendar(
  db: Database,
  userId: string,
  config: GoogleCalendarConfig,
  fetchImpl: typeof fetch = fetch,
  { keepUnrevoked = false }: { keepUnrevoked?: boolean } = {},
): Promise<{ revoked: boolean }> {
  const tokens = await getGoogleTokens(db, userId, config)
  if (!tokens) {
    // Nothing to revoke with (never connected, or tokens that no longer open): forget any row.
    const forgotten = await db
      .delete(googleCalendarTokens)
      .where(eq(googleCalendarTokens.userId, userId))
      .returning({ userId: googleCalendarTokens.userId })
    return { revoked: forgotten.length === 0 }
  }
  let revoked: boolean
  try {
    // Revoking the refresh token ends the whole grant, access tokens included.
    const response = await postForm(
      fetchImpl,
      config.revokeUrl,
      { token: tokens.refreshToken ?? tokens.accessToken },
      'revoke failed',
    )
    // 400 invalid_token: already revoked or expired at Google, which is what we wanted.
    revoked = response.ok || response.status === 400
  } catch {
    revoked = false
  }
  if (revoked || !keepUnrevoked) await db.delete(googleCalendarTokens).where(eq(googleCalendarTokens.userId, userId))
  return { revoked }
}
