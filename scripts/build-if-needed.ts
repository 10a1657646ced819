import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const sources = ['web', 'shared', 'vite.config.ts', 'package.json']
const outputs = ['dist/web/index.html', 'dist/web/landing.html']

function newest(entry: string): number {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))))
}

/** True when the built web app is missing or older than its sources. */
export function needsBuild(): boolean {
  if (!outputs.every((file) => existsSync(file))) return true
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  return Math.max(...sources.map(newest)) > built
}

/** Builds the web app with Vite when it is missing or out of date. */
export function buildIfNeeded(): boolean {
  if (!needsBuild()) return false
  // A child process with NODE_ENV=production, so a build started from the test runner (where
  // NODE_ENV is "test") still ships React's production build.
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error('Building the web app failed.')
  return true
}
