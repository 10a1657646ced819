import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { TestApp } from './app.ts'
import { createSignedInUser } from './factories.ts'

/** A resource under /api whose rows belong to one person (medical records, contacts...). */
export type OwnedResource = {
  /** The path under /api, e.g. 'medical-records'. */
  path: string
  /** What one row is called in test names, e.g. 'record'. */
  noun: string
  /** A valid body to create one. */
  sample: Record<string, unknown>
  /** A change someone else tries to make; its key must be in `sample`. */
  change: Record<string, unknown>
  /** Keys of the list and single-row answers, e.g. 'records' and 'record'. */
  listKey: string
  itemKey: string
  notFoundMessage: string
  /** The stored row, read straight from the database. */
  rowOf: (id: string) => Promise<Record<string, unknown> | undefined>
}

/**
 * The blocks every owned resource needs (CONVENTIONS.md): signed out is 401 and stores nothing;
 * another person's row is never listed and answers 404 to every change, and stays as it was.
 */
export function describeOwnership(app: () => TestApp, resource: OwnedResource) {
  const { path, noun, sample, change, listKey, itemKey, notFoundMessage, rowOf } = resource
  const call = (method: string, suffix: string, cookie?: string, json?: unknown) =>
    app().request(`/api/${path}${suffix}`, { method, json, headers: cookie ? { cookie } : {} })
  const create = async (cookie: string) => {
    const response = await call('POST', '', cookie, sample)
    expect(response.status).toBe(201)
    return ((await response.json()) as Record<string, { id: string }>)[itemKey]!
  }
  const list = async (cookie: string) =>
    ((await (await call('GET', '', cookie)).json()) as Record<string, unknown[]>)[listKey]
  const [changedKey] = Object.keys(change)
  const unchanged = (row: Record<string, unknown> | undefined, userId: string) =>
    expect(row).toMatchObject({ userId, [changedKey!]: sample[changedKey!] })

  describe('signed out', () => {
    it('answers 401 to every method, and stores nothing', async () => {
      const id = randomUUID()
      for (const response of [
        await call('GET', ''),
        await call('POST', '', undefined, { ...sample, id }),
        await call('PUT', `/${id}`, undefined, sample),
        await call('DELETE', `/${id}`),
      ]) {
        expect(response.status).toBe(401)
        expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in first.' } })
      }
      expect(await rowOf(id)).toBeUndefined()
    })
  })

  describe(`another person’s ${noun}`, () => {
    it('is not listed, and answers 404 to PUT and DELETE, leaving it unchanged', async () => {
      const rose = await createSignedInUser(app())
      const frank = await createSignedInUser(app())
      const row = await create(rose.cookie)
      expect(await list(frank.cookie)).toEqual([])
      const put = await call('PUT', `/${row.id}`, frank.cookie, { ...sample, ...change })
      expect(put.status).toBe(404)
      expect(await put.json()).toEqual({ error: { code: 'not_found', message: notFoundMessage } })
      expect((await call('DELETE', `/${row.id}`, frank.cookie)).status).toBe(404)
      unchanged(await rowOf(row.id), rose.user.id)
    })

    it('answers 409 to a create that reuses the id of someone else’s, leaving it unchanged', async () => {
      const rose = await createSignedInUser(app())
      const frank = await createSignedInUser(app())
      const row = await create(rose.cookie)
      const response = await call('POST', '', frank.cookie, { ...sample, ...change, id: row.id })
      expect(response.status).toBe(409)
      expect(await response.json()).toMatchObject({ error: { code: 'conflict' } })
      unchanged(await rowOf(row.id), rose.user.id)
      expect(await list(frank.cookie)).toEqual([])
    })

    it(`answers 404 for an id that is not a uuid, or that names no ${noun}`, async () => {
      const { cookie } = await createSignedInUser(app())
      expect((await call('PUT', '/42', cookie, sample)).status).toBe(404)
      expect((await call('DELETE', '/not-an-id', cookie)).status).toBe(404)
      expect((await call('PUT', `/${randomUUID()}`, cookie, sample)).status).toBe(404)
      expect((await call('DELETE', `/${randomUUID()}`, cookie)).status).toBe(404)
    })
  })
}
