import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { collectKeys, placeholders } from '#scripts/i18n-keys.ts'

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
const keys = collectKeys('web')

describe('translation files', () => {
  it('en.json lists exactly the texts the app uses (run `npm run i18n` after changing texts)', () => {
    expect(Object.keys(read('shared/i18n/en.json')).sort((a, b) => a.localeCompare(b))).toEqual(keys)
  })

  it('es.json translates every text, keeping its {{placeholders}}', () => {
    const es = read('shared/i18n/es.json')
    const problems = keys.flatMap((key) => {
      const text = es[key]
      if (!text?.trim()) return [`missing: ${key}`]
      if (placeholders(text).join() !== placeholders(key).join()) return [`placeholders differ: ${key}`]
      return []
    })
    expect(problems).toEqual([])
  })

  it('the legal texts have 12 terms and 9 privacy sections in every language', () => {
    for (const language of ['en', 'es']) {
      const legal = JSON.parse(readFileSync(`shared/i18n/legal/${language}.json`, 'utf8'))
      expect(legal.terms).toHaveLength(12)
      expect(legal.privacy).toHaveLength(9)
    }
  })
})
