// Password hashing for the tests of everything but signing in itself: the same scrypt the auth
// library uses, at a cost a thousand times lower, so that the hundreds of people the server tests
// sign up do not each take a second of a core. The sign-in tests, the browser tests and the built
// server keep the library's own hashing.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import type { PasswordHashing } from '#server/auth/auth.ts'

const COST = { N: 16, r: 8, p: 1 }
const KEY_LENGTH = 32

const derive = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key))),
  )

export const quickPasswords: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString('hex')
    return `${salt}:${(await derive(password, salt)).toString('hex')}`
  },
  verify: async ({ hash, password }) => {
    const [salt, key] = hash.split(':')
    if (!salt || !key) return false
    return timingSafeEqual(await derive(password, salt), Buffer.from(key, 'hex'))
  },
}
