import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { type BrowserServer, chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { buildIfNeeded } from '#scripts/build-if-needed.mjs'
import { chromiumArgs, chromiumPath } from './browser.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the Sage under test is served. */
    baseURL: string
    /** The shared browser's address for chromium.connect(). */
    browserEndpoint: string
    /** The data folder of the Sage under test (its mail outbox is there). */
    dataDir: string
  }
}

/** Builds the app, starts it with `npm start`'s script on a free port, and launches one browser. */
export default async function setup(project: TestProject) {
  const executablePath = chromiumPath()
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it with \`apt-get install -y chromium\`, or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    )
  }
  buildIfNeeded()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sage-e2e-'))
  const port = await freePort()
  const baseURL = `http://localhost:${port}`
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    // TRUST_PROXY: each test context says which address it comes from, as separate visitors would.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      TRUST_PROXY: 'true',
      // The browser tests' own push service (server/test/push-service.ts) has its own certificate.
      NODE_EXTRA_CA_CERTS: path.resolve('server/test/loopback-cert.pem'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  let browser: BrowserServer | undefined
  try {
    await waitForHealth(baseURL, server)
    browser = await chromium.launchServer({ executablePath, args: chromiumArgs, headless: true })
  } catch (error) {
    server.kill('SIGTERM')
    throw error
  }
  project.provide('baseURL', baseURL)
  project.provide('browserEndpoint', browser.wsEndpoint())
  project.provide('dataDir', dataDir)

  return async () => {
    await browser?.close()
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function waitForHealth(baseURL: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}.`)
    try {
      const response = await fetch(`${baseURL}/api/health`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('The server did not become healthy within 60 seconds.')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}
