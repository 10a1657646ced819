import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { LandingPage } from './features/landing/landing-page.tsx'
import { startDisplaySettings } from './features/settings/display-settings.ts'
import { startI18n } from './lib/i18n.ts'
import './styles.css'

// The front page is its own small entry (no router, no data cache) so it opens fast; its links
// load the app.
startDisplaySettings()
await startI18n()

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')
createRoot(root).render(
  <StrictMode>
    <LandingPage />
  </StrictMode>,
)
