// When a medication's doses fall: its schedule (every day at 8 and 20; Mondays; every other day;
// as needed) read in the time zone the person takes it in, so a dose at 8:00 stays at 8:00 on the
// wall clock across daylight-saving changes. A time the clocks skip (2:30 on a spring-forward
// night) falls at 3:30; a time that happens twice (clocks going back) happens once, the first time.
import {
  type WallTime,
  addDays,
  wallTimeAt,
  wallToUtcMs,
  weekdayOf,
  zonedInstant,
} from '#shared/calendar/zoned-time.ts'

/** How often a medication is taken. Weekdays are 1 Monday .. 7 Sunday (ISO). */
export type MedicationSchedule =
  | { repeat: 'daily'; times: string[] }
  | { repeat: 'weekly'; weekdays: number[]; times: string[] }
  | { repeat: 'interval'; everyDays: number; times: string[] }
  | { repeat: 'asNeeded' }

/** What the schedule needs to know of a medication. Dates are YYYY-MM-DD in its time zone. */
export type Scheduled = {
  schedule: MedicationSchedule
  startDate: string
  endDate?: string | null
  timeZone: string
}

/** One dose as the schedule places it: the day and clock time it is for, and the instant. */
export type PlannedDose = { date: string; time: string; dueAt: Date }

const DAY_MS = 86_400_000

/** YYYY-MM-DD of a wall time. */
export const dateOf = (wall: WallTime) =>
  `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`

/** The wall time at midnight starting a YYYY-MM-DD day. */
function wallOfDate(date: string): WallTime {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return { year, month, day, hour: 0, minute: 0, second: 0 }
}

/** Whole days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((wallToUtcMs(wallOfDate(to)) - wallToUtcMs(wallOfDate(from))) / DAY_MS)

/** The times of day a schedule has, sorted, with none twice; none for "as needed". */
export function timesOf(schedule: MedicationSchedule): string[] {
  return schedule.repeat === 'asNeeded' ? [] : [...new Set(schedule.times)].sort()
}

/** Whether the schedule has doses on a day (a YYYY-MM-DD within the medication's dates). */
export function takenOn(medication: Scheduled, date: string): boolean {
  const { schedule, startDate, endDate } = medication
  if (date < startDate || (endDate && date > endDate)) return false
  switch (schedule.repeat) {
    case 'daily':
      return true
    case 'weekly':
      return schedule.weekdays.includes(weekdayOf(wallOfDate(date)) || 7)
    case 'interval':
      return daysBetween(startDate, date) % schedule.everyDays === 0
    case 'asNeeded':
      return false
  }
}

/**
 * The doses due at or after `from` and before `to`, in time order. A dose is named by its day and
 * clock time, which stay the same whatever the clocks do; its instant follows the zone's rules.
 */
export function dosesBetween(medication: Scheduled, from: Date, to: Date): PlannedDose[] {
  const times = timesOf(medication.schedule)
  if (!times.length || to <= from) return []
  const { timeZone } = medication
  const doses: PlannedDose[] = []
  const seen = new Set<number>()
  // A day either side: a zone's day starts up to 14 hours from UTC's.
  const last = dateOf(addDays(wallTimeAt(to, timeZone), 1))
  for (let day = addDays(wallTimeAt(from, timeZone), -1); dateOf(day) <= last; day = addDays(day, 1)) {
    const date = dateOf(day)
    if (!takenOn(medication, date)) continue
    for (const time of times) {
      const [hour, minute] = time.split(':').map(Number) as [number, number]
      const dueAt = zonedInstant({ ...wallOfDate(date), hour, minute }, timeZone)
      // Two times the clocks make one instant (2:30 and 3:30 on a spring-forward night) are one dose.
      if (dueAt < from || dueAt >= to || seen.has(dueAt.getTime())) continue
      seen.add(dueAt.getTime())
      doses.push({ date, time, dueAt })
    }
  }
  return doses.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
}

/** The YYYY-MM-DD it is at an instant in a zone. */
export const todayIn = (instant: Date, timeZone: string) => dateOf(wallTimeAt(instant, timeZone))

/** The instants a YYYY-MM-DD day starts and ends in a zone. */
export function dayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  const start = wallOfDate(date)
  return { start: zonedInstant(start, timeZone), end: zonedInstant(addDays(start, 1), timeZone) }
}

/** How many doses a schedule has in an average day (0 for "as needed"), for how long pills last. */
export function dosesPerDay(schedule: MedicationSchedule): number {
  switch (schedule.repeat) {
    case 'daily':
      return timesOf(schedule).length
    case 'weekly':
      return (timesOf(schedule).length * new Set(schedule.weekdays).size) / 7
    case 'interval':
      return timesOf(schedule).length / schedule.everyDays
    case 'asNeeded':
      return 0
  }
}

/** Days of pills left at which Sage says to refill. */
export const REFILL_DAYS = 7

/**
 * How many days the pills left last at the schedule's pace; null when no count is kept or the
 * medication is taken only as needed.
 */
export function daysOfPillsLeft(medication: {
  schedule: MedicationSchedule
  pillsLeft?: number | null
  pillsPerDose: number
}): number | null {
  const perDay = dosesPerDay(medication.schedule) * medication.pillsPerDose
  if (medication.pillsLeft == null || perDay === 0) return null
  return Math.floor(medication.pillsLeft / perDay)
}

/** Whether to say "refill soon": fewer than REFILL_DAYS of pills left. */
export function refillSoon(medication: Parameters<typeof daysOfPillsLeft>[0]): boolean {
  const days = daysOfPillsLeft(medication)
  if (days != null) return days < REFILL_DAYS
  // As needed: a handful of pills left is low.
  return medication.pillsLeft != null && medication.schedule.repeat === 'asNeeded' && medication.pillsLeft <= 5
}
