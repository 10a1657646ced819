// The shape of Sage's calendar sentences in one language, and what the languages' sentences
// (shared/languages/<language>/calendar-phrases.ts) share to write them.

import { joinList } from '#shared/chat/builtin/phrasebook.ts'

/** What Sage says about the calendar, in one language (product.md 8 gives the English). */
export type CalendarWords = {
  needTitleAndTime: string
  /** A new event has a title but no time: Sage asks, and finishes it from the answer. */
  askTime: (summary: string) => string
  /** A repeat a calendar cannot keep (more often than hourly, or on a day that never comes). */
  cannotRepeat: string
  needMoreInformation: (action: string) => string
  noEventWithId: (id: string) => string
  noEventsMatching: (query: string) => string
  multipleMatching: (query: string) => string
  needWhatToUpdate: string
  unsureAction: string
  failed: string
  added: (summary: string, when: string) => string
  addedRepeating: (summary: string, rule: string, first: string) => string
  moved: (summary: string, when: string) => string
  updated: (summary: string) => string
  cancelled: (summary: string, when: string) => string
  /** A repeating event named without a day: change or cancel all of it, or only one? */
  askWhich: (action: 'update' | 'delete', summary: string, rule: string, day: string) => string
  /** One occurrence of a repeating event cancelled; the others stay. */
  cancelledOne: (summary: string, when: string) => string
  /** One occurrence of a repeating event moved; the others stay. */
  movedOne: (summary: string, when: string) => string
  nothingPlanned: (period: string) => string
  youHave: (count: number, period: string) => string
  /** A day or a repeat of an all-day event: "Saturday, December 5, all day". */
  allDay: (when: string) => string
  itemAt: (summary: string, when: string) => string
  /** A sentence followed by a list of events, ended as the language ends a sentence. */
  listAfter: (lead: string, items: string[]) => string
  period: { upcoming: string; today: string; tomorrow: string; between: (from: string, to: string) => string }
  actions: Record<'create' | 'update' | 'delete' | 'get', string>
  /** How a repeating event repeats, in words. */
  every: {
    day: string
    /** Monday to Friday. */
    weekday: string
    /** "every Monday and Wednesday", or every few weeks on those days. */
    week: (days: string[], interval: number) => string
    /** "every month on the 5th"; `on` is a monthDay or an nthWeekday. */
    month: (on: string, interval: number) => string
    /** The day of the month; -1 the last. */
    monthDay: (day: number) => string
    /** "the first Monday"; -1 the last. */
    nthWeekday: (nth: number, day: string) => string
    /** "every year on November 21". */
    year: (date: string, interval: number) => string
    interval: (count: number, unit: 'day' | 'week' | 'month' | 'year') => string
    at: (times: string[]) => string
    /** How the series ends. */
    count: (count: number) => string
    until: (day: string) => string
    /** What goes between the times and how the series ends (", 5 times", " until ..."). */
    before: { count: string; until: string }
  }
}

/** Joins a list as one language does: `listJoiner(', ', ' and ')` gives "a, b and c". */
export const listJoiner = (comma: string, and: string) => (items: string[]) => joinList(items, comma, and)
