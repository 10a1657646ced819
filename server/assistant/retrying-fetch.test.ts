import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createRetryingFetch } from './retrying-fetch.ts'

type Received = { method: string; url: string; body: string }

/** A loopback server that answers each request with the next status of `statuses` (the last one repeats). */
async function serveStatuses(statuses: number[]) {
  const received: Received[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (data: Buffer) => (body += data.toString()))
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', body })
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)]!
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ status, attempt: received.length }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/v1beta/models/m:streamGenerateContent?alt=sse`, received }
}

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** A retrying fetch whose waits are recorded rather than slept. */
function quickFetch(retries?: number) {
  const waits: number[] = []
  const fetch = createRetryingFetch({ retries, sleep: (ms) => Promise.resolve(void waits.push(ms)) })
  return { fetch, waits }
}

const post = (body = '{"contents":[]}'): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
})

describe('createRetryingFetch', () => {
  it('sends a request answered 503 again, with the same body, after 200 ms and then 400 ms', async () => {
    const { url, received } = await serveStatuses([503, 503, 200])
    const { fetch, waits } = quickFetch()
    const response = await fetch(url, post('{"hello":"again"}'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 200, attempt: 3 })
    expect(received).toHaveLength(3)
    expect(received.map((request) => request.body)).toEqual(Array(3).fill('{"hello":"again"}'))
    expect(received.every((request) => request.method === 'POST')).toBe(true)
    expect(waits).toEqual([200, 400])
  })

  it.each([502, 503, 504])('retries %i at most twice, then gives back the last answer', async (status) => {
    const { url, received } = await serveStatuses([status])
    const { fetch, waits } = quickFetch()
    const response = await fetch(url, post())
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ status, attempt: 3 })
    expect(received).toHaveLength(3)
    expect(waits).toEqual([200, 400])
  })

  it.each([200, 400, 401, 404, 429, 500, 501])('never retries %i', async (status) => {
    const { url, received } = await serveStatuses([status, 200])
    const { fetch, waits } = quickFetch()
    const response = await fetch(url, post())
    expect(response.status).toBe(status)
    expect(received).toHaveLength(1)
    expect(waits).toEqual([])
  })

  it('retries as many times as asked', async () => {
    const { url, received } = await serveStatuses([502, 502, 502, 502, 200])
    const { fetch, waits } = quickFetch(4)
    expect((await fetch(url, post())).status).toBe(200)
    expect(received).toHaveLength(5)
    expect(waits).toEqual([200, 400, 800, 1600])
  })

  it('sends a Request object again with its body', async () => {
    const { url, received } = await serveStatuses([504, 200])
    const { fetch } = quickFetch()
    const response = await fetch(new Request(url, post('{"from":"request"}')))
    expect(response.status).toBe(200)
    expect(received.map((request) => request.body)).toEqual(['{"from":"request"}', '{"from":"request"}'])
  })

  it('does not retry a streamed body, which cannot be sent twice', async () => {
    const { url, received } = await serveStatuses([503, 200])
    const { fetch, waits } = quickFetch()
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"streamed":true}'))
        controller.close()
      },
    })
    const response = await fetch(url, { ...post(), body, duplex: 'half' } as RequestInit)
    expect(response.status).toBe(503)
    expect(received).toHaveLength(1)
    expect(waits).toEqual([])
  })

  it('stops waiting, and sends nothing more, when the request is aborted', async () => {
    const { url, received } = await serveStatuses([503, 200])
    const controller = new AbortController()
    // The real wait: the first retry would come only after 10 s.
    const fetch = createRetryingFetch({ initialDelayMs: 10_000 })
    const sent = fetch(url, { ...post(), signal: controller.signal })
    await expect.poll(() => received.length).toBe(1)
    controller.abort()
    await expect(sent).rejects.toThrow(/abort/i)
    expect(received).toHaveLength(1)
  })

  it('waits 200 ms before the first retry by default', async () => {
    const { url, received } = await serveStatuses([503, 200])
    const started = performance.now()
    const response = await createRetryingFetch()(url, post())
    expect(response.status).toBe(200)
    expect(received).toHaveLength(2)
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)
  })
})
