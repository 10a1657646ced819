import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPushService } from '#server/test/push-service.ts'
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

/** Adds the heart pill, due five minutes ago, from the Medications screen. */
async function addHeartPillDueNow(page: Page, zone: string) {
  await addMedicine(page, { name: 'Metoprolol', dose: '50 mg', purpose: 'heart', times: [clockIn(zone, -5 * MINUTE)] })
  await page.getByText('Metoprolol 50 mg was added. Sage will remind you at its times.').waitFor()
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

// A browser here cannot reach a real push service: the test runs one on loopback (speaking the Web
// Push protocol, as browsers' push services do), subscribes a device for the person through the
// API, and hands what that device receives to the browser's service worker through the DevTools
// protocol, as the browser's own push service would.
let pushService: Awaited<ReturnType<typeof startPushService>>
beforeAll(async () => {
  pushService = await startPushService()
})
afterAll(() => pushService.close())

/** Subscribes a device of the push service for the signed-in person of `page`. */
async function subscribeDevice(page: Page, name: string) {
  const device = pushService.device(name)
  const origin = new URL(page.url()).origin
  const response = await page.request.post('/api/push/subscriptions', {
    data: device.subscription,
    headers: { origin },
  })
  expect(response.status()).toBe(201)
}

/** Delivers a push to the context's service worker, with no page of Sage open. */
async function deliverToServiceWorker(context: BrowserContext, origin: string, message: unknown) {
  const blank = await context.newPage()
  const cdp = await context.newCDPSession(blank)
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string }[] }) => {
      const [first] = event.registrations
      if (first) resolve(first.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registration,
    data: JSON.stringify(message),
  })
  return blank
}

/** What the service worker's scope offers a test (page types know only a window's). */
type WorkerScope = {
  registration: ServiceWorkerRegistration
  dispatchEvent: (event: Event) => boolean
  NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event
}
type ShownNotification = Notification & { actions: { title: string }[] }

/** The notifications the service worker shows. */
const shownNotifications = (context: BrowserContext) =>
  context.serviceWorkers()[0]!.evaluate(async () =>
    (await (self as unknown as WorkerScope).registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      actions: (notification as ShownNotification).actions.map((action) => action.title),
    })),
  )

