// `npx tsx bench/calendar-languages.ts`: the built-in calendar parser on the labelled requests in
// bench/calendar-languages/ (French, German, Italian, Portuguese, Chinese, Japanese), as the chat
// reads them: first whether a message is a calendar request at all, then what it asks. Prints
// the share right by language and action, and with `--wrong` each request it gets wrong.
import { labelledSets, percent } from './labelled-sets.ts'
import { isCalendarRequest } from '#shared/calendar/detect.ts'
import {
  type CalendarCase as Case,
  type CalendarExpectation,
  calendarMistakes,
} from '#shared/calendar/labelled-case.ts'
import { type ParsedCalendarRequest, parseCalendarRequest } from '#shared/calendar/parse.ts'

const FOLDER = 'calendar-languages'
const showWrong = process.argv.includes('--wrong')

/** What a reading gets wrong, including not being taken for a calendar request at all. */
function mistakes(text: string, parsed: ParsedCalendarRequest, expected: CalendarExpectation): string[] {
  const notAsked = isCalendarRequest(text) ? [] : ['not taken for a calendar request']
  return [...notAsked, ...calendarMistakes(parsed, expected)]
}

let allRight = 0
let allCases = 0
for (const [name, cases] of labelledSets<Case>(FOLDER)) {
  const byAction = new Map<string, { right: number; all: number }>()
  let right = 0
  for (const item of cases) {
    const parsed = parseCalendarRequest(item.text, { now: new Date(item.now), timeZone: item.timeZone })
    const wrong = mistakes(item.text, parsed, item.expect)
    const tally = byAction.get(item.expect.action ?? '?') ?? { right: 0, all: 0 }
    byAction.set(item.expect.action ?? '?', tally)
    tally.all += 1
    if (wrong.length === 0) {
      tally.right += 1
      right += 1
    } else if (showWrong) {
      console.log(`  ✗ ${item.text}\n      ${wrong.join('; ')}`)
    }
  }
  allRight += right
  allCases += cases.length
  const actions = [...byAction].map(([action, t]) => `${action} ${t.right}/${t.all}`).join(', ')
  console.log(`${name.padEnd(12)} ${right}/${cases.length} (${percent(right, cases.length)}): ${actions}`)
}
console.log(`all          ${allRight}/${allCases} (${percent(allRight, allCases)})`)
