// Sign-in throughput: a verified account signs in over and over from several clients at once.
// Prints requests per second and latency percentiles. Each request comes from its own address
// (TRUST_PROXY), so the per-address limit of 10 a minute does not stop the run.
import { buildIfNeeded } from '#scripts/build-if-needed.mjs'
import { nextAddress, signedInCookie } from './people.ts'
import { percentile, startServer } from './server.ts'

const REQUESTS = 300
const CONCURRENCY = 8
const email = 'bench@example.org'
const password = 'a long bench password'

buildIfNeeded()
const server = await startServer({ TRUST_PROXY: 'true' })
const post = (route: string, body: unknown) =>
  fetch(`${server.baseURL}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseURL, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(body),
  })

try {
  await signedInCookie(server, email, password)

  // Warm up the hash and the connection pool.
  for (let i = 0; i < 5; i += 1) await post('/api/auth/sign-in/email', { email, password })

  const latencies: number[] = []
  let failures = 0
  let sent = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < REQUESTS) {
        sent += 1
        const begin = performance.now()
        const response = await post('/api/auth/sign-in/email', { email, password })
        await response.arrayBuffer()
        latencies.push(performance.now() - begin)
        if (!response.ok) failures += 1
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  console.log(`Sign-in (${REQUESTS} requests, ${CONCURRENCY} at a time, embedded database):`)
  console.log(
    `  ${(REQUESTS / seconds).toFixed(1)} requests/s; latency p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms; ${failures} failed`,
  )
} finally {
  await server.stop()
}
