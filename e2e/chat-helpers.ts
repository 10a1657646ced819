import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { type OpenOptions, openPage } from './fixtures.ts'
import { createVerifiedPerson, signInThroughScreen } from './people.ts'

export type OpenChatOptions = OpenOptions & {
  /** Scripts run in every page before the app's own, such as stand-ins for the browser's speech. */
  initScripts?: (() => void)[]
}

/** Signs a new, verified person in through the sign-in screen and waits for Sage's greeting. */
export async function openChat(name: string, { initScripts = [], ...options }: OpenChatOptions = {}): Promise<Page> {
  const { email } = await createVerifiedPerson(name)
  const page = await openPage('/', options)
  for (const script of initScripts) await page.addInitScript(script)
  await signInThroughScreen(page, email)
  await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
  return page
}

/** The box a message to Sage is typed in. */
export const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message to Sage' })

/** The conversation: a log of messages. */
export const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' })

/** Sage's messages in the conversation, each named "Sage" and the time. */
export const sageReplies = (page: Page) => conversation(page).getByRole('article', { name: /^Sage \d{1,2}:\d{2}/ })

/** Types a message, sends it, and waits for Sage's whole reply; returns the reply. */
export async function say(page: Page, text: string): Promise<Locator> {
  const replies = await sageReplies(page).count()
  await messageBox(page).fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect.poll(() => sageReplies(page).count(), { timeout: 10_000 }).toBe(replies + 1)
  // Send is off again once the reply has finished and the box is empty.
  await expect.poll(() => page.getByRole('button', { name: 'Send' }).isDisabled(), { timeout: 10_000 }).toBe(true)
  return sageReplies(page).last()
}

/** The words of a message, without its name, time and Listen buttons. */
export async function wordsOf(message: Locator): Promise<string> {
  return (await message.locator('[lang]').innerText()).trim()
}

/** Adds an event through the calendar API as the signed-in person (as another app would). */
export async function addEvent(page: Page, event: object) {
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/calendar/events', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    event,
  )
  expect(status).toBe(201)
}
