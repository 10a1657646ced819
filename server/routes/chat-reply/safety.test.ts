import { MockLanguageModelV3 } from 'ai/test'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { safetyWords } from '#shared/safety/replies.ts'
import { calendarEvents, emergencyContacts, userData } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { addMessage } from '#server/chat/sessions.ts'
import { ownScope } from '#server/data/scope.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())
afterEach(() => testApp.useAssistant(undefined))

const call = (method: string, path: string, cookie: string, json?: unknown) =>
  testApp.request(`/api/chat-sessions${path}`, { method, json, headers: { cookie } })

async function person(country = 'USA') {
  const someone = await createSignedInUser(testApp)
  await testApp.db.insert(userData).values({
    userId: someone.user.id,
    firstName: 'Rose',
    medications: 'Lisinopril 10 mg, Metformin',
    doctorName: 'Dr. Patel',
    doctorPhone: '555-0199',
    country,
  })
  await testApp.db
    .insert(emergencyContacts)
    .values({ userId: someone.user.id, name: 'Anna Miller', relationship: 'daughter', phone: '555-0100' })
  const session = (await (await call('POST', '', someone.cookie, {})).json()) as { session: { id: string } }
  return { ...someone, sessionId: session.session.id }
}

async function say(who: { cookie: string; sessionId: string }, text: string, language?: string) {
  const response = await call('POST', `/${who.sessionId}/reply`, who.cookie, { text, language })
  expect(response.status).toBe(200)
  return { body: await response.text(), headers: response.headers }
}

/** A hosted model that must never be asked. */
function untouchableModel() {
  const model = new MockLanguageModelV3({
    doStream: () => Promise.reject(new Error('the model must not be asked')),
    doGenerate: () => Promise.reject(new Error('the model must not be asked')),
  })
  testApp.useModel(model)
  return model
}

describe('the safety net in replies', () => {
  it('never turns symptoms into a calendar event', async () => {
    const rose = await person()
    const { body } = await say(rose, 'having really bad chest pian right now and im sweating alot')
    expect(body).toMatch(/^Please call emergency services now: 911\./)
    const events = await testApp.db.select().from(calendarEvents).where(eq(calendarEvents.userId, rose.user.id))
    expect(events).toEqual([])
  })

  it('never answers self-harm talk with the medication list, and gives the crisis line', async () => {
    const rose = await person()
    const { body, headers } = await say(rose, 'ive been thinking about ending it all, ive saved up my sleeping pills')
    expect(body).not.toContain('Lisinopril')
    expect(body).toContain('988')
    const calls = JSON.parse(decodeURIComponent(headers.get('x-sage-calls')!)) as { tel: string }[]
    expect(calls.map((c) => c.tel)).toEqual(['tel:911', 'tel:988', 'tel:5550100'])
  })

  it("gives the crisis line of the person's country", async () => {
    const hans = await person('Deutschland')
    const { body } = await say(hans, 'ich will nicht mehr leben')
    expect(body).toContain('TelefonSeelsorge, 0800 111 0 111')
  })

  it('answers in the language of the message itself, even as the first message on an English screen', async () => {
    const rosa = await person()
    const { body, headers } = await say(rosa, 'no quiero seguir viviendo', 'english')
    expect(body).toMatch(/^Siento mucho que se sienta así\./)
    expect(headers.get('x-sage-reply-language')).toBe('spanish')
  })

  it('fits the advice to someone else in danger', async () => {
    const greta = await person()
    const { body } = await say(greta, 'meine frau ist die treppe runtergefallen und antwortet nicht')
    expect(body).toMatch(/^Rufen Sie jetzt sofort den Notruf an: 911\./)
    expect(body).not.toContain('Wenn Sie verletzt sind')
  })

  it('stays calm on idioms and resolved past events', async () => {
    const rose = await person()
    for (const text of [
      "my husband fell yesterday but the doctor checked him and he's fine now",
      'this heat is killing me',
    ]) {
      const { body } = await say(rose, text)
      expect(body).not.toContain('911')
      expect(body).not.toBe(safetyWords.english.askHurt)
    }
  })

  it('sends questions about doses to the doctor, with their phone', async () => {
    const rose = await person()
    const { body, headers } = await say(rose, 'can I take ibuprofen with my blood pressure pills?')
    expect(body).toContain('Please ask your doctor or pharmacist')
    expect(body).toContain('Dr. Patel (555-0199)')
    expect(body).not.toContain('Lisinopril')
    expect(decodeURIComponent(headers.get('x-sage-calls')!)).toContain('tel:5550199')
  })

  it('warns of a scam before any model is asked', async () => {
    const rose = await person()
    const model = untouchableModel()
    const { body } = await say(
      rose,
      'a man called and said my grandson is in jail and I must send gift cards today and tell nobody',
    )
    expect(body).toBe(safetyWords.english.scamWarning)
    expect(model.doStreamCalls).toHaveLength(0)
  })

  it('takes Yes after "Are you hurt right now?" as an emergency, and No as a calm word', async () => {
    for (const [answer, expected] of [
      ['Yes', /^Please call emergency services now: 911\./],
      ['No', new RegExp(`^${safetyWords.english.notHurt}$`)],
    ] as const) {
      const rose = await person()
      const model = untouchableModel()
      await addMessage(testApp.db, ownScope(rose.user.id), rose.sessionId, {
        content: 'my chest feels a bit tight',
        sender: 'user',
        type: 'text',
        language: 'english',
      })
      await addMessage(testApp.db, ownScope(rose.user.id), rose.sessionId, {
        content: safetyWords.english.askHurt,
        sender: 'assistant',
        type: 'text',
        language: 'english',
      })
      const { body } = await say(rose, answer)
      expect(body).toMatch(expected)
      expect(model.doStreamCalls).toHaveLength(0)
    }
  })
})
