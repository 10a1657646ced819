// Pieces every language's date reader builds on: a clock time from an hour, minutes and a part of the
// day; the next day of the month with a given number; chrono with a language's own parsers in front.
import type * as chrono from 'chrono-node'
import { daysInMonth } from './zoned-time.ts'
import { NOT_AFTER, NOT_BEFORE } from './grammar.ts'

/** What a custom parser hands back to chrono. */
export type Components = { [component in chrono.Component]?: number }

/** A part of the day said with an hour ("de la tarde", "du soir", "午後"). */
export type DayPart = 'morning' | 'afternoon' | 'evening' | 'night' | 'am' | 'pm'

/** A regex for a custom parser: never starts or ends inside a word of a spaced script or a number. */
export const boundedPattern = (source: string) => new RegExp(`${NOT_BEFORE}(?:${source})${NOT_AFTER}`, 'iu')

/** Hour and minute with an optional am/pm; a meridiem is set only when it was said. */
export function clock(hour: number, minute: number, amPm: 'am' | 'pm' | undefined): Components | null {
  if (hour > 12 || minute > 59) return hour <= 23 && minute <= 59 && !amPm ? { hour, minute, meridiem: 1 } : null
  if (!amPm) return { hour, minute }
  const pm = amPm === 'pm'
  return { hour: (hour % 12) + (pm ? 12 : 0), minute, meridiem: pm ? 1 : 0 }
}

/** An hour of the 12-hour clock read with the part of the day said with it ("3 de la tarde"). */
export function partClock(hour: number, minute: number, part: DayPart | undefined): Components | null {
  if (!part || hour > 12) return clock(hour, minute, undefined)
  if (part === 'am' || part === 'pm') return clock(hour, minute, part)
  if (part === 'afternoon' || part === 'evening' || (part === 'night' && hour >= 6)) return clock(hour, minute, 'pm')
  if (part === 'night') return clock(hour, minute, 'am')
  return clock(hour, minute, hour === 12 ? 'pm' : 'am')
}

/** The usual time of a part of the day said with no hour ("le matin", "am Nachmittag"). */
export const PART_HOURS: Record<DayPart, number> = { morning: 9, am: 9, afternoon: 15, pm: 15, evening: 19, night: 20 }

/** The next date (today or later) that has a given day of the month. */
export function nextDayOfMonth(context: chrono.ParsingContext, day: number): Components | null {
  if (day < 1 || day > 31) return null
  const ref = context.reference.getDateWithAdjustedTimezone()
  let year = ref.getFullYear()
  let month = ref.getMonth() + 1
  if (day < ref.getDate()) month += 1
  for (let tries = 0; tries < 12; tries++, month++) {
    if (month > 12) [year, month] = [year + 1, 1]
    if (day <= daysInMonth(year, month)) return { year, month, day }
  }
  return null
}

/**
 * A day counted from today ("après-demain" is 2): the day only, so an hour said with it is read on
 * its own ("après-demain à 8h" said in the afternoon is 8 in the morning, not the evening).
 */
export function daysFromToday(context: chrono.ParsingContext, days: number): chrono.ParsingComponents {
  return context.createParsingComponents(dayAfter(context, days)).addTag('result/relativeDate')
}

/** The date (and its weekday) a number of days after today, as plain fields to add a time to. */
export function dayAfter(context: chrono.ParsingContext, days: number): Components {
  const today = context.reference.getDateWithAdjustedTimezone()
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days)
  return { year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate(), weekday: day.getDay() }
}

/** Builds a chrono instance with a language's parsers in front of the locale's own. */
export function withParsers(base: chrono.Chrono, parsers: chrono.Parser[]): chrono.Chrono {
  const custom = base.clone()
  custom.parsers.unshift(...parsers)
  return custom
}

/** A custom parser from a source and what to make of its match. */
export function parser(
  source: string,
  extract: (
    match: RegExpMatchArray,
    context: chrono.ParsingContext,
  ) => Components | chrono.ParsingComponents | chrono.ParsingResult | null,
): chrono.Parser {
  return { pattern: () => boundedPattern(source), extract: (context, match) => extract(match, context) }
}

/** A number from digits or a word list; undefined when neither. */
export function numberOf(text: string | undefined, words: Record<string, number>): number | undefined {
  if (!text) return undefined
  const trimmed = text.trim().toLowerCase()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : words[trimmed]
}

/** Alternation of a word list's keys, longest first. */
export const wordsOf = (words: Record<string, number>) =>
  Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .join('|')
