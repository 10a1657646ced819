import { App } from './app.tsx'
import { boot } from './lib/boot.tsx'
import './styles.css'

await boot(<App />)
