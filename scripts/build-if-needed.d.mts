/** True when the built web app is missing or older than its sources. */
export function needsBuild(): boolean
/** Builds the web app with Vite when it is missing or out of date; true when it built. */
export function buildIfNeeded(): boolean
/** Bundles the server when the bundle is missing or out of date; true when it built. */
export function buildServerIfNeeded(): boolean
