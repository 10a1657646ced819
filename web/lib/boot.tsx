import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { startDisplaySettings } from '#web/features/settings/display-settings.ts'
import { startI18n } from './i18n.ts'

/**
 * Starts a page: display settings before the first paint (so text never jumps), texts and whatever
 * else the first drawing needs (`ready`), then UI.
 */
export async function boot(ui: ReactNode, ready?: Promise<void>): Promise<void> {
  startDisplaySettings()
  await Promise.all([startI18n(), ready])
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element.')
  createRoot(root).render(<StrictMode>{ui}</StrictMode>)
}
