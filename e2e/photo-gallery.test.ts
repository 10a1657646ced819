import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { expectAccessible, openPage } from './fixtures.ts'
import { createVerifiedPerson, signInThroughScreen } from './people.ts'
import { chooseFile, notAPhoto, png, tinyPng, uploadPhoto } from './photo-helpers.ts'

const photoList = (page: Page) => page.getByRole('list', { name: 'Your photos' })
const tiles = (page: Page) => photoList(page).getByRole('listitem')
const storedLocally = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('sage-photos')
        // No database yet: create nothing (Sage makes it with its store on first use).
        request.onupgradeneeded = () => request.transaction!.abort()
        request.onerror = () => (request.error?.name === 'AbortError' ? resolve(0) : reject(request.error!))
        request.onsuccess = () => {
          const count = request.result.transaction('photos').objectStore('photos').count()
          count.onsuccess = () => resolve(count.result)
        }
      }),
  )

describe('a senior keeps favourite photos without an account', () => {
  it('adds, captions, looks at and deletes photos, kept in this browser across a reload', async () => {
    const page = await openPage('/photo-gallery')
    await page.getByRole('heading', { level: 1, name: 'Favorite Photos Gallery' }).waitFor()
    await page.getByRole('heading', { name: 'No photos yet' }).waitFor()
    expect(await page.getByRole('link', { name: 'Back to Chat' }).getAttribute('href')).toBe('/homepage')
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Add Photos' }).click()
    const dialog = page.getByRole('dialog', { name: 'Upload Photo' })
    await dialog.getByLabel('Choose a photo').setInputFiles(png('roses.png'))
    await dialog.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor()
    await dialog.getByLabel('Caption (optional)').fill('Roses in the garden')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await tiles(page).getByText('Roses in the garden').waitFor()

    // A second photo, without a caption, comes first (newest first).
    await uploadPhoto(page)
    await page.getByRole('img', { name: /^Photo from [A-Z][a-z]{2} \d{1,2}, \d{4}$/ }).waitFor()
    expect(await tiles(page).count()).toBe(2)
    await expect.poll(() => tiles(page).first().textContent()).toContain('No caption')
    await expectAccessible(page)

    await page.reload()
    await tiles(page).getByText('Roses in the garden').waitFor()
    expect(await tiles(page).count()).toBe(2)
    expect(await storedLocally(page)).toBe(2)

    const roses = tiles(page).filter({ hasText: 'Roses in the garden' })
    await roses.getByRole('button', { name: 'Edit Caption' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Caption' })
    expect(await edit.getByLabel('Caption', { exact: true }).inputValue()).toBe('Roses in the garden')
    await edit.getByLabel('Caption', { exact: true }).fill('Roses by the gate')
    await expectAccessible(page)
    await edit.getByRole('button', { name: 'Save' }).click()
    await edit.waitFor({ state: 'hidden' })
    await tiles(page).getByText('Roses by the gate').waitFor()

    await photoList(page).getByRole('button', { name: 'Roses by the gate' }).click()
    const large = page.getByRole('dialog', { name: /^Photo from / })
    await large.getByRole('img', { name: 'Roses by the gate' }).waitFor()
    await large.getByText('Roses by the gate', { exact: true }).waitFor()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await large.waitFor({ state: 'hidden' })

    for (const left of [1, 0]) {
      await tiles(page).first().getByRole('button', { name: 'Delete' }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Delete Photo' })
      await confirm.getByText('Are you sure you want to delete this photo?', { exact: true }).waitFor()
      await expectAccessible(page)
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await confirm.waitFor({ state: 'hidden' })
      await expect.poll(() => tiles(page).count()).toBe(left)
    }
    await page.getByRole('heading', { name: 'No photos yet' }).waitFor()
    await page.reload()
    await page.getByRole('heading', { name: 'No photos yet' }).waitFor()
    expect(await storedLocally(page)).toBe(0)
    await expectAccessible(page)
  })

  it('refuses a file that is not a photo, and keeps the caption typed', async () => {
    const page = await openPage('/photo-gallery')
    await page.getByRole('heading', { name: 'No photos yet' }).waitFor()
    const letter = { name: 'letter.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Dear family, see you soon.') }
    const dialog = await chooseFile(page, letter, 'A letter')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.getByRole('alert').getByText(notAPhoto).waitFor()
    expect(await dialog.getByLabel('Caption (optional)').inputValue()).toBe('A letter')
    await expectAccessible(page)
  })
})

describe('a signed-in senior keeps photos in the account', () => {
  it('uploads a photo that is still there after a reload, served only to them', async () => {
    const { email } = await createVerifiedPerson('rose')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    await page.goto('/photo-gallery')
    await page.getByRole('heading', { name: 'No photos yet' }).waitFor()

    await uploadPhoto(page, 'Our wedding day', png('wedding.png'))
    await tiles(page).getByText('Our wedding day').waitFor()
    await page.reload()
    const image = photoList(page).getByRole('img', { name: 'Our wedding day' })
    await image.waitFor()
    const src = (await image.getAttribute('src'))!
    expect(src).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/thumb$/)
    expect(await page.evaluate(async (url) => (await fetch(url)).status, src)).toBe(200)
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    expect(await storedLocally(page)).toBe(0)
    await expectAccessible(page)
  })

  it('shows a long gallery a page at a time, more when asked, and the home slideshow goes on past the first page', async () => {
    const { email } = await createVerifiedPerson('ingrid')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    // 32 photos sent through the API, oldest first, as a family member's phone would send them.
    const png = tinyPng.toString('base64')
    await page.evaluate(async (data) => {
      const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0))
      for (let n = 1; n <= 32; n += 1) {
        const form = new FormData()
        form.set('file', new Blob([bytes], { type: 'image/png' }), `photo-${n}.png`)
        form.set('caption', `Picnic ${n}`)
        const response = await fetch('/api/photos', { method: 'POST', body: form })
        if (response.status !== 201) throw new Error(`upload ${n}: ${response.status}`)
      }
    }, png)
    await page.goto('/photo-gallery')
    await tiles(page).getByText('Picnic 32', { exact: true }).waitFor()
    expect(await tiles(page).count()).toBe(30)
    expect(await tiles(page).getByText('Picnic 1', { exact: true }).count()).toBe(0)
    const more = page.getByRole('button', { name: 'Show more photos' })
    await expectAccessible(page)
    await more.click()
    await tiles(page).getByText('Picnic 1', { exact: true }).waitFor()
    expect(await tiles(page).count()).toBe(32)
    await more.waitFor({ state: 'detached' })

    // Opened afresh, the home screen's slideshow reads the next page as it nears the end of the first.
    await page.goto('/homepage')
    const card = page.getByRole('complementary', { name: 'Your day: medicines, calendar and photos' })
    await card.getByText('Photo 1 of 30').waitFor()
    await card.getByRole('button', { name: 'Previous' }).click()
    await card.getByText('Picnic 3', { exact: true }).waitFor()
    await card.getByText('Photo 30 of 32').waitFor()
  })

  it('explains a file that is not a photo, or one too large (sending nothing)', async () => {
    const { email } = await createVerifiedPerson('albert')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    await page.goto('/photo-gallery')
    await page.getByRole('heading', { name: 'No photos yet' }).waitFor()

    const letter = { name: 'letter.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Dear family, see you soon.') }
    const dialog = await chooseFile(page, letter, 'A letter')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.getByRole('alert').getByText(notAPhoto).waitFor()
    expect(await dialog.getByLabel('Caption (optional)').inputValue()).toBe('A letter')
    await expectAccessible(page)

    const uploads: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/photos')) uploads.push(request.url())
    })
    const huge = { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(20 * 1024 * 1024 + 1) }
    await dialog.getByLabel('Choose a photo').setInputFiles(huge)
    const tooLarge = dialog.getByRole('alert').getByText('This photo is too large. Photos can be up to 20 MB.')
    await tooLarge.waitFor()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await tooLarge.waitFor()
    expect(uploads).toEqual([])
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('heading', { name: 'No photos yet' }).waitFor()
  })

  it('shows the progress of a larger upload', async () => {
    const { email } = await createVerifiedPerson('walter')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    await page.goto('/photo-gallery')
    await page.getByRole('heading', { name: 'No photos yet' }).waitFor()
    // Noise does not compress, so this photo is over 1 MB; a slow line makes the upload visible.
    const noisy = await sharp(randomBytes(800 * 600 * 3), { raw: { width: 800, height: 600, channels: 3 } })
      .png()
      .toBuffer()
    expect(noisy.length).toBeGreaterThan(1024 * 1024)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    })

    const dialog = await chooseFile(page, png('noisy.png', noisy), 'Snow on the television')
    await dialog.getByRole('button', { name: 'Save' }).click()
    const progress = dialog.getByRole('progressbar', { name: 'Upload progress' })
    await progress.waitFor()
    await dialog.getByText(/^Uploading… \d+%$/).waitFor()
    await expectAccessible(page)
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 })
    await tiles(page).getByText('Snow on the television').waitFor()
  })
})
