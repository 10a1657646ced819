import { describe, expect, it } from 'vitest'
import { recurrenceProblem } from './recurrence-check.ts'

describe('recurrenceProblem', () => {
  it.each([
    ['RRULE:FREQ=DAILY'],
    ['RRULE:FREQ=DAILY;BYHOUR=8,20;BYMINUTE=0'],
    ['RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH'],
    ['RRULE:FREQ=MONTHLY;BYDAY=-1FR'],
    ['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'],
    ['RRULE:FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13'],
    ['RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29'],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=31'],
    ['RRULE:FREQ=HOURLY;INTERVAL=4;COUNT=12'],
    ['RRULE:FREQ=HOURLY;UNTIL=20261130T000000Z'],
    ['RRULE:FREQ=DAILY;COUNT=30', 'EXDATE;TZID=Europe/Madrid:20261201T090000,20261202T090000'],
    ['RRULE:FREQ=WEEKLY;UNTIL=20270101', 'RDATE;VALUE=DATE:20261224', 'EXDATE:20261130T140000Z'],
    [],
  ])('accepts %s', (...lines) => {
    expect(recurrenceProblem(lines)).toBeNull()
  })

  it.each([
    [['RRULE:FREQ=SECONDLY'], 'at most every hour'],
    [['RRULE:FREQ=MINUTELY;COUNT=5'], 'at most every hour'],
    [['RRULE:FREQ=DAILY;BYMINUTE=0,30'], 'at most every hour'],
    [['RRULE:FREQ=HOURLY'], 'needs an end'],
    [['RRULE:FREQ=HOURLY;INTERVAL=2;BYHOUR=9;COUNT=5'], 'cannot have other repeat parts'],
    [['RRULE:X'], 'not a rule part'],
    [['RRULE:FREQ=FORTNIGHTLY'], 'not a frequency'],
    [['RRULE:FREQ=DAILY;BYSECOND=1,2,3'], 'BYSECOND is not supported'],
    [['RRULE:FREQ=YEARLY;BYYEARDAY=100'], 'BYYEARDAY is not supported'],
    [['RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'], 'never fall on a day'],
    [['RRULE:FREQ=YEARLY;BYMONTH=4,6;BYMONTHDAY=31'], 'never fall on a day'],
    [['RRULE:FREQ=DAILY;INTERVAL=7;BYDAY=MO'], 'never fall on a day'],
    [['RRULE:FREQ=MONTHLY;INTERVAL=12;BYMONTH=3'], 'never fall on a day'],
    [['RRULE:FREQ=YEARLY;INTERVAL=2;BYMONTH=2;BYMONTHDAY=29'], 'never fall on a day'],
    [['RRULE:FREQ=MONTHLY;BYDAY=1MO;BYMONTHDAY=20'], 'never fall on a day'],
    [['RRULE:FREQ=DAILY;COUNT=1000000'], 'COUNT must be between'],
    [['RRULE:FREQ=DAILY;INTERVAL=0'], 'INTERVAL must be between'],
    [['RRULE:FREQ=DAILY;COUNT=3;UNTIL=20270101'], 'COUNT or UNTIL'],
    [['RRULE:FREQ=DAILY;UNTIL=20270230'], 'not a date'],
    [['RRULE:FREQ=DAILY;FREQ=WEEKLY'], 'appears twice'],
    [['RRULE:FREQ=DAILY', 'RRULE:FREQ=WEEKLY'], 'only one rule'],
    [['EXDATE:20261201T090000Z'], 'need a repeat rule'],
    [['RRULE:FREQ=DAILY', 'EXDATE;TZID=Mars/Olympus:20261201T090000'], 'Unknown time zone'],
    [['RRULE:FREQ=DAILY', 'EXDATE:99991301T000000Z'], 'is not a date'],
    [['RRULE:FREQ=DAILY', 'EXDATE;VALUE=DATE:20261201T090000'], 'is not a date'],
    [['RRULE:FREQ=MONTHLY;BYSETPOS=1'], 'BYSETPOS needs'],
  ])('refuses %j: %s', (lines, why) => {
    expect(recurrenceProblem(lines)).toContain(why)
  })
})
