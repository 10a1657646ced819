import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import type { CalendarEvent } from '#shared/schemas/calendar.ts'
import { oncePerSeries, sayRepeat } from './repeat-words.ts'

const event = (fields: Partial<CalendarEvent>): CalendarEvent => ({
  id: 'a',
  summary: 'Pills',
  description: null,
  start: { dateTime: '2026-11-24T08:00:00', timeZone: 'UTC' },
  end: { dateTime: '2026-11-24T09:00:00', timeZone: 'UTC' },
  recurrence: [],
  reminders: { useDefault: true },
  ...fields,
})

await i18next.init({ lng: 'en', resources: {} })
const t = i18next.t.bind(i18next)

describe('sayRepeat', () => {
  it('says the common rules in words, and nothing for the rest', () => {
    expect(sayRepeat(event({ recurrence: ['RRULE:FREQ=DAILY'] }), 'en-US', t)).toBe('Every day at 8:00 AM')
    expect(sayRepeat(event({ recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=WE,MO'] }), 'en-US', t)).toBe(
      'Every Monday and Wednesday at 8:00 AM',
    )
    // 24 November 2026 is a Tuesday: a weekly rule without days repeats on the start's.
    expect(sayRepeat(event({ recurrence: ['RRULE:FREQ=WEEKLY'] }), 'en-US', t)).toBe('Every Tuesday at 8:00 AM')
    expect(
      sayRepeat(
        event({ start: { ...event({}).start, date: '2026-11-24' }, recurrence: ['RRULE:FREQ=DAILY'] }),
        'en-US',
        t,
      ),
    ).toBe('Every day')
    for (const line of [
      'RRULE:FREQ=DAILY;INTERVAL=2',
      'RRULE:FREQ=MONTHLY;BYDAY=1MO',
      'RRULE:FREQ=DAILY;BYHOUR=8,20',
    ]) {
      expect(sayRepeat(event({ recurrence: [line] }), 'en-US', t), line).toBeNull()
    }
    expect(sayRepeat(event({}), 'en-US', t)).toBeNull()
  })
})

describe('oncePerSeries', () => {
  it('keeps the first occurrence of each series and every single event', () => {
    const listed = [
      event({ id: 's_1', recurringEventId: 's' }),
      event({ id: 'one' }),
      event({ id: 's_2', recurringEventId: 's' }),
    ]
    expect(oncePerSeries(listed).map((item) => item.id)).toEqual(['s_1', 'one'])
  })
})
