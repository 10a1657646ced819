import { App } from './app.tsx'
import { boot } from './lib/boot.tsx'
import { registerServiceWorker } from './lib/service-worker.ts'
import { preloadScreen } from './routes.tsx'
import './styles.css'

// The screen's own code downloads while the texts load, and the app first draws with it: a screen
// that had to wait for its code would show Loading first, and React holds a shown Loading a while.
await boot(<App />, preloadScreen(window.location.pathname))

// The service worker shows reminders with Sage closed, and lets Sage be added to the home screen;
// it is registered once the page has loaded, so it never slows the first drawing.
if (document.readyState === 'complete') void registerServiceWorker()
else window.addEventListener('load', () => void registerServiceWorker(), { once: true })
