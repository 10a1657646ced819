import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible, openPage, viewports, withDisplaySettings } from './fixtures.ts'
import { waitForMail } from './mail.ts'
import { createVerifiedPerson, signInThroughScreen } from './people.ts'

/** Signs a person in on a page of their own. */
async function signedIn(email: string, viewport: { width: number; height: number } = viewports.desktop) {
  const page = await openPage('/', { viewport })
  await signInThroughScreen(page, email)
  return page
}

const openFamily = async (page: Page) => {
  await page.goto('/user-settings')
  await page.getByRole('link', { name: /^Family/ }).click()
  await page.getByRole('heading', { level: 1, name: 'Family' }).waitFor()
}

describe('the family circle', () => {
  it('a daughter invites her mother; the mother accepts from the e-mail and chooses what to share, and can take it back', async () => {
    const mother = await createVerifiedPerson('rose')
    const daughter = await createVerifiedPerson('ana')

    const ana = await signedIn(daughter.email)
    await openFamily(ana)
    await ana.getByText('No one is linked with you yet.').waitFor()
    await expectAccessible(ana)
    const invite = ana.getByRole('region', { name: 'Invite someone' })
    // Nothing chosen yet: it says what is missing and sends nothing.
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await invite.getByRole('alert').getByText('Please choose who you are inviting.').waitFor()
    await invite.getByRole('radio', { name: /Someone I help/ }).check()
    await invite.getByLabel('Their e-mail address').fill(mother.email)
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await ana.getByRole('heading', { name: 'Invitations you sent' }).waitFor()
    await ana.getByText(`Waiting for ${mother.email} to accept`, { exact: false }).waitFor()
    expect(await invite.getByLabel('Their e-mail address').inputValue()).toBe('')

    // The mother opens the link in her e-mail, on her phone with Large text.
    const mail = await waitForMail(mother.email)
    expect(mail.subject).toBe('ana would like to help you with Sage')
    const rose = await signedIn(mother.email, viewports.phone)
    await withDisplaySettings(rose, { textSize: 'Large', highContrast: false })
    await rose.goto(`${mail.link.pathname}${mail.link.search}`)
    await rose.getByRole('heading', { level: 1, name: 'Family invitation' }).waitFor()
    // It says who is asking before anything is accepted.
    await rose.getByText('ana would like to help you.').waitFor()
    await rose.getByText('Nothing is shared until you choose what ana can see.').waitFor()
    await expectAccessible(rose)
    await rose.getByRole('button', { name: 'Accept the invitation' }).click()
    await rose.waitForURL('**/family-settings')
    const helper = rose.getByRole('region', { name: 'ana' })
    await helper.getByText('ana cannot see anything of yours yet.').waitFor()
    await helper.getByText('ana cannot see your chats.').waitFor()
    await expectAccessible(rose)

    // She shares her calendar and her photos, and nothing else.
    await helper.getByRole('switch', { name: 'Share my calendar and reminders' }).click()
    await helper.getByText('ana can see your calendar and reminders, and add to them.').waitFor()
    await helper.getByRole('switch', { name: 'Share my photos' }).click()
    await helper.getByText('ana can see your calendar and reminders and photos, and add to them.').waitFor()
    expect(await helper.getByRole('switch', { name: 'Share my medical history' }).getAttribute('aria-checked')).toBe(
      'false',
    )

    await ana.reload()
    const helped = ana.getByRole('region', { name: 'rose' })
    await helped.getByText('rose shares with you: calendar and reminders and photos.').waitFor()
    await expectAccessible(ana)

    // Ana looks at her mother's photos (through the API, for Rose); Rose sees it in her log, once
    // for the gallery's several requests.
    const roseId = await rose.evaluate(
      async () => ((await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } }).user.id,
    )
    const statuses = await ana.evaluate(async (id) => {
      const headers = { 'x-sage-person': id }
      const looks = [await fetch('/api/photos', { headers }), await fetch('/api/photos', { headers })]
      const medical = await fetch('/api/medical-records', { headers })
      return [...looks.map((response) => response.status), medical.status]
    }, roseId)
    expect(statuses).toEqual([200, 200, 404])
    await rose.reload()
    const log = rose.getByRole('list', { name: 'What your family looked at' })
    await log.getByText('ana looked at your photos.').waitFor()
    expect(await log.getByRole('listitem').count()).toBe(1)
    await expectAccessible(rose)

    // She takes photos back; her daughter sees it on her next look.
    await helper.getByRole('switch', { name: 'Share my photos' }).click()
    await helper.getByText('ana can see your calendar and reminders, and add to them.').waitFor()
    await ana.reload()
    await helped.getByText('rose shares with you: calendar and reminders.').waitFor()

    // And ends the link, after being asked.
    await helper.getByRole('button', { name: 'Stop sharing with ana' }).click()
    const confirm = rose.getByRole('alertdialog', { name: 'End the link with ana?' })
    await confirm.getByRole('button', { name: 'End the link' }).click()
    await rose.getByText('No one is linked with you yet.').waitFor()
    await ana.reload()
    await ana.getByText('No one is linked with you yet.').waitFor()
  })

  it('an invitation opened by someone else’s account says so and links no one', async () => {
    const mother = await createVerifiedPerson('edith')
    const son = await createVerifiedPerson('tom')
    const stranger = await createVerifiedPerson('frank')
    const tom = await signedIn(son.email)
    await openFamily(tom)
    const invite = tom.getByRole('region', { name: 'Invite someone' })
    await invite.getByRole('radio', { name: /Someone I help/ }).check()
    await invite.getByLabel('Their e-mail address').fill(mother.email)
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await tom.getByRole('heading', { name: 'Invitations you sent' }).waitFor()
    const { link } = await waitForMail(mother.email)

    const frank = await signedIn(stranger.email)
    await frank.goto(`${link.pathname}${link.search}`)
    await frank
      .getByRole('alert')
      .getByText('This invitation is not for this account, or it was already used.', { exact: false })
      .waitFor()
    expect(await frank.getByRole('button', { name: 'Accept the invitation' }).count()).toBe(0)
    expect(await frank.getByText('tom would like', { exact: false }).count()).toBe(0)
    await openFamily(frank)
    await frank.getByText('No one is linked with you yet.').waitFor()
  })
})
