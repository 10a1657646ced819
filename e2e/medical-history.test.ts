import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { addRecordThroughScreen, downloadedBytes, expectAccessible, openPage } from './fixtures.ts'
import { createVerifiedPerson, signInThroughScreen } from './people.ts'

describe('a senior keeps a medical history', () => {
  it('adds, edits, prints and deletes records while signed out', async () => {
    const page = await openPage('/medical-history')
    await page.getByText('No medical records yet').waitFor()
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Add Record' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a medical record' })
    // The date starts as today; type and title are required.
    expect(await dialog.getByLabel('Date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await dialog.getByRole('button', { name: 'Add Record' }).click()
    await dialog.getByText('Please choose a type.').waitFor()
    await dialog.getByText('Please write a title.').waitFor()
    await expectAccessible(page)
    await dialog.getByLabel('Type').selectOption('Medication')
    await dialog.getByLabel('Title').fill('Blood pressure tablets')
    // Signed out, the record stays in this browser: the form keeps the server's rules all the same.
    await dialog.getByLabel('Date').fill('1850-03-04')
    await dialog.getByRole('button', { name: 'Add Record' }).click()
    await dialog.getByText('Please choose a date between 1900 and 2100.').waitFor()
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Blood pressure tablets')
    // A month ago: within the year the summary for the doctor lists.
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600_000)
    const day = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    await dialog.getByLabel('Date').fill(day(monthAgo))
    await dialog.getByLabel('Doctor (optional)').fill('Dr. Patel')
    await dialog.getByLabel('Status (optional)').selectOption('Active')
    await dialog.getByRole('button', { name: 'Add Record' }).click()
    await dialog.waitFor({ state: 'hidden' })

    const record = page.getByRole('article', { name: 'Blood pressure tablets' })
    await record
      .getByText(monthAgo.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }))
      .waitFor()
    await record.getByText('Active').waitFor()
    await expectAccessible(page)

    await record.getByRole('button', { name: 'Edit Blood pressure tablets' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit medical record' })
    await edit.getByLabel('Title').fill('Blood pressure tablets, 10 mg')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByRole('article', { name: 'Blood pressure tablets, 10 mg' }).waitFor()

    // Signed out, the same summary for the doctor is made from what this browser keeps.
    await page.getByRole('button', { name: 'Print summary' }).click()
    await page.getByRole('heading', { level: 1, name: 'Summary for the doctor' }).waitFor()
    await page.getByRole('cell', { name: 'Blood pressure tablets, 10 mg' }).waitFor()
    await page.getByRole('cell', { name: 'Dr. Patel' }).waitFor()
    await expectAccessible(page)
    await page.getByLabel('Language of the summary').selectOption('spanish')
    await page.getByRole('heading', { level: 1, name: 'Resumen para el médico' }).waitFor()
    await page.emulateMedia({ media: 'print' })
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false)
    await page.emulateMedia({ media: 'screen' })
    await page.getByRole('button', { name: 'Back to Medical History' }).click()

    await page.getByRole('button', { name: 'Delete Blood pressure tablets, 10 mg' }).click()
    await page
      .getByRole('alertdialog')
      .getByText('Are you sure you want to delete this medical record? This action cannot be undone.')
      .waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('No medical records yet').waitFor()
  })

  it('keeps records on the server when signed in, newest first', async () => {
    const { email } = await createVerifiedPerson('nora')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    await page.goto('/medical-history')
    await addRecordThroughScreen(page, 'Vaccination', 'Flu shot')
    await addRecordThroughScreen(page, 'Appointment', 'Eye test')
    await page.reload()
    await page.getByRole('article', { name: 'Eye test' }).waitFor()
    const titles = await page.getByRole('article').getByRole('heading').allInnerTexts()
    expect(titles).toEqual(['Eye test', 'Flu shot'])
    expect(await page.evaluate(() => localStorage.getItem('sage:medical-records'))).toBeNull()
  })

  it('shows what the server refused at that field, in the person’s language, keeping what was typed', async () => {
    const { email } = await createVerifiedPerson('ines')
    const page = await openPage('/', { allowConsoleErrors: [/status of 400/] })
    await signInThroughScreen(page, email)
    await page.goto('/medical-history')
    await page.getByRole('button', { name: 'Add Record' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Type').selectOption('Lab Result')
    await dialog.getByLabel('Title').fill('Blood test')
    // A year typed as 0201 instead of 2021: the server refuses the date.
    await dialog.getByLabel('Date').fill('0201-05-14')
    await dialog.getByRole('button', { name: 'Add Record' }).click()
    const date = dialog.getByLabel('Date')
    await dialog.getByText('Please choose a date between 1900 and 2100.').waitFor()
    expect(await date.getAttribute('aria-invalid')).toBe('true')
    expect(await dialog.getByText('We could not save this record. Please try again.').count()).toBe(0)
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Blood test')
    await expectAccessible(page)
    // Cancel closes the dialog and focus returns to Add Record, where the person was.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Add Record')
    await page.getByRole('button', { name: 'Add Record' }).click()
    await dialog.getByLabel('Type').selectOption('Lab Result')
    await dialog.getByLabel('Title').fill('Blood test')
    await date.fill('2021-05-14')
    await dialog.getByRole('button', { name: 'Add Record' }).click()
    await page.getByRole('article', { name: 'Blood test' }).waitFor()
  })

  it('says so when deleting fails, and keeps the record', async () => {
    const { email } = await createVerifiedPerson('otto')
    const page = await openPage('/', { allowConsoleErrors: [/status of 503/] })
    await signInThroughScreen(page, email)
    await page.goto('/medical-history')
    await page.getByRole('button', { name: 'Add Record' }).click()
    await page.getByRole('dialog').getByLabel('Type').selectOption('Other')
    await page.getByRole('dialog').getByLabel('Title').fill('Hearing test')
    await page.getByRole('dialog').getByRole('button', { name: 'Add Record' }).click()
    await page.getByRole('article', { name: 'Hearing test' }).waitFor()
    await page.route('**/api/medical-records/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 503, json: { error: { code: 'service_unavailable', message: 'down' } } })
        : route.continue(),
    )
    await page.getByRole('button', { name: 'Delete Hearing test' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Failed to delete the record. Please try again.').waitFor()
    await page.getByRole('article', { name: 'Hearing test' }).waitFor()
  })
})

/** How many pages a PDF has (pages are counted by their /Type /Page objects). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length

/** The text of every page of a PDF. */
async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, disableFontFace: true }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n')
}

