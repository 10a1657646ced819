// Rewrites shared/i18n/en.json from the keys used in web/, and lists what other languages lack.
import { readFileSync, writeFileSync } from 'node:fs'
import { collectKeys } from './i18n-keys.ts'

const keys = collectKeys('web')
writeFileSync('shared/i18n/en.json', `${JSON.stringify(Object.fromEntries(keys.map((key) => [key, key])), null, 2)}\n`)
console.log(`shared/i18n/en.json: ${keys.length} texts`)

for (const language of ['es']) {
  const file = `shared/i18n/${language}.json`
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
  const missing = keys.filter((key) => !texts[key])
  const unused = Object.keys(texts).filter((key) => !keys.includes(key))
  // Texts no longer used are dropped; the rest are kept in the catalogue's order.
  const kept = Object.fromEntries(keys.filter((key) => texts[key]).map((key) => [key, texts[key]]))
  writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`)
  console.log(`${file}: ${missing.length} missing, ${unused.length} dropped as unused`)
  for (const key of missing) console.log(`  missing: ${key}`)
}
