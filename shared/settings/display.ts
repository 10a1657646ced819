/** Text sizes of the Display settings (product.md 3); Medium is the default. */
export const textSizes = ['Small', 'Medium', 'Large'] as const
export type TextSize = (typeof textSizes)[number]

/** Display settings (product.md 3): text size, high contrast, large buttons. */
export type DisplaySettings = { textSize: TextSize; highContrast: boolean; largeButtons: boolean }

export const defaultDisplaySettings: DisplaySettings = { textSize: 'Medium', highContrast: false, largeButtons: false }

/** Root font size per text size (product.md 9); Medium leaves the browser's own size. */
export const rootFontSize: Record<TextSize, string | null> = { Small: '14px', Medium: null, Large: '18px' }

/** Reads display settings from stored JSON, keeping each valid field and defaulting the rest. */
export function readDisplaySettings(value: unknown): DisplaySettings {
  const stored = isRecord(value) ? value : {}
  return {
    textSize: textSizes.includes(stored.textSize as TextSize)
      ? (stored.textSize as TextSize)
      : defaultDisplaySettings.textSize,
    highContrast: typeof stored.highContrast === 'boolean' ? stored.highContrast : defaultDisplaySettings.highContrast,
    largeButtons: typeof stored.largeButtons === 'boolean' ? stored.largeButtons : defaultDisplaySettings.largeButtons,
  }
}

/** True for a plain object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
