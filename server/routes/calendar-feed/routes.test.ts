import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarEvents, calendarFeeds } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const DAY = 24 * 60 * 60 * 1000
const FEED_URL = /^http:\/\/localhost\/calendar\/([A-Za-z0-9_-]{43})\.ics$/

const call = (method: string, path: string, cookie?: string) =>
  testApp.request(`/api/calendar-feed${path}`, { method, headers: cookie ? { cookie } : {} })

/** The person's feed address, from GET /api/calendar-feed. */
async function feedUrl(cookie: string) {
  const response = await call('GET', '', cookie)
  expect(response.status).toBe(200)
  const { url } = (await response.json()) as { url: string }
  expect(url).toMatch(FEED_URL)
  return url
}

/** Fetches a feed as a calendar app would: no cookie, no origin. */
const fetchFeed = (url: string) => testApp.app.request(new URL(url).pathname)

/** A built-in calendar event of the person's, straight into the database. */
async function addEvent(userId: string, fields: Partial<typeof calendarEvents.$inferInsert> = {}) {
  const startAt = fields.startAt ?? new Date(Date.now() + 7 * DAY)
  const [row] = await testApp.db
    .insert(calendarEvents)
    .values({
      userId,
      summary: 'Doctor visit',
      startAt,
      endAt: new Date(startAt.getTime() + 60 * 60 * 1000),
      timeZone: 'America/New_York',
      ...fields,
    })
    .returning()
  return row!
}

/** The events of a feed as ical.js reads them. */
async function feedEvents(url: string) {
  const response = await fetchFeed(url)
  expect(response.status).toBe(200)
  const calendar = new ICAL.Component(ICAL.parse(await response.text()))
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
}

const feedRowOf = async (userId: string) => {
  const [row] = await testApp.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId))
  return row
}

