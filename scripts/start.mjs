// `npm start`: builds the web app and the server bundle if needed, then runs the server from its
// bundle (which applies migrations), as production does, with no TypeScript loader.
import { buildIfNeeded, buildServerIfNeeded } from './build-if-needed.mjs'

if (buildIfNeeded()) console.log('Built the web app into dist/web.')
buildServerIfNeeded()
await import('../dist/server.js')
