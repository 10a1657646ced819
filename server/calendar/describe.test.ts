import { describe, expect, it } from 'vitest'
import { parseCalendarRequest } from '#shared/calendar/parse.ts'
import { sayRule } from './describe.ts'

// Saturday 21 November 2026, noon in New York.
const now = new Date('2026-11-21T12:00:00-05:00')
const timeZone = 'America/New_York'

/** What Sage says of the repeat in a request, as it confirms it. */
function repeatOf(text: string, language: 'english' | 'spanish' = 'english') {
  const request = parseCalendarRequest(text, { now, timeZone })
  expect(request.recurrencePattern, text).toBeTruthy()
  return sayRule(request.recurrencePattern!, new Date(request.start!), timeZone, language)
}

describe('a repeating event in words', () => {
  it.each([
    ['Remind me to take my pills every day at 9am', 'every day at 9:00 AM'],
    ['Remind me to take my pills every day at 8am and 8pm', 'every day at 8:00 AM and 8:00 PM'],
    ['Remind me to call Ann every weekday at 7pm', 'every weekday at 7:00 PM'],
    ['Add yoga every Thursday and Tuesday at 10am', 'every Tuesday and Thursday at 10:00 AM'],
    ['Add bridge every other Wednesday at 1pm', 'every other Wednesday at 1:00 PM'],
    ['Schedule the first Monday of every month at 10am book club', 'every month on the first Monday at 10:00 AM'],
    ['Add the last Friday of every month at 6pm dinner with Joe', 'every month on the last Friday at 6:00 PM'],
    ['Add bingo every month on the 2nd at 9pm', 'every month on the 2nd at 9:00 PM'],
    ['Add my anniversary every year on March 4 at noon', 'every year on March 4 at 12:00 PM'],
    ['Remind me every day for 5 days at 9am to water the plants', 'every day at 9:00 AM, 5 times'],
    ['Add yoga every Tuesday at 10am until December 31', 'every Tuesday at 10:00 AM until Thursday, December 31'],
  ])('"%s" is said as "%s"', (text, words) => {
    expect(repeatOf(text)).toBe(words)
  })

  it('takes the day of the month where the person lives, not in UTC', () => {
    // 9 PM on the 21st in New York is already the 22nd in UTC.
    expect(repeatOf('Add rent every month at 9pm')).toBe('every month on the 21st at 9:00 PM')
  })

  it.each([
    ['Añade misa todos los domingos a las 11', 'todos los domingos a las 11:00'],
    ['Añade bingo todos los sábados y domingos a la 1 de la tarde', 'todos los sábados y domingos a las 13:00'],
    ['Añade el club el primer lunes de cada mes a las 10', 'todos los meses el primer lunes a las 10:00'],
    [
      'Recuérdame tomar las pastillas todos los días a las 8 de la mañana y a las 8 de la noche',
      'todos los días a las 8:00 y a las 20:00',
    ],
  ])('"%s" is said in Spanish as "%s"', (text, words) => {
    expect(repeatOf(text, 'spanish')).toBe(words)
  })

  it('says "a la 1" for one o\'clock in Spanish', () => {
    const start = new Date('2026-11-22T01:00:00-05:00')
    expect(sayRule('RRULE:FREQ=DAILY', start, timeZone, 'spanish')).toBe('todos los días a la 1:00')
  })

  it.each([
    ['RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', 'every weekday at 8:00 AM'],
    ['RRULE:FREQ=DAILY;BYHOUR=20,8', 'every day at 8:00 AM and 8:00 PM'],
    ['RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', 'every year on February 29 at 8:00 AM'],
    ['RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231', 'every Monday at 8:00 AM until Thursday, December 31'],
    ['RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231T235959', 'every Monday at 8:00 AM until Thursday, December 31'],
  ])('reads %s, written by another calendar, as "%s"', (line, words) => {
    expect(sayRule(line, new Date('2026-11-23T08:00:00-05:00'), timeZone, 'english')).toBe(words)
  })

  it.each([
    'RRULE:FREQ=MONTHLY;BYDAY=-2FR',
    'RRULE:FREQ=MONTHLY;BYDAY=1MO,3MO',
    'RRULE:FREQ=MONTHLY;BYDAY=MO;BYSETPOS=1',
  ])('gives just the start for %s, a shape it does not put in words', (line) => {
    expect(sayRule(line, new Date('2026-11-23T08:00:00-05:00'), timeZone, 'english')).toBe(
      'Monday, November 23 at 8:00 AM',
    )
  })

  it('gives just the start when the rule cannot be read', () => {
    expect(sayRule('RRULE:FREQ=HOURLY', new Date('2026-11-23T15:00:00-05:00'), timeZone, 'english')).toBe(
      'Monday, November 23 at 3:00 PM',
    )
  })
})
