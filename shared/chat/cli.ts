import { isRecord } from '#shared/settings/display.ts'
import { chatLanguages, defaultChatLanguage, toChatLanguage } from './chat-languages.ts'
import { detectLanguage } from './language.ts'

/** Commands of `npm run -s sage -- <command>` (DESIGN.md 3). */
export const cliCommands = ['detect-language'] as const
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
  const input = readDetectInput(line)
  if (typeof input === 'string') return JSON.stringify({ error: input })
  switch (command) {
    case 'detect-language':
      return JSON.stringify(detectLanguage(input.text, input.current))
  }
}

/** Reads {"text","current"}: current is a chat language's name or code, English when left out. */
function readDetectInput(line: string) {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return 'the line is not valid JSON'
  }
  if (!isRecord(value)) return 'expected a JSON object like {"text": "...", "current": "english"}'
  if (typeof value.text !== 'string') return '"text" must be a string'
  const current = value.current === undefined ? defaultChatLanguage : toChatLanguage(value.current)
  if (!current) return `"current" must be one of ${chatLanguages.join(', ')}`
  return { text: value.text, current }
}
