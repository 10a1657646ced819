import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openChat } from './chat-helpers.ts'
import { openPage } from './fixtures.ts'

// What a phone downloads before it can show a screen, held to a budget: older people open Sage on
// old phones over slow lines, and every kilobyte of script is time to download and to run.
const KIB = 1024
const FRONT_PAGE_BUDGET = 90 * KIB
// The chat screen's budget grew from 150 KiB when the check-in and today's medicines joined it.
const CHAT_SCREEN_BUDGET = 160 * KIB

/** The scripts the page has downloaded, in bytes as they came over the wire (compressed). */
async function scriptBytes(page: Page): Promise<{ bytes: number; files: string[] }> {
  await page.waitForLoadState('networkidle')
  return page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => new URL(entry.name).pathname.endsWith('.js'))
    return {
      bytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      files: scripts.map((entry) => `${new URL(entry.name).pathname} ${entry.encodedBodySize}`),
    }
  })
}

describe('what opening Sage downloads', () => {
  it(`the front page stays within ${FRONT_PAGE_BUDGET / KIB} KiB of script`, async () => {
    const page = await openPage('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const { bytes, files } = await scriptBytes(page)
    expect(bytes, files.join('\n')).toBeGreaterThan(0)
    expect(bytes, files.join('\n')).toBeLessThanOrEqual(FRONT_PAGE_BUDGET)
  })

  it(`the chat screen, opened signed in, stays within ${CHAT_SCREEN_BUDGET / KIB} KiB of script`, async () => {
    const page = await openChat('budget')
    // Opened afresh, as a person does from a bookmark or the home screen.
    await page.goto('/homepage')
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
    const { bytes, files } = await scriptBytes(page)
    expect(bytes, files.join('\n')).toBeGreaterThan(FRONT_PAGE_BUDGET / 2)
    expect(bytes, files.join('\n')).toBeLessThanOrEqual(CHAT_SCREEN_BUDGET)
  })
})
