import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A Sage started with `npm start`'s script on its own port and data folder, for a benchmark. */
export type BenchServer = { baseURL: string; dataDir: string; process: ChildProcess; stop: () => Promise<void> }

/** Starts Sage and waits until /api/health answers; env adds or overrides variables. */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<BenchServer> {
  const port = 3900 + Math.floor(Math.random() * 90)
  const baseURL = `http://127.0.0.1:${port}`
  const folder = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'sage-bench-'))
  // BENCH_NODE_ARGS: options for the server's node, such as --cpu-prof to see where its time goes.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: folder, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    const ok = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  const stop = async () => {
    child.kill('SIGTERM')
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
    if (!dataDir) rmSync(folder, { recursive: true, force: true })
  }
  return { baseURL, dataDir: folder, process: child, stop }
}

/** The value below which the given share of sorted numbers fall. */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0
}
