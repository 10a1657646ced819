import { describe, expect, it } from 'vitest'
import { expectAccessible, openPage } from './fixtures.ts'
import { PASSWORD, createVerifiedPerson, signInThroughScreen } from './people.ts'

// The server under test has no GOOGLE_CLIENT_ID, so these are the ways back from Google that fail.
describe('a senior comes back from Google’s consent screen', () => {
  it('sees why it failed when they said no at Google, and goes back to the chat', async () => {
    const { email } = await createVerifiedPerson('gwen')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    await page.goto('/auth/google-callback?error=access_denied')
    await page.getByRole('heading', { level: 1, name: 'Connection Failed' }).waitFor()
    await page.getByRole('alert').getByText('Authorization failed: access_denied').waitFor()
    await expect.poll(() => page.title()).toBe('Connection Failed · Sage')
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await page.waitForURL('**/homepage')
  })

  it('is told when Google sent no code', async () => {
    const { email } = await createVerifiedPerson('hugo')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    await page.goto('/auth/google-callback')
    await page.getByRole('heading', { level: 1, name: 'Connection Failed' }).waitFor()
    await page.getByRole('alert').getByText('No authorization code received').waitFor()
    await expectAccessible(page)
  })

  it('signs in first when signed out, then comes back with the code, and hears the server cannot connect', async () => {
    const { email } = await createVerifiedPerson('iris')
    // The exchange answers 503 (not configured), which the browser logs; the screen explains it.
    const page = await openPage('/auth/google-callback?code=4/abc&state=1.x', {
      allowConsoleErrors: [/status of 503/],
    })
    await page.waitForURL('**/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL(/\/auth\/google-callback\?code=/)
    await page.getByRole('heading', { level: 1, name: 'Connection Failed' }).waitFor()
    await page.getByRole('alert').getByText('Google Calendar is not set up on this server yet.').waitFor()
    await expectAccessible(page)
  })
})
