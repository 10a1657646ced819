// English sentences Sage says about the calendar.

import { type CalendarWords, listJoiner } from '#shared/calendar/calendar-words.ts'

const and = listJoiner(', ', ' and ')

/** 1st, 2nd, 3rd, 4th, 11th, 21st... */
function englishOrdinal(day: number): string {
  const suffix = day % 100 >= 11 && day % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th')
  return `${day}${suffix}`
}

export const englishCalendarPhrases: CalendarWords = {
  needTitleAndTime: 'I need a title and time to create an event.',
  cannotRepeat:
    'I can’t repeat an event that way. It can repeat at most every hour, on days that exist, such as every day at 9 or every Monday.',
  needMoreInformation: (action) => `I need more information to ${action} this event.`,
  noEventWithId: (id) => `I couldn't find an event with ID ${id}.`,
  noEventsMatching: (query) => `I couldn't find any events matching "${query}".`,
  multipleMatching: (query) => `I found multiple events matching "${query}". Please be more specific.`,
  askTime: (summary) => `What time is ${summary}? You can say the day too, for example “Friday at 3 PM”.`,
  needWhatToUpdate: 'I need to know what to update about the event.',
  unsureAction: "I'm not sure what calendar action you want to perform.",
  failed:
    "I'm sorry, I encountered an error while processing your calendar request. Please try again or check your calendar connection.",
  added: (summary, when) => `I've added ${summary} on ${when}.`,
  addedRepeating: (summary, rule, first) => `I've added ${summary}, ${rule}, starting ${first}.`,
  moved: (summary, when) => `I've moved ${summary} to ${when}.`,
  updated: (summary) => `I've updated ${summary}.`,
  askWhich: (action, summary, rule, day) =>
    `${summary} repeats ${rule}. Should I ${action === 'delete' ? 'cancel' : 'change'} all of them, or only the one on ${day}?`,
  cancelledOne: (summary, when) => `I've cancelled ${summary} on ${when} only. The others stay on your calendar.`,
  movedOne: (summary, when) => `I've moved only this one: ${summary} is now on ${when}. The others stay as they were.`,
  cancelled: (summary, when) => `I've cancelled ${summary} on ${when}.`,
  nothingPlanned: (period) => `You have nothing on your calendar ${period}.`,
  youHave: (count, period) => `You have ${count === 1 ? 'one event' : `${count} events`} ${period}:`,
  allDay: (when) => `${when}, all day`,
  itemAt: (summary, when) => `${summary}, ${when}`,
  listAfter: (lead, items) => `${lead ? `${lead} ` : ''}${items.join('; ')}.`,
  period: {
    upcoming: 'coming up',
    today: 'today',
    tomorrow: 'tomorrow',
    between: (from, to) => (from === to ? `on ${from}` : `from ${from} to ${to}`),
  },
  actions: { create: 'create', update: 'update', delete: 'delete', get: 'find' },
  every: {
    day: 'every day',
    weekday: 'every weekday',
    week: (days, interval) =>
      interval === 2
        ? `every other ${and(days)}`
        : interval > 1
          ? `every ${interval} weeks on ${and(days)}`
          : `every ${and(days)}`,
    month: (on, interval) => `${interval > 1 ? `every ${interval} months` : 'every month'} on ${on}`,
    monthDay: (day) => (day === -1 ? 'the last day' : `the ${englishOrdinal(day)}`),
    nthWeekday: (nth, day) =>
      `the ${nth === -1 ? 'last' : ['first', 'second', 'third', 'fourth', 'fifth'][nth - 1]} ${day}`,
    year: (date, interval) => `${interval > 1 ? `every ${interval} years` : 'every year'} on ${date}`,
    interval: (count, unit) => `every ${count} ${unit}s`,
    at: (times) => `at ${and(times)}`,
    count: (count) => `${count} times`,
    until: (day) => `until ${day}`,
    before: { count: ', ', until: ' ' },
  },
}
