import { type IncomingHttpHeaders, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A request a loopback server received: its JSON body parsed (undefined when it had none or was not
 * JSON), and a multipart body read as a form.
 */
export type LoopbackRequest<Body> = {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: Body
  form?: FormData
}

/**
 * Starts an HTTP server on 127.0.0.1 that stands in for a hosted service in a test: it keeps
 * every request (JSON body parsed) and lets `respond` answer it as the real service would.
 */
export async function startLoopback<Body>(respond: (request: LoopbackRequest<Body>, response: ServerResponse) => void) {
  const received: LoopbackRequest<Body>[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (data: Buffer) => chunks.push(data))
    request.on('end', () => {
      const raw = Buffer.concat(chunks)
      const type = request.headers['content-type'] ?? ''
      void readForm(type, raw).then((form) => {
        const entry: LoopbackRequest<Body> = {
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: (raw.length && !form ? JSON.parse(raw.toString()) : undefined) as Body,
          ...(form ? { form } : {}),
        }
        received.push(entry)
        respond(entry, response)
      })
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

/** A multipart body as a form, read by the platform's own parser as a real service would; else undefined. */
async function readForm(contentType: string, raw: Buffer): Promise<FormData | undefined> {
  if (!contentType.startsWith('multipart/form-data')) return undefined
  const request = new Request('http://loopback/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(raw),
  })
  return request.formData()
}
