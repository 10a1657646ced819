// Which recurrence lines an event may hold. A rule is checked in full when it is stored, and again
// before it is expanded, so that listing a calendar always costs little, whatever was sent.
//
// Why these limits: rrule expands a rule period by period and only stops at a matching date, at
// COUNT, or in the year 9999. A rule that can never match again (the 30th of February; "every
// seven days, on Mondays" from a Tuesday) or steps every second walks millions of periods on the
// server's one thread. So a rule must be one a person can mean: no more often than hourly (and
// hourly only with an end), no parts that calendars for people do not use (BYSECOND, BYYEARDAY,
// BYWEEKNO), no intervals combined with filters that could never line up, and days that exist.
import { rrule } from './rrule-module.ts'
import { isValidTimeZone } from './zoned-time.ts'

const { RRule } = rrule

/** Most occurrences a COUNT may ask for: every day for ten years. */
export const MAX_RULE_COUNT = 3660
/** Longest INTERVAL: every 99 days, weeks, months or years. */
export const MAX_RULE_INTERVAL = 99

const KNOWN_PARTS = new Set([
  'FREQ',
  'INTERVAL',
  'COUNT',
  'UNTIL',
  'WKST',
  'BYDAY',
  'BYMONTHDAY',
  'BYMONTH',
  'BYHOUR',
  'BYMINUTE',
  'BYSETPOS',
])
const FREQS = new Set(['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'])
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

// A date (20261124), a UTC or floating date-time (20261124T090000Z), as RFC 5545 writes them.
const DATE = /^\d{8}$/
const DATE_TIME = /^\d{8}T\d{6}Z?$/

/** Why a set of recurrence lines cannot be stored, in plain words; null when they can. */
export function recurrenceProblem(lines: readonly string[]): string | null {
  const rules = lines.filter((line) => /^RRULE[:;]/i.test(line))
  if (rules.length > 1) return 'An event can repeat by only one rule.'
  for (const line of lines) {
    const problem = /^RRULE[:;]/i.test(line) ? ruleProblem(line) : dateListProblem(line)
    if (problem) return problem
  }
  if (!rules.length && lines.length) return 'Extra dates need a repeat rule.'
  return null
}

/** Why one EXDATE or RDATE line is not one RFC 5545 allows; null when it is. */
function dateListProblem(line: string): string | null {
  const match = /^(EXDATE|RDATE)((?:;[A-Z-]+=[^:;]+)*):(.+)$/i.exec(line)
  if (!match) return 'A repeat line must start with RRULE, EXDATE or RDATE.'
  const params = new Map(
    (match[2] ?? '')
      .split(';')
      .filter(Boolean)
      .map((param) => {
        const [key = '', value = ''] = param.split('=')
        return [key.toUpperCase(), value] as const
      }),
  )
  for (const key of params.keys()) if (key !== 'TZID' && key !== 'VALUE') return `Unknown ${key} in a date line.`
  const zone = params.get('TZID')
  if (zone !== undefined && !isValidTimeZone(zone)) return `Unknown time zone ${zone}.`
  const dateOnly = params.get('VALUE')?.toUpperCase() === 'DATE'
  if (params.has('VALUE') && !dateOnly && params.get('VALUE')?.toUpperCase() !== 'DATE-TIME')
    return 'Dates must be DATE or DATE-TIME.'
  const values = match[3]!.split(',')
  if (values.length > 500) return 'Too many dates in one line.'
  for (const value of values) {
    const shape = dateOnly ? DATE : DATE_TIME
    if (!shape.test(value) || !realDate(value)) return `${value} is not a date.`
    if (zone !== undefined && value.endsWith('Z')) return `${value} cannot be both UTC and in ${zone}.`
  }
  return null
}

/** Years an event may fall in: a calendar for a person's life, not for any date a computer can write. */
export const EVENT_YEARS = { min: 1900, max: 2199 } as const

/** A YYYYMMDD[THHMMSS[Z]] value's fields as a "floating" Date (its UTC fields hold them), unchecked. */
export function floatingDate(value: string): Date {
  const field = (from: number, to: number) => Number(value.slice(from, to) || 0)
  return new Date(Date.UTC(field(0, 4), field(4, 6) - 1, field(6, 8), field(9, 11), field(11, 13), field(13, 15)))
}

/** Whether a YYYYMMDD[THHMMSS] value names a real day and time within EVENT_YEARS. */
function realDate(value: string): boolean {
  const date = floatingDate(value)
  const fields = [value.slice(0, 4), value.slice(4, 6), value.slice(6, 8), value.slice(9, 11) || '0'].map(Number)
  const [year = 0, month = 0, day = 0, hours = 0] = fields
  return (
    year >= EVENT_YEARS.min &&
    year <= EVENT_YEARS.max &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hours &&
    date.getUTCMinutes() === Number(value.slice(11, 13) || 0) &&
    date.getUTCSeconds() === Number(value.slice(13, 15) || 0)
  )
}

