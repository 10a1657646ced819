// What the server and the screens say about the Google Calendar connection (no validation library).

/**
 * The texts of product.md 8 for the Google Calendar connection, as the API sends them in error
 * messages; the web app matches them to translated words.
 */
export const googleCalendarMessages = {
  notConfigured: 'Google Calendar is not set up on this server.',
  notConnected: 'Google Calendar not connected',
  noRefreshToken: 'Refresh token not available, please reconnect Google Calendar',
  exchangeFailed: 'Failed to exchange authorization code',
  refreshFailed: 'Failed to refresh access token',
  staleState: 'Invalid state: this Google sign-in is too old or was started by another account.',
} as const

/** GET /api/google-calendar/status: whether the server can connect, and whether this person has. */
export type GoogleCalendarStatus = { configured: boolean; connected: boolean }
