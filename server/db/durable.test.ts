import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sage-durable-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the embedded database on a folder', () => {
  it('syncs every commit to disk before it is acknowledged, and keeps it after reopening', async () => {
    const first = await openDatabase({ dataDir })
    const before = first.syncCalls!()
    await first.db.execute(sql`create table notes (id serial primary key, text text not null)`)
    for (let i = 0; i < 10; i += 1) await first.db.execute(sql`insert into notes (text) values (${`note ${i}`})`)
    // At least one sync a commit (the write-ahead log); there were none before.
    expect(first.syncCalls!() - before).toBeGreaterThanOrEqual(11)
    const reads = first.syncCalls!()
    await first.db.execute(sql`select count(*) from notes`)
    expect(first.syncCalls!()).toBe(reads)
    await first.close()

    const again = await openDatabase({ dataDir })
    const rows = await again.db.execute<{ count: number }>(sql`select count(*)::int as count from notes`)
    expect((rows as { rows: { count: number }[] }).rows[0]?.count).toBe(10)
    await again.close()
    // Two embedded databases start here; on a busy machine that alone can take more than 5 s.
  }, 30_000)
})
