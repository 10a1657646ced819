// `npm start`: builds the web app if needed, then runs the server (which applies migrations).
import { register } from 'tsx/esm/api'

register()
const { buildIfNeeded } = await import('./build-if-needed.ts')
if (buildIfNeeded()) console.log('Built the web app into dist/web.')
await import('../server/main.ts')
