import { describe, expect, it } from 'vitest'
import { expectAccessible, openPage, viewports } from './fixtures.ts'

describe('a visitor opens Sage’s front page', () => {
  it('sees what Sage is, with Login and Sign Up at the top right', async () => {
    const page = await openPage('/')
    await expect.poll(() => page.title()).toBe('Your kind companion · Sage')
    await page.getByRole('heading', { level: 1, name: 'A kind companion for every day' }).waitFor()

    const nav = page.getByRole('navigation', { name: 'Main' })
    const login = nav.getByRole('link', { name: 'Login' })
    const signUp = nav.getByRole('link', { name: 'Sign Up' })
    expect(await login.getAttribute('href')).toBe('/login')
    expect(await signUp.getAttribute('href')).toBe('/signup')
    // Top right: both buttons sit in the right half of the header.
    const box = await signUp.boundingBox()
    expect(box!.x).toBeGreaterThan(viewports.desktop.width / 2)

    const features = page.getByRole('region', { name: 'What Sage does for you' }).getByRole('listitem')
    expect(await features.count()).toBe(6)
    await expectAccessible(page)
  })

  it('claims only what Sage does: no HIPAA, encryption or trial promises', async () => {
    const page = await openPage('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const text = (await page.locator('body').innerText()).toLowerCase()
    for (const claim of ['hipaa', 'end-to-end', 'encryption', 'trial', 'credit card']) expect(text).not.toContain(claim)
  })

  it('Get Started leads to the questionnaire and Learn More to the full story', async () => {
    const page = await openPage('/')
    await page.getByRole('link', { name: 'Get Started' }).click()
    await page.waitForURL('**/questionnaire')
    await page.getByRole('heading', { level: 1, name: 'Tell us about yourself' }).waitFor()

    await page.goto('/')
    await page.getByRole('link', { name: 'Learn More' }).click()
    await page.waitForURL('**/learn-more')
    await page.getByRole('heading', { level: 1, name: 'Everything Sage can do' }).waitFor()
  })

  it('works on a phone, with every control reachable', async () => {
    const page = await openPage('/', { viewport: viewports.phone })
    await page.getByRole('link', { name: 'Get Started' }).waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(overflow).toBe(false)
    await expectAccessible(page)
  })
})
