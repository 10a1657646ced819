import { describe, expect, it } from 'vitest'
import { expectAccessible, openPage } from './fixtures.ts'

describe('someone follows a broken link', () => {
  it('sees “Oops! Page not found”, the visit is logged, and Return to Home goes to /', async () => {
    const page = await openPage('/')
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    await page.goto('/a/page/that/is/not/here')
    await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor()
    await expect.poll(() => logged.some((line) => line.includes('/a/page/that/is/not/here'))).toBe(true)
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('heading', { level: 1, name: 'A kind companion for every day' }).waitFor()
  })

  it('the server answers a deep link with the app, not an error', async () => {
    const page = await openPage('/')
    const response = await page.goto('/medical-history')
    expect(response?.status()).toBe(200)
  })
})
