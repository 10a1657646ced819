import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

// t('...'), t("...") and t(`...`) with a literal first argument.
const callPattern = /\bt\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`([^`$\\]*)`)/g

/** Every translation key used in the web app's source, sorted. */
export function collectKeys(webDir: string): string[] {
  const keys = new Set<string>()
  for (const file of sourceFiles(webDir)) {
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(callPattern)) {
      const raw = match[1] ?? match[2] ?? match[3] ?? ''
      keys.add(raw.replace(/\\(.)/g, '$1'))
    }
  }
  return [...keys].sort((a, b) => a.localeCompare(b))
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The {{placeholders}} in a text, sorted, to compare a translation with its key. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort()
}
