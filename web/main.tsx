import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { startDisplaySettings } from './features/settings/display-settings.ts'
import { startI18n } from './lib/i18n.ts'
import './styles.css'

// Display settings apply before the first paint, so text never jumps size.
startDisplaySettings()
await startI18n()

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
