import { randomUUID } from 'node:crypto'
import { MockLanguageModelV3 } from 'ai/test'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { technicalDifficulties } from '#shared/chat/fallback.ts'
import { builtinCallOptions, createBuiltinModel } from '#server/assistant/builtin-model.ts'
import { defaultStylePreferences } from '#shared/chat/style.ts'
import { chooseModel } from '#server/assistant/model.ts'
import { chatSessions, emergencyContacts, messages, photos, userData } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { startLoopback } from '#server/test/loopback.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())
afterEach(() => testApp.useAssistant(undefined))

type Row = { id: string } & Record<string, unknown>

const call = (method: string, path: string, cookie?: string, json?: unknown) =>
  testApp.request(`/api/chat-sessions${path}`, { method, json, headers: cookie ? { cookie } : {} })

const createSession = async (cookie: string) => {
  const response = await call('POST', '', cookie, {})
  expect(response.status).toBe(201)
  return ((await response.json()) as { session: Row }).session
}
const readMessages = async (cookie: string, sessionId: string) =>
  ((await (await call('GET', `/${sessionId}/messages`, cookie)).json()) as { messages: Row[] }).messages

/** A signed-in person with a profile and one emergency contact. */
async function personWithFacts() {
  const person = await createSignedInUser(testApp)
  await testApp.db.insert(userData).values({
    userId: person.user.id,
    firstName: 'Rose',
    medications: 'Lisinopril 10 mg, Metformin',
    doctorName: 'Dr. Patel',
  })
  await testApp.db
    .insert(emergencyContacts)
    .values({ userId: person.user.id, name: 'Anna Miller', relationship: 'daughter', phone: '555-0100' })
  return person
}

const reply = (cookie: string, sessionId: string, text: string) => call('POST', `/${sessionId}/reply`, cookie, { text })

