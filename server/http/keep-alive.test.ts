import { type AddressInfo } from 'node:net'
import http from 'node:http'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, TEST_ORIGIN, createTestApp } from '#server/test/app.ts'

let testApp: TestApp
let server: ReturnType<typeof serve>
let port: number
beforeAll(async () => {
  testApp = await createTestApp()
  server = serve({ fetch: testApp.app.fetch, port: 0 })
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await testApp.close()
})

/** Sends a request on the agent's one connection; answers the status and body. */
function send(agent: http.Agent, method: string, path: string, body?: Buffer, chunked = false) {
  return new Promise<{ status: number; body: string; socket: unknown }>((resolve, reject) => {
    const request = http.request(
      { port, method, path, agent, headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' } },
      (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, socket: request.socket }))
      },
    )
    request.on('error', reject)
    if (chunked && body) {
      // No declared length: the body comes in pieces and is counted as it arrives.
      for (let at = 0; at < body.length; at += 64 * 1024) request.write(body.subarray(at, at + 64 * 1024))
      request.end()
    } else request.end(body)
  })
}

describe('a request that is too large', () => {
  it('gets 413, and the next request on the same connection is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const big = await send(agent, 'POST', '/api/feedback', Buffer.alloc(3 * 1024 * 1024, 'a'))
    expect(big.status).toBe(413)
    const next = await send(agent, 'GET', '/api/health')
    expect(next.status).toBe(200)
    agent.destroy()
  })

  it('gets 413 without a declared length, and closes that connection so the next request is answered on a new one', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const big = await send(agent, 'POST', '/api/feedback', Buffer.alloc(3 * 1024 * 1024, 'a'), true)
    expect(big.status).toBe(413)
    const next = await send(agent, 'GET', '/api/health')
    expect(next.status).toBe(200)
    agent.destroy()
  })
})
