import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { replyHeaders } from '#shared/chat/reply-headers.ts'
import { calendarEvents, doctorQuestions } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

async function newChat() {
  const { cookie, user } = await createSignedInUser(testApp)
  const response = await testApp.request('/api/chat-sessions', { method: 'POST', json: {}, headers: { cookie } })
  const { session } = (await response.json()) as { session: { id: string } }
  const ask = async (text: string, language?: string) => {
    const reply = await testApp.request(`/api/chat-sessions/${session.id}/reply`, {
      method: 'POST',
      json: { text, timeZone: 'Europe/Madrid', ...(language ? { language } : {}) },
      headers: { cookie },
    })
    const link = reply.headers.get(replyHeaders.link)
    return {
      text: await reply.text(),
      link: link ? (JSON.parse(decodeURIComponent(link)) as { to: string; label: string }) : null,
    }
  }
  const questions = async () =>
    (await testApp.db.select().from(doctorQuestions).where(eq(doctorQuestions.userId, user.id))).map((row) => row.text)
  const events = () => testApp.db.select().from(calendarEvents).where(eq(calendarEvents.userId, user.id))
  return { ask, questions, events }
}

describe('the doctor in the chat', () => {
  it('keeps "ask the doctor about my knee" as a question for the summary, with a button to it', async () => {
    const chat = await newChat()
    const reply = await chat.ask('Please ask the doctor about my knee.')
    expect(reply.text).toContain('"My knee"')
    expect(reply.link).toEqual({ to: '/doctor-summary?language=english', label: 'Open the summary' })
    expect(await chat.questions()).toEqual(['My knee'])
  })

  it('makes the summary for "I\'m seeing Dr. Lee on Thursday", for that doctor and day', async () => {
    const chat = await newChat()
    const reply = await chat.ask("I'm seeing Dr. Lee on Thursday")
    expect(reply.text).toMatch(
      /^I've put together a summary for your visit with Dr\. Lee on Thursday, \w+ \d+, \d{4}\./,
    )
    const link = new URL(reply.link!.to, 'http://sage.test')
    expect(link.pathname).toBe('/doctor-summary')
    expect(link.searchParams.get('doctor')).toBe('Dr. Lee')
    expect(new Date(`${link.searchParams.get('date')}T12:00:00Z`).getUTCDay()).toBe(4)
    expect(await chat.events()).toEqual([])
  })

  it('adds a visit with a time to the calendar as well, the summary first', async () => {
    const chat = await newChat()
    const reply = await chat.ask("I'm seeing Dr. Lee on Thursday at 3pm")
    expect(reply.text).toMatch(/^I've put together a summary[^]*\n\nI've added/)
    expect(reply.link?.to).toMatch(/^\/doctor-summary\?/)
    expect(await chat.events()).toHaveLength(1)
  })

  it('leaves talk that only mentions the doctor to the rest of Sage', async () => {
    const chat = await newChat()
    const reply = await chat.ask('My doctor is very kind')
    expect(reply.link).toBeNull()
    expect(await chat.questions()).toEqual([])
  })
})
