import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { offsetMinutes } from './time.ts'
import { isKnownTimeZone, vtimezoneLines } from './vtimezone.ts'

/** The zone's observances as ical.js reads them, without the BEGIN/END lines. */
function observances(zone: string, fromYear: number, toYear: number) {
  const text = ['BEGIN:VCALENDAR', ...vtimezoneLines(zone, { fromYear, toYear }), 'END:VCALENDAR'].join('\r\n')
  const component = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vtimezone')!
  return component.getAllSubcomponents().map((observance) => ({
    kind: observance.name,
    start: String(observance.getFirstPropertyValue('dtstart')),
    rule: observance.getFirstProperty('rrule')?.toICALString() ?? null,
    from: String(observance.getFirstPropertyValue('tzoffsetfrom')),
    to: String(observance.getFirstPropertyValue('tzoffsetto')),
  }))
}

/** The UTC offset (minutes) ical.js works out from the VTIMEZONE for a local time in the zone. */
function icalOffset(zone: string, years: { fromYear: number; toYear: number }, local: string) {
  const text = ['BEGIN:VCALENDAR', ...vtimezoneLines(zone, years), 'END:VCALENDAR'].join('\r\n')
  const component = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vtimezone')!
  const timezone = new ICAL.Timezone(component)
  const time = ICAL.Time.fromDateTimeString(local)
  time.zone = timezone
  return timezone.utcOffset(time) / 60
}

describe('vtimezoneLines', () => {
  it('writes the US rules as yearly rules: second Sunday of March and first Sunday of November at 2 AM', () => {
    expect(observances('America/New_York', 2025, 2028)).toEqual([
      { kind: 'standard', start: '1970-01-01T00:00:00', rule: null, from: '-05:00', to: '-05:00' },
      {
        kind: 'daylight',
        start: '2025-03-09T02:00:00',
        rule: 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
        from: '-05:00',
        to: '-04:00',
      },
      {
        kind: 'standard',
        start: '2025-11-02T02:00:00',
        rule: 'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
        from: '-04:00',
        to: '-05:00',
      },
    ])
  })

  it('writes the European rules with the last Sunday of March and October', () => {
    const rules = observances('Europe/Berlin', 2025, 2028).map((observance) => observance.rule)
    expect(rules).toEqual([null, 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU'])
  })

  it('prefers the last Sunday when the years seen fit the 4th or 5th Sunday too', () => {
    // 28 March 2027 and 26 March 2028 are both the 4th Sunday; 31 and 29 October both the 5th.
    const rules = observances('Europe/Berlin', 2027, 2028).map((observance) => observance.rule)
    expect(rules).toEqual([null, 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU'])
  })

  it('starts a southern-hemisphere year in daylight time', () => {
    expect(observances('Australia/Sydney', 2025, 2028).map(({ kind, rule }) => [kind, rule])).toEqual([
      ['daylight', null],
      ['standard', 'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU'],
      ['daylight', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU'],
    ])
  })

  it('writes one offset for a zone without daylight-saving time', () => {
    expect(observances('Asia/Kolkata', 2020, 2028)).toEqual([
      { kind: 'standard', start: '1970-01-01T00:00:00', rule: null, from: '+05:30', to: '+05:30' },
    ])
  })

  it('lists the changes of a zone that stopped changing its clocks, and no rule after', () => {
    const saoPaulo = observances('America/Sao_Paulo', 2017, 2028)
    expect(saoPaulo.every((observance) => observance.rule === null)).toBe(true)
    expect(saoPaulo.at(-1)).toMatchObject({ kind: 'standard', start: '2019-02-17T00:00:00', to: '-03:00' })
    expect(icalOffset('America/Sao_Paulo', { fromYear: 2017, toYear: 2028 }, '2018-12-25T12:00:00')).toBe(-120)
    expect(icalOffset('America/Sao_Paulo', { fromYear: 2017, toYear: 2028 }, '2040-12-25T12:00:00')).toBe(-180)
  })

  it.each(['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Australia/Sydney', 'Pacific/Auckland'])(
    'gives the same offsets as the time-zone data for every month of the years ahead in %s',
    (zone) => {
      for (let year = 2024; year <= 2045; year += 1) {
        for (let month = 1; month <= 12; month += 1) {
          const local = `${year}-${String(month).padStart(2, '0')}-15T12:00:00`
          const expected = offsetMinutes(new Date(`${local}Z`), zone)
          expect(icalOffset(zone, { fromYear: 2024, toYear: 2028 }, local), `${zone} ${local}`).toBe(expected)
        }
      }
    },
  )

  it('knows real zones and refuses unknown or unsafe names', () => {
    expect(isKnownTimeZone('America/New_York')).toBe(true)
    expect(isKnownTimeZone('Etc/GMT+5')).toBe(true)
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isKnownTimeZone('UTC:\r\nBEGIN:VEVENT')).toBe(false)
  })
})
