import { describe, expect, it } from 'vitest'
import { defaultDisplaySettings, readDisplaySettings, rootFontSize } from './display.ts'
import { readLanguageSettings, toAppLanguage } from './language.ts'

describe('readDisplaySettings', () => {
  it('defaults to Medium text, no high contrast, normal buttons (product.md 9)', () => {
    expect(readDisplaySettings(undefined)).toEqual({ textSize: 'Medium', highContrast: false, largeButtons: false })
    expect(defaultDisplaySettings).toEqual(readDisplaySettings(null))
  })

  it('keeps each valid field and defaults the others', () => {
    expect(readDisplaySettings({ textSize: 'Large', highContrast: 'yes', largeButtons: true })).toEqual({
      textSize: 'Large',
      highContrast: false,
      largeButtons: true,
    })
    expect(readDisplaySettings({ textSize: 'Huge' }).textSize).toBe('Medium')
    expect(readDisplaySettings(['Large']).textSize).toBe('Medium')
  })
})

describe('rootFontSize', () => {
  it('is 14px for Small, 18px for Large, and the browser default for Medium', () => {
    expect(rootFontSize).toEqual({ Small: '14px', Medium: null, Large: '18px' })
  })
})

describe('toAppLanguage', () => {
  it('accepts the supported languages by code or tag', () => {
    expect(toAppLanguage('es')).toBe('es')
    expect(toAppLanguage('es-MX')).toBe('es')
    expect(toAppLanguage('EN_gb')).toBe('en')
  })

  it('falls back to English for anything unsupported (product.md 4)', () => {
    expect(toAppLanguage('fr')).toBe('en')
    expect(toAppLanguage('')).toBe('en')
    expect(toAppLanguage(42)).toBe('en')
    expect(readLanguageSettings({ selectedLanguage: 'de' })).toEqual({ selectedLanguage: 'en' })
    expect(readLanguageSettings({ selectedLanguage: 'es' })).toEqual({ selectedLanguage: 'es' })
  })
})
