import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBuiltinCalendar } from '#server/calendar/builtin.ts'
import type { CalendarCalls } from '#server/calendar/provider.ts'
import { ownScope } from '#server/data/scope.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { textModel } from '#server/test/models.ts'
import { loadFacts } from './facts.ts'
import { createBuiltinModel } from './builtin-model.ts'
import { startReply } from './pipeline.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const now = new Date('2026-11-21T12:00:00-05:00')
const zone = 'America/New_York'

/** A person with a chat and a built-in calendar holding a past visit, a daily pill time begun last week and two visits ahead. */
async function personWithCalendar() {
  const { cookie, user } = await createSignedInUser(testApp)
  const calendar = createBuiltinCalendar(testApp.db, user.id)
  const add = (summary: string, start: string, recurrence?: string[]) =>
    calendar.create({ summary, start: new Date(start), allDay: false, timeZone: zone, recurrence })
  await add('Flu shot', '2026-11-20T10:00:00-05:00')
  await add('Take my pills', '2026-11-14T09:00:00-05:00', ['RRULE:FREQ=DAILY;INTERVAL=1'])
  await add('Dentist', '2026-11-23T15:00:00-05:00')
  await add('Eye doctor', '2026-12-01T11:00:00-05:00')
  const response = await testApp.request('/api/chat-sessions', { method: 'POST', json: {}, headers: { cookie } })
  const { session } = (await response.json()) as { session: { id: string } }
  return { userId: user.id, sessionId: session.id, calendar }
}

/** A calendar that counts how often it is read, and reads from `inner`. */
function counted(inner: CalendarCalls) {
  const calls: string[] = []
  const calendar: CalendarCalls = {
    list: (range) => (calls.push('list'), inner.list(range)),
    search: (query) => (calls.push('search'), inner.search(query)),
    get: (id) => (calls.push('get'), inner.get(id)),
    create: (input) => (calls.push('create'), inner.create(input)),
    update: (id, change) => (calls.push('update'), inner.update(id, change)),
    delete: (id) => (calls.push('delete'), inner.delete(id)),
  }
  return { calendar, calls }
}

async function replyText(reply: Awaited<ReturnType<typeof startReply>>) {
  let text = ''
  for await (const chunk of reply.chunks) text += chunk
  return text
}

describe('the next appointments Sage knows of', () => {
  it('come from the calendar, repeating events begun in the past included, soonest first, three at most', async () => {
    const { userId, calendar } = await personWithCalendar()
    const facts = await loadFacts(testApp.db, ownScope(userId), { language: 'english', now, calendar })
    expect(facts.nextAppointments.map((appointment) => appointment.title)).toEqual([
      'Take my pills',
      'Take my pills',
      'Dentist',
    ])
    expect(facts.nextAppointments[0]!.when).toBe('Sunday, November 22, 2026 at 9:00 AM')
    expect(facts.nextAppointments[2]!.when).toBe('Monday, November 23, 2026 at 3:00 PM')
  })

  it('are said in the language of the chat', async () => {
    const { userId, calendar } = await personWithCalendar()
    const facts = await loadFacts(testApp.db, ownScope(userId), { language: 'spanish', now, calendar })
    expect(facts.nextAppointments[0]!.when).toBe('domingo, 22 de noviembre de 2026, 9:00')
  })

  it('are none when the calendar cannot be read, and the other facts still come', async () => {
    const { userId } = await personWithCalendar()
    const errors: unknown[] = []
    const broken = counted({} as CalendarCalls)
    broken.calendar.list = () => Promise.reject(new Error('Google Calendar not connected'))
    const facts = await loadFacts(testApp.db, ownScope(userId), {
      language: 'english',
      now,
      calendar: broken.calendar,
      logger: { error: (...args: unknown[]) => errors.push(args) },
    })
    expect(facts.nextAppointments).toEqual([])
    expect(facts.emergencyContacts).toEqual([])
    expect(errors).toHaveLength(1)
  })
})

