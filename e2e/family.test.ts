import type { Page } from 'playwright-core'
import { localDate } from '#web/lib/local-date.ts'
import { describe, expect, it } from 'vitest'
import { expectAccessible, openPage, viewports, withDisplaySettings } from './fixtures.ts'
import { waitForMail } from './mail.ts'
import { createVerifiedPerson, signInThroughScreen } from './people.ts'
import { png } from './photo-helpers.ts'

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

/**
 * Links a daughter with her mother through the screens: the daughter invites, the mother accepts
 * from her e-mail and turns on the named switches. Returns both pages, signed in.
 */
async function linkThroughScreens(motherName: string, daughterName: string, shares: string[]) {
  const mother = await createVerifiedPerson(motherName)
  const daughter = await createVerifiedPerson(daughterName)
  const helperPage = await signedIn(daughter.email)
  await openFamily(helperPage)
  const invite = helperPage.getByRole('region', { name: 'Invite someone' })
  await invite.getByRole('radio', { name: /Someone I help/ }).check()
  await invite.getByLabel('Their e-mail address').fill(mother.email)
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await helperPage.getByRole('heading', { name: 'Invitations you sent' }).waitFor()
  const { link } = await waitForMail(mother.email)
  const motherPage = await signedIn(mother.email)
  await motherPage.goto(`${link.pathname}${link.search}`)
  await motherPage.getByRole('button', { name: 'Accept the invitation' }).click()
  await motherPage.waitForURL('**/family-settings')
  const helper = motherPage.getByRole('region', { name: daughterName })
  for (const name of shares) {
    const toggle = helper.getByRole('switch', { name })
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true')
  }
  return { motherPage, helperPage, helper }
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
    // Her home screen says an invitation waits, and leads to it.
    await rose.goto('/homepage')
    await rose.getByRole('region', { name: 'Invitation from ana' }).getByText('ana would like to help you.').waitFor()
    await expectAccessible(rose)
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

  it('a daughter looks after her mother: adds an appointment and a photo her mother sees, and loses photos when they are taken back', async () => {
    const {
      motherPage: rose,
      helperPage: ana,
      helper,
    } = await linkThroughScreens('maria', 'lucia', ['Share my calendar and reminders', 'Share my photos'])

    // Every request Lucia's screens make for her mother is kept, to be made again later.
    const asked: { method: string; url: string; body: string | null; type: string }[] = []
    ana.on('request', (request) => {
      const forHer = request.headers()['x-sage-person'] ?? new URL(request.url()).searchParams.get('for')
      if (!forHer) return
      const type = request.headers()['content-type'] ?? ''
      // An upload's body is a file: it is checked before whose it is, so it is not made again.
      if (type.startsWith('multipart/')) return
      asked.push({ method: request.method(), url: request.url(), body: request.postData(), type })
    })

    // Lucia opens her mother's day from her own Family screen.
    await ana.reload()
    await ana.getByRole('region', { name: 'maria' }).getByRole('button', { name: 'Open maria’s day' }).click()
    await ana.getByRole('heading', { level: 1, name: 'maria’s day' }).waitFor()
    await ana.getByRole('button', { name: 'Looking after: maria' }).waitFor()
    await ana
      .getByText('maria does not share with you: medical history, emergency contacts, check-ins and alerts, or chats.')
      .waitFor()
    await expectAccessible(ana)

    // An appointment: nothing typed, it says what is missing; then it is added.
    await ana.getByRole('button', { name: 'Add an appointment' }).click()
    const dialog = ana.getByRole('dialog', { name: 'Add an appointment for maria' })
    await dialog.getByRole('button', { name: 'Add to calendar' }).click()
    await dialog.getByText('Please say what the appointment is.').waitFor()
    await dialog.getByLabel(/What is it/).fill('Eye doctor')
    const day = localDate(new Date(Date.now() + 24 * 60 * 60 * 1000))
    await dialog.getByLabel(/^Day/).fill(day)
    await dialog.getByLabel(/^Time/).fill('10:30')
    await expectAccessible(ana)
    await dialog.getByRole('button', { name: 'Add to calendar' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const week = ana.getByRole('list', { name: 'maria’s calendar' })
    await week.getByText('Eye doctor').waitFor()
    await week.getByText('Added by lucia').waitFor()

    // She moves it to a quarter past eleven, and cancels another one after being asked.
    await week.getByRole('button', { name: 'Change Eye doctor' }).click()
    const change = ana.getByRole('dialog', { name: 'Change Eye doctor' })
    expect(await change.getByLabel(/^Time/).inputValue()).toBe('10:30')
    await change.getByLabel(/^Time/).fill('11:15')
    await change.getByRole('button', { name: 'Save changes' }).click()
    await change.waitFor({ state: 'hidden' })
    await week.getByText('11:15 AM', { exact: false }).waitFor()
    await ana.getByRole('button', { name: 'Add an appointment' }).click()
    await dialog.getByLabel(/What is it/).fill('Podiatrist')
    await dialog.getByLabel(/^Day/).fill(day)
    await dialog.getByRole('button', { name: 'Add to calendar' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await week.getByRole('button', { name: 'Cancel Podiatrist' }).click()
    const sure = ana.getByRole('alertdialog', { name: 'Cancel Podiatrist?' })
    await expectAccessible(ana)
    await sure.getByRole('button', { name: 'Cancel appointment' }).click()
    await week.getByText('Podiatrist').waitFor({ state: 'detached' })

    // A photo in two taps: the button, then the photo.
    const chooser = ana.waitForEvent('filechooser')
    await ana.getByRole('button', { name: 'Send maria a photo' }).click()
    await (await chooser).setFiles(png('garden.png'))
    await ana.getByText('Photo sent to maria').waitFor()
    await ana.getByLabel('Say something about it (optional)').fill('Us in the garden')
    await ana.getByRole('button', { name: 'Save caption' }).click()
    await ana.getByText('Caption saved').waitFor()
    await expectAccessible(ana)

    // Her mother sees both on her own home screen, with who added them.
    await rose.goto('/homepage')
    const photo = rose.getByRole('figure')
    await photo.getByText('Us in the garden').waitFor()
    await photo.getByText('Added by lucia').waitFor()
    const upcoming = rose.getByRole('list', { name: 'Upcoming Events' })
    await upcoming.getByText('Eye doctor').waitFor()
    await upcoming.getByText('11:15 AM', { exact: false }).waitFor()
    await upcoming.getByText('Added by lucia').waitFor()

    // In Settings > Family she sees what her daughter sees, and nothing to change from there.
    await rose.goto('/family-settings')
    await helper.getByRole('button', { name: 'See what lucia sees' }).click()
    const preview = rose.getByRole('dialog', { name: 'What lucia sees' })
    await preview.getByRole('heading', { name: 'Today and the next 7 days' }).waitFor()
    await preview.getByText('Eye doctor').waitFor()
    await preview.getByRole('img', { name: 'Us in the garden' }).waitFor()
    await preview.getByText('does not share with you: medical history', { exact: false }).waitFor()
    expect(await preview.getByRole('button', { name: 'Add an appointment' }).count()).toBe(0)
    await expectAccessible(rose)
    await preview.getByRole('button', { name: 'Close' }).click()

    // The mother takes her photos back: her daughter no longer sees them, even by their address.
    await helper.getByRole('switch', { name: 'Share my photos' }).click()
    await helper.getByText('lucia can see your calendar and reminders, and add to them.').waitFor()
    await ana.reload()
    await ana.getByRole('heading', { level: 1, name: 'maria’s day' }).waitFor()
    expect(await ana.getByRole('button', { name: 'Send maria a photo' }).count()).toBe(0)
    await ana.goto('/photo-gallery')
    await ana.getByText('maria does not share this with you.', { exact: false }).waitFor()
    expect(await ana.getByRole('img', { name: 'Us in the garden' }).count()).toBe(0)

    // Made again now, every request about photos answers 404, each about the calendar still works.
    const photoRequests = asked.filter((each) => new URL(each.url).pathname.startsWith('/api/photos'))
    expect(photoRequests.length).toBeGreaterThan(2)
    expect(asked.some((each) => new URL(each.url).pathname.startsWith('/api/calendar'))).toBe(true)
    const replayed = await ana.evaluate(
      async (requests) =>
        Promise.all(
          requests.map(async ({ method, url, body, type }) => {
            const headers: Record<string, string> = type ? { 'content-type': type } : {}
            const forHer = new Headers()
            const original = new URL(url)
            if (!original.searchParams.has('for'))
              forHer.set(
                'x-sage-person',
                (JSON.parse(sessionStorage.getItem('sage:acting-for')!) as { person: string }).person,
              )
            for (const [name, value] of Object.entries(headers)) forHer.set(name, value)
            const response = await fetch(url, { method, body, headers: forHer })
            return { path: original.pathname, status: response.status }
          }),
        ),
      asked,
    )
    for (const { path, status } of replayed) {
      if (path.startsWith('/api/photos')) expect(status, path).toBe(404)
      else expect(status, path).toBeLessThan(400)
    }

    // Back in her own Sage, her own chat is there again.
    await ana.getByRole('button', { name: 'My own Sage' }).click()
    await ana.goto('/homepage')
    await ana.getByRole('textbox', { name: /message/i }).waitFor()
  })

  it('a daughter who named her mother when signing up is offered to invite her on her first visit', async () => {
    const mother = await createVerifiedPerson('irene')
    const daughter = await createVerifiedPerson('clara')
    const page = await openPage('/', { viewport: viewports.phone })
    // What the questionnaire kept in this browser before she created her account.
    await page.evaluate((email) => {
      localStorage.setItem('userType', 'caretaker')
      const answers = { syncId: crypto.randomUUID(), seniorUserName: 'Mum', seniorUserEmail: email }
      localStorage.setItem('userData', JSON.stringify(answers))
    }, mother.email)
    await signInThroughScreen(page, daughter.email)
    await page.goto('/homepage')
    const offer = page.getByRole('region', { name: 'Link with Mum' })
    await offer.getByText(`Sage will e-mail ${mother.email}.`, { exact: false }).waitFor()
    await expectAccessible(page)
    await offer.getByRole('button', { name: 'Send invitation' }).click()
    await page.getByText('Invitation sent to Mum.').waitFor()
    await offer.waitFor({ state: 'detached' })
    const mail = await waitForMail(mother.email)
    expect(mail.subject).toBe('clara would like to help you with Sage')
    // Sent once: the offer does not come back.
    await page.reload()
    await page.getByRole('textbox', { name: /message/i }).waitFor()
    expect(await page.getByRole('region', { name: 'Link with Mum' }).count()).toBe(0)
  })
})
