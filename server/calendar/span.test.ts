import { describe, expect, it } from 'vitest'
import { zonedEvent } from '#server/test/calendar-event.ts'
import type { ZonedEvent } from './event.ts'
import { changedSpan, endAfter } from './span.ts'

const zone = 'Europe/Berlin'
const at = (text: string) => new Date(text)
const event = (fields: Partial<ZonedEvent>) =>
  zonedEvent({
    start: at('2026-10-20T09:00:00+02:00'),
    end: at('2026-10-20T10:30:00+02:00'),
    timeZone: zone,
    ...fields,
  })

describe('an event’s times', () => {
  it('falls back to an hour, or the next day, when the end is missing or not after the start', () => {
    const start = at('2026-10-24T09:00:00+02:00')
    expect(endAfter(start, undefined, false, zone)).toEqual(at('2026-10-24T10:00:00+02:00'))
    expect(endAfter(start, at('2026-10-24T08:00:00+02:00'), false, zone)).toEqual(at('2026-10-24T10:00:00+02:00'))
    // The night the clocks go back is 25 hours long; the next day still begins at midnight.
    const saturday = at('2026-10-24T00:00:00+02:00')
    expect(endAfter(saturday, undefined, true, zone)).toEqual(at('2026-10-25T00:00:00+02:00'))
    expect(endAfter(at('2026-10-25T00:00:00+02:00'), undefined, true, zone)).toEqual(at('2026-10-26T00:00:00+01:00'))
  })

  it('keeps a moved event’s length: its minutes, or its whole days across a change of clocks', () => {
    const timed = changedSpan(event({}), { start: at('2026-10-27T09:00:00+01:00'), allDay: false })
    expect(timed).toEqual({
      start: at('2026-10-27T09:00:00+01:00'),
      end: at('2026-10-27T10:30:00+01:00'),
      allDay: false,
      timeZone: zone,
    })
    const trip = event({ start: at('2026-10-20T00:00:00+02:00'), end: at('2026-10-22T00:00:00+02:00'), allDay: true })
    expect(changedSpan(trip, { start: at('2026-10-24T00:00:00+02:00'), allDay: true }).end).toEqual(
      at('2026-10-26T00:00:00+01:00'),
    )
  })

  it('gives the default length when an event changes kind, and keeps the start when only the end changes', () => {
    const trip = event({ start: at('2026-10-20T00:00:00+02:00'), end: at('2026-10-23T00:00:00+02:00'), allDay: true })
    expect(changedSpan(trip, { start: at('2026-10-21T15:00:00+02:00'), allDay: false }).end).toEqual(
      at('2026-10-21T16:00:00+02:00'),
    )
    expect(changedSpan(event({}), { end: at('2026-10-20T12:00:00+02:00') })).toMatchObject({
      start: at('2026-10-20T09:00:00+02:00'),
      end: at('2026-10-20T12:00:00+02:00'),
    })
  })
})
