import { MockLanguageModelV3 } from 'ai/test'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { calendarEvents } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { finishPart, streamOf, textParts } from '#server/test/models.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())
afterEach(() => testApp.useAssistant(undefined))

async function newChat() {
  const { cookie, user } = await createSignedInUser(testApp)
  const response = await testApp.request('/api/chat-sessions', { method: 'POST', json: {}, headers: { cookie } })
  const { session } = (await response.json()) as { session: { id: string } }
  const ask = async (text: string) =>
    (
      await testApp.request(`/api/chat-sessions/${session.id}/reply`, {
        method: 'POST',
        json: { text, timeZone: 'America/New_York' },
        headers: { cookie },
      })
    ).text()
  const events = () => testApp.db.select().from(calendarEvents).where(eq(calendarEvents.userId, user.id))
  return { ask, events }
}

describe('calendar requests in the chat', () => {
  it('takes "cancel tomorrow\'s pills reminder, I will skip them" to the calendar, and a question about doses to the doctor', async () => {
    const chat = await newChat()
    await chat.ask('Remind me to take my heart pills every day at 8pm')
    expect(await chat.ask("Cancel tomorrow's heart pills reminder, I will skip them tomorrow")).toMatch(
      /^I've cancelled Take my heart pills on \w+day, \w+ \d+ at 8:00 PM only\./,
    )
    expect(await chat.ask('should I take two pills tomorrow morning since I forgot today?')).toContain(
      'Please ask your doctor or pharmacist',
    )
    expect(await chat.events()).toHaveLength(1)
  })

  it('the built-in model reads "remind me to take my pills every day at 9am" and adds a daily event', async () => {
    const chat = await newChat()
    const reply = await chat.ask('Remind me to take my pills every day at 9am')
    expect(reply).toMatch(/^I've added Take my pills, every day at 9:00 AM, starting \w+day, \w+ \d+\.$/)
    const [event] = await chat.events()
    expect(event).toMatchObject({ summary: 'Take my pills', timeZone: 'America/New_York' })
    expect(event?.recurrence?.[0]).toMatch(/^RRULE:FREQ=DAILY/)
    // A whole series goes only when the person says so.
    expect(await chat.ask('Cancel the reminder for my pills')).toMatch(
      /Should I cancel all of them, or only the one on/,
    )
    expect(await chat.events()).toHaveLength(1)
    expect(await chat.ask('all of them')).toMatch(/^I've cancelled Take my pills/)
    expect(await chat.events()).toEqual([])
  })

  it('an answer to Sage’s question that is really a cry for help gets help first, and changes nothing', async () => {
    const chat = await newChat()
    await chat.ask('Remind me to take my pills every day at 9am')
    expect(await chat.ask('Cancel the reminder for my pills')).toMatch(/Should I cancel all of them/)
    expect(await chat.ask('I took all of them')).toMatch(/^Please call emergency services now: 911\./)
    expect(await chat.events()).toHaveLength(1)
  })

  it('a hosted model fills the calendar tool, the same executor runs it, and the model says what it did', async () => {
    let calls = 0
    const model = new MockLanguageModelV3({
      doStream: (options) => {
        calls += 1
        if (calls === 1) {
          expect(options.tools?.map((tool) => tool.name)).toEqual(['calendar'])
          return Promise.resolve(
            streamOf([
              {
                type: 'tool-call',
                toolCallId: 'call-1',
                toolName: 'calendar',
                input: JSON.stringify({
                  action: 'create',
                  summary: 'Lunch with Margaret',
                  start: '2026-12-04T12:00:00-05:00',
                }),
              },
              finishPart('tool-calls'),
            ]),
          )
        }
        const toolResult = options.prompt.at(-1)
        const said = JSON.stringify(toolResult)
        expect(said).toContain("I've added Lunch with Margaret on Friday, December 4 at 12:00 PM.")
        // The model receives the facts too, not only Sage's sentence.
        expect(said).toContain('created')
        expect(said).toContain('2026-12-04T12:00:00-05:00')
        return Promise.resolve(streamOf(textParts('Done! Lunch with Margaret is on Friday at noon.')))
      },
    })
    testApp.useModel(model)
    const chat = await newChat()
    expect(await chat.ask('Add lunch with Margaret on December 4 at noon')).toBe(
      'Done! Lunch with Margaret is on Friday at noon.',
    )
    expect((await chat.events()).map((event) => event.summary)).toEqual(['Lunch with Margaret'])
  })
})
