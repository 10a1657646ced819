import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openText, sealText } from './sealed-text.ts'

const key = randomBytes(32)

describe('sealed text', () => {
  it('opens what it sealed, and never shows the secret in the sealed form', () => {
    const sealed = sealText(key, 'user-1', '1//0refresh-token')
    expect(sealed).toMatch(/^v1\.[\w-]+$/)
    expect(sealed).not.toContain('refresh')
    expect(openText(key, 'user-1', sealed)).toBe('1//0refresh-token')
  })

  it('seals the same secret differently each time', () => {
    expect(sealText(key, 'user-1', 'same')).not.toBe(sealText(key, 'user-1', 'same'))
  })

  it('does not open for another owner, another key, or an altered value', () => {
    const sealed = sealText(key, 'user-1', 'secret')
    expect(openText(key, 'user-2', sealed)).toBeNull()
    expect(openText(randomBytes(32), 'user-1', sealed)).toBeNull()
    const bytes = Buffer.from(sealed.slice(3), 'base64url')
    bytes[bytes.length - 1]! ^= 1
    expect(openText(key, 'user-1', `v1.${bytes.toString('base64url')}`)).toBeNull()
    expect(openText(key, 'user-1', 'plain-token')).toBeNull()
    expect(openText(key, 'user-1', 'v1.abc')).toBeNull()
  })
})
