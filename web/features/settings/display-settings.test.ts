import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyDisplaySettings, displaySettingsStore, startDisplaySettings } from './display-settings.ts'

afterEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute('style')
  document.documentElement.className = ''
})

describe('applyDisplaySettings', () => {
  it('sets the root font size for Small and Large, and clears it for Medium', () => {
    const root = document.documentElement
    applyDisplaySettings({ textSize: 'Large', highContrast: false, largeButtons: false })
    expect(root.style.fontSize).toBe('18px')
    applyDisplaySettings({ textSize: 'Small', highContrast: false, largeButtons: false })
    expect(root.style.fontSize).toBe('14px')
    applyDisplaySettings({ textSize: 'Medium', highContrast: false, largeButtons: false })
    expect(root.style.fontSize).toBe('')
  })

  it('turns high contrast and large buttons on and off', () => {
    const root = document.documentElement
    applyDisplaySettings({ textSize: 'Medium', highContrast: true, largeButtons: true })
    expect(root.classList.contains('high-contrast')).toBe(true)
    expect(root.classList.contains('large-buttons')).toBe(true)
    applyDisplaySettings({ textSize: 'Medium', highContrast: false, largeButtons: false })
    expect(root.className).toBe('')
  })
})

describe('displaySettingsStore', () => {
  it('keeps settings under the product prefix and applies changes at once', () => {
    startDisplaySettings()
    displaySettingsStore.set({ textSize: 'Large', highContrast: true, largeButtons: false })
    expect(JSON.parse(localStorage.getItem('sage:display-settings') ?? '{}')).toEqual({
      textSize: 'Large',
      highContrast: true,
      largeButtons: false,
    })
    expect(document.documentElement.style.fontSize).toBe('18px')
    expect(document.documentElement.classList.contains('high-contrast')).toBe(true)
  })

  it('reads unreadable stored values as the defaults', () => {
    localStorage.setItem('sage:display-settings', '{not json')
    expect(displaySettingsStore.get()).toEqual({ textSize: 'Medium', highContrast: false, largeButtons: false })
  })

  it('still applies a change when the browser refuses to store it', () => {
    startDisplaySettings()
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError')
    })
    displaySettingsStore.set({ textSize: 'Large', highContrast: false, largeButtons: false })
    setItem.mockRestore()
    expect(displaySettingsStore.get().textSize).toBe('Large')
    expect(document.documentElement.style.fontSize).toBe('18px')
  })

  it('follows a change made in another tab', () => {
    startDisplaySettings()
    localStorage.setItem('sage:display-settings', JSON.stringify({ textSize: 'Small' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'sage:display-settings' }))
    expect(document.documentElement.style.fontSize).toBe('14px')
  })
})
