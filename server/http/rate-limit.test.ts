import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/client.ts'
import { createTestDatabase } from '#server/test/database.ts'
import { type RateLimit, countUse } from './rate-limit.ts'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
})
afterAll(() => handle.close())

const limit: RateLimit = { name: 'test', max: 3, windowMs: 60_000 }
const start = Date.UTC(2025, 5, 30, 9, 0, 0)

describe('countUse', () => {
  it('allows max uses in a window, then refuses until the window ends', async () => {
    const uses = []
    for (const second of [0, 10, 20, 30]) uses.push(await countUse(handle.db, 'rose', limit, start + second * 1000))
    expect(uses).toEqual([
      { allowed: true, retryAfter: 60 },
      { allowed: true, retryAfter: 50 },
      { allowed: true, retryAfter: 40 },
      { allowed: false, retryAfter: 30 },
    ])
    // A refused use does not move the window: a minute after the first use, all is well again.
    expect(await countUse(handle.db, 'rose', limit, start + 59_000)).toEqual({ allowed: false, retryAfter: 1 })
    expect(await countUse(handle.db, 'rose', limit, start + 60_000)).toEqual({ allowed: true, retryAfter: 60 })
  })

  it('counts each person and each limit apart', async () => {
    for (let use = 0; use < 3; use += 1) await countUse(handle.db, 'frank', limit, start)
    expect((await countUse(handle.db, 'frank', limit, start)).allowed).toBe(false)
    expect((await countUse(handle.db, 'anna', limit, start)).allowed).toBe(true)
    expect((await countUse(handle.db, 'frank', { ...limit, name: 'other' }, start)).allowed).toBe(true)
  })
})
