import { type DisplaySettings, readDisplaySettings, rootFontSize } from '#shared/settings/display.ts'
import { createLocalStore } from '#web/lib/local-store.ts'

/** The person's display settings, kept in browser storage. */
export const displaySettingsStore = createLocalStore('display-settings', readDisplaySettings)

/** Applies display settings to the whole document: root font size and the two mode classes. */
export function applyDisplaySettings(settings: DisplaySettings, root: HTMLElement = document.documentElement): void {
  const size = rootFontSize[settings.textSize]
  if (size) root.style.fontSize = size
  else root.style.removeProperty('font-size')
  root.classList.toggle('high-contrast', settings.highContrast)
  root.classList.toggle('large-buttons', settings.largeButtons)
}

/** Applies the stored settings now and again whenever they change (here or in another tab). */
export function startDisplaySettings(): void {
  applyDisplaySettings(displaySettingsStore.get())
  displaySettingsStore.subscribe(() => applyDisplaySettings(displaySettingsStore.get()))
}
