import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MedicationInput } from '#shared/schemas/medications.ts'
import { ownScope } from '#server/data/scope.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { doseReply } from './chat.ts'
import { addMedication, dosesIn } from './medications.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const MINUTE = 60_000
/** 1 July 2026, 08:10 in Madrid (06:10 UTC): the 08:00 doses are waiting, the 20:00 ones to come. */
const now = new Date(Date.UTC(2026, 6, 1, 6, 10))
const timeZone = 'Europe/Madrid'

const medication = (overrides: Partial<MedicationInput>): MedicationInput => ({
  name: 'Metoprolol',
  dose: '50 mg',
  purpose: 'heart',
  schedule: { repeat: 'daily', times: ['08:00'] },
  food: 'any',
  startDate: '2026-01-01',
  pillsPerDose: 1,
  missedAfterMinutes: 60,
  important: false,
  timeZone,
  ...overrides,
})

/** Someone taking the given medications, added an hour before `now`. */
async function taking(...medications: Partial<MedicationInput>[]) {
  const person = await createSignedInUser(testApp)
  const scope = ownScope(person.user.id)
  for (const each of medications)
    await addMedication(testApp.db, scope, randomUUID(), medication(each), new Date(now.getTime() - 60 * MINUTE))
  const say = (text: string, lastReply?: string, language: 'english' | 'spanish' = 'english') =>
    doseReply(testApp.db, scope, { text, language, now, timeZone, lastReply })
  const states = async () =>
    (
      await dosesIn(testApp.db, scope, new Date(now.getTime() - 3 * 3600_000), new Date(now.getTime() + 24 * 3600_000))
    ).map((dose) => `${dose.time} ${dose.state}`)
  return { say, states }
}

describe('doses in the conversation', () => {
  it('marks the one dose waiting when the person says they took it', async () => {
    const { say, states } = await taking({})
    expect(await say('I took my pill')).toBe(
      'Well done. I’ve marked Metoprolol 50 mg (8:00 AM) as taken.'.replace('’', "'"),
    )
    expect(await states()).toEqual(['08:00 taken', '08:00 upcoming'])
  })

  it('marks the one named by what it is for, and asks which when it cannot tell', async () => {
    const { say, states } = await taking({}, { name: 'Vitamin D', dose: null, purpose: 'bones' })
    const question = await say('I took my pill')
    expect(question).toBe(
      'Which one did you take: Metoprolol 50 mg (8:00 AM) and Vitamin D (8:00 AM)? You can also say "all of them".',
    )
    expect(await say('the vitamin D', question!)).toBe("Well done. I've marked Vitamin D (8:00 AM) as taken.")
    expect(await say('I took my heart pill')).toBe("Well done. I've marked Metoprolol 50 mg (8:00 AM) as taken.")
    expect((await states()).filter((state) => state.includes('taken'))).toHaveLength(2)
  })

  it('takes "all of them" as every dose waiting', async () => {
    const { say, states } = await taking({}, { name: 'Vitamin D', dose: null, purpose: 'bones' })
    const question = await say('done, I took it')
    expect(await say('all of them', question!)).toContain('Metoprolol 50 mg (8:00 AM) and Vitamin D (8:00 AM)')
    expect((await states()).filter((state) => state.endsWith('taken'))).toHaveLength(2)
  })

  it('asks about the next dose when none waits, and marks it on yes', async () => {
    const { say, states } = await taking({ schedule: { repeat: 'daily', times: ['20:00'] } })
    const question = await say('I took my medicine')
    expect(question).toBe(
      'Nothing is due right now. Your next one is Metoprolol 50 mg (8:00 PM). Did you take that one early?',
    )
    expect(await say('yes', question!)).toBe("Well done. I've marked Metoprolol 50 mg (8:00 PM) as taken.")
    expect(await states()).toContain('20:00 taken')
  })

  it('answers "did I take my pills today?" from the record', async () => {
    const { say } = await taking(
      {},
      { name: 'Vitamin D', dose: null, purpose: 'bones', schedule: { repeat: 'daily', times: ['08:00', '20:00'] } },
    )
    expect(await say('did I take my pills today?')).toBe(
      "You haven't marked any medicine as taken today yet. Still to take: Metoprolol 50 mg (8:00 AM) and Vitamin D (8:00 AM).",
    )
    await say('I took the metoprolol')
    expect(await say('have I taken my meds?')).toBe(
      "Today you've taken Metoprolol 50 mg (8:00 AM). Still to take: Vitamin D (8:00 AM).",
    )
  })

  it('understands Spanish, and never marks a dose for "I didn\'t take it"', async () => {
    const { say, states } = await taking({})
    expect(await say("I didn't take my pill yet")).toBeNull()
    expect(await say('I forgot my heart pill')).toBeNull()
    expect(await states()).toEqual(['08:00 upcoming', '08:00 upcoming'])
    expect(await say('ya me la tomé', undefined, 'spanish')).toBe(
      'Muy bien. He marcado Metoprolol 50 mg (8:00) como tomado.',
    )
  })

  it('says how to add medicines to someone who has none, and stays out of other talk', async () => {
    const { say } = await taking()
    expect(await say('I took my pills')).toContain('Settings, Medications')
    expect(await say('what a lovely day')).toBeNull()
  })
})

describe('through the chat', () => {
  it('"I took my heart pill" is answered by marking the dose, not by the model or the calendar', async () => {
    const person = await createSignedInUser(testApp)
    const at = new Date(Date.now() - 5 * MINUTE)
    const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`
    const added = await testApp.request('/api/medications', {
      method: 'POST',
      json: {
        ...medication({ schedule: { repeat: 'daily', times: [time] }, timeZone: 'UTC' }),
        startDate: '2020-01-01',
      },
      headers: { cookie: person.cookie },
    })
    expect(added.status).toBe(201)
    const session = await testApp.request('/api/chat-sessions', {
      method: 'POST',
      json: {},
      headers: { cookie: person.cookie },
    })
    const { id } = ((await session.json()) as { session: { id: string } }).session
    const reply = await testApp.request(`/api/chat-sessions/${id}/reply`, {
      method: 'POST',
      json: { text: 'I took my heart pill', timeZone: 'UTC' },
      headers: { cookie: person.cookie },
    })
    expect(await reply.text()).toMatch(/^Well done\. I've marked Metoprolol 50 mg \(.+\) as taken\.$/)
    const today = at.toISOString().slice(0, 10)
    const doses = await testApp.request(`/api/medications/doses?from=${today}&to=${today}&timeZone=UTC`, {
      headers: { cookie: person.cookie },
    })
    const { doses: list } = (await doses.json()) as { doses: { time: string; state: string }[] }
    expect(list.find((dose) => dose.time === time)).toMatchObject({ state: 'taken' })
  })
})
