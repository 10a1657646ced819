import type { Page } from 'playwright-core'

/** A real 1×1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

export const notAPhoto = 'This is not a photo Sage can read. Please choose a JPEG, PNG, WebP or HEIC photo.'

export type Chosen = { name: string; mimeType: string; buffer: Buffer }

/** Opens the add dialog, chooses a file and types a caption; returns the dialog. */
export async function chooseFile(page: Page, file: Chosen, caption = '') {
  await page.getByRole('button', { name: 'Upload Photo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload Photo' })
  await dialog.getByLabel('Choose a photo').setInputFiles(file)
  if (caption) await dialog.getByLabel('Caption (optional)').fill(caption)
  return dialog
}

export async function uploadPhoto(page: Page, caption = '', file: Chosen = png('photo.png')) {
  const dialog = await chooseFile(page, file, caption)
  await dialog.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await dialog.waitFor({ state: 'hidden' })
}

export const png = (name: string, buffer = tinyPng): Chosen => ({ name, mimeType: 'image/png', buffer })
