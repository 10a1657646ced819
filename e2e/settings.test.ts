import { describe, expect, it } from 'vitest'
import { expectAccessible, openPage } from './fixtures.ts'
import { PASSWORD, createVerifiedPerson, signInThroughScreen } from './people.ts'

describe('settings', () => {
  it('the grid has the eight cards, Family, Medications, Daily check-in and Privacy, each leading to its page', async () => {
    const page = await openPage('/user-settings')
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
    const cards = page.getByRole('main').getByRole('link')
    expect(await cards.count()).toBe(12)
    expect(await page.getByRole('link', { name: /^Family/ }).getAttribute('href')).toBe('/family-settings')
    expect(await page.getByRole('link', { name: /^Medications/ }).getAttribute('href')).toBe('/medications')
    expect(await page.getByRole('link', { name: /^Daily check-in/ }).getAttribute('href')).toBe('/check-in-settings')
    expect(await page.getByRole('link', { name: /^Privacy/ }).getAttribute('href')).toBe('/privacy-settings')
    await expectAccessible(page)
    await page.getByRole('link', { name: /Device Help/ }).click()
    await page.waitForURL('**/device-help')
    await page.getByRole('heading', { level: 1, name: 'Device Help' }).waitFor()
    await page.getByText('How do I make the text bigger?').click()
    await page.getByText('Go to Settings > Sound & Display > Text Size and choose Large.').waitFor()
    await expectAccessible(page)
    // Every card leads to help that exists; none promises a person Sage does not have.
    expect(await page.getByText(/not available yet|Call Support|Live Chat/).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Write an e-mail' }).getAttribute('href')).toMatch(/^mailto:/)
    await page.getByRole('link', { name: 'Open Support' }).click()
    await page.waitForURL('**/support')
    await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor()
  })

  it('notification switches are saved the moment they change', async () => {
    const page = await openPage('/notification-settings')
    const switchRow = page.getByRole('switch', { name: 'Medication reminders' })
    expect(await switchRow.getAttribute('aria-checked')).toBe('false')
    await switchRow.click()
    await page.reload()
    expect(await page.getByRole('switch', { name: 'Medication reminders' }).getAttribute('aria-checked')).toBe('true')
    await expectAccessible(page)
  })

  it('the language list offers English and Spanish, and greys out the rest', async () => {
    const page = await openPage('/language-settings')
    await page.getByRole('heading', { level: 1, name: 'Language' }).waitFor()
    expect(await page.getByRole('radio').count()).toBe(8)
    expect(await page.getByRole('radio', { name: /French/ }).isDisabled()).toBe(true)
    await expectAccessible(page)
    await page.getByRole('radio', { name: /Spanish/ }).check()
    await page.getByRole('heading', { level: 1, name: 'Idioma' }).waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('es')
  })

  it('shows only switches that do something: no two-factor or privacy switches Sage cannot honour', async () => {
    const { email } = await createVerifiedPerson('pearl')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    await page.goto('/security-settings')
    await page.getByRole('heading', { name: 'Password', exact: true }).waitFor()
    expect(await page.getByRole('switch').count()).toBe(0)
    expect(await page.getByText(/two-factor/i).count()).toBe(0)
    await expectAccessible(page)
    await page.goto('/notification-settings')
    // The five of the specification, each deciding what Sage sends.
    for (const name of [
      'Medication reminders',
      'Appointment reminders',
      'Daily check-ins',
      'Emergency alerts',
      'Family updates',
    ]) {
      await page.getByRole('switch', { name }).waitFor()
    }
    expect(await page.getByRole('switch').count()).toBe(5)
  })

  it('support needs all four fields, says at each what is missing, checks the e-mail, and thanks the person', async () => {
    const page = await openPage('/support')
    await page.getByText('Monday-Friday 8 AM-8 PM EST').waitFor()
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Please fill out all fields in the form.').waitFor()
    expect(await page.getByText('Please fill this in.').count()).toBe(4)
    expect(await page.getByLabel('Your name').getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('support-name')
    await expectAccessible(page)
    await page.getByLabel('Your name').fill('Rose')
    await page.getByLabel('Your email').fill('rose at example')
    await page.getByLabel('Subject').fill('Thank you')
    await page.getByLabel('Message').fill('Sage is lovely.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('alert').getByText('Invalid email').waitFor()
    await page.getByText('Please enter a valid email address.').waitFor()
    await page.getByLabel('Your email').fill('rose@example.org')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('main').getByText('Your feedback has been received. Thank you!').waitFor()
    expect(await page.getByLabel('Subject').inputValue()).toBe('')
    await expectAccessible(page)
  })

  it('support starts with the signed-in person’s name and e-mail filled in', async () => {
    const { email } = await createVerifiedPerson('wanda')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    await page.goto('/support')
    await expect.poll(() => page.getByLabel('Your email').inputValue()).toBe(email)
    expect(await page.getByLabel('Your name').inputValue()).toBe('wanda')
  })
})

describe('settings follow the person', () => {
  it('to a sign-out and back, and to a new tablet, where the account’s newest settings show', async () => {
    const { email } = await createVerifiedPerson('vera')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    const saved = (group: string) =>
      page.waitForResponse((response) => response.url().includes(`/api/settings/${group}`) && response.ok())

    await page.goto('/notification-settings')
    const reminders = page.getByRole('switch', { name: 'Medication reminders' })
    const savedReminders = saved('notification')
    await reminders.click()
    await savedReminders
    await page.goto('/sound-display-settings')
    const savedDisplay = saved('display')
    await page.getByRole('radio', { name: /Large/ }).check()
    await savedDisplay
    const savedContrast = saved('display')
    await page.getByRole('switch', { name: 'High contrast' }).click()
    await savedContrast
    await page.goto('/language-settings')
    const savedLanguage = saved('language')
    await page.getByRole('radio', { name: /Spanish/ }).check()
    await savedLanguage

    // Signed out and in again on the same tablet: the switches are as she left them.
    await page.goto('/homepage')
    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await page.waitForURL('**/login')
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await page.waitForURL('**/homepage')
    await page.goto('/notification-settings')
    await expect
      .poll(() => page.getByRole('switch', { name: 'Recordatorios de medicamentos' }).getAttribute('aria-checked'))
      .toBe('true')

    // A new tablet, never used: after sign-in it reads, looks and reminds as she set it.
    const tablet = await openPage('/')
    await signInThroughScreen(tablet, email)
    await tablet.getByRole('heading', { name: /^¡Hola/ }).waitFor()
    expect(await tablet.getAttribute('html', 'lang')).toBe('es')
    expect(await tablet.evaluate(() => document.documentElement.classList.contains('high-contrast'))).toBe(true)
    expect(await tablet.evaluate(() => document.documentElement.style.fontSize)).not.toBe('')
    await tablet.goto('/notification-settings')
    await expect
      .poll(() => tablet.getByRole('switch', { name: 'Recordatorios de medicamentos' }).getAttribute('aria-checked'))
      .toBe('true')
    await expectAccessible(tablet)

    // A change on the tablet wins over the older one on the first.
    const savedOff = tablet.waitForResponse((response) => response.url().includes('/api/settings/notification'))
    await tablet.getByRole('switch', { name: 'Recordatorios de medicamentos' }).click()
    await savedOff
    await page.reload()
    await expect
      .poll(() => page.getByRole('switch', { name: 'Recordatorios de medicamentos' }).getAttribute('aria-checked'))
      .toBe('false')
  }, 90_000)
})

describe('the profile', () => {
  it('shows what Sage knows, and edits it with Save Changes or Cancel', async () => {
    const { email } = await createVerifiedPerson('ruth')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    await page.goto('/profile-settings')
    await page.getByText(email).waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Edit' }).click()
    await page.getByLabel('City').fill('Springfield')
    await page.getByRole('button', { name: 'Cancel' }).click()
    expect(await page.getByText('Springfield').count()).toBe(0)
    await page.getByRole('button', { name: 'Edit' }).click()
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('readonly')).not.toBeNull()
    // The server's length rule is said at the field, and nothing is saved until it is kept.
    await page.getByLabel('First name').fill('R'.repeat(101))
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('This is too long. Please make it shorter.').waitFor()
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByLabel('City').inputValue()).toBe('')
    await page.getByLabel('First name').fill('Ruth')
    await page.getByLabel('City').fill('Springfield')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Your profile is saved.').waitFor()
    await page.reload()
    await page.getByText('Springfield').waitFor()
    await page.goto('/homepage')
    await page.getByRole('heading', { name: "Hello, Ruth! I'm Sage" }).waitFor()
  })
})

describe('what was kept in the browser reaches the account on sign-in', () => {
  it('once, even when the first attempt is cut off half-way', async () => {
    const { email } = await createVerifiedPerson('stan')
    const page = await openPage('/medical-history', { allowConsoleErrors: [/ERR_CONNECTION_RESET/] })
    for (const title of ['Knee X-ray', 'Cataract check']) {
      await page.getByRole('button', { name: 'Add Record' }).click()
      await page.getByRole('dialog').getByLabel('Type').selectOption('Lab Result')
      await page.getByRole('dialog').getByLabel('Title').fill(title)
      await page.getByRole('dialog').getByRole('button', { name: 'Add Record' }).click()
      await page.getByRole('article', { name: title }).waitFor()
    }
    await page.goto('/notification-settings')
    await page.getByRole('switch', { name: 'Appointment reminders' }).click()
    await page.goto('/emergency-contacts')
    const addForm = page.getByRole('form', { name: 'Add Contact' })
    await addForm.getByLabel('Name').fill('Anna Miller')
    await addForm.getByLabel('Relationship').fill('Daughter')
    await addForm.getByLabel('Phone (optional)').fill('555 123 4567')
    await addForm.getByRole('button', { name: 'Add Contact' }).click()
    await page.getByText('Anna Miller was added to your emergency contacts.').waitFor()

    // The first sync attempt dies after the first record reached the server.
    let posts = 0
    await page.route('**/api/medical-records', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      posts += 1
      if (posts === 2) return route.abort('connectionreset')
      return route.continue()
    })
    await signInThroughScreen(page, email)
    expect(await page.evaluate(() => localStorage.getItem('sage:medical-records'))).not.toBeNull()

    // The next visit tries again; the record already sent is not sent twice.
    await page.reload()
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('sage:medical-records')), { timeout: 10_000 })
      .toBeNull()
    const records = await page.evaluate(async () => (await fetch('/api/medical-records')).json())
    expect(records.records.map((record: { title: string }) => record.title).sort()).toEqual([
      'Cataract check',
      'Knee X-ray',
    ])
    const settings = await page.evaluate(async () => (await fetch('/api/settings')).json())
    expect(settings.notificationSettings).toMatchObject({ appointmentReminders: true })
    const contacts = await page.evaluate(async () => (await fetch('/api/emergency-contacts')).json())
    expect(contacts.contacts.map((contact: { name: string }) => contact.name)).toEqual(['Anna Miller'])
    // Settings stay in the browser too.
    expect(await page.evaluate(() => localStorage.getItem('sage:notification-settings'))).toContain(
      '"appointmentReminders":true',
    )
  })
})
