// `npx tsx bench/safety.ts`: the safety net on the test sets it was never trained on
// (bench/safety-holdout*/, see their README), by set, language and kind. Prints figures only.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { readMessage } from '#shared/safety/detector.ts'

type Row = { text: string; emergency: boolean; kind: string; language: string }
type Tally = {
  emergencies: number
  helpFirst: number
  askedOrHelped: number
  calm: number
  alarmed: number
  asked: number
}

const root = path.dirname(new URL(import.meta.url).pathname)
const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '-')

const sets = readdirSync(root)
  .filter((name) => name.startsWith('safety-holdout'))
  .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
for (const set of sets) {
  const folder = path.join(root, set)
  const rows = readdirSync(folder)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) =>
      readFileSync(path.join(folder, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as Row),
    )
  const tallies = new Map<string, Tally>()
  const tally = (key: string) => {
    const found = tallies.get(key) ?? { emergencies: 0, helpFirst: 0, askedOrHelped: 0, calm: 0, alarmed: 0, asked: 0 }
    tallies.set(key, found)
    return found
  }
  const started = performance.now()
  for (const row of rows) {
    const reading = readMessage(row.text)
    for (const key of ['all', row.language, row.emergency ? `kind ${row.kind}` : 'calm']) {
      const t = tally(key)
      if (row.emergency) {
        t.emergencies++
        if (reading.emergency) t.helpFirst++
        if (reading.emergency || reading.ask) t.askedOrHelped++
      } else {
        t.calm++
        if (reading.emergency) t.alarmed++
        else if (reading.ask) t.asked++
      }
    }
  }
  const ms = (performance.now() - started) / rows.length
  console.log(`\n${set}: ${rows.length} messages, ${ms.toFixed(2)} ms each`)
  for (const [key, t] of tallies) {
    const parts = [
      t.emergencies ? `help first ${t.helpFirst}/${t.emergencies} (${pct(t.helpFirst, t.emergencies)})` : '',
      t.emergencies ? `with the question ${pct(t.askedOrHelped, t.emergencies)}` : '',
      t.calm ? `calm alarmed ${t.alarmed}/${t.calm} (${pct(t.alarmed, t.calm)}), asked ${pct(t.asked, t.calm)}` : '',
    ]
    console.log(`  ${key.padEnd(18)} ${parts.filter(Boolean).join('; ')}`)
  }
}
