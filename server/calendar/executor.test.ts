import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CalendarRequest } from '#shared/schemas/calendar.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { createBuiltinCalendar } from './builtin.ts'
import { formatInZone } from './time.ts'
import { draftFromInput, inputFromDraft } from './wire.ts'
import { type CalendarContext, runCalendarRequest } from './executor.ts'
import type { CalendarProvider } from './provider.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

// Wednesday 18 November 2026, 10 am in New York.
const now = new Date('2026-11-18T10:00:00-05:00')
const timeZone = 'America/New_York'

async function contextFor(language: CalendarContext['language'] = 'english'): Promise<CalendarContext> {
  const { user } = await createSignedInUser(testApp)
  return { calendar: createBuiltinCalendar(testApp.db, user.id), language, timeZone, now }
}
const run = (context: CalendarContext, request: CalendarRequest) => runCalendarRequest(request, context)
const add = (context: CalendarContext, summary: string, start: string, recurrence?: string) =>
  context.calendar.create({
    summary,
    start: new Date(start),
    allDay: false,
    timeZone,
    recurrence: recurrence ? [recurrence] : undefined,
  })

describe('creating an event', () => {
  it('adds it for an hour and says the day and time', async () => {
    const context = await contextFor()
    const outcome = await run(context, {
      action: 'create',
      summary: 'Doctor appointment',
      start: '2026-11-19T15:00:00-05:00',
    })
    expect(outcome).toMatchObject({
      result: { kind: 'created', repeating: false, event: { summary: 'Doctor appointment' } },
      text: "I've added Doctor appointment on Thursday, November 19 at 3:00 PM.",
      changed: true,
    })
    const [event] = await context.calendar.list({ timeMin: now })
    expect(event?.end).toEqual(new Date('2026-11-19T16:00:00-05:00'))
  })

  it('adds an all-day event on its date and says the day without a time, in the person’s language', async () => {
    const context = await contextFor()
    const outcome = await run(context, {
      action: 'create',
      summary: 'family reunion',
      start: '2026-11-21T00:00:00-05:00',
      end: '2026-11-22T00:00:00-05:00',
      allDay: true,
    })
    expect(outcome.text).toBe("I've added Family reunion on Saturday, November 21, all day.")
    const [event] = await context.calendar.list({ timeMin: now })
    expect(event).toMatchObject({
      start: new Date('2026-11-21T00:00:00-05:00'),
      end: new Date('2026-11-22T00:00:00-05:00'),
      allDay: true,
    })

    // A new day keeps it all day; a time of day makes it an hour-long event.
    const moved = await run(context, {
      action: 'update',
      searchQuery: 'reunion',
      start: '2026-11-28T00:00:00-05:00',
      dateOnly: true,
    })
    expect(moved.text).toBe("I've moved Family reunion to Saturday, November 28, all day.")
    const timed = await run(context, {
      action: 'update',
      searchQuery: 'reunion',
      start: '2026-11-18T15:00:00-05:00',
      timeOnly: true,
    })
    expect(timed.text).toBe("I've moved Family reunion to Saturday, November 28 at 3:00 PM.")

    const spanish = await contextFor('spanish')
    const yearly = await run(spanish, {
      action: 'create',
      summary: 'cumpleaños de Rosa',
      start: '2027-03-07T00:00:00-05:00',
      allDay: true,
      isRecurring: true,
      recurrencePattern: 'RRULE:FREQ=YEARLY;INTERVAL=1;BYMONTHDAY=7;BYMONTH=3',
    })
    expect(yearly.text).toMatch(/^He añadido Cumpleaños de Rosa, todos los años el 7 de marzo, todo el día, /)
  })

  it('says the rule of a repeating event in words', async () => {
    const context = await contextFor()
    const outcome = await run(context, {
      action: 'create',
      summary: 'take my pills',
      start: '2026-11-19T09:00:00-05:00',
      isRecurring: true,
      recurrencePattern: 'RRULE:FREQ=DAILY;INTERVAL=1',
    })
    expect(outcome.text).toBe("I've added Take my pills, every day at 9:00 AM, starting Thursday, November 19.")
    const week = await context.calendar.list({ timeMin: now, timeMax: new Date('2026-11-26T00:00:00-05:00') })
    expect(week).toHaveLength(7)
  })

  it('needs a title, and asks for the time of one told without it', async () => {
    const context = await contextFor()
    expect(await run(context, { action: 'create', start: '2026-11-19T15:00:00-05:00' })).toEqual({
      result: { kind: 'needs-title-and-time' },
      text: 'I need a title and time to create an event.',
      changed: false,
    })
    expect(await run(context, { action: 'create', summary: 'dentist' })).toEqual({
      result: { kind: 'needs-time', summary: 'Dentist' },
      text: 'What time is Dentist? You can say the day too, for example “Friday at 3 PM”.',
      changed: false,
    })
    expect(await context.calendar.list({ timeMin: now })).toEqual([])
  })

  it('speaks Spanish to a Spanish speaker', async () => {
    const context = await contextFor('spanish')
    const outcome = await run(context, {
      action: 'create',
      summary: 'Cita con el médico',
      start: '2026-11-19T15:00:00-05:00',
    })
    expect(outcome.text).toMatch(/^He añadido Cita con el médico el jueves, 19 de noviembre/)
  })
})

