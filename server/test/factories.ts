import { eq } from 'drizzle-orm'
import { users } from '#server/db/schema/index.ts'
import type { TestApp } from './app.ts'

let counter = 0

/** Creates a verified user and signs them in; returns the user and the session cookie. */
export async function createSignedInUser(testApp: TestApp, overrides: { email?: string; password?: string } = {}) {
  counter += 1
  const email = overrides.email ?? `person${counter}-${Date.now()}@example.org`
  const password = overrides.password ?? 'correct horse battery'
  const signUp = await testApp.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password, name: email },
  })
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`)
  await testApp.db.update(users).set({ emailVerified: true }).where(eq(users.email, email))
  const signIn = await testApp.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`)
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const [user] = await testApp.db.select().from(users).where(eq(users.email, email))
  return { user: user!, cookie, email, password }
}
