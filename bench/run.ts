// `npm run bench`: what a browser downloads to open the front page, and how fast `npm start`
// becomes healthy on an existing data folder. Prints figures; changes nothing in the project.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import os from 'node:os'
import path from 'node:path'
import { buildIfNeeded } from '#scripts/build-if-needed.ts'

const JS_BUDGET = 100 * 1024
const START_BUDGET_MS = 3000
const STARTS = 5
const port = 3900 + Math.floor(Math.random() * 90)
const baseURL = `http://127.0.0.1:${port}`

buildIfNeeded()
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sage-bench-'))
try {
  // The first start creates the data folder; it is reported but not held to the budget.
  const first = await timeStart()
  const weight = await frontPageWeight()
  first.server.kill('SIGTERM')
  await exited(first.server)

  const times: number[] = []
  for (let i = 0; i < STARTS; i += 1) {
    const run = await timeStart()
    times.push(run.ms)
    run.server.kill('SIGTERM')
    await exited(run.server)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]!

  console.log('Front page (/) download, gzip as served:')
  for (const file of weight.files) console.log(`  ${file.bytes.toString().padStart(7)} B  ${file.url}`)
  console.log(
    `  JavaScript: ${kib(weight.js)} (budget ${kib(JS_BUDGET)}) ${weight.js <= JS_BUDGET ? 'OK' : 'OVER BUDGET'}`,
  )
  console.log(`  CSS:        ${kib(weight.css)}`)
  console.log(`npm start to healthy /api/health (built, existing data folder), ${STARTS} runs:`)
  console.log(
    `  median ${median} ms, fastest ${times[0]} ms, slowest ${times.at(-1)} ms (budget ${START_BUDGET_MS} ms) ${times.at(-1)! <= START_BUDGET_MS ? 'OK' : 'OVER BUDGET'}`,
  )
  console.log(`  first start on a new data folder: ${first.ms} ms`)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

function kib(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KiB`
}

async function timeStart(): Promise<{ ms: number; server: ChildProcess }> {
  const started = performance.now()
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
    const ok = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { ms: Math.round(performance.now() - started), server }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

function exited(server: ChildProcess) {
  return server.exitCode !== null ? Promise.resolve() : new Promise((resolve) => server.once('exit', resolve))
}

/** Bytes on the wire (gzip) for every script, preloaded module and stylesheet the front page loads. */
async function frontPageWeight() {
  const html = (await compressedGet('/')).body.toString('utf8')
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  )
  const files = await Promise.all(urls.map(async (url) => ({ url, bytes: (await compressedGet(url)).bytes })))
  const sum = (extension: string) =>
    files.filter((file) => file.url.endsWith(extension)).reduce((total, file) => total + file.bytes, 0)
  return { files, js: sum('.js'), css: sum('.css') }
}

/** GET with Accept-Encoding gzip, counting the compressed bytes (fetch would decompress them). */
function compressedGet(url: string): Promise<{ bytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${baseURL}${url}`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
        resolve({ bytes: raw.length, body })
      })
    })
      .on('error', reject)
      .end()
  })
}
