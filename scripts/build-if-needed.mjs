// Builds what `npm start` runs when it is missing or older than its sources: the web app (Vite,
// into dist/web) and the server (esbuild, into dist/server.js). Plain JavaScript, so that starting
// needs no TypeScript loader: the server then starts from its bundle, as in production.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const web = {
  sources: ['web', 'shared', 'vite.config.ts', 'scripts/precompress.ts', 'package.json'],
  outputs: ['dist/web/index.html', 'dist/web/landing.html'],
}
const server = {
  sources: ['server', 'shared', 'scripts/build-server.mjs', 'package.json'],
  outputs: ['dist/server.js', 'dist/pglite-worker.js'],
}

/** The newest modification time of a file, or of anything in a folder. */
function newest(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))))
}

/** True when a build's outputs are missing or older than its sources. */
function stale({ sources, outputs }) {
  if (!outputs.every((file) => existsSync(file))) return true
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  return Math.max(...sources.map(newest)) > built
}

/** True when the built web app is missing or older than its sources. */
export const needsBuild = () => stale(web)

/** Runs a build script with node; throws with `failure` when it fails. */
function run(args, failure) {
  // NODE_ENV=production, so a build started from the test runner (where NODE_ENV is "test") still
  // ships React's production build.
  const result = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error(failure)
}

/** Builds the web app with Vite when it is missing or out of date; true when it built. */
export function buildIfNeeded() {
  if (!needsBuild()) return false
  run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], 'Building the web app failed.')
  return true
}

/**
 * Bundles the server when the bundle is missing or out of date; true when it built. Where the
 * build tools are not installed (a production install without devDependencies), an existing
 * bundle is used as it is.
 */
export function buildServerIfNeeded() {
  if (!stale(server)) return false
  if (!existsSync('node_modules/esbuild') && existsSync(server.outputs[0])) return false
  run(['scripts/build-server.mjs'], 'Building the server failed.')
  return true
}
