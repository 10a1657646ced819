import { describe, expect, it } from 'vitest'
import { openChat, say, wordsOf } from './chat-helpers.ts'
import { expectAccessible } from './fixtures.ts'
import { png, uploadPhoto } from './photo-helpers.ts'

describe('everyday help from the built-in Sage', () => {
  it('tells the day in the person’s zone, gives a daughter’s number with a call button, and tells a joke', async () => {
    const page = await openChat('ruth', { timezoneId: 'Asia/Tokyo' })
    const saved = await page.request.post('/api/emergency-contacts', {
      data: { name: 'Ana Lopez', relationship: 'daughter', phone: '+34 600 111 222' },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(saved.status()).toBe(201)

    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'Asia/Tokyo' }).format(new Date())
    const day = await say(page, 'What day is it?')
    await day.getByText(`Today is ${today}`, { exact: false }).waitFor()

    const call = await say(page, 'Can you help me call my daughter?')
    await call.getByText('Ana Lopez’s number is +34 600 111 222. Tap the button below to call.').waitFor()
    const button = call.getByRole('list', { name: 'Call' }).getByRole('link', { name: 'Call Ana Lopez' })
    expect(await button.getAttribute('href')).toBe('tel:+34600111222')
    // Not the red of an emergency: a call the person asked for.
    expect(await page.getByRole('list', { name: 'Call for help' }).count()).toBe(0)
    await expectAccessible(page)

    // A joke written in English, not the line about what the built-in Sage cannot do.
    const joke = await wordsOf(await say(page, 'Tell me a joke'))
    expect(joke.length).toBeGreaterThan(20)
    expect(joke).not.toMatch(/built-in Sage|only help|can’t (do|help)/)
  })

  it('makes the text bigger when asked, says how to undo it, and undoes it', async () => {
    const page = await openChat('edna')
    const fontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
    const before = await fontSize()
    const done = await say(page, 'Please make the text bigger')
    await done.getByText(/^Done: the text is bigger now\. To undo it, say/).waitFor()
    await expect.poll(fontSize).not.toBe(before)
    // Kept as the person's setting: the Display screen shows it.
    await page.goto('/sound-display-settings')
    expect(await page.getByRole('radio', { name: 'Large' }).isChecked()).toBe(true)
    await page.goto('/homepage')
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
    await say(page, 'make the text smaller')
    await expect.poll(fontSize).toBe(before)
  })

  it('shows a photo of the grandchildren in the chat, asks who is there, and keeps the answer with the photo', async () => {
    const page = await openChat('nora')
    await page.goto('/photo-gallery')
    await uploadPhoto(page, 'The grandchildren at the beach', png('beach.png'))
    await uploadPhoto(page, 'Roses in the garden', png('roses.png'))
    await page.goto('/homepage')
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()

    const shown = await say(page, 'Show me a photo of the grandchildren')
    await shown.getByText('Here it is: “The grandchildren at the beach”. Who is with you here?').waitFor()
    const image = shown.getByRole('img', { name: 'The grandchildren at the beach' })
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expectAccessible(page)

    const told = await say(page, 'Tom and Lily, the summer they learned to swim')
    expect(await wordsOf(told)).toBe(
      'Thank you for telling me. I’ve kept it with the photo: “Tom and Lily, the summer they learned to swim”.',
    )
    // Opened again from the chat history later, the conversation still shows the photo.
    await page.reload()
    await page.getByRole('button', { name: 'History' }).click()
    await page
      .getByRole('dialog', { name: 'Chat History' })
      .getByRole('button', { name: /^Show me a photo of the grandchildren Today/ })
      .click()
    await page.getByRole('log', { name: 'Conversation' }).getByRole('img', { name: /photo/ }).waitFor()

    // The gallery shows what the person told Sage, with the photo.
    await page.goto('/photo-gallery')
    await page.getByRole('button', { name: 'The grandchildren at the beach' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Tom and Lily, the summer they learned to swim').waitFor()
    await expectAccessible(page)
  })
})
