import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible, openPage, viewports } from './fixtures.ts'
import { createVerifiedPerson, signInThroughScreen } from './people.ts'

const MINUTE = 60_000

/**
 * A time zone where it is now between 02:00 and 21:00, so a dose five minutes ago and one an hour
 * from now are both today, whenever the test runs.
 */
function zoneAwayFromMidnight(): string {
  const zones = ['UTC', 'Asia/Tokyo', 'America/New_York', 'Europe/Madrid', 'Australia/Sydney']
  return zones.find((zone) => {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: zone }).format(new Date()),
    )
    return hour >= 2 && hour <= 21
  })!
}

/** HH:MM in a zone, `offset` ms from now. */
function clockIn(zone: string, offset: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(new Date(Date.now() + offset))
}

async function signedInAt(name: string, options: { timezoneId: string; viewport?: { width: number; height: number } }) {
  const { email } = await createVerifiedPerson(name)
  const page = await openPage('/', options)
  await signInThroughScreen(page, email)
  return page
}

/** Adds a medicine through the Medications screen's form. */
async function addMedicine(page: Page, medicine: { name: string; dose: string; purpose: string; times: string[] }) {
  const form = page.getByRole('form', { name: 'Add a medicine' })
  await form.getByLabel('Name of the medicine').fill(medicine.name)
  await form.getByLabel('Dose (optional)').fill(medicine.dose)
  await form.getByLabel('What it is for (optional)').fill(medicine.purpose)
  for (const [index, time] of medicine.times.entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add another time' }).click()
    await form.getByLabel(`Time ${index + 1}`).fill(time)
  }
  await form.getByRole('button', { name: 'Add medicine' }).click()
}

describe('medicines that keep trying', () => {
  it('a senior adds a heart pill, is reminded on the home screen, marks it taken and sees it in the history', async () => {
    const zone = zoneAwayFromMidnight()
    const page = await signedInAt('martha', { timezoneId: zone })
    const day = page.getByRole('complementary', { name: 'Your day: medicines, calendar and photos' })
    const card = day.getByRole('region', { name: 'Medicines today' })
    await card.getByText('Add your medicines, and Sage will remind you when it is time.').waitFor()
    await card.getByRole('link', { name: 'Add a medicine' }).click()
    await page.getByRole('heading', { level: 1, name: 'Medications' }).waitFor()
    await page.getByText('No medicines yet').waitFor()
    await expectAccessible(page)

    // Nothing typed: the name is asked for, and gets focus.
    const form = page.getByRole('form', { name: 'Add a medicine' })
    await form.getByRole('button', { name: 'Add medicine' }).click()
    await form.getByText('Please enter the name of the medicine.').waitFor()
    expect(
      await form.getByLabel('Name of the medicine').evaluate((element) => element === document.activeElement),
    ).toBe(true)

    await form.getByLabel('Pills left (optional)').fill('30')
    await form.getByRole('switch', { name: /Important: tell my family if I miss it/ }).click()
    const due = clockIn(zone, -5 * MINUTE)
    const later = clockIn(zone, 60 * MINUTE)
    await addMedicine(page, { name: 'Metoprolol', dose: '50 mg', purpose: 'heart', times: [due, later] })
    await page.getByText('Metoprolol 50 mg was added. Sage will remind you at its times.').waitFor()
    const listed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Metoprolol 50 mg' }) })
    await listed.getByText(/^Every day at /).waitFor()
    await listed.getByText('Important: your family is told if a dose is missed.').waitFor()
    await listed.getByText('Pills left: 30, enough for about 15 days.').waitFor()
    await expectAccessible(page)

    // Home: the reminder comes over the page for the dose five minutes ago.
    await page.getByRole('link', { name: 'Back' }).click()
    await page.getByRole('link', { name: 'Back' }).click()
    const reminder = page.getByRole('dialog', { name: 'Time for your medicine' })
    await reminder.waitFor()
    await reminder.getByText('Metoprolol 50 mg', { exact: true }).waitFor()
    await expectAccessible(page)
    await reminder.getByRole('button', { name: 'Taken: Metoprolol 50 mg' }).click()
    await reminder.waitFor({ state: 'detached' })
    await page.getByText('Metoprolol 50 mg: marked as taken.').waitFor()
    const doses = card.getByRole('listitem')
    expect(await doses.count()).toBe(2)
    await doses
      .first()
      .getByText(/^Taken at /)
      .waitFor()
    await doses.nth(1).getByText('Not yet').waitFor()

    // A tap by mistake is undone, and taken again from the card.
    await doses.first().getByRole('button', { name: 'Undo: Metoprolol 50 mg' }).click()
    await page.getByRole('dialog', { name: 'Time for your medicine' }).waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await doses.first().getByRole('button', { name: 'Taken: Metoprolol 50 mg' }).click()
    await doses
      .first()
      .getByText(/^Taken at /)
      .waitFor()

    // The history says so, and one pill is counted off.
    await card.getByRole('link', { name: 'All my medicines' }).click()
    const history = page.getByRole('region', { name: 'What you took' })
    await history.getByText('1 of 1 doses taken (100%)').waitFor()
    await history.getByRole('button', { name: 'Last 30 days' }).click()
    await history.getByText('Metoprolol 50 mg: 1 of 1 (100%)').waitFor()
    await page.getByText('Pills left: 29, enough for about 14 days.').waitFor()
    await expectAccessible(page)
  })

  it('changes and deletes a medicine, asking first, on a phone', async () => {
    const zone = zoneAwayFromMidnight()
    const page = await signedInAt('nora', { timezoneId: zone, viewport: viewports.phone })
    await page.goto('/medications')
    await addMedicine(page, { name: 'Vitamin D', dose: '1 tablet', purpose: 'bones', times: ['09:00'] })
    await page.getByText('Vitamin D 1 tablet was added. Sage will remind you at its times.').waitFor()

    await page.getByRole('button', { name: 'Change Vitamin D 1 tablet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Vitamin D 1 tablet' })
    await dialog.getByLabel('How often').selectOption('weekly')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.getByText('Please choose at least one day of the week.').waitFor()
    await dialog.getByLabel('Monday').check()
    await dialog.getByLabel('Thursday').check()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('Monday and Thursday at 9:00 AM').waitFor()

    await page.getByRole('button', { name: 'Delete Vitamin D 1 tablet' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Vitamin D 1 tablet?' })
    await confirm.getByText('Its reminders stop, and the record of its doses is deleted too.').waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('No medicines yet').waitFor()
  })
})
