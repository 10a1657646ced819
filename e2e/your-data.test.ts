import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { addRecordThroughScreen, downloadedBytes, expectAccessible, openPage } from './fixtures.ts'
import { PASSWORD, createVerifiedPerson, signInThroughScreen } from './people.ts'

describe('a senior’s data is theirs', () => {
  it('downloads everything as one file, then deletes the account with the password', async () => {
    const { email } = await createVerifiedPerson('maud')
    const page = await openPage('/', { allowConsoleErrors: [/status of 400/, /status of 401/, /status of 503/] })
    await signInThroughScreen(page, email)
    await page.goto('/medical-history')
    await addRecordThroughScreen(page, 'Vaccination', 'Flu shot')

    await page.goto('/user-settings')
    await page.getByRole('link', { name: /Privacy/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Download my data' }).click()
    await page.getByText('Getting your data ready…', { exact: true }).first().waitFor()
    const link = page.getByRole('button', { name: /^Download your data/ })
    await link.waitFor({ timeout: 45_000 })
    await page.getByText(/This download works until/).waitFor()
    await expectAccessible(page)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    const files = unzipSync(new Uint8Array(await downloadedBytes(download)))
    const records = JSON.parse(strFromU8(files['medical-records.json']!)) as { title: string }[]
    expect(records.map((record) => record.title)).toEqual(['Flu shot'])
    expect(JSON.parse(strFromU8(files['medical-fhir.json']!))).toMatchObject({ resourceType: 'Bundle' })

    // When the server cannot make a file, the page says so (no error saved as the file); then it can.
    const fhir = page.getByRole('button', { name: 'Download medical records (FHIR)' })
    await page.route('**/api/data-export/fhir', (route) => route.fulfill({ status: 503, body: 'unavailable' }))
    await fhir.click()
    await page.getByRole('alert').getByText('The file could not be downloaded. Please try again in a moment.').waitFor()
    await expectAccessible(page)
    await page.unroute('**/api/data-export/fhir')
    const [medical] = await Promise.all([page.waitForEvent('download'), fhir.click()])
    expect(medical.suggestedFilename()).toBe('sage-medical-records-fhir.json')
    expect(JSON.parse((await downloadedBytes(medical)).toString('utf8'))).toMatchObject({ resourceType: 'Bundle' })

    await page.getByRole('link', { name: 'Go to Security' }).click()
    await page.getByRole('button', { name: 'Delete my account' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete my account?' })
    await confirm.getByText('Your photos, conversations and voice messages').waitFor()
    await expectAccessible(page)
    await confirm.getByLabel('Your password').fill('not my password')
    await confirm.getByRole('button', { name: 'Delete my account' }).click()
    await confirm.getByText('That password is not right.').waitFor()
    await confirm.getByLabel('Your password').fill(PASSWORD)
    await confirm.getByRole('button', { name: 'Delete my account' }).click()
    await page.getByText('Your account is being deleted.', { exact: false }).waitFor()
    await page.waitForURL('**/login')

    // The password opens nothing now.
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('alert').first().waitFor()
    expect(page.url()).toMatch(/\/login$/)
  })
})
