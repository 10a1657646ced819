import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CalendarEvent } from '#shared/schemas/calendar.ts'
import { calendarEvents } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { invalidInputNaming } from '#server/test/expect.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { describeOwnership } from '#server/test/owned-resource.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const dentist = {
  summary: 'Dentist',
  start: { dateTime: '2026-11-19T15:00:00-05:00', timeZone: 'America/New_York' },
}

const call = (method: string, path: string, cookie?: string, json?: unknown) =>
  testApp.request(`/api/calendar${path}`, { method, json, headers: cookie ? { cookie } : {} })
const create = async (cookie: string, event: object = dentist) => {
  const response = await call('POST', '/events', cookie, event)
  expect(response.status).toBe(201)
  return ((await response.json()) as { event: CalendarEvent }).event
}
const list = async (cookie: string, query = '') =>
  ((await (await call('GET', `/events${query}`, cookie)).json()) as { events: CalendarEvent[] }).events
const rowOf = async (id: string) => {
  const [row] = await testApp.db.select().from(calendarEvents).where(eq(calendarEvents.id, id))
  return row
}

describe('/api/calendar', () => {
  describeOwnership(() => testApp, {
    path: 'calendar/events',
    noun: 'event',
    sample: dentist,
    change: { summary: 'Mine now' },
    listKey: 'events',
    itemKey: 'event',
    notFoundMessage: 'Event not found.',
    rowOf,
  })

  it('answers 401 to search when signed out', async () => {
    expect((await call('GET', '/search?q=dentist')).status).toBe(401)
  })

  describe('invalid input', () => {
    it.each([
      ['no title', { start: dentist.start }, 'summary'],
      ['a blank title', { ...dentist, summary: '  ' }, 'summary'],
      ['no start', { summary: 'Dentist' }, 'start'],
      ['a start that is not a date-time', { ...dentist, start: { dateTime: 'tomorrow at 3' } }, 'start.dateTime'],
      ['an unknown time zone', { ...dentist, start: { ...dentist.start, timeZone: 'Mars/Olympus' } }, 'start.timeZone'],
      ['a recurrence that is not an RRULE', { ...dentist, recurrence: ['every day'] }, 'recurrence.0'],
      ['an RRULE that is not a rule', { ...dentist, recurrence: ['RRULE:X'] }, 'recurrence'],
      ['a rule every second', { ...dentist, recurrence: ['RRULE:FREQ=SECONDLY'] }, 'recurrence'],
      ['a rule every minute', { ...dentist, recurrence: ['RRULE:FREQ=MINUTELY;COUNT=10'] }, 'recurrence'],
      ['an hourly rule without an end', { ...dentist, recurrence: ['RRULE:FREQ=HOURLY'] }, 'recurrence'],
      [
        'a rule on the 30th of February',
        { ...dentist, recurrence: ['RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'] },
        'recurrence',
      ],
      ['a date in the year 9999', { ...dentist, start: { dateTime: '9999-12-31T10:00:00Z' } }, 'start.dateTime'],
      ['a date in the year 0001', { ...dentist, start: { dateTime: '0001-01-01T10:00:00Z' } }, 'start.dateTime'],
      ['an unknown field', { ...dentist, colour: 'red' }, 'colour'],
      ['a start with neither a time nor a date', { ...dentist, start: { timeZone: 'UTC' } }, 'start'],
      ['a date that does not exist', { ...dentist, start: { date: '2026-02-30' } }, 'start.date'],
      ['an all-day start with a timed end', { ...dentist, start: { date: '2026-12-05' }, end: dentist.start }, 'end'],
    ])('refuses %s, naming the field, and stores nothing', async (_case, body, field) => {
      const { cookie } = await createSignedInUser(testApp)
      const response = await call('POST', '/events', cookie, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming(field))
      expect(await list(cookie)).toEqual([])
    })

    it('refuses a window that ends before it starts, and a search with no words', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const backwards = await call('GET', '/events?timeMin=2026-11-20T00:00:00Z&timeMax=2026-11-19T00:00:00Z', cookie)
      expect(backwards.status).toBe(400)
      expect((await call('GET', '/search?q=', cookie)).status).toBe(400)
      for (const most of ['0', '501', 'two'])
        expect((await call('GET', `/events?maxResults=${most}`, cookie)).status, most).toBe(400)
    })
  })

  it('creates an hour-long event in its time zone, finds it, moves it, and deletes it', async () => {
    const { cookie } = await createSignedInUser(testApp)
    const event = await create(cookie)
    expect(event).toMatchObject({
      summary: 'Dentist',
      start: { dateTime: '2026-11-19T15:00:00-05:00', timeZone: 'America/New_York' },
      end: { dateTime: '2026-11-19T16:00:00-05:00', timeZone: 'America/New_York' },
      recurrence: [],
      reminders: { useDefault: true },
    })
    const found = (await (await call('GET', '/search?q=DENT', cookie)).json()) as { events: CalendarEvent[] }
    expect(found.events.map((item) => item.id)).toEqual([event.id])

    const moved = await call('PUT', `/events/${event.id}`, cookie, {
      start: { dateTime: '2026-11-20T10:30:00-05:00', timeZone: 'America/New_York' },
    })
    expect(((await moved.json()) as { event: CalendarEvent }).event).toMatchObject({
      summary: 'Dentist',
      start: { dateTime: '2026-11-20T10:30:00-05:00' },
      end: { dateTime: '2026-11-20T11:30:00-05:00' },
    })
    expect((await call('DELETE', `/events/${event.id}`, cookie)).status).toBe(204)
    expect(await list(cookie)).toEqual([])
    expect((await call('DELETE', `/events/${event.id}`, cookie)).status).toBe(404)
  })

  it('keeps an all-day event on its dates in its own zone, lists it in a window, and moves it by days', async () => {
    const { cookie } = await createSignedInUser(testApp)
    const birthday = await create(cookie, {
      summary: 'Ana birthday',
      start: { date: '2026-12-05', timeZone: 'Asia/Tokyo' },
    })
    // One day by default; the day begins at midnight in Tokyo.
    expect(birthday).toMatchObject({
      start: { date: '2026-12-05', dateTime: '2026-12-05T00:00:00+09:00', timeZone: 'Asia/Tokyo' },
      end: { date: '2026-12-06', dateTime: '2026-12-06T00:00:00+09:00', timeZone: 'Asia/Tokyo' },
    })
    const row = await rowOf(birthday.id)
    expect(row).toMatchObject({ allDay: true, startAt: new Date('2026-12-04T15:00:00Z') })
    expect(await list(cookie, '?timeMin=2026-12-05T15:00:00Z&timeMax=2026-12-06T00:00:00Z')).toEqual([])
    expect((await list(cookie, '?timeMin=2026-12-05T14:59:00Z')).map((event) => event.id)).toEqual([birthday.id])

    // An event read from the API can be sent back as it is: the date wins over its dateTime.
    const sentBack = await call('PUT', `/events/${birthday.id}`, cookie, {
      start: birthday.start,
      end: { ...birthday.end, date: '2026-12-07' },
    })
    expect(((await sentBack.json()) as { event: CalendarEvent }).event.end.date).toBe('2026-12-07')
    // A new first day keeps it two days long.
    const moved = await call('PUT', `/events/${birthday.id}`, cookie, { start: { date: '2026-12-24' } })
    expect(((await moved.json()) as { event: CalendarEvent }).event).toMatchObject({
      start: { date: '2026-12-24', timeZone: 'Asia/Tokyo' },
      end: { date: '2026-12-26' },
    })
    // Given a time, it becomes an hour-long event at that time.
    const timed = await call('PUT', `/events/${birthday.id}`, cookie, {
      start: { dateTime: '2026-12-24T18:00:00+09:00' },
    })
    const event = ((await timed.json()) as { event: CalendarEvent }).event
    expect(event.start).toEqual({ dateTime: '2026-12-24T18:00:00+09:00', timeZone: 'Asia/Tokyo' })
    expect(event.end).toEqual({ dateTime: '2026-12-24T19:00:00+09:00', timeZone: 'Asia/Tokyo' })
    expect(await rowOf(birthday.id)).toMatchObject({ allDay: false })
  })

  it('cancels or moves one occurrence of a repeating event by its id, leaving the others', async () => {
    const { cookie } = await createSignedInUser(testApp)
    await create(cookie, {
      summary: 'Walk',
      start: { dateTime: '2026-11-02T09:00:00-05:00', timeZone: 'America/New_York' },
      recurrence: ['RRULE:FREQ=DAILY;COUNT=4'],
    })
    const week = () => list(cookie, '?timeMin=2026-11-01T00:00:00Z&timeMax=2026-11-08T00:00:00Z')
    const [, second, third] = await week()
    expect((await call('DELETE', `/events/${second!.id}`, cookie)).status).toBe(204)
    const moved = await call('PUT', `/events/${third!.id}`, cookie, {
      start: { dateTime: '2026-11-04T15:00:00-05:00' },
    })
    expect(((await moved.json()) as { event: CalendarEvent }).event.start.dateTime).toBe('2026-11-04T15:00:00-05:00')
    expect((await week()).map((event) => event.start.dateTime)).toEqual([
      '2026-11-02T09:00:00-05:00',
      '2026-11-04T15:00:00-05:00',
      '2026-11-05T09:00:00-05:00',
    ])
  })

  it('repeats an all-day event yearly on its date, whole days long, with a year left out', async () => {
    const { cookie } = await createSignedInUser(testApp)
    await create(cookie, {
      summary: 'Wedding anniversary',
      start: { date: '2020-03-07', timeZone: 'America/New_York' },
      recurrence: ['RRULE:FREQ=YEARLY', 'EXDATE;VALUE=DATE:20270307'],
    })
    const events = await list(cookie, '?timeMin=2026-01-01T00:00:00Z&timeMax=2029-01-01T00:00:00Z')
    expect(events.map((event) => [event.start.date, event.end.date, event.start.dateTime])).toEqual([
      ['2026-03-07', '2026-03-08', '2026-03-07T00:00:00-05:00'],
      ['2028-03-07', '2028-03-08', '2028-03-07T00:00:00-05:00'],
    ])
  })

  it('lists a window, and expands a daily event at 9 am local time across the change of clocks', async () => {
    const { cookie } = await createSignedInUser(testApp)
    await create(cookie, {
      summary: 'Take my pills',
      start: { dateTime: '2026-10-30T09:00:00-04:00', timeZone: 'America/New_York' },
      recurrence: ['RRULE:FREQ=DAILY;INTERVAL=1'],
    })
    await create(cookie, { ...dentist, start: { ...dentist.start, dateTime: '2026-11-02T12:00:00-05:00' } })
    const events = await list(cookie, '?timeMin=2026-10-31T00:00:00-04:00&timeMax=2026-11-03T00:00:00-05:00')
    expect(events.map((event) => [event.summary, event.start.dateTime])).toEqual([
      ['Take my pills', '2026-10-31T09:00:00-04:00'],
      ['Take my pills', '2026-11-01T09:00:00-05:00'],
      ['Take my pills', '2026-11-02T09:00:00-05:00'],
      ['Dentist', '2026-11-02T12:00:00-05:00'],
    ])
    const [first] = events
    expect(first?.recurringEventId).toBeTruthy()
    expect(first?.id.startsWith(first.recurringEventId!)).toBe(true)
    // The series' own id reaches every occurrence.
    expect((await call('DELETE', `/events/${first!.recurringEventId}`, cookie)).status).toBe(204)
    expect((await list(cookie, '?timeMin=2026-10-31T00:00:00-04:00')).map((event) => event.summary)).toEqual([
      'Dentist',
    ])
  })

  it('gives the first events of a full window when asked for only some, in order', async () => {
    const { cookie } = await createSignedInUser(testApp)
    // Three daily events at 8, 9 and 10 o'clock, begun a year ago, and one evening visit.
    for (const hour of ['08', '09', '10'])
      await create(cookie, {
        summary: `Pills at ${hour}`,
        start: { dateTime: `2025-11-03T${hour}:00:00-05:00`, timeZone: 'America/New_York' },
        recurrence: ['RRULE:FREQ=DAILY'],
      })
    await create(cookie, { ...dentist, start: { ...dentist.start, dateTime: '2026-11-19T18:00:00-05:00' } })
    const month = '?timeMin=2026-11-19T00:00:00-05:00&timeMax=2026-12-19T00:00:00-05:00'
    const whole = await list(cookie, month)
    expect(whole).toHaveLength(91)
    const first = await list(cookie, `${month}&maxResults=5`)
    expect(first.map((event) => [event.summary, event.start.dateTime])).toEqual([
      ['Pills at 08', '2026-11-19T08:00:00-05:00'],
      ['Pills at 09', '2026-11-19T09:00:00-05:00'],
      ['Pills at 10', '2026-11-19T10:00:00-05:00'],
      ['Dentist', '2026-11-19T18:00:00-05:00'],
      ['Pills at 08', '2026-11-20T08:00:00-05:00'],
    ])
    expect(first).toEqual(whole.slice(0, 5))
    // Later in the month, from a window a list widens to only when the first ones run short.
    const later = await list(cookie, `${month}&maxResults=70`)
    expect(later).toEqual(whole.slice(0, 70))
  })

  it('lists at once, and never fails, when a stored rule could never match or is not a rule', async () => {
    // Rows stored before rules were checked: listing used to walk every day to the year 9999 (8 s
    // on the server's one thread for the first), or answer 500 (the second).
    const { cookie, user } = await createSignedInUser(testApp)
    const start = new Date('2026-01-05T09:00:00Z')
    await testApp.db.insert(calendarEvents).values(
      ['RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30', 'RRULE:X'].map((line, index) => ({
        userId: user.id,
        summary: `Bad ${index}`,
        startAt: start,
        endAt: new Date(start.getTime() + 3600_000),
        timeZone: 'UTC',
        recurrence: [line],
      })),
    )
    const events = await list(cookie, '?timeMin=2026-01-01T00:00:00Z&timeMax=2026-02-01T00:00:00Z')
    expect(events.map((event) => event.summary).sort()).toEqual(['Bad 0', 'Bad 1'])
  })

  it('lists a daily event from 1950 with days left out, this month, without walking from 1950', async () => {
    const { cookie } = await createSignedInUser(testApp)
    await create(cookie, {
      summary: 'Walk',
      start: { dateTime: '1950-03-01T08:00:00Z', timeZone: 'UTC' },
      recurrence: ['RRULE:FREQ=DAILY', 'EXDATE:20261103T080000Z'],
    })
    const events = await list(cookie, '?timeMin=2026-11-01T00:00:00Z&timeMax=2026-11-05T00:00:00Z')
    expect(events.map((event) => event.start.dateTime)).toEqual([
      '2026-11-01T08:00:00+00:00',
      '2026-11-02T08:00:00+00:00',
      '2026-11-04T08:00:00+00:00',
    ])
  })

  it('lists a weekly event begun long ago on its own weekdays and hour', async () => {
    const { cookie } = await createSignedInUser(testApp)
    await create(cookie, {
      summary: 'Swimming',
      start: { dateTime: '2025-01-06T07:30:00-05:00', timeZone: 'America/New_York' },
      recurrence: ['RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE'],
    })
    const events = await list(cookie, '?timeMin=2026-06-01T00:00:00-04:00&timeMax=2026-06-15T00:00:00-04:00')
    // Every other week from 6 January 2025: 8 June 2026 is 74 weeks on, 1 June 73.
    expect(events.map((event) => event.start.dateTime)).toEqual([
      '2026-06-08T07:30:00-04:00',
      '2026-06-10T07:30:00-04:00',
    ])
  })
})
