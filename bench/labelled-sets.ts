// Reading the labelled sets the benchmarks score: a folder of JSON Lines files, one per language.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** Each .jsonl file in a folder next to the benchmarks, by name (without .jsonl), in name order. */
export function labelledSets<Row>(folder: string): [name: string, rows: Row[]][] {
  const root = path.join(path.dirname(new URL(import.meta.url).pathname), folder)
  return readdirSync(root)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => [
      name.replace(/\.jsonl$/, ''),
      readFileSync(path.join(root, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as Row),
    ])
}

/** A share as a percentage with one decimal. */
export const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`
