import { App } from './app.tsx'
import { boot } from './lib/boot.tsx'
import { preloadScreen } from './routes.tsx'
import './styles.css'

// The screen's own code downloads while the texts load, and the app first draws with it: a screen
// that had to wait for its code would show Loading first, and React holds a shown Loading a while.
await boot(<App />, preloadScreen(window.location.pathname))
