// `npx tsx bench/durability.ts`: what syncing every commit to disk costs the embedded database.
// Times single-row inserts (each its own commit) on a folder: synced on the database's own thread
// (as Sage runs it), synced on the caller's thread, and as PGlite ships (fsync off). Prints figures
// only.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { openPglite } from '#server/db/client.ts'
import { openPgliteWorker } from '#server/db/pglite-remote.ts'

const COMMITS = 300

async function time(
  label: string,
  db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> },
  syncs?: () => number,
) {
  await db.execute(sql`create table notes (id serial primary key, text text not null)`)
  const before = syncs?.() ?? 0
  const started = performance.now()
  for (let i = 0; i < COMMITS; i += 1) await db.execute(sql`insert into notes (text) values (${`note ${i}`})`)
  const ms = (performance.now() - started) / COMMITS
  const perCommit = syncs ? ((syncs() - before) / COMMITS).toFixed(2) : '0 (never synced)'
  console.log(`${label.padEnd(28)} ${ms.toFixed(2)} ms a commit, ${perCommit} syncs a commit`)
}

const workerDir = mkdtempSync(path.join(os.tmpdir(), 'sage-durable-'))
const durableDir = mkdtempSync(path.join(os.tmpdir(), 'sage-durable-'))
const plainDir = mkdtempSync(path.join(os.tmpdir(), 'sage-plain-'))
try {
  const worker = await openPgliteWorker(workerDir)
  await time('synced, own thread (Sage)', worker.db, worker.syncCalls)
  await worker.close()
  const durable = await openPglite(durableDir)
  await time('synced, same thread', durable.db, durable.syncCalls)
  await durable.close()
  const plain = await PGlite.create(plainDir)
  await time('fsync off (PGlite default)', drizzle(plain))
  await plain.close()
} finally {
  rmSync(workerDir, { recursive: true, force: true })
  rmSync(durableDir, { recursive: true, force: true })
  rmSync(plainDir, { recursive: true, force: true })
}
