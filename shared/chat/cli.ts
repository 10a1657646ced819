import { parseCalendarRequest } from '#shared/calendar/parse.ts'
import { daysInMonth, isValidTimeZone } from '#shared/calendar/zoned-time.ts'
import { isRecord } from '#shared/settings/display.ts'
import { chatLanguages, defaultChatLanguage, toChatLanguage } from './chat-languages.ts'
import { detectLanguage } from './language.ts'
import { assessEmergency } from '#shared/safety/detector.ts'

/** Commands of `npm run -s sage -- <command>` (product.md 12). */
export const cliCommands = ['detect-language', 'parse-calendar', 'detect-emergency'] as const
export type CliCommand = (typeof cliCommands)[number]

/** Exit code for a command the CLI does not know. */
export const USAGE_EXIT_CODE = 2

/** What a run gives back: the output lines, or the one-line error of an unknown command. */
export type CliRun = { exitCode: 0; output: string[] } | { exitCode: typeof USAGE_EXIT_CODE; error: string }

/** True for a command the CLI knows. */
export function isCliCommand(command: unknown): command is CliCommand {
  return cliCommands.includes(command as CliCommand)
}

/** The one-line error for a missing or unknown command. */
export function commandError(command: string | undefined): string {
  const known = cliCommands.join(', ')
  return command ? `sage: unknown command "${command}" (known: ${known})` : `sage: name a command (known: ${known})`
}

/** Runs a command over input lines (one JSON object each), one JSON line out per non-blank line in. */
export function runLines(command: string | undefined, lines: readonly string[]): CliRun {
  if (!isCliCommand(command)) return { exitCode: USAGE_EXIT_CODE, error: commandError(command) }
  return { exitCode: 0, output: lines.filter((line) => line.trim()).map((line) => runLine(command, line)) }
}

/** Runs a command on one input line and gives its JSON answer, or {"error"} for a bad line. */
export function runLine(command: CliCommand, line: string): string {
  const value = readJson(line, inputExamples[command])
  if (typeof value === 'string') return JSON.stringify({ error: value })
  return JSON.stringify(runners[command](value))
}

/** What one input line of each command looks like, for the error a line that is no object gets. */
const inputExamples: Record<CliCommand, string> = {
  'detect-language': '{"text": "...", "current": "english"}',
  'parse-calendar': '{"text": "...", "now": "2026-11-18T10:00:00-05:00", "timeZone": "America/New_York"}',
  'detect-emergency': '{"text": "..."}',
}

/** Reads one line as a JSON object, or gives the error to report. */
function readJson(line: string, example: string): Record<string, unknown> | string {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return 'the line is not valid JSON'
  }
  return isRecord(value) ? value : `expected a JSON object like ${example}`
}

/** detect-language: reads {"text","current"}; current is a chat language's name or code, English when left out. */
function runDetect(value: Record<string, unknown>) {
  if (typeof value.text !== 'string') return { error: '"text" must be a string' }
  const current = value.current === undefined ? defaultChatLanguage : toChatLanguage(value.current)
  if (!current) return { error: `"current" must be one of ${chatLanguages.join(', ')}` }
  return detectLanguage(value.text, current)
}

/** detect-emergency: reads {"text"}; writes {"emergency","kind","subject","ask"} (kind and subject null when calm). */
function runDetectEmergency(value: Record<string, unknown>) {
  if (typeof value.text !== 'string') return { error: '"text" must be a string' }
  const { emergency, kind, subject, ask } = assessEmergency(value.text)
  return { emergency, kind, subject, ask }
}

// shared/ never reads the clock, so the caller says what "now" is.
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i

/** The instant of an ISO date-time with an offset; undefined for anything else, "February 30" included. */
function readNow(value: unknown): Date | undefined {
  const match = typeof value === 'string' ? ISO_DATE_TIME.exec(value) : null
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  return new Date(match[0])
}

/** parse-calendar: reads {"text","now","timeZone"}; now is an ISO date-time with its offset, timeZone optional. */
function runParseCalendar(value: Record<string, unknown>) {
  if (typeof value.text !== 'string') return { error: '"text" must be a string' }
  const now = readNow(value.now)
  if (!now || Number.isNaN(now.getTime())) {
    return { error: '"now" must be an ISO date-time with an offset, such as "2026-11-18T10:00:00-05:00"' }
  }
  const timeZone = value.timeZone ?? undefined
  if (timeZone !== undefined && (typeof timeZone !== 'string' || !isValidTimeZone(timeZone))) {
    return { error: '"timeZone" must be a time zone such as "America/New_York"' }
  }
  try {
    return parseCalendarRequest(value.text, { now, timeZone })
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

const runners: Record<CliCommand, (value: Record<string, unknown>) => unknown> = {
  'detect-language': runDetect,
  'parse-calendar': runParseCalendar,
  'detect-emergency': runDetectEmergency,
}
