import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, TEST_ORIGIN, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { type FakeGoogle, startFakeGoogle } from '#server/test/fake-google.ts'

let google: FakeGoogle
let testApp: TestApp
beforeAll(async () => {
  google = await startFakeGoogle({ redirectUri: `${TEST_ORIGIN}/auth/google-callback` })
  testApp = await createTestApp({ calendar: { google: google.config } })
})
afterAll(async () => {
  await testApp.close()
  await google.close()
})

/** A signed-in person who connected Google account `account`, with a chat open. */
async function connectedChat(account: string) {
  const { cookie } = await createSignedInUser(testApp)
  const call = (method: string, path: string, json?: unknown) =>
    testApp.request(`/api${path}`, { method, json, headers: { cookie } })
  const { url } = (await (await call('GET', '/google-calendar/connect-url')).json()) as { url: string }
  const state = new URL(url).searchParams.get('state')
  expect((await call('POST', '/google-calendar/exchange', { code: `code-for-${account}`, state })).status).toBe(200)
  const { session } = (await (await call('POST', '/chat-sessions', {})).json()) as { session: { id: string } }
  const ask = async (text: string) =>
    (await call('POST', `/chat-sessions/${session.id}/reply`, { text, timeZone: 'America/New_York' })).text()
  return { ask, call }
}

describe('the chat on a connected Google Calendar', () => {
  it('adds, lists and cancels events in Google, not in the built-in calendar', async () => {
    const chat = await connectedChat('ida')
    expect(await chat.ask('Schedule a dentist appointment the day after tomorrow at 2pm')).toMatch(
      /^I've added Dentist appointment on \w+day, \w+ \d+ at 2:00 PM\.$/,
    )
    const [event] = google.eventsOf('ida')
    expect(event).toMatchObject({
      summary: 'Dentist appointment',
      start: { dateTime: expect.stringMatching(/T(14:00:00-0[45]:00|1[89]:00:00(\.000)?Z)$/) as unknown },
    })
    expect(await chat.ask('When is my dentist appointment?')).toMatch(/Dentist appointment, \w+day, \w+ \d+ at 2:00 PM/)
    // The widgets read the same calendar.
    const listed = (await (await chat.call('GET', '/calendar/events')).json()) as {
      events: { summary: string }[]
    }
    expect(listed.events.map((item) => item.summary)).toEqual(['Dentist appointment'])
    expect(await chat.ask('Cancel my dentist appointment')).toMatch(/^I've cancelled Dentist appointment/)
    expect(google.eventsOf('ida')).toEqual([])
  })
})
