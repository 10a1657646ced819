import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MedicationInput } from '#shared/schemas/medications.ts'
import { sendDueAlerts } from '#server/alerts/alerts.ts'
import { ownScope } from '#server/data/scope.ts'
import { medicationDoses } from '#server/db/schema/index.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { confirmFromMail, familyMember, rosa, setAlerts } from '#server/test/circle.ts'
import { ALERT_AFTER_MISSED_MS, advanceDoses } from './ladder.ts'
import { addMedication, answerDose, planAllDoses } from './medications.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const MINUTE = 60_000
const mailer: Mailer = { send: (mail) => Promise.resolve(void testApp.mails.push(mail)) }
const deps = () => ({ db: testApp.db, mailer, publicUrl: 'http://sage.test' })
const mailsTo = (address: string) => testApp.mails.filter((mail) => mail.to === address)

/** A clock for one test: each test's doses are far from the others', so steps never cross tests. */
let day = 0
function clock() {
  day += 3
  // 1 June 2026 plus some days, 07:00 UTC: the doses below fall at 08:00 UTC the same day.
  const start = Date.UTC(2026, 5, 1 + day, 7, 0)
  const dueAt = start + 60 * MINUTE
  return { start: new Date(start), dueAt, at: (minutes: number) => new Date(dueAt + minutes * MINUTE) }
}

const pill = (overrides: Partial<MedicationInput> = {}): MedicationInput => ({
  name: 'Metoprolol',
  dose: '50 mg',
  purpose: 'heart',
  schedule: { repeat: 'daily', times: ['08:00'] },
  food: 'any',
  startDate: '2026-01-01',
  pillsLeft: null,
  pillsPerDose: 1,
  missedAfterMinutes: 60,
  important: true,
  timeZone: 'UTC',
  ...overrides,
})

/** The steps a look at `now` takes for one person's doses. */
async function look(userId: string, now: Date) {
  const steps = await advanceDoses(testApp.db, now)
  return steps.filter((step) => step.userId === userId).map((step) => step.step)
}

async function firstDose(userId: string) {
  const [dose] = await testApp.db
    .select()
    .from(medicationDoses)
    .where(eq(medicationDoses.userId, userId))
    .orderBy(medicationDoses.dueAt)
    .limit(1)
  return dose!
}

/** Rosa with one medication (the heart pill unless told otherwise) and the test's clock. */
async function rosaTaking(overrides: Partial<MedicationInput> = {}) {
  const person = await rosa(testApp)
  const time = clock()
  await addMedication(testApp.db, ownScope(person.user.id), randomUUID(), pill(overrides), time.start)
  return { person, time, id: person.user.id }
}

/** The person answers their first dose. */
async function answer(userId: string, kind: 'taken' | 'snoozed' | 'undo', at: Date) {
  const dose = await firstDose(userId)
  return answerDose(testApp.db, ownScope(userId), dose.id, { answer: kind }, at)
}

describe('a dose nobody answers', () => {
  it('reminds at its time, is missed after the delay with one more reminder, then tells those who agreed, once', async () => {
    const person = await rosa(testApp)
    await setAlerts(testApp, person.cookie, person.anna, { on: true })
    await confirmFromMail(testApp, person.annaEmail)
    const lucia = await familyMember(testApp, person, ['medications'], { language: 'es' })
    const marco = await familyMember(testApp, person, ['alerts'])
    const time = clock()
    await addMedication(testApp.db, ownScope(person.user.id), randomUUID(), pill(), time.start)

    expect(await look(person.user.id, time.at(-1))).toEqual([])
    expect(await look(person.user.id, time.at(0))).toEqual(['remind'])
    expect(await look(person.user.id, time.at(1))).toEqual([])
    expect(await look(person.user.id, time.at(59))).toEqual([])
    expect(await look(person.user.id, time.at(60))).toEqual(['remind-again'])
    expect(await firstDose(person.user.id)).toMatchObject({ state: 'missed', reminders: 2 })
    const alertAt = 60 + ALERT_AFTER_MISSED_MS / MINUTE
    expect(await look(person.user.id, time.at(alertAt - 1))).toEqual([])
    expect(await look(person.user.id, time.at(alertAt))).toEqual(['alert'])
    expect(await look(person.user.id, time.at(alertAt + 60))).toEqual([])

    expect(await sendDueAlerts(deps(), time.at(alertAt))).toBe(2)
    const [toAnna] = mailsTo(person.annaEmail).filter((mail) => mail.subject.includes('not taken'))
    expect(toAnna).toMatchObject({ subject: 'Rosa Diaz has not taken Metoprolol 50 mg' })
    expect(toAnna!.text).toContain('has not marked the')
    expect(toAnna!.text).toContain('8:00')
    expect(toAnna!.text).toContain('555-0123')
    expect(mailsTo(lucia.email).at(-1)!.subject).toBe('Rosa Diaz no ha tomado Metoprolol 50 mg')
    expect(mailsTo(marco.email).filter((mail) => mail.subject.includes('Metoprolol'))).toHaveLength(0)
    expect(await sendDueAlerts(deps(), time.at(alertAt + 60))).toBe(0)
  })

  it('tells no one about a medication not marked important', async () => {
    const person = await rosa(testApp)
    await setAlerts(testApp, person.cookie, person.anna, { on: true })
    await confirmFromMail(testApp, person.annaEmail)
    const time = clock()
    await addMedication(testApp.db, ownScope(person.user.id), randomUUID(), pill({ important: false }), time.start)
    expect(await look(person.user.id, time.at(0))).toEqual(['remind'])
    expect(await look(person.user.id, time.at(60))).toEqual(['remind-again'])
    expect(await look(person.user.id, time.at(20 * 60))).toEqual([])
    expect(await firstDose(person.user.id)).toMatchObject({ state: 'missed', nextStepAt: null, alertedAt: null })
  })

  it('follows the delay the person chose', async () => {
    const person = await rosa(testApp)
    const time = clock()
    await addMedication(
      testApp.db,
      ownScope(person.user.id),
      randomUUID(),
      pill({ missedAfterMinutes: 120 }),
      time.start,
    )
    expect(await look(person.user.id, time.at(0))).toEqual(['remind'])
    expect(await look(person.user.id, time.at(119))).toEqual([])
    expect(await look(person.user.id, time.at(120))).toEqual(['remind-again'])
  })
})

