// A seeded fuzz test: every API route gets a few dozen requests built from the API's own schemas
// (shared/schemas), each then bent out of shape (a field dropped, a wrong type, U+0000, a huge or
// strange value, a bad id), signed in and signed out. Whatever it sends, the answer is never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import * as account from '#shared/schemas/account.ts'
import * as calendar from '#shared/schemas/calendar.ts'
import * as chat from '#shared/schemas/chat.ts'
import * as contacts from '#shared/schemas/emergency-contacts.ts'
import * as feedback from '#shared/schemas/feedback.ts'
import * as google from '#shared/schemas/google-calendar.ts'
import * as medical from '#shared/schemas/medical-records.ts'
import * as photos from '#shared/schemas/photos.ts'
import * as settings from '#shared/schemas/settings.ts'
import * as userData from '#shared/schemas/user-data.ts'
import * as voice from '#shared/schemas/voice.ts'
import { apiRoutes } from '#server/app.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'

/** Requests per route; with about fifty routes, a few thousand in all. */
const PER_ROUTE = 50
const SEED = Number(process.env.FUZZ_SEED ?? 20261124)

/**
 * Routes whose 503 is their answer, not a failure: speech services that this test app has none
 * of ("not set up") answer 503 to every request.
 */
const UNCONFIGURED_503 = new Set([
  'POST /tts',
  'POST /stt',
  'GET /google-calendar/connect-url',
  'POST /google-calendar/exchange',
  'POST /google-calendar/disconnect',
])

let testApp: TestApp
let cookie: string
let ids: string[]
beforeAll(async () => {
  testApp = await createTestApp()
  const person = await createSignedInUser(testApp)
  cookie = person.cookie
  // Real ids of the person's things, so some requests reach past the id check.
  const session = (await (
    await testApp.request('/api/chat-sessions', { method: 'POST', json: {}, headers: { cookie } })
  ).json()) as { session: { id: string } }
  const record = (await (
    await testApp.request('/api/medical-records', {
      method: 'POST',
      json: { type: 'Medication', title: 'Aspirin', date: '2026-11-01' },
      headers: { cookie },
    })
  ).json()) as { record: { id: string } }
  ids = [session.session.id, record.record.id]
})
afterAll(() => testApp.close())

/** A small seeded random source (mulberry32). */
function randomFrom(seed: number) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  }
}
type Random = ReturnType<typeof randomFrom>

const STRANGE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '💊🫀👵🏽',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  'x'.repeat(5001),
  '9999-12-31T23:59:59Z',
  '0001-01-01',
  'RRULE:FREQ=SECONDLY',
  'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
  '2026-02-30',
  '00000000-0000-0000-0000-000000000000',
  'NaN',
  '-1',
  '1e309',
]
const STRANGE_VALUES: unknown[] = [null, true, 0, -1, 1e308, Number.MAX_SAFE_INTEGER, [], {}, [null], { __proto__: 1 }]

/** Every zod object schema the API's routes read, from shared/schemas. */
const schemas = [account, calendar, chat, contacts, feedback, google, medical, photos, settings, userData, voice]
  .flatMap((module) => Object.values(module))
  .filter((value): value is z.ZodType => Boolean(value && typeof value === 'object' && '_zod' in value))

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def

/** A value the schema would probably take, built from its definition. */
function valueFor(schema: unknown, random: Random, depth = 0): unknown {
  const def = defOf(schema)
  switch (def.type) {
    case 'object': {
      const shape = (def.shape ?? {}) as Record<string, unknown>
      return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, valueFor(field, random, depth + 1)]))
    }
    case 'string':
      return random.pick(['Dentist', 'Rose', 'rose@example.org', '2026-11-24', '2026-11-24T10:00:00Z', 'hello'])
    case 'number':
    case 'int':
      return random.int(100)
    case 'boolean':
      return random.next() < 0.5
    case 'enum':
      return random.pick(Object.values(def.entries as Record<string, unknown>))
    case 'literal':
      return random.pick(def.values as unknown[])
    case 'array':
      return depth > 3 ? [] : [valueFor(def.element, random, depth + 1)]
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return random.next() < 0.2 ? undefined : valueFor(def.innerType, random, depth + 1)
    case 'pipe':
      return valueFor(def.in, random, depth + 1)
    case 'union':
      return valueFor(random.pick(def.options as unknown[]), random, depth + 1)
    default:
      return random.pick(STRANGE_TEXT)
  }
}

