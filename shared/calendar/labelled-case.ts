// A labelled calendar request, as the parser's tests and benchmarks hold them, and how a reading
// of it is checked: each field said is checked, a field left out is not.
import { type ParsedCalendarRequest } from './parse.ts'

/** What a correct reading of a request has; every field is optional. */
export type CalendarExpectation = {
  /** `list` is the same as `get`. */
  action?: string
  /** "YYYY-MM-DDTHH:mm" prefix of start, in local wall time. */
  start?: string
  end?: string
  /** "HH:mm" of start. */
  time?: string
  freq?: string
  summaryHas?: string
  queryHas?: string
  missing?: boolean
}

/** A request with the moment and zone it was made in, and what a correct reading has. */
export type CalendarCase = { text: string; now: string; timeZone: string; expect: CalendarExpectation }

/** What a reading gets wrong against a labelled case; empty when it is right. */
export function calendarMistakes(parsed: ParsedCalendarRequest, expected: CalendarExpectation): string[] {
  const wrong: string[] = []
  const check = (ok: boolean, what: string) => ok || wrong.push(what)
  const action = expected.action === 'list' ? 'get' : expected.action
  if (action) check(parsed.action === action, `action ${parsed.action}`)
  // A cancellation or a question names the day it is about as its window, not as a new start.
  const start =
    parsed.action === 'delete' || parsed.action === 'get' ? (parsed.start ?? parsed.rangeStart) : parsed.start
  // A new event with no time has no start yet: Sage asks for it (the day is kept for the answer).
  const asksStart = expected.missing === true && parsed.action === 'create' && parsed.missingFields.includes('start')
  if (expected.start && !asksStart) check(start?.startsWith(expected.start) === true, `start ${start}`)
  if (expected.end) check(parsed.end?.startsWith(expected.end) === true, `end ${parsed.end}`)
  if (expected.time) check(parsed.start?.slice(11, 16) === expected.time, `time ${parsed.start}`)
  if (expected.freq) check(parsed.recurrencePattern?.includes(`FREQ=${expected.freq}`) === true, 'freq')
  if (expected.summaryHas) {
    check(parsed.summary?.toLowerCase().includes(expected.summaryHas) === true, `summary ${parsed.summary}`)
  }
  if (expected.queryHas) {
    check(parsed.searchQuery?.toLowerCase().includes(expected.queryHas) === true, `query ${parsed.searchQuery}`)
  }
  if (expected.missing !== undefined) {
    check(parsed.missingFields.length > 0 === expected.missing, `missing [${parsed.missingFields.join(', ')}]`)
  }
  return wrong
}
