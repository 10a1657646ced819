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

    const port = await freePort()
    // No TypeScript loader and no project folder as the working directory: only node and the bundle.
    server = spawn(process.execPath, [path.join(out, 'server.js')], {
      cwd: dataDir,
      env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
      stdio: 'pipe',
    })
    let log = ''
    server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))

    const base = `http://127.0.0.1:${port}`
    let health: Response | null = null
    for (let tries = 0; tries < 100 && !health?.ok; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      health = await fetch(`${base}/api/health`).catch(() => null)
    }
    expect(health?.ok, log).toBe(true)
    expect(await health!.json()).toEqual({ status: 'ok' })

    // Sign-up touches the migrated tables and the common-password list copied beside the bundle.
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'rose@example.org', password: 'quiet harbour 77', name: 'Rose' }),
    })
    expect(signUp.status, log).toBe(200)
    const common = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'ada@example.org', password: 'baseball', name: 'Ada' }),
    })
    expect(common.status).toBe(400)

    // Asked to stop, it closes its database (the embedded one runs on a thread of its own) and exits.
    const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve))
    server.kill('SIGTERM')
    expect(await exited, log).toBe(0)
  }, 90_000)
})
