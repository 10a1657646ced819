import { describe, expect, it } from 'vitest'
import {
  type MedicationSchedule,
  type Scheduled,
  dayBounds,
  daysOfPillsLeft,
  dosesBetween,
  refillSoon,
  takenOn,
  todayIn,
} from './schedule.ts'

const daily = (times: string[], timeZone = 'America/New_York', startDate = '2026-01-01'): Scheduled => ({
  schedule: { repeat: 'daily', times },
  startDate,
  timeZone,
})
const at = (iso: string) => new Date(iso)
const shown = (doses: { date: string; time: string; dueAt: Date }[]) =>
  doses.map((dose) => `${dose.date} ${dose.time} ${dose.dueAt.toISOString()}`)

describe('dosesBetween', () => {
  it('places every-day doses at the same wall time, in the medication’s zone', () => {
    const doses = dosesBetween(daily(['20:00', '08:00']), at('2026-06-01T00:00:00Z'), at('2026-06-03T00:00:00Z'))
    expect(shown(doses)).toEqual([
      '2026-05-31 20:00 2026-06-01T00:00:00.000Z',
      '2026-06-01 08:00 2026-06-01T12:00:00.000Z',
      '2026-06-01 20:00 2026-06-02T00:00:00.000Z',
      '2026-06-02 08:00 2026-06-02T12:00:00.000Z',
    ])
  })

  it('keeps 8:00 at 8:00 across both daylight-saving changes', () => {
    const spring = dosesBetween(daily(['08:00']), at('2026-03-07T00:00:00Z'), at('2026-03-10T00:00:00Z'))
    expect(spring.map((dose) => dose.dueAt.toISOString())).toEqual([
      '2026-03-07T13:00:00.000Z',
      '2026-03-08T12:00:00.000Z',
      '2026-03-09T12:00:00.000Z',
    ])
    const autumn = dosesBetween(daily(['08:00']), at('2026-10-31T00:00:00Z'), at('2026-11-03T00:00:00Z'))
    expect(autumn.map((dose) => dose.dueAt.toISOString())).toEqual([
      '2026-10-31T12:00:00.000Z',
      '2026-11-01T13:00:00.000Z',
      '2026-11-02T13:00:00.000Z',
    ])
  })

  it('gives a time the clocks skip once, an hour later, and a time that happens twice once', () => {
    const skipped = dosesBetween(daily(['02:30', '03:30']), at('2026-03-08T00:00:00Z'), at('2026-03-09T00:00:00Z'))
    // 2:30 does not exist that night: it falls at 3:30, the same instant as the 3:30 dose: one dose.
    expect(shown(skipped)).toEqual(['2026-03-08 02:30 2026-03-08T07:30:00.000Z'])
    const twice = dosesBetween(daily(['01:30']), at('2026-11-01T00:00:00Z'), at('2026-11-02T00:00:00Z'))
    expect(shown(twice)).toEqual(['2026-11-01 01:30 2026-11-01T05:30:00.000Z'])
  })

  it('follows the zone of the medication, not the machine: Sydney, Kolkata, a +13 zone', () => {
    const sydney = dosesBetween(
      daily(['09:00'], 'Australia/Sydney'),
      at('2026-04-03T12:00:00Z'),
      at('2026-04-05T12:00:00Z'),
    )
    // Sydney leaves daylight time at 3:00 on 5 April 2026: 9:00 is 22:00 UTC the day before, then 23:00.
    expect(shown(sydney)).toEqual([
      '2026-04-04 09:00 2026-04-03T22:00:00.000Z',
      '2026-04-05 09:00 2026-04-04T23:00:00.000Z',
    ])
    const kolkata = dosesBetween(
      daily(['07:00'], 'Asia/Kolkata'),
      at('2026-06-01T00:00:00Z'),
      at('2026-06-02T00:00:00Z'),
    )
    expect(shown(kolkata)).toEqual(['2026-06-01 07:00 2026-06-01T01:30:00.000Z'])
    const tonga = dosesBetween(
      daily(['08:00'], 'Pacific/Tongatapu'),
      at('2026-06-01T00:00:00Z'),
      at('2026-06-02T00:00:00Z'),
    )
    expect(shown(tonga)).toEqual(['2026-06-02 08:00 2026-06-01T19:00:00.000Z'])
  })

  it('starts on the start day and stops after the last day', () => {
    const course: Scheduled = { ...daily(['09:00'], 'Europe/Madrid', '2026-05-10'), endDate: '2026-05-12' }
    const doses = dosesBetween(course, at('2026-05-01T00:00:00Z'), at('2026-06-01T00:00:00Z'))
    expect(doses.map((dose) => dose.date)).toEqual(['2026-05-10', '2026-05-11', '2026-05-12'])
  })

  it('reads weekdays Monday 1 to Sunday 7, in the zone’s own calendar', () => {
    const mondaysAndSundays: Scheduled = {
      schedule: { repeat: 'weekly', weekdays: [1, 7], times: ['23:30'] },
      startDate: '2026-01-01',
      timeZone: 'America/Los_Angeles',
    }
    const doses = dosesBetween(mondaysAndSundays, at('2026-06-01T00:00:00Z'), at('2026-06-15T00:00:00Z'))
    // 1 June 2026 is a Monday; 23:30 in Los Angeles is already the next day in UTC, so Sunday 31
    // May at 23:30 falls inside 1 June UTC.
    expect(doses.map((dose) => dose.date)).toEqual(['2026-05-31', '2026-06-01', '2026-06-07', '2026-06-08'])
    expect(doses[1]!.dueAt.toISOString()).toBe('2026-06-02T06:30:00.000Z')
  })

  it('counts every other day from the start day, across a month’s end and a clock change', () => {
    const everyOther: Scheduled = {
      schedule: { repeat: 'interval', everyDays: 2, times: ['08:00'] },
      startDate: '2026-02-27',
      timeZone: 'America/New_York',
    }
    const doses = dosesBetween(everyOther, at('2026-02-27T00:00:00Z'), at('2026-03-10T00:00:00Z'))
    expect(doses.map((dose) => dose.date)).toEqual([
      '2026-02-27',
      '2026-03-01',
      '2026-03-03',
      '2026-03-05',
      '2026-03-07',
      '2026-03-09',
    ])
    expect(doses.at(-1)!.dueAt.toISOString()).toBe('2026-03-09T12:00:00.000Z')
  })

  it('has no planned doses for a medication taken as needed', () => {
    const asNeeded: Scheduled = { schedule: { repeat: 'asNeeded' }, startDate: '2026-01-01', timeZone: 'UTC' }
    expect(dosesBetween(asNeeded, at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'))).toEqual([])
    expect(takenOn(asNeeded, '2026-03-03')).toBe(false)
  })

  it('includes a dose at `from` and leaves out one at `to`', () => {
    const doses = dosesBetween(daily(['08:00'], 'UTC'), at('2026-06-01T08:00:00Z'), at('2026-06-02T08:00:00Z'))
    expect(shown(doses)).toEqual(['2026-06-01 08:00 2026-06-01T08:00:00.000Z'])
  })
})

describe('days', () => {
  it('names today and its bounds in a zone', () => {
    expect(todayIn(at('2026-06-02T03:00:00Z'), 'America/New_York')).toBe('2026-06-01')
    expect(todayIn(at('2026-06-02T03:00:00Z'), 'Asia/Tokyo')).toBe('2026-06-02')
    const { start, end } = dayBounds('2026-03-08', 'America/New_York')
    expect([start.toISOString(), end.toISOString()]).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'])
  })
})

describe('pills left', () => {
  const twiceDaily: MedicationSchedule = { repeat: 'daily', times: ['08:00', '20:00'] }
  it('says how many days they last, and to refill under a week', () => {
    expect(daysOfPillsLeft({ schedule: twiceDaily, pillsLeft: 30, pillsPerDose: 1 })).toBe(15)
    expect(refillSoon({ schedule: twiceDaily, pillsLeft: 30, pillsPerDose: 1 })).toBe(false)
    expect(refillSoon({ schedule: twiceDaily, pillsLeft: 13, pillsPerDose: 1 })).toBe(true)
    expect(refillSoon({ schedule: twiceDaily, pillsLeft: 20, pillsPerDose: 2 })).toBe(true)
    expect(refillSoon({ schedule: twiceDaily, pillsLeft: null, pillsPerDose: 1 })).toBe(false)
  })
  it('counts weekly and every-other-day schedules by their pace', () => {
    const mondays: MedicationSchedule = { repeat: 'weekly', weekdays: [1], times: ['09:00'] }
    expect(daysOfPillsLeft({ schedule: mondays, pillsLeft: 2, pillsPerDose: 1 })).toBe(14)
    const everyOther: MedicationSchedule = { repeat: 'interval', everyDays: 2, times: ['09:00'] }
    expect(daysOfPillsLeft({ schedule: everyOther, pillsLeft: 3, pillsPerDose: 1 })).toBe(6)
  })
  it('says to refill a medication taken as needed when five or fewer are left', () => {
    const asNeeded: MedicationSchedule = { repeat: 'asNeeded' }
    expect(refillSoon({ schedule: asNeeded, pillsLeft: 5, pillsPerDose: 1 })).toBe(true)
    expect(refillSoon({ schedule: asNeeded, pillsLeft: 6, pillsPerDose: 1 })).toBe(false)
  })
})
