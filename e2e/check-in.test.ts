import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible, openPage, viewports } from './fixtures.ts'
import { waitForMail } from './mail.ts'
import { createVerifiedPerson, signInThroughScreen } from './people.ts'

/** The hour it is now in a zone. */
const hourIn = (zone: string, offset = 0) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: zone }).format(
      new Date(Date.now() + offset),
    ),
  )

/** A zone where it is morning now (between 05:00 and 10:59), so Sage greets with its morning question. */
function morningZone(): string {
  const zones = Intl.supportedValuesOf('timeZone')
  return zones.find((zone) => hourIn(zone) >= 5 && hourIn(zone) <= 10 && hourIn(zone, 3 * 3_600_000) <= 13)!
}

async function signedInAt(name: string, options: Parameters<typeof openPage>[1] = {}) {
  const { email } = await createVerifiedPerson(name)
  const page = await openPage('/', options)
  await signInThroughScreen(page, email)
  return { page, email }
}

/** Sets up the check-in on its screen: on, a time, saved. */
async function setUpCheckIn(page: Page, time: string) {
  await page.goto('/check-in-settings')
  await page.getByRole('heading', { level: 1, name: 'Daily check-in' }).waitFor()
  const check = page.getByRole('switch', { name: 'Check on me each morning' })
  if ((await check.getAttribute('aria-checked')) !== 'true') await check.click()
  await page.getByLabel('I am usually up by').selectOption(time)
  await page.getByRole('button', { name: 'Save' }).click()
}

describe('the daily check-in', () => {
  it('a senior sets it up, says “I’m OK” from the home card, pauses it while away and comes back', async () => {
    const zone = morningZone()
    const { page } = await signedInAt('agnes', { timezoneId: zone })
    const later = `${String(hourIn(zone) + 2).padStart(2, '0')}:30`
    const laterWords = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(new Date(`2000-01-01T${later}:00Z`))
    await page.goto('/user-settings')
    await page.getByRole('link', { name: /Daily check-in/ }).click()
    await page.getByText('No one has agreed to be told yet.', { exact: false }).waitFor()
    await expectAccessible(page)
    await setUpCheckIn(page, later)
    await page.getByText(`Saved. Sage will check on you each morning by ${laterWords}.`).waitFor()

    // The Notifications switch follows.
    await page.goto('/notification-settings')
    expect(await page.getByRole('switch', { name: /Daily check-ins/ }).getAttribute('aria-checked')).toBe('true')
    await expectAccessible(page)

    await page.goto('/homepage')
    const card = page.getByRole('region', { name: 'Daily check-in' })
    await card.waitFor()
    await card.getByText(`Sage checks on you each morning by ${laterWords}.`).waitFor()
    await expectAccessible(page)
    await card.getByRole('button', { name: 'I’m OK' }).click()
    await card.getByText(/^You checked in today at /).waitFor()

    // Away until a day, then back from the home card.
    await page.goto('/check-in-settings')
    const away = new Date(Date.now() + 4 * 86_400_000)
    const day = `${away.getFullYear()}-${String(away.getMonth() + 1).padStart(2, '0')}-${String(away.getDate()).padStart(2, '0')}`
    await page.getByRole('button', { name: 'Pause until that day' }).click()
    await page.getByText('Please choose today or a day after it.').waitFor()
    await page.getByLabel('Away until (the last day)').fill(day)
    await page.getByRole('button', { name: 'Pause until that day' }).click()
    await page.getByText(/^Paused while you are away, until /).waitFor()
    // The toast too, so axe does not meet it half faded in.
    await page.getByText(/^Paused until /).waitFor()
    await expectAccessible(page)
    await page.goto('/homepage')
    await card.getByText(/^Paused while you are away, until /).waitFor()
    await card.getByRole('button', { name: 'I’m back' }).click()
    await page.getByText('Welcome back. Sage will check on you each morning again.').waitFor()
  })

  it('in the morning Sage asks how she slept; her answer is her check-in, on a phone', async () => {
    const zone = morningZone()
    const { page } = await signedInAt('bertha', { timezoneId: zone, viewport: viewports.phone })
    const later = `${String(hourIn(zone) + 2).padStart(2, '0')}:00`
    await setUpCheckIn(page, later)
    await page.getByText(/^Saved\. Sage will check on you each morning by /).waitFor()
    await page.goto('/homepage')
    await page.getByText('Good morning! How did you sleep?').waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'I slept well' }).click()
    await page.getByText('I’m so glad you slept well.', { exact: false }).waitFor()
    // The day is settled: the card (one tap away on a phone) thanks her.
    await page.getByRole('button', { name: /Today/ }).click()
    await page
      .getByRole('region', { name: 'Daily check-in' })
      .getByText(/^You checked in today at /)
      .waitFor()
  })

  it('no sign of life by her time: Sage e-mails her “Are you OK?”, and the link in it settles the day', async () => {
    const { page, email } = await signedInAt('clara', { timezoneId: 'UTC' })
    // Her time is the next minute, set through the API as the screen offers half hours.
    const next = new Date(Date.now() + 60_000)
    const by = `${String(next.getUTCHours()).padStart(2, '0')}:${String(next.getUTCMinutes()).padStart(2, '0')}`
    const saved = await page.request.put('/api/check-in', {
      data: { on: true, by, timeZone: 'UTC', recipients: null },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(saved.status()).toBe(200)
    const mail = await waitForMail(email, { subject: 'Good morning: are you OK?', timeout: 100_000 })
    expect(mail.text).toContain('You asked Sage to check on you each morning')
    const link = await openPage(`${mail.link.pathname}${mail.link.search}`)
    await link.getByRole('heading', { level: 1, name: 'Good morning! Are you OK?' }).waitFor()
    await expectAccessible(link)
    await link.getByRole('button', { name: 'I’m OK' }).click()
    await link.getByRole('heading', { level: 1, name: 'Thank you. Sage knows you’re OK. Have a lovely day!' }).waitFor()
    await expectAccessible(link)
    await page.goto('/homepage')
    await page
      .getByRole('region', { name: 'Daily check-in' })
      .getByText(/^You checked in today at /)
      .waitFor()
  })
})
