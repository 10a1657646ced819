// The chat: how soon the built-in assistant's streamed reply starts and ends while a few people chat
// at once, and how many chat messages a second the server stores. Prints figures.
import { chatLanguages } from '#shared/chat/chat-languages.ts'
import { technicalDifficulties } from '#shared/chat/fallback.ts'
import { buildIfNeeded } from '#scripts/build-if-needed.mjs'
import { signedInCookie } from './people.ts'
import { type BenchServer, percentile, startServer } from './server.ts'

const PEOPLE = 4
const REPLIES = 240
/** Each person starts a new chat after this many replies, as people do. */
const REPLIES_PER_CHAT = 12
const MESSAGES = 2000
const MESSAGE_CLIENTS = 8
const MESSAGE_SESSIONS = 8
const password = 'a long bench password'

/** What people ask Sage, in the order a person sends them; each person starts at a different place. */
const asks = [
  'How are you today?',
  'What are my medications?',
  'Tell me something nice',
  'Who is my doctor?',
  'I feel a bit lonely',
  '¿Cómo estás?',
  'When is my next appointment?',
  'Can you remind me to call my daughter this afternoon?',
  'What should I have for lunch?',
  'Thank you, that helps a lot.',
]
const fallbacks = new Set(chatLanguages.map((language) => technicalDifficulties(language)))

type Person = { headers: Record<string, string> }
type Timing = { firstByte: number; whole: number; chunks: number; fallback: boolean }

buildIfNeeded()
const server = await startServer({ TRUST_PROXY: 'true' })
try {
  const people: Person[] = []
  for (let i = 0; i < PEOPLE; i += 1) people.push(await signUp(server, i))

  // Warm up the pipeline, the database and the connection pool; not counted.
  for (const person of people) {
    const sessionId = await newChat(server, person)
    for (const text of asks) await timedReply(server, person, sessionId, text)
  }

  const replies = await replyRun(server, people)
  printReplies(replies)

  const stored = await messageRun(server, people)
  console.log(`Chat messages stored (${MESSAGES} POSTs, ${MESSAGE_CLIENTS} at a time, ${MESSAGE_SESSIONS} sessions):`)
  console.log(
    `  ${(MESSAGES / stored.seconds).toFixed(0)} messages/s; latency p50 ${percentile(stored.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(stored.latencies, 0.99).toFixed(1)} ms; ${stored.failures} failed`,
  )
} finally {
  await server.stop()
}

/** A signed-in person with a profile for the assistant to draw on. */
async function signUp(server: BenchServer, index: number): Promise<Person> {
  const cookie = await signedInCookie(server, `chat-${index}@example.org`, password)
  const headers = { cookie, origin: server.baseURL, 'content-type': 'application/json' }
  const profile = await fetch(`${server.baseURL}/api/user-data`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      firstName: `Rose ${index}`,
      medications: 'Lisinopril 10 mg in the morning; vitamin D with lunch',
      medicalConditions: 'High blood pressure',
      doctorName: 'Dr. Lee',
      doctorPhone: '555-0100',
      emergencyContact: 'Anna (daughter)',
      emergencyPhone: '555-0199',
    }),
  })
  if (!profile.ok) throw new Error(`saving the profile failed: ${profile.status}`)
  return { headers }
}

/** New Chat: a new session's id. */
async function newChat(server: BenchServer, person: Person): Promise<string> {
  const response = await fetch(`${server.baseURL}/api/chat-sessions`, {
    method: 'POST',
    headers: person.headers,
    body: '{}',
  })
  if (response.status !== 201) throw new Error(`New Chat answered ${response.status}`)
  const { session } = (await response.json()) as { session: { id: string } }
  return session.id
}

/**
 * Asks for a reply as the chat screen does and reads the stream: milliseconds from sending to the
 * first body byte and to the end of the body, and how many pieces the body came in.
 */
