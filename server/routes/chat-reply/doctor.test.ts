import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { replyHeaders } from '#shared/chat/reply-headers.ts'
import { calendarEvents, doctorQuestions } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { DOCTOR_QUESTIONS_LIMIT } from '#server/summary/questions.ts'

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
  return { ask, questions, events, userId: user.id }
}

describe('the doctor in the chat', () => {
  it('keeps "ask the doctor about my knee" as a question for the summary, with a button to it', async () => {
    const chat = await newChat()
    const reply = await chat.ask('Please ask the doctor about my knee.')
    expect(reply.text).toContain('"My knee"')
    expect(reply.link).toEqual({ to: '/doctor-summary?language=english', label: 'Open the summary' })
    expect(await chat.questions()).toEqual(['My knee'])
  })

  it('says so when the list of questions is full, and keeps the list as it was', async () => {
    const chat = await newChat()
    const full = Array.from({ length: DOCTOR_QUESTIONS_LIMIT }, (_, index) => `Question ${index + 1}`)
    await testApp.db.insert(doctorQuestions).values(
      full.map((text, index) => ({
        id: crypto.randomUUID(),
        userId: chat.userId,
        text,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })),
    )
    const reply = await chat.ask('Pregúntele al médico por mi rodilla', 'spanish')
    expect(reply.text).toBe(
      `Su lista de preguntas para el médico está llena (${DOCTOR_QUESTIONS_LIMIT} preguntas), así que no he podido añadir esta. Abra el resumen para quitar las que ya no necesite y vuelva a decírmelo.`,
    )
    expect(reply.link).toEqual({ to: '/doctor-summary?language=spanish', label: 'Abrir el resumen' })
    expect((await chat.questions()).sort()).toEqual([...full].sort())
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
