import { type ChatLanguage, chatLanguageCodes } from '#shared/chat/chat-languages.ts'
import { type RecurrenceRule, readRRuleLine } from '#shared/calendar/recurrence-rule.ts'
import { type WallTime, wallTimeAt, weekdayOf } from '#shared/calendar/zoned-time.ts'
import type { ZonedEvent } from './event.ts'
import { calendarWords } from './phrases.ts'

const locale = (language: ChatLanguage) => (language === 'english' ? 'en-US' : chatLanguageCodes[language])

/** A moment as Sage says it: "Thursday, November 19 at 3:00 PM". */
export function sayWhen(instant: Date, timeZone: string, language: ChatLanguage): string {
  return new Intl.DateTimeFormat(locale(language), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(instant)
}

/** A day as Sage says it: "Thursday, November 19". */
export function sayDay(instant: Date, timeZone: string, language: ChatLanguage): string {
  return new Intl.DateTimeFormat(locale(language), { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(
    instant,
  )
}

/** A time of day as Sage says it: "9:00 AM". */
export function sayTime(instant: Date, timeZone: string, language: ChatLanguage): string {
  return new Intl.DateTimeFormat(locale(language), { hour: 'numeric', minute: '2-digit', timeZone }).format(instant)
}

function weekdayName(weekday: number, language: ChatLanguage) {
  // 2026-11-15 was a Sunday.
  const day = new Date(Date.UTC(2026, 10, 15 + weekday, 12))
  return new Intl.DateTimeFormat(locale(language), { weekday: 'long', timeZone: 'UTC' }).format(day)
}

/** A wall-clock hour and minute as Sage says a time: "8:00 PM". */
function sayClock(hour: number, minute: number, language: ChatLanguage) {
  return new Intl.DateTimeFormat(locale(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 1, hour, minute)),
  )
}

/** How a rule repeats, from the local day its series starts on: "every month on the first Monday". */
function sayRepeat(rule: RecurrenceRule, start: WallTime, language: ChatLanguage): string {
  const words = calendarWords(language).every
  // Monday first, as people list the days of a week.
  const days = (rule.weekdays.length ? rule.weekdays : [weekdayOf(start)]).toSorted(
    (a, b) => ((a + 6) % 7) - ((b + 6) % 7),
  )
  const names = days.map((day) => weekdayName(day, language))
  switch (rule.freq) {
    case 'DAILY':
      // Daily on some weekdays only is a weekly repeat in words.
      if (rule.weekdays.length) return sayRepeat({ ...rule, freq: 'WEEKLY' }, start, language)
      return rule.interval > 1 ? words.interval(rule.interval, 'day') : words.day
    case 'WEEKLY': {
      const workWeek = days.length === 5 && !days.includes(0) && !days.includes(6)
      return workWeek && rule.interval === 1 ? words.weekday : words.week(names, rule.interval)
    }
    case 'MONTHLY': {
      const on =
        rule.nth && rule.weekdays.length
          ? words.nthWeekday(rule.nth, names[0]!)
          : words.monthDay(rule.monthDay ?? start.day)
      return words.month(on, rule.interval)
    }
    case 'YEARLY': {
      const date = new Intl.DateTimeFormat(locale(language), { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
        // A leap year, so 29 February stays itself.
        new Date(Date.UTC(2028, (rule.month ?? start.month) - 1, rule.monthDay ?? start.day, 12)),
      )
      return words.year(date, rule.interval)
    }
  }
}

/**
 * The zone an UNTIL is read in: an instant ("...Z") in the person's zone; a date alone, or a time
 * without a zone (as Google writes for all-day series), as the date it names.
 */
function untilZone(line: string, timeZone: string) {
  return /UNTIL=\d{8}(?:T\d{6})?(?:;|$)/.test(line) ? 'UTC' : timeZone
}

/**
 * An RRULE in plain words, with the times of day and how it ends: "every Monday and Wednesday at
 * 8:00 AM until Thursday, December 31". A line that is not a rule gives just when the series starts.
 */
export function sayRule(line: string, start: Date, timeZone: string, language: ChatLanguage): string {
  const rule = readRRuleLine(line)
  if (!rule) return sayWhen(start, timeZone, language)
  const words = calendarWords(language).every
  const wall = wallTimeAt(start, timeZone)
  const times = rule.hours?.length
    ? rule.hours.map((hour) => sayClock(hour, wall.minute, language))
    : [sayTime(start, timeZone, language)]
  return `${sayRepeat(rule, wall, language)} ${words.at(times)}${sayEnd(rule, line, timeZone, language)}`
}

/** How a series ends, in words: ", 5 times", " until Thursday, December 31", or nothing. */
function sayEnd(rule: RecurrenceRule, line: string, timeZone: string, language: ChatLanguage): string {
  const words = calendarWords(language).every
  if (rule.count) return `${words.before.count}${words.count(rule.count)}`
  if (!rule.until) return ''
  return `${words.before.until}${words.until(sayDay(rule.until, untilZone(line, timeZone), language))}`
}

/** An all-day RRULE in plain words, without times of day: "every year on March 7 until ...". */
function sayRuleDays(line: string, start: Date, timeZone: string, language: ChatLanguage): string {
  const rule = readRRuleLine(line)!
  return `${sayRepeat(rule, wallTimeAt(start, timeZone), language)}${sayEnd(rule, line, timeZone, language)}`
}

/**
 * When an event is, as Sage says it: its moment ("Thursday, November 19 at 3:00 PM"), its day for
 * an all-day one ("Saturday, December 5, all day"), or, asSeries, how a repeating one repeats.
 */
export function sayEventWhen(event: ZonedEvent, language: ChatLanguage, asSeries = false): string {
  const zone = event.timeZone
  const rule = asSeries ? event.recurrence.find((line) => /^RRULE[:;]/i.test(line)) : undefined
  if (event.allDay) {
    const words = calendarWords(language)
    if (!rule || !readRRuleLine(rule)) return words.allDay(sayDay(event.start, zone, language))
    return words.allDay(sayRuleDays(rule, event.start, zone, language))
  }
  return rule ? sayRule(rule, event.start, zone, language) : sayWhen(event.start, zone, language)
}

/** An event in a list: "Dentist, Thursday, November 19 at 3:00 PM", or its rule for a repeating one. */
export function sayEvent(event: ZonedEvent, language: ChatLanguage, asSeries = false): string {
  return calendarWords(language).itemAt(event.summary, sayEventWhen(event, language, asSeries))
}
