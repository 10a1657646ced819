import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// AES-256-GCM: a fresh 12-byte nonce per value, and a 16-byte tag that refuses any altered value.
const ALGORITHM = 'aes-256-gcm'
const VERSION = 'v1'

/**
 * Seals a secret for storage (such as a Google refresh token), bound to its owner: the sealed
 * text opens only with the same key and the same `owner`, so a value copied into another
 * person's row is useless. `key` is 32 bytes.
 */
export function sealText(key: Buffer, owner: string, text: string): string {
  const nonce = randomBytes(12)
  const cipher = createCipheriv(ALGORITHM, key, nonce)
  cipher.setAAD(Buffer.from(owner))
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url')}`
}

/**
 * Opens a value sealed by sealText for the same owner; null when it cannot be opened (another
 * key, another owner, or altered).
 */
export function openText(key: Buffer, owner: string, stored: string): string | null {
  if (!stored.startsWith(`${VERSION}.`)) return null
  const bytes = Buffer.from(stored.slice(VERSION.length + 1), 'base64url')
  if (bytes.length < 28) return null
  try {
    const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, 12))
    decipher.setAAD(Buffer.from(owner))
    decipher.setAuthTag(bytes.subarray(12, 28))
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