describe('/api/calendar-feed and /calendar/{secret}.ics', () => {
  describe('signed out', () => {
    it('answers 401 to asking for the link and to a new one, and makes no feed', async () => {
      for (const response of [await call('GET', ''), await call('POST', '/reset')]) {
        expect(response.status).toBe(401)
        expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in first.' } })
      }
      expect(await testApp.db.select().from(calendarFeeds)).toEqual([])
    })
  })

  describe('another person’s feed', () => {
    it('is never shown: each person gets their own link, holding only their own events', async () => {
      const ann = await createSignedInUser(testApp)
      const bob = await createSignedInUser(testApp)
      await addEvent(ann.user.id, { summary: 'Ann’s check-up' })
      await addEvent(bob.user.id, { summary: 'Bob’s bridge club' })
      const annUrl = await feedUrl(ann.cookie)
      const bobUrl = await feedUrl(bob.cookie)
      expect(annUrl).not.toBe(bobUrl)
      expect((await feedEvents(annUrl)).map((event) => event.summary)).toEqual(['Ann’s check-up'])
      expect((await feedEvents(bobUrl)).map((event) => event.summary)).toEqual(['Bob’s bridge club'])
    })

    it('keeps working when someone else makes a new link', async () => {
      const ann = await createSignedInUser(testApp)
      const bob = await createSignedInUser(testApp)
      const bobUrl = await feedUrl(bob.cookie)
      await feedUrl(ann.cookie)
      expect((await call('POST', '/reset', ann.cookie)).status).toBe(200)
      expect(await feedUrl(bob.cookie)).toBe(bobUrl)
      expect((await fetchFeed(bobUrl)).status).toBe(200)
    })
  })

  describe('bad input', () => {
    it.each([
      ['an unknown secret of the right shape', `${'A'.repeat(43)}.ics`],
      ['a secret too short', 'abc.ics'],
      ['a secret too long', `${'A'.repeat(44)}.ics`],
      ['a secret with characters base64url does not use', `${'A'.repeat(42)}=.ics`],
      ['a secret with an encoded slash', `${'A'.repeat(40)}%2F..%2F.ics`],
      ['no secret at all', '.ics'],
    ])('answers a plain 404 to %s, saying nothing more', async (_case, file) => {
      const response = await testApp.app.request(`/calendar/${file}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toBe('Not found')
    })

    it('answers the same 404 to a real secret with one character changed', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const url = await feedUrl(cookie)
      const secret = FEED_URL.exec(url)![1]!
      const changed = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`
      const response = await testApp.app.request(`/calendar/${changed}.ics`)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('Not found')
    })
  })

  describe('happy paths', () => {
    it('makes the link on the first ask and gives the same one after', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      expect(await feedRowOf(user.id)).toBeUndefined()
      const response = await call('GET', '', cookie)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const { url } = (await response.json()) as { url: string }
      expect(url).toMatch(FEED_URL)
      expect(await feedUrl(cookie)).toBe(url)
      const row = await feedRowOf(user.id)
      expect(url).toBe(`http://localhost/calendar/${row!.secret}.ics`)
      expect(Buffer.from(row!.secret, 'base64url')).toHaveLength(32)
    })

    it('serves the feed as a private, briefly cached iCalendar file with no session', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      await addEvent(user.id)
      const response = await fetchFeed(await feedUrl(cookie))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('private, max-age=300')
      const text = await response.text()
      expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Sage//Calendar//EN\r\n')).toBe(true)
      expect(text).toContain('X-WR-CALNAME:Sage\r\n')
    })

    it('holds the events with their summaries, descriptions and start times in their own zone', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      const lunch = await addEvent(user.id, {
        summary: 'Lunch with Rosa, at noon; bring photos',
        description: 'Café Luna\nTable by the window',
        startAt: new Date('2030-05-10T10:00:00Z'),
        timeZone: 'Europe/Madrid',
      })
      const doctor = await addEvent(user.id, { summary: 'Dr. Lee', startAt: new Date('2030-01-15T15:30:00Z') })
      const events = await feedEvents(await feedUrl(cookie))
      expect(
        events.map((event) => ({
          uid: event.uid,
          summary: event.summary,
          description: event.description,
          zone: event.startDate.zone.tzid,
          local: event.startDate.toString(),
          utc: event.startDate.toJSDate().toISOString(),
        })),
      ).toEqual([
        {
          uid: `${doctor.id}@sage`,
          summary: 'Dr. Lee',
          description: null,
          zone: 'America/New_York',
          local: '2030-01-15T10:30:00',
          utc: '2030-01-15T15:30:00.000Z',
        },
        {
          uid: `${lunch.id}@sage`,
          summary: 'Lunch with Rosa, at noon; bring photos',
          description: 'Café Luna\nTable by the window',
          zone: 'Europe/Madrid',
          local: '2030-05-10T12:00:00',
          utc: '2030-05-10T10:00:00.000Z',
        },
      ])
    })

    it('repeats a weekly event at the same local hour across a change of the clocks', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      // Tuesdays at 9 AM in New York from 27 October 2026; the clocks go back on Sunday 1 November.
      await addEvent(user.id, {
        summary: 'Tai chi',
        startAt: new Date('2026-10-27T13:00:00Z'),
        recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU'],
      })
      const [taiChi] = await feedEvents(await feedUrl(cookie))
      expect(taiChi!.isRecurring()).toBe(true)
      const iterator = taiChi!.iterator()
      const found = [iterator.next(), iterator.next(), iterator.next()]
      expect(found.map((time) => time.toString())).toEqual([
        '2026-10-27T09:00:00',
        '2026-11-03T09:00:00',
        '2026-11-10T09:00:00',
      ])
      expect(found.map((time) => time.toJSDate().toISOString())).toEqual([
        '2026-10-27T13:00:00.000Z',
        '2026-11-03T14:00:00.000Z',
        '2026-11-10T14:00:00.000Z',
      ])
    })

    it('leaves out one-off events over a year old, but keeps old repeating ones', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      const longAgo = new Date(Date.now() - 400 * DAY)
      await addEvent(user.id, { summary: 'Old party', startAt: longAgo })
      await addEvent(user.id, { summary: 'Weekly walk', startAt: longAgo, recurrence: ['RRULE:FREQ=WEEKLY'] })
      await addEvent(user.id, { summary: 'Last month', startAt: new Date(Date.now() - 30 * DAY) })
      const summaries = (await feedEvents(await feedUrl(cookie))).map((event) => event.summary)
      expect(summaries).toEqual(['Weekly walk', 'Last month'])
    })

    it('makes a new link that works, and the old link stops working', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      await addEvent(user.id, { summary: 'Still here' })
      const oldUrl = await feedUrl(cookie)
      const response = await call('POST', '/reset', cookie)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const { url: newUrl } = (await response.json()) as { url: string }
      expect(newUrl).toMatch(FEED_URL)
      expect(newUrl).not.toBe(oldUrl)
      expect(await feedUrl(cookie)).toBe(newUrl)
      const old = await fetchFeed(oldUrl)
      expect(old.status).toBe(404)
      expect(await old.text()).toBe('Not found')
      expect((await feedEvents(newUrl)).map((event) => event.summary)).toEqual(['Still here'])
    })

    it('makes a link on a new-link request before any was asked for', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      const { url } = (await (await call('POST', '/reset', cookie)).json()) as { url: string }
      expect(url).toBe(`http://localhost/calendar/${(await feedRowOf(user.id))!.secret}.ics`)
      expect(await feedUrl(cookie)).toBe(url)
    })
  })
})
