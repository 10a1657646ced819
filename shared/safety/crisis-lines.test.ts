import { describe, expect, it } from 'vitest'
import { countryCode, crisisLineFor } from './crisis-lines.ts'

describe('countryCode', () => {
  it('reads countries as people write them, in the chat languages', () => {
    expect(countryCode('USA')).toBe('US')
    expect(countryCode('United States')).toBe('US')
    expect(countryCode('España')).toBe('ES')
    expect(countryCode('espana')).toBe('ES')
    expect(countryCode('Deutschland')).toBe('DE')
    expect(countryCode('Brasil')).toBe('BR')
    expect(countryCode('U.K.')).toBe('GB')
    expect(countryCode('日本')).toBe('JP')
    expect(countryCode('中国')).toBe('CN')
    expect(countryCode('Atlantis')).toBeNull()
    expect(countryCode('')).toBeNull()
  })
})

describe('crisisLineFor', () => {
  it("gives the person's country's line, the configured one first, and 988 when unknown", () => {
    expect(crisisLineFor('Italia').number).toBe('02 2327 2327')
    expect(crisisLineFor('Japan').name).toBe('いのちの電話')
    expect(crisisLineFor('Brasil').number).toBe('188')
    expect(crisisLineFor('nowhere').number).toBe('988')
    expect(crisisLineFor(null).number).toBe('988')
    expect(crisisLineFor('Italia', { name: 'Local line', number: '555 0100' })).toEqual({
      name: 'Local line',
      number: '555 0100',
    })
  })
})
