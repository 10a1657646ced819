import { describe, expect, it } from 'vitest'
import { fileNameOf } from './download-button.tsx'

describe('the name of a downloaded file', () => {
  it('is the one the server gives, plain or encoded', () => {
    expect(fileNameOf('attachment; filename="summary-for-the-doctor-2026-11-29.pdf"')).toBe(
      'summary-for-the-doctor-2026-11-29.pdf',
    )
    expect(fileNameOf('attachment; filename=sage.zip')).toBe('sage.zip')
    expect(fileNameOf(`attachment; filename="resume.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`)).toBe('résumé.pdf')
  })

  it('is none when the server gives none, or gives a broken one', () => {
    expect(fileNameOf(null)).toBeNull()
    expect(fileNameOf('attachment')).toBeNull()
    expect(fileNameOf(`attachment; filename="plain.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('plain.pdf')
  })
})
