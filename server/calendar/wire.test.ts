import { describe, expect, it } from 'vitest'
import { zonedEvent } from '#server/test/calendar-event.ts'
import { changeFromUpdate, draftFromInput, inputFromDraft, toWireEvent } from './wire.ts'

const zone = 'America/New_York'
const event = zonedEvent

describe('events at the HTTP edge', () => {
  it('writes a timed event in its own zone, and an occurrence with the id of its series', () => {
    expect(toWireEvent(event({ id: 's_20261119T200000Z', seriesId: 's' }))).toEqual({
      id: 's_20261119T200000Z',
      summary: 'Dentist',
      description: null,
      start: { dateTime: '2026-11-19T15:00:00-05:00', timeZone: zone },
      end: { dateTime: '2026-11-19T16:00:00-05:00', timeZone: zone },
      recurrence: [],
      reminders: { useDefault: true },
      recurringEventId: 's',
    })
  })

  it('writes an all-day event with its dates, the end being the day after its last', () => {
    const birthday = event({
      start: new Date('2026-12-05T00:00:00-05:00'),
      end: new Date('2026-12-06T00:00:00-05:00'),
      allDay: true,
    })
    expect(toWireEvent(birthday)).toMatchObject({
      start: { date: '2026-12-05', dateTime: '2026-12-05T00:00:00-05:00', timeZone: zone },
      end: { date: '2026-12-06', dateTime: '2026-12-06T00:00:00-05:00', timeZone: zone },
    })
  })

  it('reads a new event: a moment as it is, a date as the moment it begins in the zone', () => {
    expect(
      draftFromInput({ summary: 'Call', start: { dateTime: '2026-11-20T10:00:00+01:00', timeZone: 'Europe/Madrid' } }),
    ).toEqual({
      summary: 'Call',
      description: null,
      start: new Date('2026-11-20T09:00:00Z'),
      allDay: false,
      timeZone: 'Europe/Madrid',
    })
    // A timed event given no zone keeps none; an all-day one is read in the default zone.
    expect(draftFromInput({ summary: 'Call', start: { dateTime: '2026-11-20T10:00:00+01:00' } })).not.toHaveProperty(
      'timeZone',
    )
    expect(draftFromInput({ summary: 'Fair', start: { date: '2026-12-05' }, end: { date: '2026-12-07' } })).toEqual({
      summary: 'Fair',
      description: null,
      start: new Date('2026-12-05T00:00:00-05:00'),
      end: new Date('2026-12-07T00:00:00-05:00'),
      allDay: true,
      timeZone: zone,
    })
  })

  it('reads a change in the event’s own zone, and leaves out an end of the other kind', () => {
    const tokyo = { allDay: false, timeZone: 'Asia/Tokyo' }
    expect(
      changeFromUpdate({ start: { date: '2026-12-05' }, end: { dateTime: '2026-12-05T10:00:00Z' } }, tokyo),
    ).toEqual({ start: new Date('2026-12-04T15:00:00Z'), allDay: true })
    expect(changeFromUpdate({ end: { dateTime: '2026-12-05T10:00:00Z' } }, tokyo)).toEqual({
      end: new Date('2026-12-05T10:00:00Z'),
    })
    expect(changeFromUpdate({ summary: 'Tea', description: null }, undefined)).toEqual({
      summary: 'Tea',
      description: null,
    })
    expect(changeFromUpdate({ start: { dateTime: '2026-12-05T10:00:00Z', timeZone: 'Europe/Rome' } }, tokyo)).toEqual({
      start: new Date('2026-12-05T10:00:00Z'),
      allDay: false,
      timeZone: 'Europe/Rome',
    })
  })

  it('sends the screen an event to create again that reads back as the same event', () => {
    const drafts = [
      {
        id: '0b9a7c4e-5d1f-4e2a-9c3b-7a8d6e5f4c3b',
        summary: 'Pills',
        description: 'two',
        allDay: false,
        timeZone: zone,
      },
      { summary: 'Fair', description: null, allDay: true, timeZone: 'Europe/Madrid' },
    ].map((fields, index) => ({
      ...fields,
      start: index ? new Date('2026-12-05T00:00:00+01:00') : new Date('2026-11-19T20:00:00Z'),
      end: index ? new Date('2026-12-07T00:00:00+01:00') : new Date('2026-11-19T20:30:00Z'),
      recurrence: index ? [] : ['RRULE:FREQ=DAILY'],
    }))
    for (const draft of drafts) {
      const { recurrence, ...rest } = draft
      expect(draftFromInput(inputFromDraft(draft))).toEqual(recurrence.length ? draft : rest)
    }
  })
})
