// The command line over shared/ logic (product.md 12): `npm run -s sage -- detect-language` reads one
// JSON object a line from stdin and writes one JSON line for each.
import { createInterface } from 'node:readline'
import { commandError, isCliCommand, runLine, USAGE_EXIT_CODE } from '#shared/chat/cli.ts'

const command = process.argv[2]
if (!isCliCommand(command)) {
  process.stderr.write(`${commandError(command)}\n`)
  process.exit(USAGE_EXIT_CODE)
}

// Answers each line as it arrives, so a caller may write a line and wait for its answer.
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (line.trim()) process.stdout.write(`${runLine(command, line)}\n`)
}
