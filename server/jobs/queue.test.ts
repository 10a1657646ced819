import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownScope } from '#server/data/scope.ts'
import { medicationDoses } from '#server/db/schema/index.ts'
import { addMedication } from '#server/medications/medications.ts'
import { saveCheckIn } from '#server/check-in/check-in.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { confirmFromMail, rosa, setAlerts } from '#server/test/circle.ts'
import { startJobs } from './jobs.ts'
import type { Queue } from './queue.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const MINUTE = 60_000
const logger = pino({ level: 'silent' })

/** Waits until `check` holds, looking every 50 ms, for at most 15 s. */
async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A server instance's jobs, on the test database, reading the test's clock. */
const instance = (clock: { now: Date }) =>
  startJobs(
    {
      database: testApp.database,
      logger,
      mailer: testApp.mailer,
      publicUrl: 'http://sage.test',
      photoStore: testApp.photoStore,
      now: () => clock.now,
    },
    { pollSeconds: 0.5, nudgeEveryMs: 200 },
  )

/** Rosa, whose contact Anna agreed to alerts, taking an important heart pill at 08:00 UTC. */
async function rosaWithHeartPill(start: Date) {
  const person = await rosa(testApp)
  await setAlerts(testApp, person.cookie, person.anna, { on: true })
  await confirmFromMail(testApp, person.annaEmail)
  await addMedication(
    testApp.db,
    ownScope(person.user.id),
    randomUUID(),
    {
      name: 'Metoprolol',
      dose: '50 mg',
      schedule: { repeat: 'daily', times: ['08:00'] },
      food: 'any',
      startDate: '2026-01-01',
      pillsPerDose: 1,
      missedAfterMinutes: 60,
      important: true,
      timeZone: 'UTC',
    },
    start,
  )
  const stateOf = async () => {
    const [dose] = await testApp.db
      .select()
      .from(medicationDoses)
      .where(eq(medicationDoses.userId, person.user.id))
      .orderBy(medicationDoses.dueAt)
      .limit(1)
    return dose!
  }
  const alertsTo = () =>
    testApp.mails.filter((mail) => mail.to === person.annaEmail && mail.subject.includes('Metoprolol'))
  return { person, stateOf, alertsTo }
}

// Jobs run on the queue's own polling: a loaded machine needs more than the default 5 s.
describe('the job queue', { timeout: 30_000 }, () => {
  let running: Queue[] = []
  const stopAll = async () => {
    await Promise.all(running.map((queue) => queue.stop()))
    running = []
  }
  afterAll(stopAll)

  it('with two instances on one database, a missed important dose reaches the contact once', async () => {
    const dueAt = Date.UTC(2026, 6, 1, 8, 0)
    const clock = { now: new Date(dueAt - 30 * MINUTE) }
    const rosa = await rosaWithHeartPill(clock.now)
    running = [await instance(clock), await instance(clock)]

    clock.now = new Date(dueAt)
    await until(async () => (await rosa.stateOf()).state === 'due', 'the reminder')
    clock.now = new Date(dueAt + 60 * MINUTE)
    await until(async () => (await rosa.stateOf()).state === 'missed', 'the dose to be missed')
    clock.now = new Date(dueAt + 75 * MINUTE)
    await until(() => Promise.resolve(rosa.alertsTo().length > 0), 'the alert')
    // Both instances go on ticking a while longer: still one mail, and one reminder each step.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(rosa.alertsTo()).toHaveLength(1)
    expect(await rosa.stateOf()).toMatchObject({ reminders: 2, alertedAt: new Date(dueAt + 75 * MINUTE) })
    await stopAll()
  })

  it('with two instances, a missed check-in asks Rosa once and reaches the contact once', async () => {
    const at = Date.UTC(2026, 6, 10, 10, 0)
    const clock = { now: new Date(at - 4 * 60 * MINUTE) }
    const person = await rosa(testApp)
    await setAlerts(testApp, person.cookie, person.anna, { on: true })
    await confirmFromMail(testApp, person.annaEmail)
    const scope = ownScope(person.user.id)
    await saveCheckIn(testApp.db, scope, { on: true, by: '10:00', timeZone: 'UTC', recipients: null }, clock.now)
    running = [await instance(clock), await instance(clock)]
    clock.now = new Date(at)
    const asked = () => testApp.mails.filter((mail) => mail.to === person.user.email && mail.subject.includes('OK'))
    await until(() => Promise.resolve(asked().length > 0), 'the question to Rosa')
    clock.now = new Date(at + 10 * MINUTE)
    const told = () =>
      testApp.mails.filter((mail) => mail.to === person.annaEmail && mail.subject.includes('checked in'))
    await until(() => Promise.resolve(told().length > 0), 'the alert to Anna')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(asked()).toHaveLength(1)
    expect(told()).toHaveLength(1)
    await stopAll()
  })

  it('goes on after a restart in the middle, from where it was', async () => {
    const dueAt = Date.UTC(2026, 6, 5, 8, 0)
    const clock = { now: new Date(dueAt - 30 * MINUTE) }
    const rosa = await rosaWithHeartPill(clock.now)
    running = [await instance(clock)]
    clock.now = new Date(dueAt + 60 * MINUTE)
    await until(async () => (await rosa.stateOf()).state === 'due', 'the late reminder')
    // The server stops before the dose is missed, and another starts in its place.
    await stopAll()
    clock.now = new Date(dueAt + 90 * MINUTE)
    running = [await instance(clock)]
    await until(async () => (await rosa.stateOf()).state === 'missed', 'the dose to be missed')
    clock.now = new Date(dueAt + 120 * MINUTE)
    await until(() => Promise.resolve(rosa.alertsTo().length > 0), 'the alert')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(rosa.alertsTo()).toHaveLength(1)
    await stopAll()
  })
})
