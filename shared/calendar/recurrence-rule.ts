// Turns a recurrence into one RRULE line with the rrule library (frequency, interval, weekdays,
// month day, count or until), and finds its first occurrence at or after now. rrule works on
// "floating" times: wall-clock values stored as UTC, which is how we hand them over.
import { type Frequency } from './recurrence.ts'
import { rrule } from './rrule-module.ts'
import { utcMsToWall, type WallTime, wallToUtcMs } from './zoned-time.ts'

const { RRule } = rrule

/** A repeat as RRULE parts. */
export type RecurrenceRule = {
  freq: Frequency
  interval: number
  /** 0 Sunday .. 6 Saturday. */
  weekdays: number[]
  /** With weekdays in a monthly rule: which one of the month (1..4, -1 the last). */
  nth?: number
  monthDay?: number
  month?: number
  /** Several times a day ("at 8am and 8pm"): BYHOUR, at the first start's minute. */
  hours?: number[]
  count?: number
  /** The last moment an occurrence may start (an instant). */
  until?: Date
}

const FREQUENCIES = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY, YEARLY: RRule.YEARLY }
// rrule numbers weekdays from Monday (0) to Sunday (6).
const RRULE_DAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA]

/** The rrule options of a rule, without DTSTART. */
function optionsOf(rule: RecurrenceRule) {
  const byweekday = rule.weekdays.map((day) => (rule.nth ? RRULE_DAYS[day]!.nth(rule.nth) : RRULE_DAYS[day]!))
  return {
    freq: FREQUENCIES[rule.freq],
    interval: rule.interval,
    ...(byweekday.length ? { byweekday } : {}),
    ...(rule.monthDay ? { bymonthday: [rule.monthDay] } : {}),
    ...(rule.month ? { bymonth: [rule.month] } : {}),
    ...(rule.hours?.length ? { byhour: rule.hours } : {}),
    ...(rule.count ? { count: rule.count } : {}),
    ...(rule.until ? { until: rule.until } : {}),
  }
}

/** One RRULE line for a rule, such as "RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO". */
export function toRRuleLine(rule: RecurrenceRule): string {
  return new RRule(optionsOf(rule)).toString()
}

/**
 * The first occurrence of a rule at or after a wall time, when it starts on a given day at a given
 * time; null when there is none in the next few years. The interval is left out on purpose: "every
 * other Monday" starts on the coming Monday, and the series counts from there.
 */
export function firstOccurrence(rule: RecurrenceRule, anchor: WallTime, notBefore: WallTime): WallTime | null {
  const dtstart = new Date(wallToUtcMs(anchor))
  const series = new RRule({ ...optionsOf({ ...rule, interval: 1, count: undefined, until: undefined }), dtstart })
  const from = new Date(Math.max(wallToUtcMs(notBefore), dtstart.getTime()))
  const first = series.after(from, true)
  return first ? utcMsToWall(first.getTime()) : null
}

const FREQUENCY_NAMES: Record<number, Frequency> = {
  [RRule.DAILY]: 'DAILY',
  [RRule.WEEKLY]: 'WEEKLY',
  [RRule.MONTHLY]: 'MONTHLY',
  [RRule.YEARLY]: 'YEARLY',
}

/**
 * Reads one RRULE line ("RRULE:FREQ=MONTHLY;BYDAY=+1MO") back into a rule; null when it is not
 * one, or has a shape a rule here cannot hold: more often than daily, BYSETPOS, several numbered
 * weekdays, or a numbered weekday other than the first to fifth or the last.
 */
export function readRRuleLine(line: string): RecurrenceRule | null {
  let options: ReturnType<typeof RRule.parseString>
  try {
    options = RRule.parseString(line.trim())
  } catch {
    return null
  }
  const freq = options.freq === undefined ? undefined : FREQUENCY_NAMES[options.freq]
  if (!freq || options.bysetpos !== undefined) return null
  const days = ([] as unknown[]).concat(options.byweekday ?? [])
  const weekdays: number[] = []
  let nth: number | undefined
  for (const day of days) {
    const weekday = typeof day === 'number' ? day : (day as { weekday: number; n?: number }).weekday
    // rrule counts weekdays from Monday (0); a rule here counts from Sunday (0).
    weekdays.push((weekday + 1) % 7)
    if (typeof day === 'object' && (day as { n?: number }).n) nth = (day as { n: number }).n
  }
  const numbered = days.filter((day) => typeof day === 'object' && (day as { n?: number }).n)
  if (
    numbered.length > 1 ||
    (nth !== undefined && (numbered.length !== days.length || !(nth === -1 || (nth >= 1 && nth <= 5))))
  ) {
    return null
  }
  const list = (value: number | number[] | null | undefined) => ([] as number[]).concat(value ?? [])
  return {
    freq,
    interval: options.interval ?? 1,
    weekdays,
    ...(nth ? { nth } : {}),
    ...(list(options.bymonthday)[0] ? { monthDay: list(options.bymonthday)[0] } : {}),
    ...(list(options.bymonth)[0] ? { month: list(options.bymonth)[0] } : {}),
    ...(list(options.byhour).length ? { hours: list(options.byhour).toSorted((a, b) => a - b) } : {}),
    ...(options.count ? { count: options.count } : {}),
    ...(options.until ? { until: options.until } : {}),
  }
}
