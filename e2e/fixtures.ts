import AxeBuilder from '@axe-core/playwright'
import {
  type Browser,
  type BrowserContextOptions,
  type Download,
  type Locator,
  type Page,
  chromium,
} from 'playwright-core'
import { afterAll, afterEach, expect, inject } from 'vitest'

let browser: Browser | undefined
const pages: { page: Page; problems: string[]; allowed: RegExp[] }[] = []

/** Phone and desktop widths every screen is checked at. */
export const viewports = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const

export type OpenOptions = BrowserContextOptions & {
  /** Console errors that this test expects (a 401 the page handles, say). */
  allowConsoleErrors?: RegExp[]
}

/**
 * Opens a page in a fresh browser context (its own storage) at Sage's address. Any console error
 * or uncaught exception the test did not allow fails the test.
 */
export async function openPage(path = '/', options: OpenOptions = {}): Promise<Page> {
  browser ??= await chromium.connect(inject('browserEndpoint'))
  const { allowConsoleErrors = [], ...contextOptions } = options
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: viewports.desktop,
    extraHTTPHeaders: { 'x-forwarded-for': someAddress() },
    ...contextOptions,
  })
  const page = await context.newPage()
  const entry = { page, problems: [] as string[], allowed: allowConsoleErrors }
  page.on('console', (message) => {
    if (message.type() === 'error') entry.problems.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => entry.problems.push(`uncaught: ${error.message}`))
  pages.push(entry)
  await page.goto(path)
  return page
}

/** A made-up client address, so each test is its own visitor for the rate limits. */
export function someAddress(): string {
  const byte = () => Math.floor(Math.random() * 250)
  return `10.${byte()}.${byte()}.${byte()}`
}

let people = 0
/** A new person's e-mail address, unique in this run. */
export function newEmail(name = 'person'): string {
  people += 1
  return `${name}${people}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`
}

/** Calls Sage's API as a browser on its page would (same origin, its own address). */
export function callApi(path: string, json: unknown): Promise<Response> {
  const baseURL = inject('baseURL')
  return fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL, 'x-forwarded-for': someAddress() },
    body: JSON.stringify(json),
  })
}

afterEach(async () => {
  const open = pages.splice(0)
  for (const { page } of open) await page.context().close()
  // The browser logs every 4xx answer; the screens handle those (a wrong password, say). 5xx fail.
  // Chromium also logs, on its own, that a fresh test context (a private window to it) has no push
  // service; the page cannot detect that beforehand, and its own reminders remain.
  const handled = [
    /Failed to load resource: the server responded with a status of 4\d\d/,
    /does not support the Push API in incognito mode/,
  ]
  const problems = open.flatMap(({ problems, allowed }) =>
    problems.filter(
      (problem) =>
        !handled.some((pattern) => pattern.test(problem)) && !allowed.some((pattern) => pattern.test(problem)),
    ),
  )
  expect(problems, 'the page logged errors').toEqual([])
})

afterAll(async () => {
  await browser?.close()
})

/**
 * Waits until a couple of frames pass with nothing fading in or out: axe measures a half-faded
 * toast or dialog as too faint, and a toast starts its fade a frame or two after it appears.
 * Endless animations (a spinner) are not waited for.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let round = 0; round < 10; round += 1) {
      await frame()
      await frame()
      const fading = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
      if (fading.length === 0) return
      await Promise.all(fading.map((animation) => animation.finished.catch(() => undefined)))
    }
  })
}

/**
 * Scans the page with axe (WCAG 2.0-2.2 A and AA, with the target-size rule), once nothing on it
 * is fading, and fails on any serious or critical violation, listing them. A toast can arrive a
 * moment after the page is still (its code loads on first use) and be measured half faded in, so
 * a scan with problems is made once more after the page is still again: what is really wrong stays.
 */
export async function expectAccessible(page: Page): Promise<void> {
  let serious = await seriousViolations(page)
  if (serious.length) {
    await page.waitForTimeout(500)
    serious = await seriousViolations(page)
  }
  expect(serious, `axe found problems on ${page.url()}`).toEqual([])
}

async function seriousViolations(page: Page): Promise<string[]> {
  await untilStill(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
}

/** Stores display settings before the page loads, as a returning visitor would have them. */
export async function withDisplaySettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('sage:display-settings', JSON.stringify(value)), settings)
  await page.reload()
}

/**
 * Clicks a button that closes its own tab and waits for the tab to close. The click itself may
 * report the closed page when the tab goes before the click returns; that is the expected end.
 */
export async function clickToClose(page: Page, button: Locator): Promise<void> {
  const closed = page.waitForEvent('close')
  await button.click().catch((error: unknown) => {
    if (!page.isClosed()) throw error
  })
  await closed
}

/** The bytes of a file the page downloaded (the browser runs apart, so the file is streamed over). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Adds a medical record through Medical History's dialog (the page shows Medical History). */
export async function addRecordThroughScreen(page: Page, type: string, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Record' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Type').selectOption(type)
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByRole('button', { name: 'Add Record' }).click()
  await dialog.waitFor({ state: 'hidden' })
}