/** Why one RRULE line cannot be stored; null when it can. */
function ruleProblem(line: string): string | null {
  const body = line.replace(/^RRULE[:;]/i, '')
  const parts = new Map<string, string>()
  for (const part of body.split(';').filter(Boolean)) {
    const [key = '', value, extra] = part.split('=')
    const name = key.toUpperCase()
    if (value === undefined || extra !== undefined || !value) return `${part} is not a rule part.`
    if (!KNOWN_PARTS.has(name)) return `${name} is not supported in a repeat rule.`
    if (parts.has(name)) return `${name} appears twice.`
    parts.set(name, value.toUpperCase())
  }
  const freq = parts.get('FREQ')
  if (!freq) return 'A repeat rule needs FREQ.'
  if (freq === 'SECONDLY' || freq === 'MINUTELY') return 'An event can repeat at most every hour.'
  if (!FREQS.has(freq)) return `${freq} is not a frequency.`
  if (parts.has('COUNT') && parts.has('UNTIL')) return 'A repeat rule takes COUNT or UNTIL, not both.'

  const interval = whole(parts.get('INTERVAL') ?? '1')
  if (interval === null || interval < 1 || interval > MAX_RULE_INTERVAL)
    return `INTERVAL must be between 1 and ${MAX_RULE_INTERVAL}.`
  if (parts.has('COUNT')) {
    const count = whole(parts.get('COUNT')!)
    if (count === null || count < 1 || count > MAX_RULE_COUNT) return `COUNT must be between 1 and ${MAX_RULE_COUNT}.`
  }
  const until = parts.get('UNTIL')
  if (until !== undefined && !((DATE.test(until) || DATE_TIME.test(until)) && realDate(until)))
    return `UNTIL ${until} is not a date.`
  if (parts.has('WKST') && !/^(MO|TU|WE|TH|FR|SA|SU)$/.test(parts.get('WKST')!)) return 'WKST must be a weekday.'

  const months = numbers(parts.get('BYMONTH'), 1, 12)
  const monthDays = numbers(parts.get('BYMONTHDAY'), -31, 31)
  const hours = numbers(parts.get('BYHOUR'), 0, 23)
  const minutes = numbers(parts.get('BYMINUTE'), 0, 59)
  const setPositions = numbers(parts.get('BYSETPOS'), -5, 5)
  const days = weekdays(parts.get('BYDAY'))
  if (!months || !monthDays || !hours || !minutes || !setPositions || !days) return 'A repeat rule has a bad value.'
  if (monthDays.includes(0) || setPositions.includes(0)) return 'A repeat rule has a bad value.'
  if (minutes.length > 1) return 'An event can repeat at most every hour.'

  if (freq === 'HOURLY') {
    if (!parts.has('COUNT') && !until) return 'An event that repeats every hour needs an end.'
    if (months.length || monthDays.length || days.length || hours.length || setPositions.length)
      return 'An event that repeats every hour cannot have other repeat parts.'
  }
  // Filters that step with an interval may never line up ("every 7 days, on Mondays" from a
  // Tuesday), so a rule with an interval filters only by what the interval steps over.
  const filtered =
    freq === 'DAILY'
      ? months.length || monthDays.length || days.length
      : freq === 'WEEKLY'
        ? months.length || monthDays.length
        : freq === 'MONTHLY'
          ? months.length
          : months.length === 1 && months[0] === 2 && monthDays.every((day) => Math.abs(day) >= 29)
  if (interval > 1 && filtered) return 'This repeat rule could never fall on a day.'
  const numbered = days.filter((day) => day.nth !== 0)
  if (numbered.length) {
    if (freq !== 'MONTHLY' && freq !== 'YEARLY') return 'Numbered weekdays need a monthly or yearly rule.'
    if (monthDays.length) return 'This repeat rule could never fall on a day.'
    if (numbered.some((day) => Math.abs(day.nth) > (freq === 'YEARLY' && !months.length ? 53 : 5)))
      return 'A repeat rule has a bad value.'
  }
  if (setPositions.length && (freq !== 'MONTHLY' || !days.length || numbered.length))
    return 'BYSETPOS needs a monthly rule with weekdays.'
  // A day of the month that no chosen month has (the 30th of February).
  if (monthDays.length) {
    const inMonths = months.length ? months : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    const exists = inMonths.some((month) => monthDays.some((day) => Math.abs(day) <= DAYS_IN_MONTH[month - 1]!))
    if (!exists) return 'This repeat rule could never fall on a day.'
  }
  try {
    RRule.parseString(body)
  } catch {
    return 'A repeat rule has a bad value.'
  }
  return null
}

function whole(value: string): number | null {
  return /^\d{1,6}$/.test(value) ? Number(value) : null
}

/** A comma list of whole numbers within bounds; null when one is not. */
function numbers(value: string | undefined, min: number, max: number): number[] | null {
  if (value === undefined) return []
  const list = value.split(',').map((item) => (/^[+-]?\d{1,3}$/.test(item) ? Number(item) : NaN))
  return list.every((item) => Number.isInteger(item) && item >= min && item <= max) && list.length <= 31 ? list : null
}

/** BYDAY's weekdays with their number (0 when none: every such weekday). */
function weekdays(value: string | undefined): { day: string; nth: number }[] | null {
  if (value === undefined) return []
  const days = value.split(',').map((item) => /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item))
  if (days.some((day) => !day) || days.length > 7 * 5) return null
  return days.map((day) => ({ day: day![2]!, nth: Number(day![1] ?? 0) }))
}
