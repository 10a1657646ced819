import { MockLanguageModelV3 } from 'ai/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { technicalDifficulties } from '#shared/chat/fallback.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { streamOf, textModel } from '#server/test/models.ts'
import { startReply } from './pipeline.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

async function newChat() {
  const { cookie, user } = await createSignedInUser(testApp)
  const response = await testApp.request('/api/chat-sessions', { method: 'POST', json: {}, headers: { cookie } })
  const { session } = (await response.json()) as { session: { id: string } }
  return { userId: user.id, sessionId: session.id }
}

describe('a model that is slow', () => {
  it('is stopped after the time limit, and the person gets the fallback sentence', async () => {
    const model = new MockLanguageModelV3({
      // Never answers; only gives up when told to.
      doStream: ({ abortSignal }) =>
        new Promise((_resolve, reject) => {
          abortSignal?.addEventListener('abort', () => reject(new Error('stopped')))
        }),
    })
    const { userId, sessionId } = await newChat()
    const started = Date.now()
    const reply = await startReply(testApp.db, {
      userId,
      sessionId,
      text: 'Tell me a story',
      assistant: { model, toolsFor: () => undefined, emergencyNumber: '911' },
      timeoutMs: 150,
    })
    const chunks: string[] = []
    for await (const chunk of reply.chunks) chunks.push(chunk)
    expect(chunks.join('')).toBe(technicalDifficulties('english'))
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

async function streamed(text: string) {
  const { userId, sessionId } = await newChat()
  const reply = await startReply(testApp.db, {
    userId,
    sessionId,
    text: 'Tell me about the garden',
    assistant: { model: textModel(text), toolsFor: () => undefined, emergencyNumber: '911' },
  })
  let sent = ''
  let result: Awaited<ReturnType<typeof reply.chunks.next>>
  while (!(result = await reply.chunks.next()).done) sent += result.value
  return { sent, saved: result.value.reply }
}

describe('a long reply from a hosted model', () => {
  const sentence = (n: number) => `This is sentence number ${n} about the roses in the garden and the weather today.`

  it('sends only the first three sentences as it comes, the same words that are saved', async () => {
    const long = Array.from({ length: 10 }, (_, index) => sentence(index + 1)).join(' ')
    expect(long.length).toBeGreaterThan(500)
    const { sent, saved } = await streamed(long)
    expect(saved).toBe([sentence(1), sentence(2), sentence(3)].join(' '))
    expect(sent).toBe(saved)
  })

  it('sends a reply under the limit whole, however many sentences it has', async () => {
    const short = 'Yes. The roses are out. Tulips too. And the lilies. Lovely!'
    const { sent, saved } = await streamed(short)
    expect(saved).toBe(short)
    expect(sent).toBe(short)
  })
})

describe('a model that fails part way', () => {
  it('keeps the words already shown, adds the apology, and saves the same', async () => {
    const { userId, sessionId } = await newChat()
    const model = new MockLanguageModelV3({
      doStream: () =>
        Promise.resolve(
          streamOf([
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: 'The roses are lovely this year.\nThe tulips' },
            { type: 'error', error: new Error('connection reset') },
          ]),
        ),
    })
    const errors: unknown[] = []
    const reply = await startReply(testApp.db, {
      userId,
      sessionId,
      text: 'Tell me about the garden',
      assistant: { model, toolsFor: () => undefined, emergencyNumber: '911' },
      logger: { error: (...args: unknown[]) => errors.push(args), warn: () => undefined },
    })
    let sent = ''
    let result: Awaited<ReturnType<typeof reply.chunks.next>>
    while (!(result = await reply.chunks.next()).done) sent += result.value
    expect(sent).toBe(`The roses are lovely this year.\n\n${technicalDifficulties('english')}`)
    expect(result.value.reply).toBe(sent)
    expect(result.value.assistantMessage?.content).toBe(sent)
    expect(errors).toHaveLength(1)
  })
})