describe('a slow calendar', () => {
  it('is waited for only so long, and the other facts still come', async () => {
    const { userId } = await personWithCalendar()
    const errors: unknown[] = []
    const stuck = counted({} as CalendarCalls)
    stuck.calendar.list = () => new Promise(() => {})
    const started = Date.now()
    const facts = await loadFacts(testApp.db, ownScope(userId), {
      language: 'english',
      now,
      calendar: stuck.calendar,
      logger: { error: (...args: unknown[]) => errors.push(args) },
      waitMs: 50,
    })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(facts.nextAppointments).toEqual([])
    expect(errors).toHaveLength(1)
  })
})

describe('the calendar during a reply', () => {
  it('is not read before an emergency reply, even for a hosted model', async () => {
    const { userId, sessionId, calendar } = await personWithCalendar()
    const watched = counted(calendar)
    const reply = await startReply(testApp.db, {
      userId,
      sessionId,
      text: "I fell and can't get up",
      assistant: { model: textModel('This should not be said.'), toolsFor: () => undefined, emergencyNumber: '911' },
      calendar: watched.calendar,
      now,
    })
    expect(await replyText(reply)).toMatch(/911/)
    expect(watched.calls).toEqual([])
  })

  it('is not read by the built-in Sage for a message that is not about it', async () => {
    const { userId, sessionId, calendar } = await personWithCalendar()
    const watched = counted(calendar)
    const reply = await startReply(testApp.db, {
      userId,
      sessionId,
      text: 'Tell me something nice',
      assistant: { model: createBuiltinModel(), toolsFor: () => undefined, emergencyNumber: '911' },
      calendar: watched.calendar,
      now,
    })
    expect(await replyText(reply)).not.toBe('')
    expect(watched.calls).toEqual([])
  })

  it('gives a hosted model the next appointments with every message', async () => {
    const { userId, sessionId, calendar } = await personWithCalendar()
    const prompts: string[] = []
    const model = textModel('Your dentist is on Monday.', ({ prompt }) => {
      const system = prompt.find((message) => message.role === 'system')
      prompts.push(typeof system?.content === 'string' ? system.content : '')
    })
    const reply = await startReply(testApp.db, {
      userId,
      sessionId,
      text: 'Anything I should remember this week?',
      assistant: { model, toolsFor: () => undefined, emergencyNumber: '911' },
      calendar,
      now,
    })
    expect(await replyText(reply)).toBe('Your dentist is on Monday.')
    expect(prompts).toHaveLength(1)
    expect(prompts[0]).toContain('"title":"Dentist","when":"Monday, November 23, 2026 at 3:00 PM"')
    expect(prompts[0]).not.toContain('Flu shot')
  })
})

describe('one fact, wherever the person wrote it', () => {
  it('the questionnaire’s emergency contact joins Emergency Contacts once; medication records and a doctor contact reach Sage', async () => {
    const { cookie, user } = await createSignedInUser(testApp)
    const put = (json: object) => testApp.request('/api/user-data', { method: 'PUT', json, headers: { cookie } })
    const profile = {
      firstName: 'Rose',
      emergencyContact: 'Anna Miller',
      emergencyPhone: '555 0100',
      medications: 'Aspirin',
    }
    expect((await put(profile)).status).toBe(200)
    expect((await put({ ...profile, city: 'Springfield' })).status).toBe(200)
    const listed = await (await testApp.request('/api/emergency-contacts', { headers: { cookie } })).json()
    expect(listed.contacts.map((contact: { name: string; phone: string }) => [contact.name, contact.phone])).toEqual([
      ['Anna Miller', '555 0100'],
    ])
    await testApp.request('/api/emergency-contacts', {
      method: 'POST',
      json: { name: 'Dr. Lee', relationship: 'My doctor', phone: '555 0199' },
      headers: { cookie },
    })
    await testApp.request('/api/medical-records', {
      method: 'POST',
      json: { type: 'Medication', title: 'Metformin', notes: '500 mg with breakfast', date: '2026-10-01' },
      headers: { cookie },
    })
    const facts = await loadFacts(testApp.db, ownScope(user.id), { language: 'english', now })
    expect(facts.medications).toEqual(['Aspirin', 'Metformin (500 mg with breakfast)'])
    expect(facts).toMatchObject({ doctorName: 'Dr. Lee', doctorPhone: '555 0199' })
    expect(facts.emergencyContacts.map((contact) => contact.name)).toEqual(['Anna Miller', 'Dr. Lee'])
  })
})
