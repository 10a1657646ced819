// How fast the calendar lists a month when the person has 1,000 recurring events (each expanded
// into its occurrences), as the widgets and "what do I have this month?" ask for it: one list at a
// time, then four at a time.
import { buildIfNeeded } from '#scripts/build-if-needed.mjs'
import { signedInCookie } from './people.ts'
import { percentile, startServer } from './server.ts'

const RECURRING = Number(process.env.BENCH_RECURRING ?? 1000)
const REQUESTS = 300
const CONCURRENCY = 4
const rules = ['RRULE:FREQ=DAILY', 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR', 'RRULE:FREQ=WEEKLY', 'RRULE:FREQ=MONTHLY']

buildIfNeeded()
const server = await startServer({ TRUST_PROXY: 'true' })
try {
  const cookie = await signedInCookie(server, 'calendar@example.org', 'a long bench password')
  const headers = { cookie, origin: server.baseURL, 'content-type': 'application/json' }
  for (let i = 0; i < RECURRING; i += 1) {
    // Started over the past year, at a spread of hours, so each month holds many occurrences.
    const start = new Date(Date.UTC(2025, 11, 1 + (i % 28), 13 + (i % 8)))
    const body = {
      summary: `Recurring event ${i + 1}`,
      start: { dateTime: start.toISOString(), timeZone: 'America/New_York' },
      recurrence: [rules[i % rules.length]],
    }
    const response = await fetch(`${server.baseURL}/api/calendar/events`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    if (response.status !== 201) throw new Error(`create failed: ${response.status}`)
  }

  const month = new URLSearchParams({ timeMin: '2026-12-01T00:00:00-05:00', timeMax: '2027-01-01T00:00:00-05:00' })
  const url = `${server.baseURL}/api/calendar/events?${month.toString()}`
  const first = (await (await fetch(url, { headers })).json()) as { events: unknown[] }

  const alone: number[] = []
  for (let i = 0; i < 30; i += 1) {
    const begin = performance.now()
    await (await fetch(url, { headers })).arrayBuffer()
    alone.push(performance.now() - begin)
  }
  alone.sort((a, b) => a - b)

  const times: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1
        const begin = performance.now()
        const response = await fetch(url, { headers })
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`list failed: ${response.status}`)
        times.push(performance.now() - begin)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  console.log(
    `Calendar month with ${RECURRING} recurring events (${first.events.length} occurrences listed, at most 500 sent):`,
  )
  console.log(`  alone: p50 ${percentile(alone, 0.5).toFixed(1)} ms, p90 ${percentile(alone, 0.9).toFixed(1)} ms`)
  console.log(
    `  ${(REQUESTS / seconds).toFixed(1)} lists/s, ${CONCURRENCY} at a time; p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`,
  )
} finally {
  await server.stop()
}