describe('reminders with Sage closed', () => {
  it('Sage installs as an app: a manifest with its icons, and a service worker', async () => {
    const { email } = await createVerifiedPerson('iris')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = (await (await page.request.get(href!)).json()) as {
      name: string
      start_url: string
      display: string
      icons: { sizes: string; purpose?: string }[]
    }
    expect(manifest).toMatchObject({ name: 'Sage', start_url: '/homepage', display: 'standalone' })
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
    for (const icon of ['/icons/sage-192.png', '/icons/sage-512.png'])
      expect((await page.request.get(icon)).headers()['content-type']).toBe('image/png')
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)
    expect(worker).toMatch(/\/sw\.js$/)
  })

  it('a dose’s reminder comes as a notification with the page closed, and “Taken” on it marks the dose', async () => {
    const zone = zoneAwayFromMidnight()
    const { email } = await createVerifiedPerson('hilda')
    const page = await openPage('/', {
      timezoneId: zone,
      // This browser cannot subscribe to a push service of its own (the test's stands in for it).
      allowConsoleErrors: [/Push API/],
    })
    await signInThroughScreen(page, email)
    const context = page.context()
    await context.grantPermissions(['notifications'])
    await subscribeDevice(page, 'hilda-tablet')

    // Medication reminders on, then the heart pill five minutes ago.
    await page.goto('/notification-settings')
    await page.getByRole('switch', { name: /Medication reminders/ }).click()
    await page.goto('/medications')
    await addHeartPillDueNow(page, zone)

    // Sage is closed; the reminder reaches the device within a look of the job queue.
    const origin = new URL(page.url()).origin
    await page.close()
    await expect
      .poll(() => pushService.received.filter((push) => push.device === 'hilda-tablet').length, { timeout: 30_000 })
      .toBe(1)
    const [push] = pushService.received.filter((each) => each.device === 'hilda-tablet')
    expect(push!.message).toMatchObject({
      title: 'Time for your medicine',
      actions: [{ title: 'Taken' }, { title: 'Later' }],
    })
    const helper = await deliverToServiceWorker(context, origin, push!.message)
    await expect
      .poll(() => shownNotifications(context))
      .toEqual([
        {
          title: 'Time for your medicine',
          body: expect.stringMatching(/^Metoprolol 50 mg \(/),
          actions: ['Taken', 'Later'],
        },
      ])

    // "Taken", from the notification.
    await context.serviceWorkers()[0]!.evaluate(async () => {
      const worker = self as unknown as WorkerScope
      const [notification] = await worker.registration.getNotifications()
      worker.dispatchEvent(
        new worker.NotificationEvent('notificationclick', { notification: notification!, action: 'taken' }),
      )
    })
    await helper.goto('/homepage')
    const card = helper.getByRole('region', { name: 'Medicines today' })
    await card
      .getByRole('listitem')
      .first()
      .getByText(/^Taken at /)
      .waitFor()
    await helper.goto('/medications')
    await helper.getByRole('region', { name: 'What you took' }).getByText('1 of 1 doses taken (100%)').waitFor()
  })

  it('“I took my heart pill” in the chat marks the dose, and the card shows it', async () => {
    const zone = zoneAwayFromMidnight()
    const page = await signedInAt('ruth', { timezoneId: zone })
    await page.goto('/medications')
    await addHeartPillDueNow(page, zone)
    await page.goto('/homepage')
    const reminder = page.getByRole('dialog', { name: 'Time for your medicine' })
    await reminder.waitFor()
    await reminder.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('textbox', { name: /Message/ }).fill('I took my heart pill')
    await page.getByRole('button', { name: 'Send' }).click()
    await page.getByText(/Well done\. I've marked Metoprolol 50 mg \(.+\) as taken\./).waitFor()
    const card = page.getByRole('region', { name: 'Medicines today' })
    await card
      .getByRole('listitem')
      .first()
      .getByText(/^Taken at /)
      .waitFor()
    await page.getByRole('textbox', { name: /Message/ }).fill('did I take my pills today?')
    await page.getByRole('button', { name: 'Send' }).click()
    await page.getByText(/Today you've taken Metoprolol 50 mg/).waitFor()
    await expectAccessible(page)
  })

  it('the medicines written at sign-up are offered one by one, and one is added after checking', async () => {
    const page = await signedInAt('vera', { timezoneId: 'Europe/Madrid' })
    await page.goto('/profile-settings')
    await page.getByRole('button', { name: 'Edit' }).click()
    await page.getByLabel('Medications').fill('Metoprolol 50 mg twice a day, vitamin D')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByRole('button', { name: 'Edit' }).waitFor()
    await page.goto('/medications')
    const offer = page.getByRole('heading', { name: 'Medicines you told us about' }).locator('..')
    await offer.getByText('Every day at 8:00 AM and 8:00 PM').waitFor()
    await expectAccessible(page)
    await offer.getByRole('button', { name: 'Add this one Metoprolol 50 mg' }).click()
    const form = page.getByRole('form', { name: 'Add a medicine' })
    expect(await form.getByLabel('Name of the medicine').inputValue()).toBe('Metoprolol')
    expect(await form.getByLabel('Dose (optional)').inputValue()).toBe('50 mg')
    await form.getByRole('button', { name: 'Add medicine' }).click()
    await page.getByText('Metoprolol 50 mg was added. Sage will remind you at its times.').waitFor()
    // Only the vitamin is offered now.
    await expect.poll(() => offer.getByRole('listitem').count()).toBe(1)
    await offer.getByRole('button', { name: 'Not now' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Medicines you told us about' }).count()).toBe(0)
  })
})
