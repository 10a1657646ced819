import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { expectAccessible, openPage } from './fixtures.ts'
import { createVerifiedPerson, signInThroughScreen } from './people.ts'
import { uploadPhoto } from './photo-helpers.ts'

const coloured = async (colour: string) => ({
  name: `${colour.slice(1)}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer(),
})

describe('family photos on Sage’s home', () => {
  it('the photo card invites adding photos, then shows them one at a time with Previous and Next', async () => {
    const { email } = await createVerifiedPerson('vera')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    const card = page.getByRole('complementary', { name: 'Your day: medicines, calendar and photos' })
    await card.getByText('No photos yet').waitFor()
    await card.getByRole('link', { name: 'Add Photos' }).click()
    await page.waitForURL('**/photo-gallery')

    await uploadPhoto(page, 'The lake', await coloured('#3366aa'))
    await uploadPhoto(page, 'Birthday cake', await coloured('#cc6633'))
    await page.getByRole('link', { name: 'Back to Chat' }).click()
    await page.waitForURL('**/homepage')

    await card.getByText('Photo 1 of 2').waitFor()
    await card.getByText('Birthday cake').waitFor()
    await expectAccessible(page)
    await card.getByRole('button', { name: 'Next' }).click()
    await card.getByText('Photo 2 of 2').waitFor()
    await card.getByText('The lake').waitFor()
    await card.getByRole('button', { name: 'Next' }).click()
    await card.getByText('Photo 1 of 2').waitFor()
    await card.getByRole('button', { name: 'Previous' }).click()
    await card.getByText('Photo 2 of 2').waitFor()
    expect(await card.getByRole('link', { name: 'View All Photos' }).getAttribute('href')).toBe('/photo-gallery')
  })

  it('photos added while signed out move to the account on sign-in', async () => {
    const { email } = await createVerifiedPerson('wilma')
    const page = await openPage('/photo-gallery')
    await uploadPhoto(page, 'Kept on this tablet', await coloured('#228844'))
    await signInThroughScreen(page, email)
    const card = page.getByRole('complementary', { name: 'Your day: medicines, calendar and photos' })
    await card.getByText('Kept on this tablet').waitFor()
    const onServer = await page.evaluate(async () => (await fetch('/api/photos')).json())
    expect(onServer.photos.map((photo: { caption: string }) => photo.caption)).toEqual(['Kept on this tablet'])
    const leftLocally = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('sage-photos')
          open.onerror = () => reject(new Error('IndexedDB would not open'))
          open.onsuccess = () => {
            const request = open.result.transaction('photos').objectStore('photos').count()
            request.onsuccess = () => resolve(request.result)
          }
        }),
    )
    expect(leftLocally).toBe(0)
  })
})
