import type { Server } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { technicalDifficulties } from '#shared/chat/fallback.ts'
import { type ModelConfig, chooseAssistant } from '#server/assistant/model.ts'
import { emergencyContacts, userData } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { startLoopback } from '#server/test/loopback.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const servers: Server[] = []
afterEach(async () => {
  testApp.useAssistant(undefined)
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

const API_KEY = 'AIza-test-key-for-the-loopback-server'
const FALLBACK = "I'm experiencing some technical difficulties at the moment. Please try asking your question again."

/** What Gemini's streamGenerateContent receives (the parts these tests look at). */
type GeminiRequestBody = {
  contents: { role: string; parts: { text?: string }[] }[]
  systemInstruction?: { parts: { text: string }[] }
  tools?: Record<string, unknown>[]
}
/** One answer of the loopback Gemini: an error status with Google's error JSON, or a stream of chunks. */
type Answer = { status: number; message: string; reason: string } | { chunks: object[] }

/**
 * A loopback server speaking Gemini's streaming protocol (POST
 * /v1beta/models/{model}:streamGenerateContent?alt=sse, server-sent events of GenerateContentResponse
 * JSON). It gives `answers` in turn; the last one repeats.
 */
async function startGemini(answers: Answer[]) {
  const loopback = await startLoopback<GeminiRequestBody>((_request, response) => {
    const answer = answers[Math.min(loopback.received.length, answers.length) - 1]!
    if ('status' in answer) {
      response.writeHead(answer.status, { 'content-type': 'application/json; charset=UTF-8' })
      response.end(JSON.stringify({ error: { code: answer.status, message: answer.message, status: answer.reason } }))
      return
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    for (const chunk of answer.chunks) response.write(`data: ${JSON.stringify(chunk)}\r\n\r\n`)
    response.end()
  })
  servers.push(loopback.server)
  return { baseURL: `${loopback.origin}/v1beta`, received: loopback.received }
}

const usage = (candidates: number) => ({
  promptTokenCount: 412,
  candidatesTokenCount: candidates,
  totalTokenCount: 412 + candidates,
})

/** Gemini's chunks for a reply in pieces, the last with finishReason STOP. */
const replyChunks = (...texts: string[]) =>
  texts.map((text, index) => ({
    candidates: [
      {
        content: { parts: [{ text }], role: 'model' },
        index: 0,
        ...(index === texts.length - 1 ? { finishReason: 'STOP' } : {}),
      },
    ],
    usageMetadata: usage(index + 1),
    modelVersion: 'gemini-2.5-flash',
    responseId: 'loopback-response',
  }))

const overloaded: Answer = {
  status: 503,
  message: 'The model is overloaded. Please try again later.',
  reason: 'UNAVAILABLE',
}
const internal: Answer = { status: 500, message: 'An internal error has occurred.', reason: 'INTERNAL' }

/** Sets the app's assistant to Gemini at `baseURL`, as main.ts does from the environment; waits are recorded. */
function useGemini(baseURL: string, more: Partial<ModelConfig> = {}) {
  const waits: number[] = []
  const config: ModelConfig = {
    GEMINI_API_KEY: API_KEY,
    GEMINI_MODEL: 'gemini-2.5-flash',
    GEMINI_BASE_URL: baseURL,
    OPENAI_BASE_URL: undefined,
    OPENAI_API_KEY: undefined,
    AI_MODEL: 'llama3.2',
    ...more,
  }
  testApp.useAssistant(chooseAssistant(config, { retry: { sleep: (ms) => Promise.resolve(void waits.push(ms)) } }))
  return { waits }
}

type Row = { id: string } & Record<string, unknown>

const call = (method: string, path: string, cookie: string, json?: unknown) =>
  testApp.request(`/api/chat-sessions${path}`, { method, json, headers: { cookie } })

/** A signed-in person with a profile and an emergency contact, in a new chat. */
async function newChat() {
  const { cookie, user } = await createSignedInUser(testApp)
  await testApp.db.insert(userData).values({ userId: user.id, firstName: 'Rose', doctorName: 'Dr. Patel' })
  await testApp.db
    .insert(emergencyContacts)
    .values({ userId: user.id, name: 'Anna Miller', relationship: 'daughter', phone: '555-0100' })
  const response = await call('POST', '', cookie, {})
  expect(response.status).toBe(201)
  const { session } = (await response.json()) as { session: Row }
  return { cookie, sessionId: session.id }
}

const ask = async (chat: { cookie: string; sessionId: string }, text: string) => {
  const response = await call('POST', `/${chat.sessionId}/reply`, chat.cookie, { text })
  expect(response.status).toBe(200)
  return response.text()
}
const savedMessages = async (chat: { cookie: string; sessionId: string }) => {
  const response = await call('GET', `/${chat.sessionId}/messages`, chat.cookie)
  const { messages } = (await response.json()) as { messages: Row[] }
  return messages.map((message) => [message.sender, message.content])
}

describe('POST /api/chat-sessions/:id/reply with Gemini (GEMINI_API_KEY set)', () => {
  it('streams Gemini’s reply and saves both messages', async () => {
    const gemini = await startGemini([
      { chunks: replyChunks('**Good', ' morning**, Rose!', ' Your doctor is', ' Dr. Patel.') },
    ])
    useGemini(gemini.baseURL)
    const chat = await newChat()
    expect(await ask(chat, 'Who is my doctor?')).toBe('Good morning, Rose! Your doctor is Dr. Patel.')
    expect(await savedMessages(chat)).toEqual([
      ['user', 'Who is my doctor?'],
      ['assistant', 'Good morning, Rose! Your doctor is Dr. Patel.'],
    ])
  })

  it('sends the API key, the system instruction with the person’s facts, and the message', async () => {
    const gemini = await startGemini([{ chunks: replyChunks('Your doctor is Dr. Patel.') }])
    useGemini(`${gemini.baseURL}/`)
    const chat = await newChat()
    await ask(chat, 'Who is my doctor?')
    expect(gemini.received).toHaveLength(1)
    const [request] = gemini.received
    expect(request!.method).toBe('POST')
    expect(request!.url).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse')
    expect(request!.headers['x-goog-api-key']).toBe(API_KEY)
    const system = request!.body.systemInstruction?.parts.map((part) => part.text).join('\n')
    expect(system).toContain('You are Sage')
    expect(system).toContain('Dr. Patel')
    expect(request!.body.contents.at(-1)).toEqual({ role: 'user', parts: [{ text: 'Who is my doctor?' }] })
  })

  it('lets Gemini search Google for a question about the world now, and not for the person’s own things', async () => {
    const grounded = replyChunks('It will be sunny in Boston today, up to 24 degrees.')
    const gemini = await startGemini([
      {
        chunks: grounded.map((chunk) => ({
          ...chunk,
          candidates: chunk.candidates.map((candidate) => ({
            ...candidate,
            groundingMetadata: {
              webSearchQueries: ['weather Boston today'],
              groundingChunks: [{ web: { uri: 'https://weather.example.org/boston', title: 'weather.example.org' } }],
            },
          })),
        })),
      },
      { chunks: replyChunks('Your doctor is Dr. Patel.') },
    ])
    useGemini(gemini.baseURL)
    const chat = await newChat()
    expect(await ask(chat, "What's the weather like in Boston today?")).toBe(
      'It will be sunny in Boston today, up to 24 degrees.',
    )
    expect(await ask(chat, 'Who is my doctor?')).toBe('Your doctor is Dr. Patel.')
    const [weather, doctor] = gemini.received.map((request) => JSON.stringify(request.body.tools ?? null))
    expect(JSON.parse(weather!)).toEqual([{ googleSearch: {} }])
    // The person's own question gets the calendar tool, never the search.
    expect(doctor).not.toContain('googleSearch')
    expect(doctor).toContain('"name":"calendar"')
  })

  it('asks again after a 503 and answers', async () => {
    const gemini = await startGemini([overloaded, { chunks: replyChunks('Hello Rose, how can I help?') }])
    const { waits } = useGemini(gemini.baseURL)
    const chat = await newChat()
    expect(await ask(chat, 'Hello Sage')).toBe('Hello Rose, how can I help?')
    expect(gemini.received).toHaveLength(2)
    expect(gemini.received[1]!.body).toEqual(gemini.received[0]!.body)
    expect(waits).toEqual([200])
    expect(await savedMessages(chat)).toEqual([
      ['user', 'Hello Sage'],
      ['assistant', 'Hello Rose, how can I help?'],
    ])
  })

  it('gives up after two retries of a 503, with the fallback', async () => {
    const gemini = await startGemini([overloaded])
    const { waits } = useGemini(gemini.baseURL)
    const chat = await newChat()
    expect(await ask(chat, 'Hello Sage')).toBe(FALLBACK)
    expect(gemini.received).toHaveLength(3)
    expect(waits).toEqual([200, 400])
  })

  it('does not retry a 500: the person gets the fallback, and both messages are saved', async () => {
    const gemini = await startGemini([internal, { chunks: replyChunks('Too late.') }])
    const { waits } = useGemini(gemini.baseURL)
    const chat = await newChat()
    expect(await ask(chat, 'Tell me something nice')).toBe(FALLBACK)
    expect(FALLBACK).toBe(technicalDifficulties('english'))
    expect(gemini.received).toHaveLength(1)
    expect(waits).toEqual([])
    expect(await savedMessages(chat)).toEqual([
      ['user', 'Tell me something nice'],
      ['assistant', FALLBACK],
    ])
  })

  it('gives the fallback when Gemini blocks the prompt', async () => {
    const gemini = await startGemini([
      {
        chunks: [
          {
            promptFeedback: {
              blockReason: 'SAFETY',
              safetyRatings: [{ category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH' }],
            },
            usageMetadata: { promptTokenCount: 412, totalTokenCount: 412 },
            modelVersion: 'gemini-2.5-flash',
          },
        ],
      },
    ])
    useGemini(gemini.baseURL)
    const chat = await newChat()
    expect(await ask(chat, 'Tell me a story')).toBe(FALLBACK)
    expect(gemini.received).toHaveLength(1)
  })

  it('gives the fallback when Gemini stops for safety before any text', async () => {
    const gemini = await startGemini([
      {
        chunks: [
          {
            candidates: [
              {
                finishReason: 'SAFETY',
                index: 0,
                safetyRatings: [{ category: 'HARM_CATEGORY_HARASSMENT', probability: 'MEDIUM', blocked: true }],
              },
            ],
            usageMetadata: usage(0),
            modelVersion: 'gemini-2.5-flash',
          },
        ],
      },
    ])
    useGemini(gemini.baseURL)
    const chat = await newChat()
    expect(await ask(chat, 'Tell me a story')).toBe(FALLBACK)
    expect(await savedMessages(chat)).toEqual([
      ['user', 'Tell me a story'],
      ['assistant', FALLBACK],
    ])
  })

  it('is chosen ahead of an OpenAI-compatible server when both are configured', async () => {
    const gemini = await startGemini([{ chunks: replyChunks('Gemini here.') }])
    const openAi = await startLoopback((_request, response) => response.writeHead(500).end())
    servers.push(openAi.server)
    useGemini(gemini.baseURL, { OPENAI_BASE_URL: `${openAi.origin}/v1` })
    const chat = await newChat()
    expect(await ask(chat, 'Hello Sage')).toBe('Gemini here.')
    expect(gemini.received).toHaveLength(1)
    expect(openAi.received).toEqual([])
  })
})
