// `npx tsx bench/reminders.ts [people]`: 10,000 people (unless told) each have a dose due in the
// same minute, and a phone that takes notifications. From the moment that minute comes, how fast do
// the reminders reach a push service, and how long after their time does each one arrive? Runs the
// real job queue (pg-boss) and the real Web Push client against a push service on loopback (HTTPS,
// answering 201 at once, as a healthy one does): on Postgres with two server instances, and on the
// embedded database with one. Needs Postgres on 127.0.0.1:5432 for the first part.
import { readFileSync } from 'node:fs'
import { Agent, createServer } from 'node:https'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import pino from 'pino'
import webpush from 'web-push'
import { sql } from 'drizzle-orm'
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts'
import { startJobs } from '#server/jobs/jobs.ts'
import type { Queue } from '#server/jobs/queue.ts'
import { planAllDoses } from '#server/medications/medications.ts'
import { createFolderStore } from '#server/photos/store.ts'
import { makeDevice } from '#server/test/push-service.ts'
import { percentile } from './server.ts'

const PEOPLE = Number(process.argv[2] ?? 10_000)
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
/** The minute every dose is due: 08:00 UTC on a day of its own. */
const DUE = new Date('2026-09-15T08:00:00Z')

/** A push service that takes every push at once and notes when it came. */
async function countingPushService() {
  const certificate = readFileSync(new URL('../server/test/loopback-cert.pem', import.meta.url))
  const key = readFileSync(new URL('../server/test/loopback-key.pem', import.meta.url))
  const arrivals: number[] = []
  const server = createServer({ key, cert: certificate }, (request, response) => {
    request.resume()
    request.on('end', () => {
      arrivals.push(performance.now())
      response.writeHead(201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  const agent = new Agent({ ca: certificate, keepAlive: true, maxSockets: 64 })
  return { origin, arrivals, agent, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** PEOPLE people with reminders on, a phone each, and one medication at 08:00 UTC, written ahead. */
async function seed(handle: DatabaseHandle, origin: string) {
  const { db } = handle
  const device = makeDevice(`${origin}/push/x`).subscription.keys
  const started = performance.now()
  const run = (query: ReturnType<typeof sql>) => db.execute(query)
  await run(sql`insert into users (id, name, email, email_verified)
    select 'bench-' || n, 'Person ' || n, 'person' || n || '@bench.example', true from generate_series(1, ${PEOPLE}) n`)
  await run(sql`insert into user_settings (user_id, notification_settings)
    select 'bench-' || n, '{"medicationReminders": true}'::jsonb from generate_series(1, ${PEOPLE}) n`)
  await run(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, language)
    select 'bench-' || n, ${origin} || '/push/' || n, ${device.p256dh}, ${device.auth}, 'en'
    from generate_series(1, ${PEOPLE}) n`)
  await run(sql`insert into medications (user_id, name, dose, schedule, start_date, time_zone)
    select 'bench-' || n, 'Metoprolol', '50 mg', '{"repeat":"daily","times":["08:00"]}'::jsonb, '2026-01-01', 'UTC'
    from generate_series(1, ${PEOPLE}) n`)
  const seeded = performance.now()
  const written = await planAllDoses(db, new Date(DUE.getTime() - 30 * 60_000))
  return { seedMs: seeded - started, planMs: performance.now() - seeded, written }
}

/** Runs `instances` job queues from the due minute until every reminder has reached the push service. */
async function measure(label: string, handles: DatabaseHandle[], origin: string, agent: Agent, arrivals: number[]) {
  // The clock runs as a real one does, from a little before the due minute.
  const lead = 15_000
  let zero = performance.now() + 1e12
  const clock = {
    get now() {
      return new Date(DUE.getTime() - lead + Math.max(0, performance.now() - zero))
    },
  }
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:bench@sage.local' }
  const logger = pino({ level: process.env.BENCH_LOG ?? 'silent' })
  const queues: Queue[] = []
  for (const database of handles)
    queues.push(
      await startJobs(
        {
          database,
          logger,
          mailer: { send: () => Promise.resolve() },
          publicUrl: 'http://bench',
          vapid,
          pushAgent: agent,
          photoStore: createFolderStore(path.join(os.tmpdir(), 'sage-bench-files')),
          now: () => clock.now,
        },
        undefined,
      ),
    )
  // Settle: the queues' first looks find nothing due.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  arrivals.length = 0
  zero = performance.now()
  const start = zero + lead
  const deadline = start + 20 * 60_000
  while (arrivals.length < PEOPLE && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200))
  const delays = arrivals.map((at) => (at - start) / 1000).sort((a, b) => a - b)
  const span = (delays.at(-1) ?? 0) - (delays[0] ?? 0)
  console.log(
    `${label.padEnd(34)} ${arrivals.length} of ${PEOPLE} sent; ${(arrivals.length / Math.max(span, 0.001)).toFixed(0)} reminders/s once sending; ` +
      `delay after the due time: first ${delays[0]?.toFixed(1)} s, p50 ${percentile(delays, 0.5).toFixed(1)} s, ` +
      `p95 ${percentile(delays, 0.95).toFixed(1)} s, last ${delays.at(-1)?.toFixed(1)} s`,
  )
  await Promise.all(queues.map((queue) => queue.stop()))
}

const push = await countingPushService()
try {
  // Postgres, two instances sharing the work.
  const name = `sage_bench_reminders_${process.pid}`
  const admin = new pg.Client({ connectionString: POSTGRES })
  let postgresUrl: string | null = null
  try {
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(POSTGRES)
    url.pathname = `/${name}`
    postgresUrl = url.toString()
  } catch (error) {
    console.log(`Postgres is not reachable at ${POSTGRES}; its part is skipped (${String(error)}).`)
  }
  if (postgresUrl) {
    const first = await openDatabase({ databaseUrl: postgresUrl, dataDir: os.tmpdir() })
    const second = await openDatabase({ databaseUrl: postgresUrl, dataDir: os.tmpdir() })
    const seeded = await seed(first, push.origin)
    console.log(
      `Postgres: ${PEOPLE} people seeded in ${(seeded.seedMs / 1000).toFixed(1)} s; ${seeded.written} doses written ahead in ${(seeded.planMs / 1000).toFixed(1)} s`,
    )
    await measure('Postgres, two instances', [first, second], push.origin, push.agent, push.arrivals)
    await first.close()
    await second.close()
    await admin.query(`drop database ${name} with (force)`)
  }
  await admin.end().catch(() => undefined)

  // The embedded database, one instance.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sage-bench-reminders-'))
  try {
    const embedded = await openDatabase({ dataDir })
    const seeded = await seed(embedded, push.origin)
    console.log(
      `Embedded: ${PEOPLE} people seeded in ${(seeded.seedMs / 1000).toFixed(1)} s; ${seeded.written} doses written ahead in ${(seeded.planMs / 1000).toFixed(1)} s`,
    )
    await measure('Embedded database, one instance', [embedded], push.origin, push.agent, push.arrivals)
    await embedded.close()
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
} finally {
  await push.close()
}
