import { MockLanguageModelV3 } from 'ai/test'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createBuiltinModel } from '#server/assistant/builtin-model.ts'
import { emergencyContacts, userPreferences } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { replyHeaders } from '#shared/chat/reply-headers.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())
afterEach(() => testApp.useAssistant(undefined))

type Row = { id: string } & Record<string, unknown>

const call = (method: string, path: string, cookie: string, json?: unknown) =>
  testApp.request(`/api/chat-sessions${path}`, { method, json, headers: { cookie } })

async function newChat() {
  const { cookie, user } = await createSignedInUser(testApp)
  const response = await call('POST', '', cookie, {})
  const { session } = (await response.json()) as { session: Row }
  return { cookie, userId: user.id, sessionId: session.id }
}
const reply = (cookie: string, sessionId: string, body: Record<string, unknown>) =>
  call('POST', `/${sessionId}/reply`, cookie, body)
const readMessages = async (cookie: string, sessionId: string) =>
  ((await (await call('GET', `/${sessionId}/messages`, cookie)).json()) as { messages: Row[] }).messages
const preferencesOf = async (sessionId: string) =>
  (await testApp.db.select().from(userPreferences).where(eq(userPreferences.sessionId, sessionId)))[0]

describe('language and style preferences of a chat', () => {
  it('saves a plain request for Spanish in user_preferences and tells the screen to show the notice', async () => {
    const { cookie, sessionId } = await newChat()
    const response = await reply(cookie, sessionId, { text: 'Please speak Spanish' })
    expect(response.headers.get(replyHeaders.language)).toBe('spanish')
    expect(response.headers.get(replyHeaders.languageNotice)).toBe('true')
    expect(response.headers.get(replyHeaders.style)).toBe('mixed,warm')
    expect(await response.text()).not.toBe('')
    const stored = await preferencesOf(sessionId)
    expect(stored?.languagePreferences).toEqual({
      primaryLanguage: 'spanish',
      detectedLanguages: ['spanish'],
      voiceLanguage: 'es',
    })
    expect(stored?.stylePreferences).toMatchObject({ formality: 'mixed', tone: 'warm', lengthPreference: 'moderate' })

    // The next message keeps Spanish without a notice, and English comes back only when asked.
    const next = await reply(cookie, sessionId, { text: 'ok' })
    expect(next.headers.get(replyHeaders.language)).toBe('spanish')
    expect(next.headers.get(replyHeaders.languageNotice)).toBeNull()
    await next.text()
    const back = await reply(cookie, sessionId, { text: 'Please speak English again' })
    expect(back.headers.get(replyHeaders.language)).toBe('english')
    await back.text()
    expect((await preferencesOf(sessionId))?.languagePreferences).toMatchObject({
      primaryLanguage: 'english',
      detectedLanguages: ['english', 'spanish'],
    })
  })

  it('starts a new chat in the language of the person’s screen', async () => {
    const { cookie, sessionId } = await newChat()
    const response = await reply(cookie, sessionId, { text: 'Hola', language: 'spanish' })
    expect(response.headers.get(replyHeaders.language)).toBe('spanish')
    expect(response.headers.get(replyHeaders.languageNotice)).toBeNull()
    await response.text()
    const [, sage] = await readMessages(cookie, sessionId)
    expect(sage?.language).toBe('spanish')
  })

  it('stores the style found after three messages, and gives it to the model', async () => {
    const systems: string[] = []
    const builtin = createBuiltinModel()
    const model = new MockLanguageModelV3({
      doStream: (options) => {
        const system = options.prompt.find((message) => message.role === 'system')
        systems.push(system?.role === 'system' ? system.content : '')
        return builtin.doStream(options)
      },
    })
    testApp.useAssistant({ model, toolsFor: () => undefined, emergencyNumber: '911' })
    const { cookie, sessionId } = await newChat()
    for (const text of ['hey', 'lol ok', 'thx']) await (await reply(cookie, sessionId, { text })).text()
    const stored = await preferencesOf(sessionId)
    expect(stored?.stylePreferences).toMatchObject({ lengthPreference: 'brief' })
    expect(systems.at(-1)).toContain('keep replies brief')
    expect(systems[0]).toContain('keep replies moderate')
  })
})

describe('a retried send', () => {
  it('gets the stored reply and stores nothing twice', async () => {
    const { cookie, sessionId } = await newChat()
    const id = crypto.randomUUID()
    const first = await (await reply(cookie, sessionId, { id, text: 'What are my medications?' })).text()
    const again = await reply(cookie, sessionId, { id, text: 'What are my medications?' })
    expect(again.status).toBe(200)
    expect(await again.text()).toBe(first)
    const saved = await readMessages(cookie, sessionId)
    expect(saved.map((message) => [message.id === id, message.sender])).toEqual([
      [true, 'user'],
      [false, 'assistant'],
    ])
  })

  it('answers once when the first reply was never saved', async () => {
    const { cookie, sessionId } = await newChat()
    const id = crypto.randomUUID()
    // The message arrived, but the reply to it was lost.
    await call('POST', `/${sessionId}/messages`, cookie, { id, content: 'Who is my doctor?', sender: 'user' })
    const response = await reply(cookie, sessionId, { id, text: 'Who is my doctor?' })
    expect(await response.text()).not.toBe('')
    const saved = await readMessages(cookie, sessionId)
    expect(saved.map((message) => message.sender)).toEqual(['user', 'assistant'])
  })
})

describe('an emergency', () => {
  it('gives the configured number and the call links before any word', async () => {
    testApp.useAssistant({ model: createBuiltinModel(), toolsFor: () => undefined, emergencyNumber: '112' })
    const { cookie, userId, sessionId } = await newChat()
    await testApp.db
      .insert(emergencyContacts)
      .values({ userId, name: 'Anna Miller', relationship: 'daughter', phone: '(555) 010-0100' })
    const response = await reply(cookie, sessionId, { text: 'I have chest pain' })
    const calls = JSON.parse(decodeURIComponent(response.headers.get(replyHeaders.calls) ?? '')) as unknown
    expect(calls).toEqual([
      { label: 'Call Emergency services', tel: 'tel:112' },
      { label: 'Call Anna Miller', tel: 'tel:5550100100' },
    ])
    expect(await response.text()).toMatch(/^Please call emergency services now: 112\./)
  })

  it('sends no call links with an ordinary reply', async () => {
    const { cookie, sessionId } = await newChat()
    const response = await reply(cookie, sessionId, { text: 'How are you today?' })
    expect(response.headers.get(replyHeaders.calls)).toBeNull()
    await response.text()
  })
})
