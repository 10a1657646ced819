import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openChat } from './chat-helpers.ts'
import { expectAccessible, openPage, viewports, withDisplaySettings } from './fixtures.ts'

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)

describe('a senior makes Sage easier to read', () => {
  it('chooses Large text and sees it at once, on every screen, after a reload too', async () => {
    const page = await openPage('/sound-display-settings')
    expect(await rootFontSize(page)).toBe('16px')
    await page.getByRole('radio', { name: 'Large' }).check()
    expect(await rootFontSize(page)).toBe('18px')
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await rootFontSize(page)).toBe('18px')
    const bodyText = await page.evaluate(() => getComputedStyle(document.body).fontSize)
    expect(bodyText).toBe('20.25px')

    await page.goto('/sound-display-settings')
    await page.getByRole('radio', { name: 'Small' }).check()
    expect(await rootFontSize(page)).toBe('14px')
    await page.getByRole('radio', { name: 'Medium' }).check()
    expect(await rootFontSize(page)).toBe('16px')
  })

  it('turns on high contrast and large buttons for the whole app', async () => {
    const page = await openPage('/sound-display-settings')
    await page.getByRole('switch', { name: 'High contrast' }).click()
    await page.getByRole('switch', { name: 'Large buttons' }).click()
    expect(await page.getByRole('switch', { name: 'High contrast' }).getAttribute('aria-checked')).toBe('true')
    expect(await page.evaluate(() => document.documentElement.className)).toBe('high-contrast large-buttons')
    await expectAccessible(page)

    await page.goto('/')
    const getStarted = page.getByRole('link', { name: 'Get Started' })
    expect((await getStarted.boundingBox())!.height).toBeGreaterThanOrEqual(56)
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
    expect(background).toBe('rgb(255, 255, 255)')
    await expectAccessible(page)
  })

  it('in high contrast, a button that cannot be used yet looks different from one that can', async () => {
    const page = await openChat('hedda')
    await withDisplaySettings(page, { textSize: 'Medium', highContrast: true, largeButtons: false })
    const style = (name: string) =>
      page
        .getByRole('button', { name, exact: true })
        .evaluate((element) => getComputedStyle(element).outlineStyle + ' ' + getComputedStyle(element).color)
    // Send waits for words: dashed and grey; with words to send, it looks ready.
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true)
    expect(await style('Send')).toBe('dashed rgb(89, 89, 89)')
    await page.getByRole('textbox', { name: 'Message to Sage' }).fill('Hello')
    await expect.poll(() => style('Send')).not.toMatch(/dashed|rgb\(89, 89, 89\)/)
    await expectAccessible(page)
  })

  it('every button is at least 44px tall at normal settings', async () => {
    const page = await openPage('/', { viewport: viewports.phone })
    await page.getByRole('link', { name: 'Get Started' }).waitFor()
    const heights = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44)
  })
})

describe('a Spanish speaker reads Sage in Spanish', () => {
  it('switches with one button, and the choice stays', async () => {
    const page = await openPage('/')
    await page.getByRole('button', { name: 'Ver en español' }).click()
    await page.getByRole('heading', { level: 1, name: 'Un compañero amable para todos los días' }).waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('es')
    await expectAccessible(page)

    await page.getByRole('link', { name: 'Más información' }).click()
    await page.waitForURL('**/learn-more')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('es')

    await page.getByRole('button', { name: 'View in English' }).click()
    await page.getByRole('heading', { level: 1, name: 'Everything Sage can do' }).waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('en')
  })
})
