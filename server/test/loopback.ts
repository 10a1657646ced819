import { type IncomingHttpHeaders, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request a loopback server received, with its JSON body parsed (undefined when it had none). */
export type LoopbackRequest<Body> = { method: string; url: string; headers: IncomingHttpHeaders; body: Body }

/**
 * Starts an HTTP server on 127.0.0.1 that stands in for a hosted service in a test: it keeps
 * every request (JSON body parsed) and lets `respond` answer it as the real service would.
 */
export async function startLoopback<Body>(respond: (request: LoopbackRequest<Body>, response: ServerResponse) => void) {
  const received: LoopbackRequest<Body>[] = []
  const server: Server = createServer((request, response) => {
    let raw = ''
    request.on('data', (data: Buffer) => (raw += data.toString()))
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: (raw ? JSON.parse(raw) : undefined) as Body,
      }
      received.push(entry)
      respond(entry, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
