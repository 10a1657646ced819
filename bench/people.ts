import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { BenchServer } from './server.ts'

let address = 0
/** A new client address for each request, so per-address limits do not shape the figures. */
export function nextAddress(): string {
  address += 1
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

/** Signs up, confirms through the outbox mail, signs in; returns the session cookie. */
export async function signedInCookie(server: BenchServer, email: string, password: string): Promise<string> {
  const post = (route: string, body: unknown) =>
    fetch(`${server.baseURL}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseURL, 'x-forwarded-for': nextAddress() },
      body: JSON.stringify(body),
    })
  await post('/api/auth/sign-up/email', { email, password, name: 'Bench' })
  const outbox = path.join(server.dataDir, 'outbox')
  const mail = readdirSync(outbox)
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .find((text) => text.includes(email))!
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
  const token = /token=([\w-]+)/.exec(mail)?.[1]
  if (!(await post('/api/account/verify-email', { token })).ok) throw new Error('could not verify the bench account')
  const signIn = await post('/api/auth/sign-in/email', { email, password })
  return signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}
