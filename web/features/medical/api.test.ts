import { afterEach, describe, expect, it, vi } from 'vitest'
import { medicalBackends } from './api.ts'

afterEach(() => vi.unstubAllGlobals())

const record = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'Appointment',
  title: `Visit ${n}`,
  doctor: null,
  date: '2026-01-01',
  status: null,
  notes: null,
  createdAt: '2026-01-01T00:00:00.000Z',
})

describe('medical records on the server', () => {
  it('reads every page of a long history, each after the last record of the one before', async () => {
    const all = Array.from({ length: 1203 }, (_, n) => record(n))
    const asked: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
        asked.push(url.search)
        const limit = Number(url.searchParams.get('limit'))
        const after = url.searchParams.get('after')
        const from = after ? all.findIndex((item) => item.id === after) + 1 : 0
        const records = all.slice(from, from + limit)
        const next = from + limit < all.length ? records.at(-1)!.id : null
        return Promise.resolve(Response.json({ records, next }))
      }),
    )
    const records = await medicalBackends.server.list!()
    expect(records.map((item) => item.id)).toEqual(all.map((item) => item.id))
    expect(asked).toEqual(['?limit=500', `?limit=500&after=${all[499]!.id}`, `?limit=500&after=${all[999]!.id}`])
  })
})