describe('a senior prepares for a doctor’s visit', () => {
  it('adds a question, prints a clean one-page summary and downloads the same as a PDF', async () => {
    const { email } = await createVerifiedPerson('lena')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    await page.goto('/medical-history')
    await addRecordThroughScreen(page, 'Lab Result', 'Blood test')

    await page.getByRole('link', { name: "Prepare for a doctor's visit" }).click()
    const sheet = page.getByRole('article')
    await sheet.getByRole('heading', { level: 1, name: 'Summary for the doctor' }).waitFor()
    await sheet.getByRole('cell', { name: 'Blood test' }).waitFor()
    await expectAccessible(page)

    await page.getByLabel('A question for the doctor').fill('Why am I so tired in the afternoon?')
    await page.getByRole('button', { name: 'Add question' }).click()
    await sheet.getByText('Why am I so tired in the afternoon?').waitFor()
    expect(await page.getByLabel('A question for the doctor').inputValue()).toBe('')

    // On paper: only the sheet, on one page.
    await page.emulateMedia({ media: 'print' })
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false)
    expect(await sheet.isVisible()).toBe(true)
    const printed = await page.screenshot({ fullPage: true })
    expect(printed.length).toBeGreaterThan(10_000)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
    const pdfOfPage = await page.pdf({ format: 'A4' })
    expect(pdfPages(await page.pdf({ format: 'Letter' }))).toBe(1)
    expect(pdfPages(pdfOfPage)).toBe(1)
    await page.emulateMedia({ media: 'screen' })

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^summary-for-the-doctor-\d{4}-\d{2}-\d{2}\.pdf$/)
    const text = await pdfText(await downloadedBytes(download))
    expect(text).toContain('Summary for the doctor')
    expect(text).toContain('Blood test')
    expect(text).toContain('Why am I so tired in the afternoon?')

    // The summary in Spanish, for a doctor who reads it.
    await page.getByLabel('Language of the summary').selectOption('spanish')
    await sheet.getByRole('heading', { level: 1, name: 'Resumen para el médico' }).waitFor()
    await expectAccessible(page)
  })
})