/** Bends a value out of shape: a field dropped, replaced with something strange, or an extra one. */
function mutate(value: unknown, random: Random): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return random.next() < 0.5 ? random.pick(STRANGE_TEXT) : random.pick(STRANGE_VALUES)
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  const keys = Object.keys(copy)
  const times = 1 + random.int(3)
  for (let i = 0; i < times; i += 1) {
    const key = keys.length ? random.pick(keys) : 'field'
    const roll = random.next()
    if (roll < 0.25) delete copy[key]
    else if (roll < 0.55) copy[key] = random.pick(STRANGE_TEXT)
    else if (roll < 0.8) copy[key] = random.pick(STRANGE_VALUES)
    else if (roll < 0.9) copy[key] = mutate(copy[key], random)
    else copy[random.pick(STRANGE_TEXT) || 'extra'] = 'x'
  }
  return copy
}

function pathFor(template: string, random: Random) {
  return template.replace(/:[a-z]+(\{[^}]*\})?/gi, (match) => {
    if (match.includes('thumb|display')) return random.pick(['thumb', 'display', 'huge'])
    return encodeURIComponent(
      random.pick([...ids, crypto.randomUUID(), 'not-an-id', '42', '%00', '..', 'x'.repeat(300), '💊']),
    )
  })
}

describe('a seeded fuzz of every API route', () => {
  it('never answers with a 5xx', async () => {
    const random = randomFrom(SEED)
    const routes = apiRoutes.routes.filter((route) => route.method !== 'ALL')
    expect(routes.length).toBeGreaterThan(40)
    const failures: string[] = []
    let sent = 0
    for (const route of routes) {
      for (let i = 0; i < PER_ROUTE; i += 1) {
        const path = `/api${pathFor(route.path, random)}`
        const signedIn = random.next() < 0.85
        const headers: Record<string, string> = signedIn ? { cookie } : {}
        const base = valueFor(random.pick(schemas), random)
        const body = random.next() < 0.7 ? mutate(base, random) : base
        const query =
          random.next() < 0.3
            ? `?${new URLSearchParams({ [random.pick(['q', 'timeMin', 'timeMax', 'limit', 'group', 'detail'])]: String(random.pick(STRANGE_TEXT)) })}`
            : ''
        const init: RequestInit & { json?: unknown } = { method: route.method, headers }
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          if (route.path === '/photos' || route.path === '/stt' || route.path === '/recordings') {
            const form = new FormData()
            form.set(
              'file',
              new Blob([new Uint8Array(random.int(64)).map(() => random.int(256))], {
                type: random.pick(['image/png', 'audio/webm', '__proto__', '']),
              }),
              'x',
            )
            form.set('caption', String(random.pick(STRANGE_TEXT)))
            init.body = form
          } else if (random.next() < 0.1) {
            init.body = random.pick(['{', 'null', '[]', '"x"', '\u0000'])
            headers['content-type'] = 'application/json'
          } else {
            init.json = body ?? null
          }
        }
        const response = await testApp.request(`${path}${query}`, init)
        await response.arrayBuffer()
        sent += 1
        const designed = response.status === 503 && UNCONFIGURED_503.has(`${route.method} ${route.path}`)
        if (response.status >= 500 && !designed) {
          failures.push(
            `${route.method} ${path}${query} ${JSON.stringify(init.json ?? '').slice(0, 200)} → ${response.status}`,
          )
        }
      }
    }
    expect(sent).toBeGreaterThan(2000)
    expect(failures).toEqual([])
  }, 120_000)
})