describe('a dose the person answers', () => {
  it('taken after the first reminder: nothing more, and no alert', async () => {
    const { person, time } = await rosaTaking()
    expect(await look(person.user.id, time.at(0))).toEqual(['remind'])
    await answer(person.user.id, 'taken', time.at(10))
    expect(await look(person.user.id, time.at(20 * 60))).toEqual([])
    expect(await firstDose(person.user.id)).toMatchObject({ state: 'taken', answeredAt: time.at(10) })
  })

  it('taken by mistake and undone: waiting again, and missed on time', async () => {
    const { person, time } = await rosaTaking({ pillsLeft: 10 })
    await look(person.user.id, time.at(0))
    await answer(person.user.id, 'taken', time.at(5))
    await answer(person.user.id, 'undo', time.at(6))
    expect(await firstDose(person.user.id)).toMatchObject({ state: 'due', answeredAt: null })
    expect(await look(person.user.id, time.at(59))).toEqual([])
    expect(await look(person.user.id, time.at(60))).toEqual(['remind-again'])
  })

  it('taken late, after it was missed: no alert', async () => {
    const { person, time } = await rosaTaking()
    await look(person.user.id, time.at(0))
    expect(await look(person.user.id, time.at(60))).toEqual(['remind-again'])
    await answer(person.user.id, 'taken', time.at(65))
    expect(await look(person.user.id, time.at(20 * 60))).toEqual([])
    expect(await firstDose(person.user.id)).toMatchObject({ state: 'taken', missedAt: time.at(60) })
  })

  it('snoozed: reminded again after 15 minutes, missed on time after that', async () => {
    const { person, time } = await rosaTaking()
    await look(person.user.id, time.at(0))
    await answer(person.user.id, 'snoozed', time.at(5))
    expect(await firstDose(person.user.id)).toMatchObject({ state: 'snoozed', snoozedUntil: time.at(20) })
    expect(await look(person.user.id, time.at(19))).toEqual([])
    expect(await look(person.user.id, time.at(20))).toEqual(['remind'])
    expect(await look(person.user.id, time.at(59))).toEqual([])
    expect(await look(person.user.id, time.at(60))).toEqual(['remind-again'])
  })

  it('snoozed after the family was told: they are not told twice', async () => {
    const { person, time } = await rosaTaking()
    await look(person.user.id, time.at(0))
    await look(person.user.id, time.at(60))
    expect(await look(person.user.id, time.at(75))).toEqual(['alert'])
    await answer(person.user.id, 'snoozed', time.at(80))
    expect(await look(person.user.id, time.at(95))).toEqual(['remind'])
    expect(await look(person.user.id, time.at(110))).toEqual(['remind-again'])
    expect(await look(person.user.id, time.at(125))).toEqual([])
  })
})

describe('with several servers', () => {
  it('takes each step once when two look at the same moment', async () => {
    const people = await Promise.all([rosa(testApp), rosa(testApp), rosa(testApp)])
    const time = clock()
    for (const person of people)
      await addMedication(testApp.db, ownScope(person.user.id), randomUUID(), pill(), time.start)
    const ids = new Set(people.map((person) => person.user.id))
    const [a, b] = await Promise.all([advanceDoses(testApp.db, time.at(0)), advanceDoses(testApp.db, time.at(0))])
    const mine = [...a, ...b].filter((step) => ids.has(step.userId))
    expect(mine).toHaveLength(3)
    expect(new Set(mine.map((step) => step.doseId)).size).toBe(3)
  })

  it('leaves a step to the next look when a server stops half-way through it', async () => {
    const { person, time } = await rosaTaking()
    await expect(
      advanceDoses(testApp.db, time.at(0), () => Promise.reject(new Error('the server stopped'))),
    ).rejects.toThrow('the server stopped')
    expect(await firstDose(person.user.id)).toMatchObject({ state: 'upcoming', reminders: 0 })
    expect(await look(person.user.id, time.at(1))).toEqual(['remind'])
  })
})

describe('planning ahead', () => {
  it('writes each medication’s doses a day and a half ahead, and not twice', async () => {
    const person = await rosa(testApp)
    const time = clock()
    await addMedication(
      testApp.db,
      ownScope(person.user.id),
      randomUUID(),
      pill({ schedule: { repeat: 'daily', times: ['08:00', '20:00'] } }),
      time.start,
    )
    const count = async () =>
      (await testApp.db.select().from(medicationDoses).where(eq(medicationDoses.userId, person.user.id))).length
    expect(await count()).toBe(3)
    await planAllDoses(testApp.db, time.at(0))
    expect(await count()).toBe(3)
    // A day later the planner writes the next day's doses.
    await planAllDoses(testApp.db, time.at(24 * 60))
    expect(await count()).toBe(5)
    await planAllDoses(testApp.db, time.at(24 * 60 + 5))
    expect(await count()).toBe(5)
  })
})
