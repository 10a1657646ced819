import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addEvent, conversation, messageBox, openChat, say } from './chat-helpers.ts'
import { expectAccessible, viewports, withDisplaySettings } from './fixtures.ts'

/** Large text, high contrast and large buttons: the tallest the chat gets. */
const largest = { textSize: 'Large', highContrast: true, largeButtons: true }

type Box = { x: number; y: number; width: number; height: number }

/** Whether `inner` lies wholly inside `outer` (a pixel of rounding allowed). */
const inside = (inner: Box, outer: Box) =>
  inner.y >= outer.y - 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1 &&
  inner.x >= outer.x - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1

/**
 * Whether each thing is wholly on the screen, and the newest reply wholly inside the visible part
 * of the conversation (not under a reminder above it or the message box below it).
 */
async function allInView(page: Page, newest: Locator, others: Locator[]): Promise<boolean> {
  const { width, height } = page.viewportSize()!
  const screen = { x: 0, y: 0, width, height }
  const [log, reply, ...rest] = await Promise.all([conversation(page), newest, ...others].map((it) => it.boundingBox()))
  if (!log || !reply || rest.some((box) => !box)) return false
  return inside(reply, log) && inside(log, screen) && rest.every((box) => inside(box!, screen))
}

/** The page itself never scrolls: only the conversation (and the day beside it) does. */
const pageScrolls = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight > document.documentElement.clientHeight + 1)

describe('the chat fits the screen at Large text in high contrast', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`on a ${name}, the newest reply and the way to answer stay in view: typing, speaking, and with a reminder`, async () => {
      const page = await openChat(`fit${name}`, { viewport, timezoneId: 'America/New_York' })
      await withDisplaySettings(page, largest)
      await page.clock.install()
      await page.reload()
      const start = new Date(Date.now() + 3 * 60 * 1000)
      await addEvent(page, {
        summary: 'Take my heart pill',
        start: { dateTime: start.toISOString(), timeZone: 'America/New_York' },
      })
      await page.reload()
      await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
      if (name === 'phone') {
        // One header row: the logo, Today and Menu side by side.
        const tops = await Promise.all(
          [
            page.getByRole('banner').getByRole('link', { name: 'Sage home' }),
            page.getByRole('button', { name: 'Today', exact: true }),
            page.getByRole('button', { name: 'Menu', exact: true }),
          ].map(async (item) => (await item.boundingBox())!.y),
        )
        const row = Math.min(...tops)
        expect(tops.every((top) => top - row < 20)).toBe(true)
        expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThan(100)
      }

      await say(page, 'Tell me something nice')
      await say(page, 'What can you help me with?')
      const newest = await say(page, 'How are you today?')
      const send = page.getByRole('button', { name: 'Send' })
      await expect.poll(() => allInView(page, newest, [messageBox(page), send])).toBe(true)
      expect(await pageScrolls(page)).toBe(false)

      // A reminder comes: it shows above the conversation, and the newest reply stays in sight.
      await page.clock.fastForward('04:00')
      const reminder = page.getByRole('alert').filter({ hasText: 'Reminder: Take my heart pill' })
      await reminder.waitFor()
      const done = reminder.getByRole('button', { name: 'Done' })
      const snooze = reminder.getByRole('button', { name: 'Remind me in 10 minutes' })
      await expect.poll(() => allInView(page, newest, [done, snooze, messageBox(page), send])).toBe(true)
      await expectAccessible(page)

      // Speaking instead: the microphone and the text/voice switch join them.
      await page.getByRole('button', { name: 'Voice', pressed: false }).click()
      const microphone = page.getByRole('button', { name: 'Start recording' })
      const typing = page.getByRole('button', { name: 'Text', pressed: false })
      await expect.poll(() => allInView(page, newest, [done, snooze, microphone, typing])).toBe(true)
      expect(await pageScrolls(page)).toBe(false)
      await expectAccessible(page)

      // Done puts the reminder away, and the conversation takes its room.
      await done.click()
      await expect.poll(() => reminder.count()).toBe(0)
      await expect.poll(() => allInView(page, newest, [microphone, typing])).toBe(true)
    })
  }
})

describe('on a phone', () => {
  it('Today opens the day, and Menu holds New Chat, Chat History, the Services and the account', async () => {
    const page = await openChat('menus', { viewport: viewports.phone })
    await withDisplaySettings(page, largest)
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
    // The day is not under the conversation: it is behind Today.
    expect(await page.getByRole('region', { name: "Today's Reminders" }).count()).toBe(0)
    await page.getByRole('button', { name: 'Today', exact: true }).click()
    const today = page.getByRole('dialog', { name: 'Today' })
    await today.getByRole('region', { name: "Today's Reminders" }).waitFor()
    await today.getByRole('region', { name: 'Upcoming Events' }).waitFor()
    await today.getByRole('heading', { name: 'Favorite Photos' }).waitFor()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Today')

    await say(page, 'How are you today?')
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    await menu.click()
    const items = page.getByRole('menu').getByRole('menuitem')
    await expect
      .poll(() => items.allInnerTexts())
      .toEqual([
        'New Chat',
        'Chat History',
        'Connect Google Calendar',
        'User Settings',
        'Photo Gallery',
        'Medical History',
        'Logout',
      ])
    await page
      .getByRole('menu')
      .getByText(/^menus\d.*@example\.org$/)
      .waitFor()
    await expectAccessible(page)

    // History opens over the chat, and closing it leaves the person at Menu.
    await page.getByRole('menuitem', { name: 'Chat History' }).click()
    await page
      .getByRole('dialog', { name: 'Chat History' })
      .getByRole('button', { name: /^How are you today\?/ })
      .waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Menu')

    // New Chat starts afresh; the Services item opens the calendar dialog.
    await menu.click()
    await page.getByRole('menuitem', { name: 'New Chat' }).click()
    await page.getByRole('heading', { level: 1, name: 'New Conversation' }).waitFor()
    await menu.click()
    await page.getByRole('menuitem', { name: 'Connect Google Calendar' }).click()
    await page.getByRole('dialog', { name: /Google Calendar/ }).waitFor()
    await page.keyboard.press('Escape')

    // The account's places are a tap away.
    await menu.click()
    await page.getByRole('menuitem', { name: 'Medical History' }).click()
    await page.waitForURL('**/medical-history')
  })

  it('nothing typed is lost when the person switches to speaking and back', async () => {
    const page = await openChat('keeps', { viewport: viewports.phone })
    await messageBox(page).fill('Please remind me to call Anna')
    await page.getByRole('button', { name: 'Voice', pressed: false }).click()
    await page.getByText('Voice mode ready').waitFor()
    // The microphone takes the box's place.
    expect(await messageBox(page).count()).toBe(0)
    await page.getByRole('button', { name: 'Text', pressed: false }).click()
    expect(await messageBox(page).inputValue()).toBe('Please remind me to call Anna')
  })

  it('a refused microphone offers typing, and focus lands in the message box', async () => {
    const page = await openChat('refused', {
      viewport: viewports.phone,
      initScripts: [
        () => {
          navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))
        },
      ],
    })
    await page.getByRole('button', { name: 'Voice', pressed: false }).click()
    await page.getByRole('button', { name: 'Start recording' }).click()
    const problem = page.getByRole('alert').filter({ hasText: 'I need permission to use your microphone.' })
    await problem.waitFor()
    await expectAccessible(page)
    await problem.getByRole('button', { name: 'Type instead' }).click()
    await page.getByRole('button', { name: 'Text', pressed: true }).waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')))
      .toBe('Type your message here…')
  })
})