describe('changing and cancelling', () => {
  it('moves the one matching event, keeping its length, and says the new time', async () => {
    const context = await contextFor()
    await add(context, 'Dentist appointment', '2026-11-20T11:00:00-05:00')
    await add(context, 'Lunch with Margaret', '2026-11-20T12:00:00-05:00')
    const outcome = await run(context, {
      action: 'update',
      searchQuery: 'dentist',
      start: '2026-11-19T14:00:00-05:00',
    })
    expect(outcome).toMatchObject({
      result: { kind: 'moved', event: { summary: 'Dentist appointment' } },
      text: "I've moved Dentist appointment to Thursday, November 19 at 2:00 PM.",
      changed: true,
    })
  })

  it('changes only the time of day when only a time was said', async () => {
    const context = await contextFor()
    await add(context, 'Lunch with Margaret', '2026-11-20T12:00:00-05:00')
    const outcome = await run(context, {
      action: 'update',
      searchQuery: 'lunch with margaret',
      start: '2026-11-18T13:00:00-05:00',
      timeOnly: true,
    })
    expect(outcome.text).toBe("I've moved Lunch with Margaret to Friday, November 20 at 1:00 PM.")
  })

  it('moves an event to another day at its own time when only a day was said', async () => {
    const context = await contextFor()
    await add(context, 'Haircut', '2026-11-19T14:30:00-05:00')
    const outcome = await run(context, {
      action: 'update',
      searchQuery: 'haircut',
      start: '2026-11-23T00:00:00-05:00',
      dateOnly: true,
    })
    expect(outcome.text).toBe("I've moved Haircut to Monday, November 23 at 2:30 PM.")
  })

  it('renames an event, and changes how a reminder repeats', async () => {
    const context = await contextFor()
    await add(context, 'Checkup', '2026-11-19T10:00:00-05:00')
    expect((await run(context, { action: 'update', searchQuery: 'checkup', summary: 'Eye exam' })).text).toBe(
      "I've updated Eye exam.",
    )
    await add(context, 'Take my pills', '2026-11-19T09:00:00-05:00', 'RRULE:FREQ=DAILY')
    const outcome = await run(context, {
      action: 'update',
      searchQuery: 'pills',
      start: '2026-11-19T08:00:00-05:00',
      timeOnly: true,
      isRecurring: true,
      recurrencePattern: 'RRULE:FREQ=WEEKLY;BYDAY=MO',
    })
    expect(outcome.text).toBe("I've moved Take my pills to every Monday at 8:00 AM.")
  })

  it('asks what to change, and for the event when nothing names it', async () => {
    const context = await contextFor()
    await add(context, 'Physical therapy', '2026-11-20T12:00:00-05:00')
    expect((await run(context, { action: 'update', searchQuery: 'physical therapy' })).text).toBe(
      'I need to know what to update about the event.',
    )
    expect((await run(context, { action: 'delete' })).text).toBe('I need more information to delete this event.')
    expect((await run(context, { action: 'update', start: '2026-11-20T13:00:00-05:00' })).text).toBe(
      'I need more information to update this event.',
    )
  })

  it('cancels the matching event and says which', async () => {
    const context = await contextFor()
    await add(context, 'Meeting with the lawyer', '2026-11-24T09:30:00-05:00')
    const outcome = await run(context, { action: 'delete', searchQuery: 'my meeting with the lawyer' })
    expect(outcome).toMatchObject({
      text: "I've cancelled Meeting with the lawyer on Tuesday, November 24 at 9:30 AM.",
      changed: true,
    })
    expect(await context.calendar.list({ timeMin: now })).toEqual([])
    // What Undo sends to the screen, and the screen back, brings it back as it was, with its own id.
    const [again] = outcome.undo!
    const restored = await context.calendar.create(draftFromInput(inputFromDraft(again!)))
    expect(restored).toMatchObject({
      id: outcome.result.kind === 'cancelled' ? outcome.result.event.id : 'cancelled',
      summary: 'Meeting with the lawyer',
      start: new Date('2026-11-24T09:30:00-05:00'),
      end: new Date('2026-11-24T10:30:00-05:00'),
    })
  })

  it('says when nothing matches, or an id names nothing', async () => {
    const context = await contextFor()
    expect((await run(context, { action: 'delete', searchQuery: 'dentist' })).text).toBe(
      'I couldn\'t find any events matching "dentist".',
    )
    const id = crypto.randomUUID()
    expect((await run(context, { action: 'delete', eventId: id })).text).toBe(`I couldn't find an event with ID ${id}.`)
  })

  it('cancels only the day named of a repeating reminder, and asks before cancelling every day', async () => {
    const context = await contextFor()
    await add(context, 'Heart pills', '2026-11-18T20:00:00-05:00', 'RRULE:FREQ=DAILY')
    const week = () => context.calendar.list({ timeMin: now, timeMax: new Date('2026-11-25T00:00:00-05:00') })
    // "Cancel tomorrow's heart pills reminder, I will skip them tomorrow."
    const tomorrow = await run(context, {
      action: 'delete',
      searchQuery: 'heart pills',
      rangeStart: '2026-11-19T00:00:00-05:00',
      rangeEnd: '2026-11-20T00:00:00-05:00',
    })
    expect(tomorrow).toMatchObject({
      result: { kind: 'cancelled-occurrences', summary: 'Heart pills' },
      text: "I've cancelled Heart pills on Thursday, November 19 at 8:00 PM only. The others stay on your calendar.",
      changed: true,
      undo: [
        {
          summary: 'Heart pills',
          description: null,
          start: new Date('2026-11-19T20:00:00-05:00'),
          end: new Date('2026-11-19T21:00:00-05:00'),
          allDay: false,
          timeZone,
        },
      ],
    })
    expect((await week()).map((event) => formatInZone(event.start, timeZone).slice(5, 10))).toEqual([
      '11-18',
      '11-20',
      '11-21',
      '11-22',
      '11-23',
      '11-24',
    ])
    // Named without a day: Sage asks, and nothing changes.
    const asked = await run(context, { action: 'delete', searchQuery: 'heart pills' })
    expect(asked).toMatchObject({
      result: { kind: 'which-occurrences', action: 'delete' },
      text: 'Heart pills repeats every day at 8:00 PM. Should I cancel all of them, or only the one on Wednesday, November 18?',
      changed: false,
    })
    expect(await week()).toHaveLength(6)
    expect((await run(context, { action: 'delete', searchQuery: 'heart pills', scope: 'one' })).text).toMatch(
      /^I've cancelled Heart pills on Wednesday, November 18 at 8:00 PM only\./,
    )
    expect(await week()).toHaveLength(5)
    expect((await run(context, { action: 'delete', searchQuery: 'heart pills', scope: 'series' })).text).toBe(
      "I've cancelled Heart pills on every day at 8:00 PM.",
    )
    expect(await week()).toEqual([])
  })

  it('asks before moving every day of a repeating reminder, and moves one day on its own', async () => {
    const context = await contextFor()
    await add(context, 'Walk', '2026-11-18T09:00:00-05:00', 'RRULE:FREQ=DAILY')
    const later = { action: 'update', searchQuery: 'walk', start: '2026-11-18T10:00:00-05:00', timeOnly: true } as const
    expect((await run(context, later)).text).toMatch(
      /^Walk repeats every day at 9:00 AM\. Should I change all of them, or only the one on /,
    )
    expect((await run(context, { ...later, scope: 'series' })).text).toBe("I've moved Walk to every day at 10:00 AM.")

    const moved = await run(context, { action: 'update', searchQuery: 'walk', start: '2026-11-20T11:00:00-05:00' })
    expect(moved.text).toBe(
      "I've moved only this one: Walk is now on Friday, November 20 at 11:00 AM. The others stay as they were.",
    )
    const days = await context.calendar.list({
      timeMin: new Date('2026-11-19T00:00:00-05:00'),
      timeMax: new Date('2026-11-22T00:00:00-05:00'),
    })
    expect(days.map((event) => [formatInZone(event.start, timeZone), Boolean(event.seriesId)])).toEqual([
      ['2026-11-19T10:00:00-05:00', true],
      ['2026-11-20T11:00:00-05:00', false],
      ['2026-11-21T10:00:00-05:00', true],
    ])
  })

  it('asks to be more specific when several match, naming up to three', async () => {
    const context = await contextFor()
    for (const day of [20, 23, 25, 27]) await add(context, 'Doctor visit', `2026-11-${day}T09:00:00-05:00`)
    const outcome = await run(context, { action: 'delete', searchQuery: 'doctor' })
    expect(outcome.changed).toBe(false)
    expect(outcome.text).toMatch(/^I found multiple events matching "doctor"\. Please be more specific\. /)
    expect(outcome.text.match(/Doctor visit, /g)).toHaveLength(3)
    expect(await context.calendar.list({ timeMin: now })).toHaveLength(4)
  })
})

