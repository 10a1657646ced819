import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sealText } from '#server/auth/sealed-text.ts'
import { googleCalendarTokens } from '#server/db/schema/index.ts'
import { AppError } from '#server/errors.ts'
import { type TestApp, TEST_ORIGIN, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { type FakeGoogle, startFakeGoogle } from '#server/test/fake-google.ts'
import { getGoogleTokens } from './google-auth.ts'
import { createGoogleCalendar } from './google.ts'
import { calendarFor } from './index.ts'

let testApp: TestApp
let google: FakeGoogle
beforeAll(async () => {
  testApp = await createTestApp()
  google = await startFakeGoogle({ redirectUri: `${TEST_ORIGIN}/auth/google-callback`, pageSize: 2 })
})
afterAll(async () => {
  await google.close()
  await testApp.close()
})
beforeEach(() => {
  google.failing.clear()
})

const HOUR = 60 * 60 * 1000

/** A signed-up person whose Google account `account` is connected; expiresAt defaults to an hour ahead. */
async function connectedPerson(account: string, row: { expiresAt?: Date | null; refreshToken?: string | null } = {}) {
  const { user } = await createSignedInUser(testApp)
  const tokens = google.issueTokens(account)
  await testApp.db.insert(googleCalendarTokens).values({
    userId: user.id,
    accessToken: sealText(google.config.tokenKey, user.id, tokens.access_token),
    refreshToken: seal(user.id, row.refreshToken === undefined ? tokens.refresh_token : row.refreshToken),
    expiresAt: row.expiresAt === undefined ? new Date(Date.now() + HOUR) : row.expiresAt,
  })
  return { user, tokens, calendar: createGoogleCalendar(testApp.db, user.id, google.config) }
}
const seal = (userId: string, token: string | null | undefined) =>
  token ? sealText(google.config.tokenKey, userId, token) : null
/** The person's tokens as Sage reads them, opened. */
const tokenRow = (userId: string) => getGoogleTokens(testApp.db, userId, google.config)
const failure = (code: string, message: string) => expect.objectContaining({ code, message })
const lastRequest = () => google.received.at(-1)!

const dentist = {
  summary: 'Dentist',
  description: 'Dr. Patel, bring the insurance card',
  start: new Date('2026-11-19T15:00:00-05:00'),
  end: new Date('2026-11-19T16:00:00-05:00'),
  allDay: false,
  timeZone: 'America/New_York',
}

describe('createGoogleCalendar', () => {
  it('creates an event in the primary calendar, an hour long unless told, with no time zone made up', async () => {
    const { calendar, tokens } = await connectedPerson('alma')
    const created = await calendar.create({
      summary: 'Call Anna',
      start: new Date('2026-11-20T10:00:00+01:00'),
      allDay: false,
    })
    const request = lastRequest()
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/calendar/v3/calendars/primary/events')
    expect(request.authorization).toBe(`Bearer ${tokens.access_token}`)
    // Sent as the moment it is, in UTC, with no zone: Google's calendar keeps its own.
    expect(request.json).toEqual({
      summary: 'Call Anna',
      start: { dateTime: '2026-11-20T09:00:00Z' },
      end: { dateTime: '2026-11-20T10:00:00Z' },
      reminders: { useDefault: true },
    })
    expect(created).toEqual({
      id: expect.stringMatching(/^evt\d+$/),
      summary: 'Call Anna',
      description: null,
      start: new Date('2026-11-20T10:00:00+01:00'),
      end: new Date('2026-11-20T11:00:00+01:00'),
      timeZone: 'America/New_York',
      allDay: false,
      recurrence: [],
      defaultReminders: true,
    })
    expect(google.eventsOf('alma')).toHaveLength(1)
  })

  it('lists a window with singleEvents and orderBy startTime, following pages, all-day events from midnight', async () => {
    const { calendar } = await connectedPerson('bea')
    google.eventsOf('bea').push(
      {
        id: 'late',
        summary: 'Supper',
        start: { dateTime: '2026-11-19T19:00:00+01:00' },
        end: { dateTime: '2026-11-19T20:00:00+01:00' },
      },
      { id: 'allday', summary: 'Birthday', start: { date: '2026-11-19' }, end: { date: '2026-11-20' } },
      {
        id: 'early',
        summary: 'Walk',
        start: { dateTime: '2026-11-19T08:00:00+01:00' },
        end: { dateTime: '2026-11-19T09:00:00+01:00' },
      },
      {
        id: 'next-week',
        summary: 'Bridge',
        start: { dateTime: '2026-11-26T15:00:00+01:00' },
        end: { dateTime: '2026-11-26T17:00:00+01:00' },
      },
    )
    const timeMin = new Date('2026-11-19T00:00:00+01:00')
    const timeMax = new Date('2026-11-20T00:00:00+01:00')
    const events = await calendar.list({ timeMin, timeMax })
    expect(events.map((event) => event.id)).toEqual(['allday', 'early', 'late'])
    // The calendar's own zone (Europe/Madrid) is used where an event names none.
    expect(events[0]).toMatchObject({
      summary: 'Birthday',
      start: new Date('2026-11-19T00:00:00+01:00'),
      end: new Date('2026-11-20T00:00:00+01:00'),
      timeZone: 'Europe/Madrid',
      allDay: true,
    })
    const lists = google.requestsTo('/calendar/v3').slice(-2)
    expect(lists.map((request) => request.query.get('pageToken'))).toEqual([null, '2'])
    expect(Object.fromEntries(lists[0]!.query)).toEqual({
      singleEvents: 'true',
      orderBy: 'startTime',
      timeMin: timeMin.toISOString(),
      timeMax: timeMax.toISOString(),
      maxResults: '250',
    })
    // Asked for the first two only, it asks Google for no more.
    const two = await calendar.list({ timeMin, timeMax, maxResults: 2 })
    expect(two.map((event) => event.id)).toEqual(['allday', 'early'])
    expect(lastRequest().query.get('maxResults')).toBe('2')
  })

  it('searches with q, one item per series, upcoming events first and then the most recent past ones', async () => {
    const { calendar } = await connectedPerson('cora')
    const at = (days: number) => new Date(Date.now() + days * 24 * HOUR).toISOString()
    google.eventsOf('cora').push(
      { id: 'past-old', summary: 'Dentist', start: { dateTime: at(-30) }, end: { dateTime: at(-29) } },
      { id: 'soon', summary: 'Dentist check', start: { dateTime: at(3) }, end: { dateTime: at(3.1) } },
      { id: 'past-recent', summary: 'dentist', start: { dateTime: at(-2) }, end: { dateTime: at(-1.9) } },
      {
        id: 'later',
        summary: 'Cleaning',
        description: 'at the dentist',
        start: { dateTime: at(9) },
        end: { dateTime: at(9.1) },
      },
      { id: 'other', summary: 'Bridge club', start: { dateTime: at(1) }, end: { dateTime: at(1.1) } },
    )
    const found = await calendar.search('dentist')
    expect(found.map((event) => event.id)).toEqual(['soon', 'later', 'past-recent', 'past-old'])
    const searches = google.requestsTo('/calendar/v3').slice(-2)
    expect(searches.map((request) => Object.fromEntries(request.query))).toEqual([
      { q: 'dentist', maxResults: '250' },
      { q: 'dentist', maxResults: '250', pageToken: '2' },
    ])
  })

  it('gets one event, and null for an id Google does not have', async () => {
    const { calendar } = await connectedPerson('dora')
    const created = await calendar.create(dentist)
    expect(await calendar.get(created.id)).toEqual(created)
    expect(await calendar.get('nosuchevent')).toBeNull()
  })

  it('updates by GET then PUT, merging the change and keeping what Sage does not show', async () => {
    const { calendar } = await connectedPerson('edna')
    const created = await calendar.create(dentist)
    const stored = google.eventsOf('edna').find((event) => event.id === created.id)!
    Object.assign(stored, { location: 'Main Street 4', attendees: [{ email: 'anna@example.org' }] })
    const updated = await calendar.update(created.id, {
      summary: 'Dentist (moved)',
      start: new Date('2026-11-20T09:30:00-05:00'),
      allDay: false,
    })
    const [get, put] = google.received.slice(-2)
    expect([get!.method, put!.method]).toEqual(['GET', 'PUT'])
    expect(put!.path).toBe(`/calendar/v3/calendars/primary/events/${created.id}`)
    expect(put!.json).toMatchObject({
      summary: 'Dentist (moved)',
      description: dentist.description,
      location: 'Main Street 4',
      attendees: [{ email: 'anna@example.org' }],
      start: { dateTime: '2026-11-20T09:30:00-05:00', timeZone: 'America/New_York' },
      // A new start without an end keeps the hour's length.
      end: { dateTime: '2026-11-20T10:30:00-05:00', timeZone: 'America/New_York' },
    })
    expect(updated).toMatchObject({ id: created.id, summary: 'Dentist (moved)', description: dentist.description })
    expect(await calendar.update(created.id, { description: null })).toMatchObject({ description: null })
    expect(google.received.at(-1)!.json).not.toHaveProperty('description')
    expect(await calendar.update('nosuchevent', { summary: 'x' })).toBeNull()
  })

  it('creates an all-day event with dates, keeps its length when moved, and makes it timed when given a time', async () => {
    const { calendar } = await connectedPerson('flor')
    const midnight = (date: string) => new Date(`${date}T00:00:00-05:00`)
    const created = await calendar.create({
      summary: 'Family visit',
      start: midnight('2026-12-24'),
      end: midnight('2026-12-27'),
      allDay: true,
      timeZone: 'America/New_York',
    })
    expect(google.received.at(-1)!.json).toMatchObject({ start: { date: '2026-12-24' }, end: { date: '2026-12-27' } })
    expect(created).toMatchObject({ start: midnight('2026-12-24'), end: midnight('2026-12-27'), allDay: true })

    await calendar.update(created.id, { start: midnight('2026-12-30'), allDay: true })
    expect(google.received.at(-1)!.json).toMatchObject({ start: { date: '2026-12-30' }, end: { date: '2027-01-02' } })

    const timed = await calendar.update(created.id, { start: new Date('2026-12-30T15:00:00+01:00'), allDay: false })
    const put = google.received.at(-1)!.json as { start: object; end: object }
    expect(put.start).toEqual({ dateTime: '2026-12-30T14:00:00Z' })
    expect(put.end).toEqual({ dateTime: '2026-12-30T15:00:00Z' })
    expect(timed!.allDay).toBe(false)
  })

  it('gives a created event its own id, so a retried create finds the first instead of making two', async () => {
    const { calendar } = await connectedPerson('flora')
    const id = '0b9a7c4e-5d1f-4e2a-9c3b-7a8d6e5f4c3b'
    const first = await calendar.create({ ...dentist, id })
    const again = await calendar.create({ ...dentist, id })
    expect(first.id).toBe('0b9a7c4e5d1f4e2a9c3b7a8d6e5f4c3b')
    expect(again).toEqual(first)
    expect(google.eventsOf('flora')).toHaveLength(1)
  })

  it('updates with If-Match, so an edit made in Google meanwhile is not overwritten', async () => {
    const { calendar } = await connectedPerson('gwen')
    const created = await calendar.create(dentist)
    const stored = google.eventsOf('gwen').find((event) => event.id === created.id)!
    await calendar.update(created.id, { summary: 'Dentist at 10' })
    expect(google.received.at(-1)!.ifMatch).toBe(stored.etag)
    // Her daughter edits it in Google between Sage's read and Sage's write.
    google.editAfterNextRead(created.id, { location: 'The new surgery, High Street 2' })
    await expect(calendar.update(created.id, { summary: 'Dentist at 11' })).rejects.toMatchObject({ code: 'conflict' })
    expect(google.eventsOf('gwen')[0]).toMatchObject({
      summary: 'Dentist at 10',
      location: 'The new surgery, High Street 2',
    })
  })

  it('does not write a time zone into an event that had none when it changes it', async () => {
    const { calendar } = await connectedPerson('hilde')
    google.eventsOf('hilde').push({
      id: 'nozone',
      etag: '"1"',
      summary: 'Tea',
      start: { dateTime: '2026-11-21T16:00:00+01:00' },
      end: { dateTime: '2026-11-21T17:00:00+01:00' },
    })
    await calendar.update('nozone', { start: new Date('2026-11-21T17:00:00+01:00'), allDay: false })
    expect(google.received.at(-1)!.json).toMatchObject({
      start: { dateTime: '2026-11-21T16:00:00Z' },
      end: { dateTime: '2026-11-21T17:00:00Z' },
    })
    expect(JSON.stringify(google.received.at(-1)!.json)).not.toContain('timeZone')
  })

  it('deletes an event, and answers false for one already gone', async () => {
    const { calendar } = await connectedPerson('fern')
    const created = await calendar.create(dentist)
    expect(await calendar.delete(created.id)).toBe(true)
    expect(lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `/calendar/v3/calendars/primary/events/${created.id}`,
    })
    expect(google.eventsOf('fern')).toEqual([])
    expect(await calendar.delete(created.id)).toBe(false)
    expect(await calendar.delete('neverthere')).toBe(false)
  })

  it('answers 503 with product.md 8’s text for each call when Google fails', async () => {
    const { calendar } = await connectedPerson('gina')
    const created = await calendar.create(dentist)
    google.failing.add('events')
    await expect(calendar.list({})).rejects.toEqual(failure('service_unavailable', 'Failed to get events'))
    await expect(calendar.get(created.id)).rejects.toEqual(failure('service_unavailable', 'Failed to get event'))
    await expect(calendar.create(dentist)).rejects.toEqual(failure('service_unavailable', 'Failed to create event'))
    await expect(calendar.update(created.id, { summary: 'x' })).rejects.toEqual(
      failure('service_unavailable', 'Failed to update event'),
    )
    await expect(calendar.delete(created.id)).rejects.toEqual(failure('service_unavailable', 'Failed to delete event'))
    await expect(calendar.search('x')).rejects.toEqual(failure('service_unavailable', 'Failed to search events'))
  })

  it('answers 503 when Google cannot be reached at all', async () => {
    const { user } = await connectedPerson('hana')
    const unreachable = { ...google.config, apiUrl: 'http://127.0.0.1:9/calendar/v3' }
    const calendar = createGoogleCalendar(testApp.db, user.id, unreachable)
    await expect(calendar.list({})).rejects.toBeInstanceOf(AppError)
    await expect(calendar.list({})).rejects.toEqual(failure('service_unavailable', 'Failed to get events'))
  })
})

