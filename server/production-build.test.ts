import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

// The bundle is built inside the project, so its packages load from node_modules as in dist/.
const cache = path.resolve('node_modules/.cache')
mkdirSync(cache, { recursive: true })
const out = mkdtempSync(path.join(cache, 'sage-server-build-'))
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sage-production-'))
let server: ChildProcess | undefined

afterAll(() => {
  server?.kill()
  rmSync(out, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the production build', () => {
  it('bundles the server, which starts with node alone, migrates its database, answers and stops', async () => {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs', out], { encoding: 'utf8' })
    expect(built.status, built.stderr).toBe(0)

    const { run, port, health } = await startOnFreePort()
    const base = `http://127.0.0.1:${port}`
    expect(health, run.log()).toEqual({ status: 'ok' })

    // Sign-up touches the migrated tables and the common-password list copied beside the bundle.
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'rose@example.org', password: 'quiet harbour 77', name: 'Rose' }),
    })
    expect(signUp.status, run.log()).toBe(200)
    const common = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'ada@example.org', password: 'baseball', name: 'Ada' }),
    })
    expect(common.status).toBe(400)
    // Asked to stop, it closes its database (the embedded one runs on a thread of its own) and exits.
    expect(await run.stop(), run.log()).toBe(0)

    // Started again on the folder it made (its database opening before the rest is read), it has
    // what it kept: Rose's account is there, waiting for her to confirm her e-mail address.
    const { run: again, port: portAgain, health: healthAgain } = await startOnFreePort()
    expect(healthAgain, again.log()).toEqual({ status: 'ok' })
    const signIn = await fetch(`http://127.0.0.1:${portAgain}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${portAgain}` },
      body: JSON.stringify({ email: 'rose@example.org', password: 'quiet harbour 77' }),
    })
    expect(signIn.status, again.log()).toBe(403)
    expect(((await signIn.json()) as { code?: string }).code).toBe('EMAIL_NOT_VERIFIED')
    expect(await again.stop(), again.log()).toBe(0)
  }, 180_000)
})

/**
 * Starts the built server on a free port and waits for its health. Another test's loopback server
 * may take the port between its choice and the start (the server then stops, at times before it
 * has written a word): it starts again on another port, three times at most. A bundle that cannot
 * start fails all three, and the failure shows what each start wrote.
 */
async function startOnFreePort() {
  const earlier: string[] = []
  for (let tries = 1; ; tries++) {
    const port = await freePort()
    const run = startBuilt(port)
    const health: unknown = await run.health()
    if (health || tries === 3) {
      const log = () => [...earlier, run.log()].join('\n--- started again ---\n')
      return { run: { ...run, log }, port, health }
    }
    earlier.push(`exit ${run.exitCode()}: ${run.log()}`)
    await run.stop()
  }
}

/** Starts the built server on the data folder, as production does: node alone, outside the project. */
function startBuilt(port: number) {
  const child = spawn(process.execPath, [path.join(out, 'server.js')], {
    cwd: dataDir,
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: 'pipe',
  })
  server = child
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return {
    log: () => log,
    exitCode: () => child.exitCode,
    /**
     * Waits for /api/health to answer, and returns what it said (null if it stopped, or never
     * answered within a minute: starting takes a few seconds alone, far more on a busy machine).
     */
    async health() {
      let health: Response | null = null
      const until = Date.now() + 60_000
      while (!health?.ok && Date.now() < until && child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null)
      }
      return health?.ok ? health.json() : null
    },
    /** Asks it to stop, and returns its exit code. */
    stop() {
      child.kill('SIGTERM')
      return exited
    },
  }
}