describe('asking what is planned', () => {
  it('lists tomorrow, says when nothing is planned, and finds an event by name', async () => {
    const context = await contextFor()
    await add(context, 'Haircut', '2026-11-19T14:00:00-05:00')
    await add(context, 'Bingo night', '2026-11-19T19:00:00-05:00')
    const tomorrow = { rangeStart: '2026-11-19T00:00:00-05:00', rangeEnd: '2026-11-20T00:00:00-05:00' }
    expect((await run(context, { action: 'get', ...tomorrow })).text).toBe(
      'You have 2 events tomorrow: Haircut, Thursday, November 19 at 2:00 PM; Bingo night, Thursday, November 19 at 7:00 PM.',
    )
    expect(
      (
        await run(context, {
          action: 'get',
          rangeStart: '2026-11-21T00:00:00-05:00',
          rangeEnd: '2026-11-22T00:00:00-05:00',
        })
      ).text,
    ).toBe('You have nothing on your calendar on Saturday, November 21.')
    expect((await run(context, { action: 'get', searchQuery: 'haircut' })).text).toBe(
      'You have one event coming up: Haircut, Thursday, November 19 at 2:00 PM.',
    )
  })
})

describe('a calendar that fails', () => {
  it('names at most five events found by name beyond the coming week', async () => {
    const context = await contextFor()
    for (const month of [1, 2, 3, 4, 5, 6, 7]) await add(context, 'Eye doctor', `2027-0${month}-10T09:00:00-05:00`)
    const outcome = await run(context, { action: 'get', searchQuery: 'eye doctor' })
    expect(outcome.text.match(/Eye doctor, /g)).toHaveLength(5)
  })

  it('gives the apology of product.md 8', async () => {
    const broken = new Proxy({} as CalendarProvider, {
      get: (_target, key) => (key === 'kind' ? 'builtin' : () => Promise.reject(new Error('down'))),
    })
    const outcome = await runCalendarRequest(
      { action: 'get' },
      { calendar: broken, language: 'english', timeZone, now },
    )
    expect(outcome.text).toBe(
      "I'm sorry, I encountered an error while processing your calendar request. Please try again or check your calendar connection.",
    )
  })

  it('says it is unsure of an unknown action', async () => {
    const context = await contextFor()
    expect((await run(context, { action: 'archive' } as unknown as CalendarRequest)).text).toBe(
      "I'm not sure what calendar action you want to perform.",
    )
  })
})
