import { offsetMinutes } from './time.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** Offsets are sampled weekly; no zone changes its clocks twice within a week. */
const STEP = 7 * DAY
const FIRST_YEAR = 1970
const LAST_YEAR = 2100

/** One change of a zone's UTC offset: the first moment (ms) of the new offset, and both offsets in minutes. */
type Transition = { at: number; from: number; to: number }

/** A yearly rule for one transition: the nth (or last, -1) weekday of a month at a local time. */
type YearlyRule = { month: number; weekday: number; nth: number; time: string; from: number; to: number }

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
const yearCache = new Map<string, Transition[]>()

/** Whether the runtime knows the zone and its name is safe to write into an iCalendar line. */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z0-9_/+-]{1,64}$/.test(zone)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The offset changes of a zone in one (UTC) year, found by weekly samples and a search to the minute. */
function transitionsIn(zone: string, year: number): Transition[] {
  const key = `${zone} ${year}`
  const cached = yearCache.get(key)
  if (cached) return cached
  const end = Date.UTC(year + 1, 0, 1)
  const offsetAt = (ms: number) => offsetMinutes(new Date(ms), zone)
  const found: Transition[] = []
  let time = Date.UTC(year, 0, 1)
  let offset = offsetAt(time)
  while (time < end) {
    const next = Math.min(time + STEP, end)
    if (offsetAt(next) !== offset) {
      let low = time
      let high = next
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / MINUTE / 2) * MINUTE
        if (offsetAt(middle) === offset) low = middle
        else high = middle
      }
      const to = offsetAt(high)
      found.push({ at: high, from: offset, to })
      time = high
      offset = to
    } else {
      time = next
    }
  }
  yearCache.set(key, found)
  return found
}

/** The local time just before a transition (RFC 5545 writes an onset in the offset it ends), as UTC fields. */
const onsetWall = (transition: Transition) => new Date(transition.at + transition.from * MINUTE)

const daysInMonth = (wall: Date) => new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate()

/** The yearly rules a transition fits: its nth weekday of the month, and "the last" when it is. */
function rulesFor(transition: Transition): YearlyRule[] {
  const wall = onsetWall(transition)
  const day = wall.getUTCDate()
  const base = {
    month: wall.getUTCMonth() + 1,
    weekday: wall.getUTCDay(),
    time: basicDateTime(wall).slice(9),
    from: transition.from,
    to: transition.to,
  }
  const rules = [{ ...base, nth: Math.ceil(day / 7) }]
  if (day + 7 > daysInMonth(wall)) rules.push({ ...base, nth: -1 })
  return rules
}

const sameRule = (a: YearlyRule, b: YearlyRule) =>
  a.month === b.month &&
  a.weekday === b.weekday &&
  a.time === b.time &&
  a.from === b.from &&
  a.to === b.to &&
  a.nth === b.nth

/**
 * The zone's current daylight-saving rules as yearly rules, and the first year they hold
 * (continuously up to `toYear`); null when the zone keeps one offset or its changes follow no
 * weekday pattern.
 */
function currentRules(zone: string, fromYear: number, toYear: number) {
  const last = transitionsIn(zone, toYear)
  const [first, second] = last
  const alternates = last.length === 2 && first!.to === second!.from && second!.to === first!.from
  if (!alternates) return null
  let rules = last.map(rulesFor)
  let since = toYear
  for (let year = toYear - 1; year >= fromYear; year -= 1) {
    const transitions = transitionsIn(zone, year)
    if (transitions.length !== last.length) break
    const narrowed = rules.map((candidates, index) =>
      candidates.filter((rule) => rulesFor(transitions[index]!).some((other) => sameRule(rule, other))),
    )
    if (narrowed.some((candidates) => candidates.length === 0)) break
    rules = narrowed
    since = year
  }
  // One year of a pattern is not a rule to repeat for ever.
  if (since === toYear) return null
  // "The last Sunday" is how zones write a rule that also fits "the 4th" or "5th" in the years seen.
  return { since, rules: rules.map((candidates) => candidates.find((rule) => rule.nth === -1) ?? candidates[0]!) }
}

/** A date-time in the iCalendar basic format, from a Date's UTC fields: 20260308T020000. */
export function basicDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/[-:]/g, '')
}

/** An offset in minutes written as iCalendar's UTC-OFFSET: -0500, +0530. */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const size = Math.abs(minutes)
  return `${sign}${String(Math.floor(size / 60)).padStart(2, '0')}${String(size % 60).padStart(2, '0')}`
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', start: string, from: number, to: number, rule?: string) {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    ...(rule ? [rule] : []),
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    `END:${kind}`,
  ]
}

/** Daylight time is the larger offset of a year that changes its clocks twice; anything else is standard. */
const kindOf = (from: number, to: number, twice: boolean) => (twice && to > from ? 'DAYLIGHT' : 'STANDARD')

/**
 * A VTIMEZONE block (RFC 5545 3.6.5) for an IANA zone, from the runtime's time-zone data: every
 * offset change from `fromYear` on, with the current daylight-saving rules written as yearly
 * RRULEs so dates past `toYear` (a weekly event for years to come) still get the right offset.
 */
export function vtimezoneLines(zone: string, years: { fromYear: number; toYear: number }): string[] {
  const fromYear = Math.min(Math.max(years.fromYear, FIRST_YEAR), LAST_YEAR)
  const toYear = Math.min(Math.max(years.toYear, fromYear), LAST_YEAR)
  const current = currentRules(zone, fromYear, toYear)
  const firstYear = transitionsIn(zone, fromYear)
  // The offset before the first change covers every earlier date.
  const initial = offsetMinutes(new Date(Date.UTC(fromYear, 0, 1)), zone)
  const lines = observance(
    firstYear[0] ? kindOf(firstYear[0].to, firstYear[0].from, firstYear.length >= 2) : 'STANDARD',
    '19700101T000000',
    initial,
    initial,
  )
  for (let year = fromYear; year < (current?.since ?? toYear + 1); year += 1) {
    const transitions = transitionsIn(zone, year)
    for (const transition of transitions) {
      const { from, to } = transition
      lines.push(
        ...observance(kindOf(from, to, transitions.length >= 2), basicDateTime(onsetWall(transition)), from, to),
      )
    }
  }
  current?.rules.forEach((rule, index) => {
    const onset = basicDateTime(onsetWall(transitionsIn(zone, current.since)[index]!))
    const rrule = `RRULE:FREQ=YEARLY;BYMONTH=${rule.month};BYDAY=${rule.nth}${WEEKDAYS[rule.weekday]}`
    lines.push(...observance(kindOf(rule.from, rule.to, true), onset, rule.from, rule.to, rrule))
  })
  return ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...lines, 'END:VTIMEZONE']
}