describe('Google Calendar tokens', () => {
  it('refreshes an expired access token with the refresh token, stores it, and uses it', async () => {
    const { user, calendar, tokens } = await connectedPerson('ines', { expiresAt: new Date(Date.now() - HOUR) })
    await calendar.list({})
    const [refresh, list] = google.received.slice(-2)
    expect(refresh!.path).toBe('/token')
    expect(Object.fromEntries(refresh!.form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: google.config.clientId,
      client_secret: google.config.clientSecret,
    })
    const row = await tokenRow(user.id)
    expect(row!.accessToken).not.toBe(tokens.access_token)
    expect(row!.refreshToken).toBe(tokens.refresh_token)
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000)
    expect(list!.authorization).toBe(`Bearer ${row!.accessToken}`)
  })

  it('refreshes a token about to expire, but not one with time left', async () => {
    const soon = await connectedPerson('jill', { expiresAt: new Date(Date.now() + 30_000) })
    await soon.calendar.list({})
    expect(google.received.at(-2)!.path).toBe('/token')
    const later = await connectedPerson('kate')
    const before = google.requestsTo('/token').length
    await later.calendar.list({})
    expect(google.requestsTo('/token')).toHaveLength(before)
  })

  it('refreshes once and tries again when Google refuses the access token', async () => {
    const { calendar, tokens } = await connectedPerson('lena')
    google.forgetAccessToken(tokens.access_token)
    expect(await calendar.list({})).toEqual([])
    expect(google.received.slice(-3).map((request) => request.path)).toEqual([
      '/calendar/v3/calendars/primary/events',
      '/token',
      '/calendar/v3/calendars/primary/events',
    ])
  })

  it('asks to reconnect when the token has expired and there is no refresh token', async () => {
    const { calendar } = await connectedPerson('mara', { expiresAt: new Date(Date.now() - 1000), refreshToken: null })
    await expect(calendar.list({})).rejects.toEqual(
      failure('conflict', 'Refresh token not available, please reconnect Google Calendar'),
    )
  })

  it('says when the refresh fails: 409 when Google revoked it, 503 when Google is down', async () => {
    const revoked = await connectedPerson('nina', { expiresAt: new Date(0), refreshToken: 'refresh-unknown' })
    await expect(revoked.calendar.list({})).rejects.toEqual(failure('conflict', 'Failed to refresh access token'))
    const down = await connectedPerson('olga', { expiresAt: new Date(0) })
    google.failing.add('token')
    await expect(down.calendar.list({})).rejects.toEqual(
      failure('service_unavailable', 'Failed to refresh access token'),
    )
  })

  it('says Google Calendar is not connected when the person has no tokens', async () => {
    const { user } = await createSignedInUser(testApp)
    const calendar = createGoogleCalendar(testApp.db, user.id, google.config)
    await expect(calendar.list({})).rejects.toEqual(failure('conflict', 'Google Calendar not connected'))
  })
})

describe('calendarFor', () => {
  it('gives Google only when it is configured and the person has connected it', async () => {
    const { user } = await connectedPerson('pia')
    const { user: unconnected } = await createSignedInUser(testApp)
    expect((await calendarFor(testApp.db, user.id, { google: google.config })).kind).toBe('google')
    expect((await calendarFor(testApp.db, user.id, {})).kind).toBe('builtin')
    expect((await calendarFor(testApp.db, unconnected.id, { google: google.config })).kind).toBe('builtin')
  })

  it('never uses another person’s tokens or shows their events', async () => {
    const rose = await connectedPerson('rose')
    const frank = await connectedPerson('frank')
    await rose.calendar.create(dentist)
    const franks = await calendarFor(testApp.db, frank.user.id, { google: google.config })
    const before = google.received.length
    expect(await franks.list({})).toEqual([])
    expect(await franks.search('Dentist')).toEqual([])
    const calls = google.received.slice(before)
    expect(calls.map((request) => request.authorization)).toEqual(
      calls.map(() => `Bearer ${frank.tokens.access_token}`),
    )
  })
})
