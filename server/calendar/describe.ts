import { type ChatLanguage, chatLanguageCodes } from '#shared/chat/chat-languages.ts'
import type { CalendarEvent } from '#shared/schemas/calendar.ts'
import { calendarWords } from './words.ts'

const locale = (language: ChatLanguage) => (language === 'english' ? 'en-US' : chatLanguageCodes[language])

/** A moment as Sage says it: "Thursday, November 19 at 3:00 PM". */
export function sayWhen(dateTime: string, timeZone: string, language: ChatLanguage): string {
  return new Intl.DateTimeFormat(locale(language), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(dateTime))
}

/** A day as Sage says it: "Thursday, November 19". */
export function sayDay(dateTime: string | Date, timeZone: string, language: ChatLanguage): string {
  return new Intl.DateTimeFormat(locale(language), { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(
    new Date(dateTime),
  )
}

/** A time of day as Sage says it: "9:00 AM". */
export function sayTime(dateTime: string, timeZone: string, language: ChatLanguage): string {
  return new Intl.DateTimeFormat(locale(language), { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(dateTime),
  )
}

const weekdayCodes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']

function weekdayName(code: string, language: ChatLanguage) {
  // 2026-11-15 was a Sunday.
  const day = new Date(Date.UTC(2026, 10, 15 + weekdayCodes.indexOf(code.slice(-2)), 12))
  return new Intl.DateTimeFormat(locale(language), { weekday: 'long', timeZone: 'UTC' }).format(day)
}

/** An RRULE in plain words, with the time of day: "every Monday at 8:00 AM". */
export function sayRule(rule: string, start: string, timeZone: string, language: ChatLanguage): string {
  const words = calendarWords(language).every
  const parts = Object.fromEntries(
    rule
      .replace(/^RRULE:/, '')
      .split(';')
      .map((part) => part.split('=') as [string, string]),
  )
  const interval = Number(parts.INTERVAL ?? 1)
  const units = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' } as const
  const unit = units[parts.FREQ as keyof typeof units] ?? 'day'
  const days: string[] = parts.BYDAY ? String(parts.BYDAY).split(',') : []
  let every: string
  if (interval > 1) every = words.interval(interval, unit)
  else if (unit === 'week' && days.length === 5 && !days.includes('SA') && !days.includes('SU')) every = words.weekday
  else if (unit === 'week' && days.length) every = words.week(days.map((day) => weekdayName(day, language)).join(', '))
  else if (unit === 'month') every = words.month(Number(parts.BYMONTHDAY ?? new Date(start).getUTCDate()))
  else if (unit === 'year') every = words.year
  else if (unit === 'week') every = words.week(weekdayName(weekdayCodes[new Date(start).getUTCDay()]!, language))
  else every = words.day
  return `${every} ${words.at(sayTime(start, timeZone, language))}`
}

/** An event in a list: "Dentist, Thursday, November 19 at 3:00 PM", or its rule for a repeating one. */
export function sayEvent(event: CalendarEvent, language: ChatLanguage, asSeries = false): string {
  const zone = event.start.timeZone
  const rule = event.recurrence.find((line) => line.startsWith('RRULE:'))
  const when =
    asSeries && rule
      ? sayRule(rule, event.start.dateTime, zone, language)
      : sayWhen(event.start.dateTime, zone, language)
  return calendarWords(language).itemAt(event.summary, when)
}
