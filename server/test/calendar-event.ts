import type { ZonedEvent } from '#server/calendar/event.ts'

/** A one-off, timed calendar event for tests: a dentist visit in New York, changed by `fields`. */
export const zonedEvent = (fields: Partial<ZonedEvent> = {}): ZonedEvent => ({
  id: 'e1',
  summary: 'Dentist',
  description: null,
  start: new Date('2026-11-19T20:00:00Z'),
  end: new Date('2026-11-19T21:00:00Z'),
  timeZone: 'America/New_York',
  allDay: false,
  recurrence: [],
  defaultReminders: true,
  ...fields,
})
