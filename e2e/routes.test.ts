import { describe, expect, it } from 'vitest'
import { expectAccessible, openPage, viewports } from './fixtures.ts'
import { createVerifiedPerson, signInThroughScreen } from './people.ts'

// Every route of the specification, with the heading each shows.
const screens: [path: string, heading: string][] = [
  ['/questionnaire', 'Tell us about yourself'],
  ['/login', 'Sign In'],
  ['/forgot-password', 'Forgot your password?'],
  ['/auth/reset-password', 'Set a new password'],
  ['/user-settings', 'Settings'],
  ['/photo-gallery', 'Favorite Photos Gallery'],
  ['/medical-history', 'Medical History'],
  ['/profile-settings', 'Profile'],
  ['/notification-settings', 'Notifications'],
  ['/sound-display-settings', 'Sound & Display'],
  ['/emergency-contacts', 'Emergency Contacts'],
  ['/security-settings', 'Security'],
  ['/privacy-settings', 'Privacy'],
  ['/language-settings', 'Language'],
  ['/device-help', 'Device Help'],
  ['/support', 'Support'],
]

describe('every screen has its address', () => {
  it.each(screens)('%s shows “%s” with a matching title', async (path, heading) => {
    const page = await openPage(path)
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor()
    await expect.poll(() => page.title()).toBe(`${heading} · Sage`)
    await expectAccessible(page)
  })

  it('no screen is wider than a phone, even with Large text', async () => {
    const page = await openPage('/', { viewport: viewports.phone })
    await page.evaluate(() => localStorage.setItem('sage:display-settings', JSON.stringify({ textSize: 'Large' })))
    const wide: string[] = []
    for (const [path, heading] of [
      ['/', 'A kind companion for every day'],
      ['/learn-more', 'Everything Sage can do'],
      ...screens,
    ]) {
      await page.goto(path!)
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor()
      if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)) wide.push(path!)
    }
    expect(wide).toEqual([])
  })

  it('Back on an inner settings screen goes to Settings', async () => {
    const page = await openPage('/profile-settings')
    await page.getByRole('link', { name: 'Back' }).click()
    await page.waitForURL('**/user-settings')
    // Focus moves to the new screen's heading, so a screen reader says where the person is.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Settings')
  })

  it('the gallery’s Back to Chat goes to the chat', async () => {
    const page = await openPage('/photo-gallery')
    expect(await page.getByRole('link', { name: 'Back to Chat' }).getAttribute('href')).toBe('/homepage')
  })
})

describe('the chat is for signed-in people', () => {
  it.each(['/homepage', '/home'])(
    '%s shows Loading, then sends a signed-out visitor to /login, remembering the way',
    async (path) => {
      const page = await openPage('/')
      // Hold the session check so the Loading state can be seen, then let it answer.
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/auth/get-session', async (route) => {
        await held
        await route.continue()
      })
      await page.goto(path)
      await page.getByRole('status').getByText('Loading').waitFor()
      release()
      await page.waitForURL('**/login')
      const from = await page.evaluate(
        () => (history.state as { usr?: { from?: { pathname?: string } } }).usr?.from?.pathname,
      )
      expect(from).toBe(path)
    },
  )

  it('shows Sage’s home to a signed-in person', async () => {
    const { email } = await createVerifiedPerson('olive')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    await page.goto('/home')
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/home')
    await expectAccessible(page)
  })

  it('the verification screen without a link’s token sends a signed-out visitor to sign in', async () => {
    const page = await openPage('/auth/callback')
    await page.waitForURL('**/login')
  })

  it('/settings leads to the settings screen', async () => {
    const page = await openPage('/settings')
    await page.waitForURL('**/user-settings')
  })
})
