// The embedded database's worker when Sage runs from source (tests, tsx): worker threads do not
// inherit the TypeScript loader, so it is registered here before the worker's source is loaded.
// The built server starts its bundle, dist/pglite-worker.js, instead.
import { register } from 'tsx/esm/api'

register()
await import('./pglite-worker.ts')
