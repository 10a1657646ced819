import { describe, expect, it } from 'vitest'
import { clickToClose, expectAccessible, openPage } from './fixtures.ts'

describe('someone reads the terms before signing up', () => {
  it('finds 12 Terms of Service sections and 9 Privacy Policy sections, last updated June 30, 2025', async () => {
    const page = await openPage('/terms-and-privacy')
    await page.getByRole('heading', { level: 1, name: 'Terms of Service and Privacy Policy' }).waitFor()
    await page.getByText('Last updated: June 30, 2025').waitFor()
    const terms = page.getByRole('region', { name: 'Terms of Service' })
    const privacy = page.getByRole('region', { name: 'Privacy Policy' })
    expect(await terms.getByRole('heading', { level: 3 }).allInnerTexts()).toHaveLength(12)
    expect(await privacy.getByRole('heading', { level: 3 }).allInnerTexts()).toHaveLength(9)
    expect(await terms.getByRole('heading', { level: 3 }).first().innerText()).toMatch(/^1\. /)
    const text = await page.locator('main').innerText()
    expect(text).toMatch(/13 (years old )?or older/)
    expect(text).toContain('911')
    await expectAccessible(page)
  })

  it('records that both the terms and the privacy policy were viewed', async () => {
    const page = await openPage('/')
    expect(
      await page.evaluate(() => [localStorage.getItem('viewedTerms'), localStorage.getItem('viewedPrivacy')]),
    ).toEqual([null, null])
    await page.goto('/terms-and-privacy')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('viewedTerms'), localStorage.getItem('viewedPrivacy')]))
      .toEqual(['true', 'true'])
  })

  it('Close closes a tab opened for reading', async () => {
    const page = await openPage('/')
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => window.open('/terms-and-privacy', '_blank')),
    ])
    await popup.getByRole('heading', { level: 1, name: 'Terms of Service and Privacy Policy' }).waitFor()
    await clickToClose(popup, popup.getByRole('button', { name: 'Close' }).first())
    expect(popup.isClosed()).toBe(true)
  })

  it('Close goes back when the page was reached by a link', async () => {
    const page = await openPage('/learn-more')
    await page.getByRole('link', { name: 'Read our Privacy Policy' }).click()
    await page.waitForURL('**/terms-and-privacy')
    await page.getByRole('button', { name: 'Close' }).first().click()
    await page.waitForURL('**/learn-more')
  })

  it('reads in Spanish when Spanish is chosen', async () => {
    const page = await openPage('/')
    await page.evaluate(() =>
      localStorage.setItem('sage:language-settings', JSON.stringify({ selectedLanguage: 'es' })),
    )
    await page.goto('/terms-and-privacy')
    await page.getByText('Última actualización: 30 de junio de 2025').waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('es')
    await expectAccessible(page)
  })
})