async function timedReply(server: BenchServer, person: Person, sessionId: string, text: string): Promise<Timing> {
  const begin = performance.now()
  const response = await fetch(`${server.baseURL}/api/chat-sessions/${sessionId}/reply`, {
    method: 'POST',
    // What a browser sends; the server may compress the stream for it.
    headers: { ...person.headers, 'accept-encoding': 'gzip, deflate, br, zstd' },
    body: JSON.stringify({ text }),
  })
  if (!response.ok || !response.body) throw new Error(`the reply answered ${response.status}`)
  const decoder = new TextDecoder()
  let firstByte = Number.NaN
  let chunks = 0
  let reply = ''
  const reader = response.body.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (read.value.length === 0) continue
    if (chunks === 0) firstByte = performance.now() - begin
    chunks += 1
    reply += decoder.decode(read.value, { stream: true })
  }
  const whole = performance.now() - begin
  return { firstByte, whole, chunks, fallback: fallbacks.has(reply.trim()) || reply.trim() === '' }
}

/** REPLIES replies, PEOPLE at a time: each person chats through the asks, starting new chats now and then. */
async function replyRun(server: BenchServer, people: Person[]) {
  const timings: Timing[] = []
  let sent = 0
  const started = performance.now()
  await Promise.all(
    people.map(async (person, index) => {
      let sessionId = ''
      for (let turn = 0; sent < REPLIES; turn += 1) {
        sent += 1
        if (turn % REPLIES_PER_CHAT === 0) sessionId = await newChat(server, person)
        const text = asks[(index * 3 + turn) % asks.length]!
        timings.push(await timedReply(server, person, sessionId, text))
      }
    }),
  )
  return { timings, seconds: (performance.now() - started) / 1000 }
}

/** Prints the reply timings. */
function printReplies({ timings, seconds }: { timings: Timing[]; seconds: number }) {
  const firstBytes = timings.map((timing) => timing.firstByte).sort((a, b) => a - b)
  const wholes = timings.map((timing) => timing.whole).sort((a, b) => a - b)
  const pieces = timings.map((timing) => timing.chunks).sort((a, b) => a - b)
  const fallbacksSeen = timings.filter((timing) => timing.fallback).length
  const ms = (sorted: number[]) =>
    `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`
  console.log(
    `Built-in assistant replies (${timings.length} replies, ${PEOPLE} people at a time, ${asks.length} asks):`,
  )
  console.log(`  first streamed byte: ${ms(firstBytes)}`)
  console.log(`  whole reply:         ${ms(wholes)}`)
  console.log(
    `  ${(timings.length / seconds).toFixed(1)} replies/s; median ${percentile(pieces, 0.5)} piece(s) of body per reply; ${fallbacksSeen} technical-difficulties replies`,
  )
}

/** MESSAGES stored messages, MESSAGE_CLIENTS at a time, spread over MESSAGE_SESSIONS sessions. */
async function messageRun(server: BenchServer, people: Person[]) {
  const sessions: { person: Person; id: string }[] = []
  for (let i = 0; i < MESSAGE_SESSIONS; i += 1) {
    const person = people[i % people.length]!
    const id = await newChat(server, person)
    // New Chat deletes the person's latest chat while it is empty, so give each one a message.
    await postMessage(server, person, id, 'Hello Sage')
    sessions.push({ person, id })
  }
  const latencies: number[] = []
  let failures = 0
  let sent = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: MESSAGE_CLIENTS }, async () => {
      while (sent < MESSAGES) {
        const { person, id } = sessions[sent % sessions.length]!
        const content = asks[sent % asks.length]!
        sent += 1
        const begin = performance.now()
        const response = await postMessage(server, person, id, content)
        latencies.push(performance.now() - begin)
        if (response.status !== 201) failures += 1
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return { latencies, failures, seconds: (performance.now() - started) / 1000 }
}

/** Stores one chat message, as the chat screen does for a person's message. */
async function postMessage(server: BenchServer, person: Person, sessionId: string, content: string) {
  const response = await fetch(`${server.baseURL}/api/chat-sessions/${sessionId}/messages`, {
    method: 'POST',
    headers: person.headers,
    body: JSON.stringify({ content, sender: 'user' }),
  })
  await response.arrayBuffer()
  return response
}
