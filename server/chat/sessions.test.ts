import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownScope } from '#server/data/scope.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { addMessage, chatSessionsData, turnMessages } from './sessions.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

describe('turnMessages', () => {
  it('reads the context and the person’s own last messages in one query', async () => {
    const { user } = await createSignedInUser(testApp)
    const scope = ownScope(user.id)
    const sessionId = crypto.randomUUID()
    await chatSessionsData.create(testApp.db, scope, sessionId, { title: 'Chat' })
    // The person writes seven times; Sage answers twice after each of the last three, so the
    // person's own earlier messages lie further back than the context.
    for (let i = 1; i <= 7; i += 1) {
      await addMessage(testApp.db, scope, sessionId, { content: `mine ${i}`, sender: 'user', type: 'text' })
      if (i >= 5) {
        await addMessage(testApp.db, scope, sessionId, { content: `sage ${i}a`, sender: 'assistant', type: 'text' })
        await addMessage(testApp.db, scope, sessionId, { content: `sage ${i}b`, sender: 'assistant', type: 'text' })
      }
    }
    const { context, own } = await turnMessages(testApp.db, sessionId, { context: 4, own: 5 })
    expect(context.map((message) => message.content)).toEqual(['sage 6b', 'mine 7', 'sage 7a', 'sage 7b'])
    expect(own.map((message) => message.content)).toEqual(['mine 7', 'mine 6', 'mine 5', 'mine 4', 'mine 3'])
    expect(context[0]!.timestamp).toBeInstanceOf(Date)
    expect(await turnMessages(testApp.db, crypto.randomUUID(), { context: 4, own: 5 })).toEqual({
      context: [],
      own: [],
    })
  })
})
