// How fast the medical-records list answers, next to its floors measured in the same run:
// - on Postgres (the local server, a database made for the run), 8 clients at once, against
//   pgbench running the very SELECT the route runs (8 clients, prepared statements): the share of
//   the database's own speed that reaches a browser; then p99 at half that load; and against a
//   bare Hono server sending the same answer from memory, the most any Node server gets here;
// - on the embedded database (PGlite), 32 clients at once, and how long the health check waits
//   meanwhile (a request that blocks the server shows there).
// Needs Postgres on 127.0.0.1:5432 (user postgres) and pgbench; the embedded part runs without.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { buildIfNeeded } from '#scripts/build-if-needed.mjs'
import { signedInCookie } from './people.ts'
import { type BenchServer, percentile, startServer } from './server.ts'

const RECORDS = 100
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

buildIfNeeded()

/** Requests at `clients` at once for `ms` (or, with `perSecond`, at that steady rate): rate and latencies. */
async function load(url: string, headers: Record<string, string>, clients: number, ms: number, perSecond?: number) {
  const latencies: number[] = []
  const until = performance.now() + ms
  const started = performance.now()
  let sent = 0
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        if (perSecond) {
          // Paced: the next request leaves at its place in an even schedule.
          const due = started + (sent * 1000) / perSecond
          sent += 1
          const wait = due - performance.now()
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        }
        const begin = performance.now()
        const response = await fetch(url, { headers })
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${url}: ${response.status}`)
        latencies.push(performance.now() - begin)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return { perSecond: latencies.length / ((performance.now() - started) / 1000), latencies }
}

/** A person with RECORDS medical records on a running Sage; their cookie and id. */
async function personWithRecords(server: BenchServer) {
  const cookie = await signedInCookie(server, 'records@example.org', 'a long bench password')
  const headers = { cookie, origin: server.baseURL, 'content-type': 'application/json' }
  for (let i = 0; i < RECORDS; i += 1) {
    const response = await fetch(`${server.baseURL}/api/medical-records`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        type: i % 2 ? 'Medication' : 'Appointment',
        title: `Record ${i + 1}`,
        date: `20${10 + (i % 16)}-0${1 + (i % 9)}-1${i % 10}`,
        doctor: 'Dr. Okafor',
        notes: 'Taken with breakfast, reviewed at every visit.',
      }),
    })
    if (response.status !== 201) throw new Error(`record ${i}: ${response.status}`)
  }
  return { cookie }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

/** The floor for requests: bench/bare-server.mjs sending `body`, loaded as Sage is (8 clients). */
async function bareServer(body: string) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sage-bare-'))
  const file = path.join(folder, 'body.json')
  writeFileSync(file, body)
  const port = 3990 + Math.floor(Math.random() * 9)
  const child = spawn(process.execPath, ['bench/bare-server.mjs', String(port), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    await new Promise((resolve) => child.stdout.once('data', resolve))
    const url = `http://127.0.0.1:${port}/`
    await load(url, {}, 8, 2000)
    return await load(url, {}, 8, 8000)
  } finally {
    child.kill()
    rmSync(folder, { recursive: true, force: true })
  }
}

async function onPostgres() {
  const name = `sage_bench_${process.pid}`
  const admin = new pg.Client({ connectionString: POSTGRES })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(POSTGRES)
  url.pathname = `/${name}`
  const server = await startServer({ TRUST_PROXY: 'true', DATABASE_URL: url.toString() })
  const scriptDir = mkdtempSync(path.join(os.tmpdir(), 'sage-pgbench-'))
  try {
    const { cookie } = await personWithRecords(server)
    const list = `${server.baseURL}/api/medical-records`
    await load(list, { cookie }, 8, 2000) // warm-up
    const full = await load(list, { cookie }, 8, 8000)
    const half = await load(list, { cookie }, 8, 8000, full.perSecond / 2)
    const bare = await bareServer(await (await fetch(list, { headers: { cookie } })).text())

    // The floor: the same SELECT, straight to the database.
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    const { rows } = await client.query<{ id: string }>('select id from users limit 1')
    await client.end()
    const script = path.join(scriptDir, 'list.sql')
    writeFileSync(
      script,
      `select id, user_id, type, title, doctor, date, status, notes, created_at from medical_records where user_id = '${rows[0]!.id}' order by created_at desc, id desc limit 500;\n`,
    )
    const output = execFileSync(
      'pgbench',
      ['-n', '-M', 'prepared', '-c', '8', '-j', '2', '-T', '8', '-f', script, url.toString()],
      { encoding: 'utf8' },
    )
    const floor = Number(/tps = ([\d.]+)/.exec(output)?.[1])
    console.log(`Medical records list on Postgres (${RECORDS} records, 8 clients):`)
    console.log(
      `  ${full.perSecond.toFixed(0)} requests/s = ${((100 * full.perSecond) / floor).toFixed(1)} % of pgbench on the same SELECT (${floor.toFixed(0)}/s); p50 ${ms(percentile(full.latencies, 0.5))}, p99 ${ms(percentile(full.latencies, 0.99))}`,
    )
    console.log(
      `  at half that load (${half.perSecond.toFixed(0)}/s): p50 ${ms(percentile(half.latencies, 0.5))}, p99 ${ms(percentile(half.latencies, 0.99))}`,
    )
    console.log(
      `  = ${((100 * full.perSecond) / bare.perSecond).toFixed(1)} % of a bare Hono server sending the same answer from memory (${bare.perSecond.toFixed(0)}/s, p99 ${ms(percentile(bare.latencies, 0.99))})`,
    )
  } finally {
    await server.stop()
    rmSync(scriptDir, { recursive: true, force: true })
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

async function embedded() {
  const server = await startServer({ TRUST_PROXY: 'true' })
  try {
    const { cookie } = await personWithRecords(server)
    const list = `${server.baseURL}/api/medical-records`
    await load(list, { cookie }, 8, 2000)
    const health = load(`${server.baseURL}/api/health`, {}, 1, 8000)
    const full = await load(list, { cookie }, 32, 8000)
    const waited = (await health).latencies
    console.log(`Medical records list on the embedded database (${RECORDS} records, 32 clients):`)
    console.log(
      `  ${full.perSecond.toFixed(0)} requests/s; p50 ${ms(percentile(full.latencies, 0.5))}, p99 ${ms(percentile(full.latencies, 0.99))}; the health check meanwhile: p50 ${ms(percentile(waited, 0.5))}, p99 ${ms(percentile(waited, 0.99))}`,
    )
  } finally {
    await server.stop()
  }
}

if (process.env.BENCH_ONLY !== 'embedded') await onPostgres()
if (process.env.BENCH_ONLY !== 'postgres') await embedded()
