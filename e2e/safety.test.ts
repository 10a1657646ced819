import { describe, expect, it } from 'vitest'
import { assessEmergency } from '#shared/safety/detector.ts'
import { conversation, openChat, sageReplies, say } from './chat-helpers.ts'
import { expectAccessible } from './fixtures.ts'

/**
 * A vague message the net is unsure of: between its question and alarm thresholds. Those move a
 * little each time the net is retrained, so the test takes the first of 200 vague messages ("I feel
 * a little odd today") that the net asks about.
 */
const VAGUE = ['a little', 'a bit', 'rather', 'kind of', ''].flatMap((how) =>
  ['odd', 'funny', 'strange', 'weird', 'off', 'poorly', 'peculiar', 'wobbly', 'shaky', 'unwell'].flatMap((what) =>
    ['', ' today', ' this morning', ' right now'].map((when) => `I feel ${how ? `${how} ` : ''}${what}${when}`),
  ),
)
function unsureMessage(): string {
  const found = VAGUE.find((text) => assessEmergency(text).ask)
  if (!found) throw new Error('No vague message here gets the question from the net: add one that does.')
  return found
}

describe('the safety net in the chat', () => {
  it('asks "Are you hurt right now?" when unsure, and Yes brings help first', async () => {
    const page = await openChat('hazel')
    const question = await say(page, unsureMessage())
    await question.getByText('Are you hurt right now?').waitFor()
    const answers = page.getByRole('group', { name: 'Are you hurt right now?' })
    await answers.waitFor()
    await expectAccessible(page)
    await answers.getByRole('button', { name: 'Yes' }).click()
    await conversation(page).getByRole('article', { name: /^You/ }).getByText('Yes', { exact: true }).waitFor()
    const help = sageReplies(page).last()
    await help.getByText(/^Please call emergency services now: 911\./).waitFor()
    expect(await help.getByRole('link', { name: 'Call Emergency services' }).getAttribute('href')).toBe('tel:911')
    // The question is answered: its buttons are gone.
    expect(await answers.count()).toBe(0)
    await expectAccessible(page)
  })

  it('No gets a calm word and no alarm', async () => {
    const page = await openChat('ivan')
    await say(page, unsureMessage())
    await page.getByRole('group', { name: 'Are you hurt right now?' }).getByRole('button', { name: 'No' }).click()
    await sageReplies(page).last().getByText("I'm glad you're not hurt.", { exact: false }).waitFor()
    expect(await page.getByRole('link', { name: 'Call Emergency services' }).count()).toBe(0)
  })

  it('answers a cry in Spanish in Spanish, on an English screen, with the crisis line', async () => {
    const page = await openChat('lola')
    const reply = await say(page, 'no quiero seguir viviendo')
    await reply.getByText(/^Siento mucho que se sienta así\./).waitFor()
    // Every call button's whole label is in the reply's language, none half in the screen's.
    expect(await reply.getByRole('link', { name: 'Llamar a Línea de crisis' }).getAttribute('href')).toBe('tel:988')
    await reply.getByRole('link', { name: 'Llamar a Servicios de emergencia' }).waitFor()
    expect(await reply.getByRole('link', { name: /^Call / }).count()).toBe(0)
    await expectAccessible(page)
  })
})
