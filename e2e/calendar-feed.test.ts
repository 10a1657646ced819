import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { expectAccessible, openPage } from './fixtures.ts'
import { createVerifiedPerson, signInThroughScreen } from './people.ts'

const HEADING = 'Add your Sage calendar to another calendar app'

/**
 * Fetches an address from the page as another calendar app would: no cookies, and past the
 * browser's cache (the feed may be cached for five minutes).
 */
const fetchAsCalendarApp = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const response = await fetch(address, { credentials: 'omit', cache: 'no-store' })
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
  }, url)

/** Signs a new person in and opens Security settings at their calendar link. */
async function openCalendarLink(options: Parameters<typeof openPage>[1] = {}) {
  const { email } = await createVerifiedPerson('iris')
  const page = await openPage('/', options)
  await signInThroughScreen(page, email)
  await page.goto('/security-settings')
  await page.getByRole('heading', { name: HEADING }).waitFor()
  const field = page.getByLabel('Your calendar link')
  const feedAddress = new RegExp(`^${inject('baseURL')}/calendar/[A-Za-z0-9_-]{43}\\.ics$`)
  await expect.poll(() => field.inputValue()).toMatch(feedAddress)
  return { page, field }
}

describe('a senior adds their Sage calendar to another calendar app', () => {
  it('copies the private link, which serves the calendar, then makes a new one after confirming', async () => {
    const { page, field } = await openCalendarLink({ permissions: ['clipboard-read', 'clipboard-write'] })
    expect(await field.getAttribute('readonly')).not.toBeNull()
    await expectAccessible(page)
    const link = await field.inputValue()

    await page.getByRole('button', { name: 'Copy link' }).click()
    await page.getByText('Link copied').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)

    const feed = await fetchAsCalendarApp(page, link)
    expect(feed.status).toBe(200)
    expect(feed.type).toBe('text/calendar; charset=utf-8')
    expect(feed.text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(feed.text).toContain('X-WR-CALNAME:Sage')

    await page.getByRole('button', { name: 'Make a new link' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Make a new link?' })
    await dialog.getByText(/The old link will stop working\./).waitFor()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Yes, make a new link' }).click()
    await page.getByText('Your new link is ready. The old link no longer works.').waitFor()
    const newLink = await field.inputValue()
    expect(newLink).not.toBe(link)
    expect((await fetchAsCalendarApp(page, link)).status).toBe(404)
    expect((await fetchAsCalendarApp(page, newLink)).text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    await page.reload()
    await expect.poll(() => page.getByLabel('Your calendar link').inputValue()).toBe(newLink)
    await expectAccessible(page)
  })

  it('keeps the link when the person changes their mind, and selects it when the clipboard is out of reach', async () => {
    const { page, field } = await openCalendarLink({ viewport: { width: 390, height: 844 } })
    const link = await field.inputValue()
    await page.getByRole('button', { name: 'Make a new link' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    expect(await field.inputValue()).toBe(link)

    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    })
    await page.getByRole('button', { name: 'Copy link' }).click()
    await page
      .getByText('The link is selected. Press Ctrl and C together (Command and C on a Mac) to copy it.')
      .waitFor()
    const selected = await field.evaluate((input: HTMLInputElement) =>
      input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
    )
    expect(selected).toBe(link)
    await expectAccessible(page)
  })

  it('is also in the calendar dialog of the chat screen, with the same link', async () => {
    const { page, field } = await openCalendarLink({ permissions: ['clipboard-read', 'clipboard-write'] })
    const link = await field.inputValue()
    await page.goto('/homepage')
    await page.getByRole('button', { name: 'Services' }).click()
    await page
      .getByRole('menuitem', { name: /Google Calendar/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: 'Google Calendar' })
    await dialog.getByRole('heading', { name: HEADING }).waitFor()
    await expect.poll(() => dialog.getByLabel('Your calendar link').inputValue()).toBe(link)
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await dialog.getByText('Link copied').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await expectAccessible(page)
  })

  it('is not offered to someone who is signed out', async () => {
    const page = await openPage('/security-settings')
    await page.getByText('Sign in to change your password.').waitFor()
    expect(await page.getByRole('heading', { name: HEADING }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Copy link' }).count()).toBe(0)
  })
})
