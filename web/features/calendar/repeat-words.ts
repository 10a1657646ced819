import type { TFunction } from 'i18next'
import type { CalendarEvent } from '#shared/schemas/calendar.ts'

const RRULE_DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']

/** The parts of an RRULE line, e.g. { FREQ: 'WEEKLY', BYDAY: 'MO,WE' }. */
function ruleParts(line: string): Record<string, string> {
  return Object.fromEntries(
    line
      .replace(/^RRULE[:;]/i, '')
      .split(';')
      .map((part) => part.split('=') as [string, string])
      .map(([key, value]) => [key.toUpperCase(), value?.toUpperCase() ?? '']),
  )
}

/**
 * How a repeating event repeats, in the screen's words, for the rules people make most: "Every day
 * at 8:00 AM", "Every Monday and Wednesday at 10:00 AM". Null for other rules (and for one
 * occurrence of a series whose rule the calendar did not send), which show their next date.
 */
export function sayRepeat(event: CalendarEvent, language: string, t: TFunction): string | null {
  const line = event.recurrence.find((candidate) => /^RRULE[:;]/i.test(candidate))
  if (!line) return null
  const parts = ruleParts(line)
  if ((parts.INTERVAL ?? '1') !== '1' || parts.BYSETPOS || parts.BYMONTHDAY || parts.BYHOUR) return null
  const start = new Date(event.start.dateTime)
  const time = event.start.date
    ? null
    : new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(start)
  const days = parts.BYDAY?.split(',') ?? []
  if (parts.FREQ === 'DAILY' && days.length === 0) {
    return time ? t('Every day at {{time}}', { time }) : t('Every day')
  }
  if (parts.FREQ !== 'WEEKLY' && !(parts.FREQ === 'DAILY' && days.length)) return null
  const numbers = days.length ? days.map((day) => RRULE_DAYS.indexOf(day)) : [start.getDay()]
  if (numbers.some((day) => day < 0)) return null
  // 2026-11-15 was a Sunday; Monday first, as people list the days of a week.
  const names = numbers
    .toSorted((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map((day) => new Intl.DateTimeFormat(language, { weekday: 'long' }).format(new Date(2026, 10, 15 + day, 12)))
  const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(names)
  return time ? t('Every {{days}} at {{time}}', { days: list, time }) : t('Every {{days}}', { days: list })
}

/** One entry per repeating series (its next occurrence), so a daily reminder is listed once. */
export function oncePerSeries(events: readonly CalendarEvent[]): CalendarEvent[] {
  const seen = new Set<string>()
  return events.filter((event) => {
    const series = event.recurringEventId ?? event.id
    if (seen.has(series)) return false
    seen.add(series)
    return true
  })
}
