import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { DrizzleQueryError, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase, openPglite } from './client.ts'
import { openPgliteWorker, type PgliteWorkerHandle } from './pglite-remote.ts'

const folders: string[] = []
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))
function folder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sage-worker-'))
  folders.push(dir)
  return dir
}

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}

/** The error a failed query gave its caller, as Drizzle wraps it, with the database's own inside. */
async function failure(query: Promise<unknown>) {
  const error = await query.then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(DrizzleQueryError)
  return (error as DrizzleQueryError).cause as Error & Record<string, unknown>
}

// An embedded database starts on its own thread in some tests; on a busy machine that takes seconds.
describe('the embedded database on its own thread', { timeout: 30_000 }, () => {
  // One database for the tests that need no fresh one (each uses its own tables); the last test stops it.
  let handle: PgliteWorkerHandle
  const stopped: Error[] = []
  beforeAll(async () => {
    handle = await openPgliteWorker(folder(), { onStopped: (error) => stopped.push(error) })
  }, 30_000)

  it('opens and migrates a data folder, and keeps what was written after close and reopen', async () => {
    const dataDir = folder()
    const first = await openDatabase({ dataDir })
    expect(first.kind).toBe('pglite')
    await first.ping!()
    const [migrations] = await rowsOf<{ count: number }>(
      first.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )
    expect(migrations!.count).toBeGreaterThan(0)
    await first.db.execute(sql`create table notes (id serial primary key, text text not null)`)
    await first.db.execute(sql`insert into notes (text) values ('kept')`)
    await first.close()
    // Closed: a query says so instead of waiting.
    await expect(first.db.execute(sql`select 1`)).rejects.toThrow()

    const again = await openDatabase({ dataDir })
    expect(await rowsOf(again.db, sql`select text from notes`)).toEqual([{ text: 'kept' }])
    await again.close()
  })

  it('runs transactions one at a time, and nothing else runs inside one', async () => {
    const { db } = handle
    await db.execute(sql`create table counter (id int primary key, value int not null)`)
    await db.execute(sql`insert into counter values (1, 0)`)
    const seen: number[] = []
    // Each reads, waits, then writes what it read plus one: any interleaving would lose updates.
    await Promise.all([
      ...Array.from({ length: 8 }, () =>
        db.transaction(async (tx) => {
          const [row] = await rowsOf<{ value: number }>(tx, sql`select value from counter where id = 1`)
          await sleep(5)
          await tx.execute(sql`update counter set value = ${row!.value + 1} where id = 1`)
          await sleep(5)
          await tx.execute(sql`update counter set value = value + 1 where id = 1`)
        }),
      ),
      // Queries outside the transactions see only whole ones: an even number.
      ...Array.from({ length: 20 }, async (_, i) => {
        await sleep(i * 3)
        const [row] = await rowsOf<{ value: number }>(db, sql`select value from counter where id = 1`)
        seen.push(row!.value)
      }),
    ])
    const [row] = await rowsOf<{ value: number }>(db, sql`select value from counter where id = 1`)
    expect(row!.value).toBe(16)
    expect(seen.every((value) => value % 2 === 0)).toBe(true)
  })

  it('gives a caller Postgres errors with their code, and rolls back a transaction that fails', async () => {
    const { db } = handle
    await db.execute(sql`create table people (id serial primary key, email text not null unique)`)
    await db.execute(sql`insert into people (email) values ('ada@example.org')`)

    const duplicate = await failure(db.execute(sql`insert into people (email) values ('ada@example.org')`))
    expect(duplicate.code).toBe('23505')
    expect(duplicate.constraint).toBe('people_email_key')
    expect(duplicate.message).toMatch(/duplicate key/)

    // A transaction that fails part way leaves nothing behind, and the next one runs.
    const failed = await failure(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into people (email) values ('grace@example.org')`)
        await tx.execute(sql`insert into people (email) values ('ada@example.org')`)
      }),
    )
    expect(failed.code).toBe('23505')
    // A transaction rolled back on purpose too.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into people (email) values ('alan@example.org')`)
        tx.rollback()
      }),
    ).rejects.toThrow(/Rollback/)
    // Savepoints: a nested transaction that fails leaves the outer one to commit.
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into people (email) values ('edsger@example.org')`)
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into people (email) values ('ada@example.org')`)
        })
        .catch(() => undefined)
    })
    expect(await rowsOf(db, sql`select email from people order by id`)).toEqual([
      { email: 'ada@example.org' },
      { email: 'edsger@example.org' },
    ])
    const syntax = await failure(db.execute(sql`selec 1`))
    expect(syntax.code).toBe('42601')
  })

  it('keeps a small buffer cache, its memory never given back', async () => {
    expect(await rowsOf<{ shared_buffers: string }>(handle.db, sql`show shared_buffers`)).toEqual([
      { shared_buffers: '16MB' },
    ])
  })

  it('dumps its data folder for another instance to start from', async () => {
    await handle.db.execute(sql`create table copied (text text)`)
    await handle.db.execute(sql`insert into copied values ('copied')`)
    const copy = await openPglite(undefined, await handle.dumpDataDir!())
    expect(await rowsOf(copy.db, sql`select text from copied`)).toEqual([{ text: 'copied' }])
    await copy.close()
  })

  it('answers a ping ahead of the queries waiting', async () => {
    const order: string[] = []
    const slow = Array.from({ length: 5 }, (_, i) =>
      handle.db.execute(sql`select pg_sleep(0.05)`).then(() => order.push(`query ${i}`)),
    )
    const ping = handle.ping!().then(() => order.push('ping'))
    await Promise.all([...slow, ping])
    // The first query was already running; the ping went ahead of the four behind it.
    expect(order.indexOf('ping')).toBeLessThanOrEqual(1)
  })

  it('says why when the data folder cannot be opened', async () => {
    const file = path.join(folder(), 'a-file')
    const { writeFileSync } = await import('node:fs')
    writeFileSync(file, '')
    await expect(openPgliteWorker(file)).rejects.toThrow(/EEXIST|ENOTDIR|exists|not a directory/)
  })

  it('fails every waiting and later query when its thread stops, and says so', async () => {
    const waiting = handle.db.execute(sql`select pg_sleep(0.2)`)
    await handle.worker.terminate()
    expect((await failure(waiting)).message).toMatch(/embedded database stopped/)
    expect((await failure(handle.db.execute(sql`select 1`))).message).toMatch(/embedded database stopped/)
    expect(stopped).toHaveLength(1)
  })
})
