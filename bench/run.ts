// `npm run bench`: what a browser downloads to open the front page, how fast `npm start` becomes
// healthy on an existing data folder, and the server's memory with the embedded database. Prints
// figures; changes nothing in the project.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import os from 'node:os'
import path from 'node:path'
import { buildIfNeeded } from '#scripts/build-if-needed.mjs'
import { percentile, startServer } from './server.ts'

const JS_BUDGET = 100 * 1024
const START_BUDGET_MS = 1000
const STARTS = 5
/** How long a server is left alone before its memory is read. */
const SETTLE_MS = 15_000

buildIfNeeded()
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sage-bench-'))
try {
  // The first start creates the data folder; it is reported but not held to the budget.
  const first = await timeStart()
  const weight = await frontPageWeight(first.server.baseURL)
  const afterCreating = await settledMemory(first.server.process.pid!)
  await first.server.stop()

  const times: number[] = []
  for (let i = 0; i < STARTS; i += 1) {
    const run = await timeStart()
    times.push(run.ms)
    await run.server.stop()
  }
  times.sort((a, b) => a - b)
  const idle = await timeStart()
  const idleMemory = await settledMemory(idle.server.process.pid!)
  await idle.server.stop()

  console.log('Front page (/) download, gzip as served:')
  for (const file of weight.files) console.log(`  ${file.bytes.toString().padStart(7)} B  ${file.url}`)
  console.log(
    `  JavaScript: ${kib(weight.js)} (budget ${kib(JS_BUDGET)}) ${weight.js <= JS_BUDGET ? 'OK' : 'OVER BUDGET'}`,
  )
  console.log(`  CSS:        ${kib(weight.css)}`)
  console.log(`npm start to healthy /api/health (built, existing data folder), ${STARTS} runs:`)
  const median = percentile(times, 0.5)
  console.log(
    `  median ${median} ms, fastest ${times[0]} ms, slowest ${times.at(-1)} ms (budget ${START_BUDGET_MS} ms for the median) ${median <= START_BUDGET_MS ? 'OK' : 'OVER BUDGET'}`,
  )
  console.log(`  first start on a new data folder: ${first.ms} ms`)
  console.log(`Server memory (resident), embedded database, ${SETTLE_MS / 1000} s after start:`)
  console.log(
    `  idle on an existing data folder: ${idleMemory} MB; after making a new data folder: ${afterCreating} MB`,
  )
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

/**
 * The resident memory of the server process (the server and its database thread), in MB, once it
 * has been left alone a while: what the machine gives it. Linux only (read from /proc).
 */
async function settledMemory(pid: number): Promise<number | string> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kilobytes = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1])
    return Math.round(kilobytes / 1024)
  } catch {
    return 'not measured (no /proc here)'
  }
}

function kib(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KiB`
}

async function timeStart() {
  const started = performance.now()
  const server = await startServer({}, dataDir)
  return { ms: Math.round(performance.now() - started), server }
}

/** Bytes on the wire (gzip) for every script, preloaded module and stylesheet the front page loads. */
async function frontPageWeight(baseURL: string) {
  const html = (await compressedGet(baseURL, '/')).body.toString('utf8')
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  )
  const files = await Promise.all(urls.map(async (url) => ({ url, bytes: (await compressedGet(baseURL, url)).bytes })))
  const sum = (extension: string) =>
    files.filter((file) => file.url.endsWith(extension)).reduce((total, file) => total + file.bytes, 0)
  return { files, js: sum('.js'), css: sum('.css') }
}

/** GET with Accept-Encoding gzip, counting the compressed bytes (fetch would decompress them). */
function compressedGet(baseURL: string, url: string): Promise<{ bytes: number; body: Buffer }> {
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