describe('POST /api/chat-sessions/:id/reply', () => {
  it('answers "what are my medications?" from the stored profile with the built-in model, streamed as text', async () => {
    const { cookie } = await personWithFacts()
    const session = await createSession(cookie)
    const response = await reply(cookie, session.id, 'What are my medications?')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const body = await response.text()
    expect(body).toMatch(/^Your medications are: Lisinopril 10 mg and Metformin\./)
    const saved = await readMessages(cookie, session.id)
    expect(saved.map((message) => [message.sender, message.content])).toEqual([
      ['user', 'What are my medications?'],
      ['assistant', body],
    ])
    const [row] = await testApp.db.select().from(chatSessions).where(eq(chatSessions.id, session.id))
    expect(row?.title).toBe('What are my medications?')
  })

  it('tells the date and time in the person’s own zone, and a joke in their language', async () => {
    const { cookie } = await personWithFacts()
    const session = await createSession(cookie)
    const asked = await call('POST', `/${session.id}/reply`, cookie, {
      text: 'What day is it?',
      timeZone: 'Asia/Tokyo',
    })
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'Asia/Tokyo' }).format(new Date())
    expect(await asked.text()).toContain(`Today is ${today}`)
    const joke = await reply(cookie, session.id, 'Cuéntame un chiste, por favor')
    const text = await joke.text()
    expect(text).not.toMatch(/Sage integrado|built-in Sage/)
    expect(text).toMatch(/¿Quiere otro\?$/)
  })

  it('gives the number of the person to call with a calm call button, but reminds when a time is said', async () => {
    const { cookie } = await personWithFacts()
    const session = await createSession(cookie)
    const asked = await reply(cookie, session.id, 'Can you help me call my daughter?')
    expect(await asked.text()).toBe('Anna Miller’s number is 555-0100. Tap the button below to call.')
    const calls = JSON.parse(decodeURIComponent(asked.headers.get('x-sage-calls')!)) as unknown
    expect(calls).toEqual([{ label: 'Call Anna Miller', tel: 'tel:5550100', calm: true }])
    const later = await reply(cookie, session.id, 'Remind me to call Anna tomorrow at 10am')
    expect(await later.text()).toMatch(/^I['’]ve added Call Anna on /)
    expect(later.headers.get('x-sage-calls')).toBeNull()
  })

  it('makes the text bigger when asked: says so with how to undo it, and tells the screen', async () => {
    const { cookie } = await personWithFacts()
    const session = await createSession(cookie)
    const asked = await reply(cookie, session.id, 'Can you make the text bigger?')
    expect(await asked.text()).toMatch(/^Done: the text is bigger now\. To undo it/)
    expect(JSON.parse(decodeURIComponent(asked.headers.get('x-sage-display')!))).toEqual({ text: 'bigger' })
    const contrast = await reply(cookie, session.id, 'pon el contraste alto, por favor')
    expect(await contrast.text()).toMatch(/^Hecho: el contraste alto está activado\./)
    expect(JSON.parse(decodeURIComponent(contrast.headers.get('x-sage-display')!))).toEqual({ highContrast: true })
  })

  it('shows a photo of the grandchildren, asks who is there, and keeps the answer as its story', async () => {
    const { cookie, user } = await personWithFacts()
    const other = await personWithFacts()
    const photo = (userId: string, caption: string, minutesAgo: number) => ({
      id: randomUUID(),
      userId,
      storageKey: `k-${randomUUID()}`,
      caption,
      date: 'Jul 4, 2025',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    const beach = photo(user.id, 'The grandchildren at the beach', 30)
    // Someone else's photo matches better, and is never shown.
    const theirs = photo(other.user.id, 'My grandchildren, grandson and granddaughter', 0)
    await testApp.db.insert(photos).values([beach, photo(user.id, 'Our garden in May', 10), theirs])
    const session = await createSession(cookie)

    const shown = await reply(cookie, session.id, 'Show me a photo of the grandchildren')
    expect(await shown.text()).toBe('Here it is: “The grandchildren at the beach”. Who is with you here?')
    expect(JSON.parse(decodeURIComponent(shown.headers.get('x-sage-photo')!))).toEqual({
      id: beach.id,
      caption: 'The grandchildren at the beach',
    })
    const told = await reply(cookie, session.id, 'That is Tom and Lily with me, the summer they learned to swim')
    expect(await told.text()).toBe(
      'Thank you for telling me. I’ve kept it with the photo: “That is Tom and Lily with me, the summer they learned to swim”.',
    )
    const [kept] = await testApp.db.select({ story: photos.story }).from(photos).where(eq(photos.id, beach.id))
    expect(kept!.story).toBe('That is Tom and Lily with me, the summer they learned to swim')
    // The chat's history remembers which photo Sage showed.
    const saved = await readMessages(cookie, session.id)
    expect(saved.find((message) => message.photoId)?.photoId).toBe(beach.id)

    // A story is searched too; a photo of something no photo has is not made up.
    const byStory = await reply(cookie, session.id, '¿Me puedes enseñar una foto de Lily, por favor?')
    expect(await byStory.text()).toBe('Aquí está: «The grandchildren at the beach». ¿Quién sale con usted en la foto?')
    const none = await reply(cookie, session.id, 'show me a picture of the wedding')
    expect(await none.text()).toMatch(/^I couldn’t find a photo of that\./)
    expect(none.headers.get('x-sage-photo')).toBeNull()
  })

  it('says what the person asked yesterday, from their other conversations, and only theirs', async () => {
    const { cookie, user } = await personWithFacts()
    const other = await personWithFacts()
    // Noon yesterday in UTC, the zone the question is asked in.
    const yesterday = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 12 * 60 * 60 * 1000)
    const earlier = await createSession(cookie)
    const theirs = await createSession(other.cookie)
    await testApp.db.insert(messages).values([
      {
        id: randomUUID(),
        sessionId: earlier.id,
        userId: user.id,
        content: 'What time is my eye appointment?',
        sender: 'user',
        createdAt: yesterday,
      },
      {
        id: randomUUID(),
        sessionId: earlier.id,
        userId: user.id,
        content: 'It is at 3 PM.',
        sender: 'assistant',
        createdAt: yesterday,
      },
      {
        id: randomUUID(),
        sessionId: theirs.id,
        userId: other.user.id,
        content: 'A secret of someone else',
        sender: 'user',
        createdAt: yesterday,
      },
    ])
    const session = await createSession(cookie)
    const asked = await call('POST', `/${session.id}/reply`, cookie, {
      text: 'What did I ask you yesterday?',
      timeZone: 'UTC',
    })
    const text = await asked.text()
    expect(text).toBe('Yesterday you asked me: “What time is my eye appointment?”.')
    expect(text).not.toContain('secret')
    expect(text).not.toContain('3 PM')
  })

  it('answers an emergency with 911 and the person’s contact first, whatever the model would say', async () => {
    const { cookie } = await personWithFacts()
    const model = new MockLanguageModelV3({
      doStream: () => Promise.reject(new Error('the model must not be asked')),
      doGenerate: () => Promise.reject(new Error('the model must not be asked')),
    })
    testApp.useModel(model)
    const session = await createSession(cookie)
    const response = await reply(cookie, session.id, "I fell and can't get up")
    expect(response.status).toBe(200)
    const body = await response.text()
    expect(body).toMatch(/^Please call emergency services now: 911\. Then call your emergency contacts: .*Anna Miller/)
    expect(model.doStreamCalls).toHaveLength(0)
    const saved = await readMessages(cookie, session.id)
    expect(saved.map((message) => message.sender)).toEqual(['user', 'assistant'])
    expect(saved[1]?.content).toBe(body)
  })

  it('gives the English technical-difficulties sentence when the model fails, and saves both messages in order', async () => {
    const { cookie } = await personWithFacts()
    testApp.useModel(new MockLanguageModelV3({ doStream: () => Promise.reject(new Error('model down')) }))
    const session = await createSession(cookie)
    const response = await reply(cookie, session.id, 'Tell me something nice')
    expect(await response.text()).toBe(technicalDifficulties('english'))
    const saved = await readMessages(cookie, session.id)
    expect(saved.map((message) => [message.sender, message.content])).toEqual([
      ['user', 'Tell me something nice'],
      ['assistant', technicalDifficulties('english')],
    ])
    const [row] = await testApp.db.select().from(chatSessions).where(eq(chatSessions.id, session.id))
    expect(row?.title).toBe('Tell me something nice')
  })

  it('switches the session’s language when the person writes in another one', async () => {
    const { cookie } = await personWithFacts()
    const session = await createSession(cookie)
    const response = await reply(cookie, session.id, '¿Cuáles son mis medicamentos? Por favor, dígame.')
    expect(response.status).toBe(200)
    await response.text()
    const [row] = await testApp.db.select().from(chatSessions).where(eq(chatSessions.id, session.id))
    expect(row?.language).toBe('spanish')
  })

  it('is for signed-in people, on their own sessions, with a text of 1 to 4000 characters', async () => {
    const rose = await personWithFacts()
    const frank = await createSignedInUser(testApp)
    const session = await createSession(rose.cookie)
    expect((await call('POST', `/${session.id}/reply`, undefined, { text: 'Hello' })).status).toBe(401)
    expect((await reply(frank.cookie, session.id, 'Hello')).status).toBe(404)
    expect((await reply(rose.cookie, session.id, '')).status).toBe(400)
    expect((await reply(rose.cookie, session.id, 'x'.repeat(4001))).status).toBe(400)
    expect(await readMessages(rose.cookie, session.id)).toEqual([])
  })

  it('talks to an OpenAI-compatible server (as Ollama or vLLM stream) when OPENAI_BASE_URL is set', async () => {
    const chunks = ['**Good', ' morning**, Rose!', ' Your doctor is', ' Dr. Patel.']
    const loopback = await startLoopback<Record<string, unknown>>((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'llama3.2' }
      const send = (delta: object, finish: string | null = null) =>
        response.write(
          `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
        )
      send({ role: 'assistant', content: '' })
      for (const content of chunks) send({ content })
      send({}, 'stop')
      response.end('data: [DONE]\n\n')
    })
    const requests = loopback.received
    try {
      testApp.useModel(
        chooseModel({
          OPENAI_BASE_URL: `${loopback.origin}/v1`,
          OPENAI_API_KEY: undefined,
          AI_MODEL: 'llama3.2',
        }),
      )
      const { cookie } = await personWithFacts()
      const session = await createSession(cookie)
      const response = await reply(cookie, session.id, 'Who is my doctor?')
      expect(response.status).toBe(200)
      const body = await response.text()
      expect(body).toBe('Good morning, Rose! Your doctor is Dr. Patel.')
      expect(requests).toHaveLength(1)
      expect(requests[0]!.url).toBe('/v1/chat/completions')
      const sent = requests[0]!.body as {
        model: string
        stream: boolean
        messages: { role: string; content: string }[]
      }
      expect(sent.model).toBe('llama3.2')
      expect(sent.stream).toBe(true)
      expect(sent.messages.map((message) => message.role)).toEqual(['system', 'user'])
      expect(sent.messages[0]!.content).toContain('You are Sage')
      expect(sent.messages[0]!.content).toContain('Dr. Patel')
      expect(sent.messages[1]!.content).toBe('Who is my doctor?')
      const saved = await readMessages(cookie, session.id)
      expect(saved.map((message) => [message.sender, message.content])).toEqual([
        ['user', 'Who is my doctor?'],
        ['assistant', 'Good morning, Rose! Your doctor is Dr. Patel.'],
      ])
    } finally {
      await loopback.close()
    }
  })
})

describe('a local model server that does not take tools', () => {
  it.each([
    [
      'Ollama',
      400,
      { error: { message: 'registry.ollama.ai/library/gemma:2b does not support tools', type: 'api_error' } },
    ],
    [
      'vLLM',
      400,
      {
        object: 'error',
        message: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set',
        type: 'BadRequestError',
        code: 400,
      },
    ],
    ['llama.cpp', 500, { error: { code: 500, message: 'tools param requires --jinja flag', type: 'server_error' } }],
  ])('(%s) is asked again without tools, and never sent them again', async (_server, status, refusal) => {
    const loopback = await startLoopback<Record<string, unknown>>((request, response) => {
      if ((request.body as { tools?: unknown }).tools) {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(refusal))
        return
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      const base = { id: 'chatcmpl-2', object: 'chat.completion.chunk', created: 1, model: 'gemma' }
      const send = (delta: object, finish: string | null = null) =>
        response.write(
          `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
        )
      send({ role: 'assistant', content: 'Hello Rose, lovely to hear from you.' })
      send({}, 'stop')
      response.end('data: [DONE]\n\n')
    })
    try {
      testApp.useModel(
        chooseModel({ OPENAI_BASE_URL: `${loopback.origin}/v1`, OPENAI_API_KEY: undefined, AI_MODEL: 'gemma' }),
      )
      const { cookie } = await personWithFacts()
      const session = await createSession(cookie)
      const first = await reply(cookie, session.id, 'Hello Sage')
      expect(await first.text()).toBe('Hello Rose, lovely to hear from you.')
      const withTools = (body: unknown) => Boolean((body as { tools?: unknown }).tools)
      expect(loopback.received.map((request) => withTools(request.body))).toEqual([true, false])
      await (await reply(cookie, session.id, 'How are you today?')).text()
      expect(loopback.received.map((request) => withTools(request.body))).toEqual([true, false, false])
    } finally {
      await loopback.close()
    }
  })
})

describe('the built-in model', () => {
  it('streams its reply in small chunks, from the context the call hands it', async () => {
    const model = createBuiltinModel()
    const { stream } = await model.doStream({
      prompt: [
        { role: 'system', content: 'You are Sage.' },
        { role: 'user', content: [{ type: 'text', text: 'What are my medications?' }] },
      ],
      providerOptions: builtinCallOptions({
        language: 'english',
        style: { ...defaultStylePreferences, formality: 'mixed', lengthPreference: 'moderate' },
        facts: { medications: ['Aspirin'], emergencyContacts: [], nextAppointments: [], photoCount: 0 },
      }),
    })
    const deltas: string[] = []
    const reader = stream.getReader()
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      if (next.value.type === 'text-delta') deltas.push(next.value.delta)
    }
    expect(deltas.length).toBeGreaterThan(1)
    expect(deltas.join('')).toContain('Aspirin')
  })
})
