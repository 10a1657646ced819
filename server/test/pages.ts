import type { PgTable } from 'drizzle-orm/pg-core'
import { expect } from 'vitest'
import type { TestApp } from './app.ts'

type Row = Record<string, unknown> & { id: string }

/**
 * Stores `rows` in `table` directly (a thousand at a time, as an import would), then reads their
 * list the way a screen does and checks every page of it: without a page asked for, the first
 * `largest` items and where the rest begins; then pages of `size`, as far as `pages` pages reach,
 * each full until the end, newest first by the rows' `time` (then by id), none twice or missing.
 * The list is read at `url` as the person signed in with `cookie`, its items under `key`, each
 * checked by its `field`, named the same in the rows and in the answer.
 */
export async function expectPagedNewestFirst(
  testApp: TestApp,
  list: { url: string; cookie: string; key: string; field: string },
  { table, rows, time }: { table: PgTable; rows: Row[]; time: string },
  { largest, size, pages }: { largest: number; size: number; pages: number },
) {
  for (let from = 0; from < rows.length; from += 1000)
    await testApp.db.insert(table).values(rows.slice(from, from + 1000))
  const stored = rows.map((row) => ({ id: row.id, name: row[list.field], time: row[time] as Date }))
  const read = async (query: string) => {
    const response = await testApp.request(`${list.url}${query}`, { headers: { cookie: list.cookie } })
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown> & { next: string | null }
    const items = body[list.key] as Record<string, unknown>[]
    return { ids: items.map((item) => item.id), names: items.map((item) => item[list.field]), next: body.next }
  }
  const newestFirst = stored.toSorted((a, b) => b.time.getTime() - a.time.getTime() || b.id.localeCompare(a.id))
  const first = await read('')
  expect(first.names).toHaveLength(Math.min(largest, stored.length))
  expect(first.next).toBe(stored.length > largest ? first.ids.at(-1) : null)
  const seen: unknown[] = []
  let reply = await read(`?limit=${size}`)
  for (let page = 1; ; page += 1) {
    expect(reply.names.length).toBe(Math.min(size, stored.length - seen.length))
    seen.push(...reply.names)
    if (!reply.next || page === pages) break
    reply = await read(`?limit=${size}&after=${reply.next}`)
  }
  expect(seen).toEqual(newestFirst.slice(0, seen.length).map((row) => row.name))
}
