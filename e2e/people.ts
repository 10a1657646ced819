import type { Page } from 'playwright-core'
import { callApi, newEmail } from './fixtures.ts'
import { waitForMail } from './mail.ts'

/** A password nobody would guess and the common-password list does not hold. */
export const PASSWORD = 'gentle river 42'

/** Makes a verified account through the API and the mailed link, for tests not about sign-up. */
export async function createVerifiedPerson(name = 'person') {
  const email = newEmail(name)
  const signUp = await callApi('/api/auth/sign-up/email', { email, password: PASSWORD, name })
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`)
  const { link } = await waitForMail(email)
  const verified = await callApi('/api/account/verify-email', { token: link.searchParams.get('token') })
  if (!verified.ok) throw new Error(`verification failed: ${verified.status}`)
  return { email, password: PASSWORD }
}

/** Signs in through the sign-in screen and waits for Sage's home. */
export async function signInThroughScreen(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/homepage')
}
