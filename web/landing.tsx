import { LandingPage } from './features/landing/landing-page.tsx'
import { boot } from './lib/boot.tsx'
import './styles.css'

// The front page is its own small entry (no router, no data cache) so it opens fast; its links
// load the app. See docs/decisions/001-front-page-entry.md.
await boot(<LandingPage />)
