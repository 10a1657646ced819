import { type Context, Hono } from 'hono'
import { type GoogleCalendarStatus, googleCalendarMessages as messages } from '#shared/calendar/google-calendar.ts'
import { googleExchangeInput } from '#shared/schemas/google-calendar.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import { requireScope } from '#server/data/scope.ts'
import { hasGoogleCalendar } from '#server/calendar/google.ts'
import {
  disconnectGoogleCalendar,
  exchangeGoogleCode,
  googleConnectUrl,
  verifyConnectState,
} from '#server/calendar/google-auth.ts'
import { AppError } from '#server/errors.ts'
import { validate } from '#server/http/validate.ts'

/** The server's Google settings, or a 503 when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set. */
function requireGoogle(c: Context<AppEnv>) {
  const google = c.var.calendar.google
  if (!google) throw new AppError('service_unavailable', messages.notConfigured)
  return google
}

/**
 * /api/google-calendar: connecting the signed-in person's Google Calendar (product.md 2, 7). Once
 * connected, the calendar API reads and writes Google instead of the built-in calendar.
 */
export const googleCalendarRoutes = new Hono<AppEnv>()
  // Signed-out requests are 401 before anything is read; the connection is the person's alone.
  .use(async (c, next) => {
    await requireScope(c, 'own')
    await next()
  })
  .get('/status', async (c) => {
    const user = requireUser(c)
    const google = c.var.calendar.google
    const status: GoogleCalendarStatus = {
      configured: Boolean(google),
      connected: google ? await hasGoogleCalendar(c.var.db, user.id, google) : false,
    }
    return c.json(status)
  })
  .get('/connect-url', (c) => {
    const user = requireUser(c)
    return c.json({ url: googleConnectUrl(requireGoogle(c), user.id) })
  })
  .post('/exchange', validate('json', googleExchangeInput), async (c) => {
    const user = requireUser(c)
    const google = requireGoogle(c)
    const { code, state } = c.req.valid('json')
    if (!verifyConnectState(google, user.id, state)) throw new AppError('invalid_input', messages.staleState)
    await exchangeGoogleCode(c.var.db, user.id, google, code, state)
    const status: GoogleCalendarStatus = { configured: true, connected: true }
    return c.json(status)
  })
  .post('/disconnect', async (c) => {
    const user = requireUser(c)
    const { revoked } = await disconnectGoogleCalendar(c.var.db, user.id, requireGoogle(c))
    if (!revoked) c.var.logger.warn({ userId: user.id }, 'google calendar: revoke failed; tokens deleted anyway')
    const status: GoogleCalendarStatus = { configured: true, connected: false }
    return c.json(status)
  })
