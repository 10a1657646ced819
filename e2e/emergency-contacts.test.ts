import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible, openPage, viewports } from './fixtures.ts'
import { createVerifiedPerson, signInThroughScreen } from './people.ts'

type Typed = { name?: string; relationship?: string; email?: string; phone?: string }

/** Types into a contact form; fields left out are not touched. */
async function fill(form: Locator, typed: Typed) {
  if (typed.name !== undefined) await form.getByLabel('Name').fill(typed.name)
  if (typed.relationship !== undefined) await form.getByLabel('Relationship').fill(typed.relationship)
  if (typed.email !== undefined) await form.getByLabel('Email (optional)').fill(typed.email)
  if (typed.phone !== undefined) await form.getByLabel('Phone (optional)').fill(typed.phone)
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

const storedContacts = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('sage:emergency-contacts') ?? 'null') as unknown)

describe('a senior keeps emergency contacts on this device', () => {
  it('adds, calls, edits one at a time and deletes a contact, without signing in', async () => {
    const page = await openPage('/emergency-contacts')
    await page.getByRole('heading', { level: 1, name: 'Emergency Contacts' }).waitFor()
    await page.getByText('No emergency contacts yet').waitFor()
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/user-settings')
    await expectAccessible(page)

    // Every rule is explained next to its field before anything is saved.
    const addForm = page.getByRole('form', { name: 'Add Contact' })
    const add = addForm.getByRole('button', { name: 'Add Contact' })
    await add.click()
    await addForm.getByText('Please enter a name.').waitFor()
    await addForm.getByText('Please enter the relationship, such as daughter or neighbour.').waitFor()
    await addForm.getByText('Please add an e-mail address or a phone number.').waitFor()
    expect(await isFocused(addForm.getByLabel('Name'))).toBe(true)
    await expectAccessible(page)

    await fill(addForm, { name: 'Alice Smith', relationship: 'Daughter', email: 'alice at example', phone: 'call me' })
    await add.click()
    await addForm.getByText('Please enter a valid email address.').waitFor()
    await addForm.getByText('Please use only numbers, spaces and + - ( ) . in the phone number.').waitFor()
    expect(await addForm.getByText('Please enter a name.').count()).toBe(0)
    expect(await isFocused(addForm.getByLabel('Email (optional)'))).toBe(true)
    await expectAccessible(page)

    await fill(addForm, { email: 'alice@example.org', phone: '+1 (555) 123-4567' })
    await add.click()
    await page.getByRole('status').getByText('Alice Smith was added to your emergency contacts.').waitFor()
    expect(await addForm.getByLabel('Name').inputValue()).toBe('')
    expect(await addForm.getByLabel('Phone (optional)').inputValue()).toBe('')

    const call = page.getByRole('link', { name: 'Call Alice Smith' })
    const mail = page.getByRole('link', { name: 'E-mail Alice Smith' })
    expect(await call.getAttribute('href')).toBe('tel:+15551234567')
    expect(await mail.getAttribute('href')).toBe('mailto:alice@example.org')
    expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(48)
    expect((await mail.boundingBox())!.height).toBeGreaterThanOrEqual(48)
    await expectAccessible(page)

    // A contact with only an e-mail address has no call link.
    await fill(addForm, { name: 'Bob Jones', relationship: 'Neighbour', email: 'bob@example.org' })
    await add.click()
    await page.getByRole('status').getByText('Bob Jones was added to your emergency contacts.').waitFor()
    await page.getByRole('link', { name: 'E-mail Bob Jones' }).waitFor()
    expect(await page.getByRole('link', { name: 'Call Bob Jones' }).count()).toBe(0)
    expect(await storedContacts(page)).toMatchObject([
      { name: 'Alice Smith', relationship: 'Daughter', email: 'alice@example.org', phone: '+1 (555) 123-4567' },
      { name: 'Bob Jones', relationship: 'Neighbour', email: 'bob@example.org', phone: null },
    ])

    // Opening a second contact closes the first, dropping what was typed there.
    await page.getByRole('button', { name: 'Edit Alice Smith' }).click()
    const editAlice = page.getByRole('form', { name: 'Edit Alice Smith' })
    expect(await isFocused(editAlice.getByLabel('Name'))).toBe(true)
    await fill(editAlice, { relationship: 'Sister' })
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Edit Bob Jones' }).click()
    const editBob = page.getByRole('form', { name: 'Edit Bob Jones' })
    await editBob.waitFor()
    await editAlice.waitFor({ state: 'detached' })
    await page.getByText('Daughter', { exact: true }).waitFor()
    expect(await page.getByText('Sister', { exact: true }).count()).toBe(0)

    // The same rules apply when editing.
    await fill(editBob, { email: '' })
    await editBob.getByRole('button', { name: 'Save' }).click()
    await editBob.getByText('Please add an e-mail address or a phone number.').waitFor()
    await expectAccessible(page)
    await fill(editBob, { relationship: 'Good neighbour', phone: '555 987 6543' })
    await editBob.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('status').getByText('Changes to Bob Jones were saved.').waitFor()
    expect(await page.getByRole('link', { name: 'Call Bob Jones' }).getAttribute('href')).toBe('tel:5559876543')
    expect(await page.getByRole('link', { name: 'E-mail Bob Jones' }).count()).toBe(0)
    expect(await isFocused(page.getByRole('button', { name: 'Edit Bob Jones' }))).toBe(true)
    await page.getByText('Good neighbour', { exact: true }).waitFor()

    // Cancel leaves the contact as it was.
    await page.getByRole('button', { name: 'Edit Alice Smith' }).click()
    await fill(editAlice, { name: 'Someone Else' })
    await editAlice.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('heading', { name: 'Alice Smith' }).waitFor()
    expect(await page.getByText('Someone Else').count()).toBe(0)
    await expectAccessible(page)

    // Deleting asks first, in plain words.
    await page.getByRole('button', { name: 'Delete Alice Smith' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('Are you sure you want to delete this contact?', { exact: true }).waitFor()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await call.waitFor()

    await page.getByRole('button', { name: 'Delete Alice Smith' }).click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('status').getByText('Alice Smith was deleted.').waitFor()
    await call.waitFor({ state: 'detached' })
    await expectAccessible(page)
    expect(await storedContacts(page)).toMatchObject([{ name: 'Bob Jones', phone: '555 987 6543', email: null }])

    await page.reload()
    await page.getByRole('link', { name: 'Call Bob Jones' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Alice Smith' }).count()).toBe(0)
  })
})

describe('a signed-in senior keeps emergency contacts in the account', () => {
  it('adds a contact that is still there after a reload, and not in browser storage', async () => {
    const { email } = await createVerifiedPerson('rose')
    // The failed save below is a 500 the screen handles.
    const page = await openPage('/', { viewport: viewports.phone, allowConsoleErrors: [/status of 500/] })
    await signInThroughScreen(page, email)
    await page.goto('/emergency-contacts')
    await page.getByText('No emergency contacts yet').waitFor()
    await expectAccessible(page)

    // A save the server fails keeps what was typed, and says so.
    await page.route('**/api/emergency-contacts', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } })
        : route.fallback(),
    )
    const addForm = page.getByRole('form', { name: 'Add Contact' })
    const add = addForm.getByRole('button', { name: 'Add Contact' })
    await fill(addForm, { name: 'Dr. Patel', relationship: 'Doctor', phone: '(555) 010-2030' })
    await add.click()
    await addForm.getByRole('alert').getByText('We could not save this contact. Please try again.').waitFor()
    expect(await addForm.getByLabel('Name').inputValue()).toBe('Dr. Patel')
    expect(await addForm.getByLabel('Phone (optional)').inputValue()).toBe('(555) 010-2030')
    await expectAccessible(page)

    await page.unrouteAll()
    await add.click()
    await page.getByRole('status').getByText('Dr. Patel was added to your emergency contacts.').waitFor()
    await expectAccessible(page)

    await page.reload()
    const call = page.getByRole('link', { name: 'Call Dr. Patel' })
    await call.waitFor()
    expect(await call.getAttribute('href')).toBe('tel:5550102030')
    expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(48)
    expect(await page.getByRole('link', { name: 'E-mail Dr. Patel' }).count()).toBe(0)
    expect(await storedContacts(page)).toBeNull()
    await expectAccessible(page)
  })
})
