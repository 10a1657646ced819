import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownScope } from '#server/data/scope.ts'
import { medicationDoses, pushSubscriptions } from '#server/db/schema/index.ts'
import { startJobs } from '#server/jobs/jobs.ts'
import type { Queue } from '#server/jobs/queue.ts'
import { addMedication } from '#server/medications/medications.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { invalidInputNaming } from '#server/test/expect.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { startPushService } from '#server/test/push-service.ts'
import { familyMember } from '#server/test/circle.ts'
import { PERSON_HEADER } from '#server/data/scope.ts'
import { sendPush } from './push.ts'

let testApp: TestApp
let pushService: Awaited<ReturnType<typeof startPushService>>
/** Devices whose pushes the service refuses: gone (410) or failing (500) a number of times. */
const gone = new Set<string>()
const failures = new Map<string, number>()
beforeAll(async () => {
  testApp = await createTestApp()
  pushService = await startPushService((device) => {
    if (gone.has(device)) return 410
    const left = failures.get(device) ?? 0
    if (left > 0) {
      failures.set(device, left - 1)
      return 500
    }
    return 201
  })
})
afterAll(async () => {
  await testApp.close()
  await pushService.close()
})

const MINUTE = 60_000

/** Someone signed in, with a device subscribed through the API (in Spanish, when told). */
async function personWithDevice(name: string, language?: string) {
  const person = await createSignedInUser(testApp)
  const device = pushService.device(name)
  const response = await testApp.request('/api/push/subscriptions', {
    method: 'POST',
    json: device.subscription,
    headers: { cookie: person.cookie, ...(language ? { 'x-sage-language': language } : {}) },
  })
  expect(response.status).toBe(201)
  const [row] = await testApp.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint))
  return { ...person, subscriptionId: row!.id }
}

const until = async (check: () => boolean | Promise<boolean>, what: string) => {
  const deadline = Date.now() + 15_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The app's job queue on the test database, pushing to the loopback push service at the test's clock. */
const startQueue = (clock: { now: Date }) =>
  startJobs(
    {
      database: testApp.database,
      logger: pino({ level: 'silent' }),
      mailer: testApp.mailer,
      publicUrl: 'http://sage.test',
      vapid: testApp.vapid,
      photoStore: testApp.photoStore,
      pushAgent: pushService.agent,
      now: () => clock.now,
    },
    { pollSeconds: 0.5, nudgeEveryMs: 200, pushRetrySeconds: 1 },
  )

describe('/api/push', () => {
  it('gives the key to subscribe with, keeps a device, and forgets it', async () => {
    const person = await personWithDevice('forget-me')
    expect((await testApp.request('/api/push/key')).status).toBe(401)
    const key = await testApp.request('/api/push/key', { headers: { cookie: person.cookie } })
    expect(await key.json()).toEqual({ publicKey: testApp.vapid.publicKey })
    const endpoint = `${pushService.origin}/push/forget-me`
    const stranger = await createSignedInUser(testApp)
    // Someone else cannot remove it.
    await testApp.request('/api/push/subscriptions', {
      method: 'DELETE',
      json: { endpoint },
      headers: { cookie: stranger.cookie },
    })
    expect(
      await testApp.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.user.id)),
    ).toHaveLength(1)
    const removed = await testApp.request('/api/push/subscriptions', {
      method: 'DELETE',
      json: { endpoint },
      headers: { cookie: person.cookie },
    })
    expect(removed.status).toBe(204)
    expect(
      await testApp.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.user.id)),
    ).toHaveLength(0)
  })

  it('answers 401 signed out and 400 to a subscription without its keys, storing nothing', async () => {
    const device = pushService.device('nobody')
    expect(
      (await testApp.request('/api/push/subscriptions', { method: 'POST', json: device.subscription })).status,
    ).toBe(401)
    const person = await createSignedInUser(testApp)
    const bad = await testApp.request('/api/push/subscriptions', {
      method: 'POST',
      json: { endpoint: device.subscription.endpoint, keys: { p256dh: 'x' } },
      headers: { cookie: person.cookie },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual(invalidInputNaming('keys.p256dh'))
    expect(
      await testApp.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.user.id)),
    ).toHaveLength(0)
  })
})

describe('sending a push', () => {
  it('encrypts it for the device and signs it with Sage’s key, through the web-push client', async () => {
    const person = await personWithDevice('phone-a')
    expect(
      await sendPush(
        testApp.db,
        testApp.vapid,
        person.subscriptionId,
        { title: 'Hello', body: 'From Sage' },
        pushService.agent,
      ),
    ).toBe('sent')
    const push = pushService.received.find((each) => each.device === 'phone-a')!
    expect(push.message).toEqual({ title: 'Hello', body: 'From Sage' })
    expect(push.vapidKey).toBe(testApp.vapid.publicKey)
    expect(push.claims).toMatchObject({ aud: pushService.origin, sub: 'mailto:push@sage.test' })
    expect(push).toMatchObject({ ttl: '3600', urgency: 'high' })
  })

  it('forgets a device the push service says is gone, and throws on a failure to be tried again', async () => {
    const goneOne = await personWithDevice('phone-gone')
    gone.add('phone-gone')
    expect(
      await sendPush(testApp.db, testApp.vapid, goneOne.subscriptionId, { title: 'x', body: 'y' }, pushService.agent),
    ).toBe('gone')
    expect(
      await testApp.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, goneOne.subscriptionId)),
    ).toEqual([])
    const failing = await personWithDevice('phone-failing')
    failures.set('phone-failing', 1)
    await expect(
      sendPush(testApp.db, testApp.vapid, failing.subscriptionId, { title: 'x', body: 'y' }, pushService.agent),
    ).rejects.toThrow()
  })
})

// Retries and steps wait on the queue's polling: a loaded machine needs more than the default 5 s.
describe('dose reminders as notifications', { timeout: 30_000 }, () => {
  let queue: Queue | undefined
  afterAll(() => queue?.stop())

  it('reaches the device at the dose’s time with Taken and Later, again when missed, and retries a failing push service', async () => {
    // 08:00 in Madrid in September is 06:00 UTC.
    const dueAt = Date.UTC(2026, 8, 1, 6, 0)
    const clock = { now: new Date(dueAt - 30 * MINUTE) }
    const rosa = await personWithDevice('rosa-phone', 'es')
    const quiet = await personWithDevice('quiet-phone')
    for (const person of [rosa, quiet]) {
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
          important: false,
          timeZone: 'Europe/Madrid',
        },
        clock.now,
      )
    }
    // Rosa keeps medication reminders on; the other person turned them off.
    await testApp.request('/api/settings/notification', {
      method: 'PUT',
      json: {
        medicationReminders: true,
        appointmentReminders: false,
        dailyCheckIns: false,
        emergencyAlerts: true,
        familyUpdates: false,
      },
      headers: { cookie: rosa.cookie },
    })
    failures.set('rosa-phone', 2)
    queue = await startQueue(clock)
    clock.now = new Date(dueAt)
    const toRosa = () => pushService.received.filter((push) => push.device === 'rosa-phone')
    await until(() => toRosa().length === 1, 'the reminder, after two failures')
    const [dose] = await testApp.db
      .select()
      .from(medicationDoses)
      .where(eq(medicationDoses.userId, rosa.user.id))
      .orderBy(medicationDoses.dueAt)
      .limit(1)
    expect(toRosa()[0]!.message).toEqual({
      title: 'Es la hora de su medicamento',
      body: 'Metoprolol 50 mg (8:00)',
      tag: `dose-${dose!.id}`,
      lang: 'es',
      url: '/homepage',
      doseId: dose!.id,
      actions: [
        { action: 'taken', title: 'Tomado' },
        { action: 'later', title: 'Más tarde' },
      ],
    })
    clock.now = new Date(dueAt + 60 * MINUTE)
    await until(() => toRosa().length === 2, 'the second reminder')
    expect(toRosa()[1]!.message).toMatchObject({ title: '¿Se ha tomado su medicamento?', tag: `dose-${dose!.id}` })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(toRosa()).toHaveLength(2)
    expect(pushService.received.filter((push) => push.device === 'quiet-phone')).toHaveLength(0)

    // "Taken" from the notification: the service worker answers the dose with the person's session.
    const taken = await testApp.request(`/api/medications/doses/${dose!.id}/answer`, {
      method: 'POST',
      json: { answer: 'taken' },
      headers: { cookie: rosa.cookie },
    })
    expect(taken.status).toBe(200)
  })

  it('reminds of an appointment 30 minutes before, once, and of each day of a repeating one', async () => {
    await queue?.stop()
    const startAt = Date.UTC(2026, 9, 5, 10, 0)
    const clock = { now: new Date(startAt - 60 * MINUTE) }
    const person = await personWithDevice('appointment-phone')
    const settings = {
      medicationReminders: false,
      appointmentReminders: true,
      dailyCheckIns: false,
      emergencyAlerts: false,
      familyUpdates: false,
    }
    await testApp.request('/api/settings/notification', {
      method: 'PUT',
      json: settings,
      headers: { cookie: person.cookie },
    })
    const add = (json: object) =>
      testApp.request('/api/calendar/events', { method: 'POST', json, headers: { cookie: person.cookie } })
    const when = (ms: number) => ({ dateTime: new Date(ms).toISOString(), timeZone: 'UTC' })
    expect((await add({ summary: 'Dentist', start: when(startAt), end: when(startAt + 60 * MINUTE) })).status).toBe(201)
    const walk = startAt + 4 * 60 * MINUTE
    expect(
      (
        await add({
          summary: 'Walk with Ana',
          start: when(walk),
          end: when(walk + 30 * MINUTE),
          recurrence: ['RRULE:FREQ=DAILY'],
        })
      ).status,
    ).toBe(201)
    queue = await startQueue(clock)
    const toPhone = () => pushService.received.filter((push) => push.device === 'appointment-phone')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(toPhone()).toHaveLength(0)
    clock.now = new Date(startAt - 30 * MINUTE)
    await until(() => toPhone().length === 1, 'the dentist reminder')
    expect(toPhone()[0]!.message).toMatchObject({ title: 'Coming up: Dentist', body: 'At 10:00 AM, in 30 minutes.' })
    clock.now = new Date(startAt - 25 * MINUTE)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(toPhone()).toHaveLength(1)
    // The walk, today and tomorrow: one reminder each day.
    clock.now = new Date(walk - 30 * MINUTE)
    await until(() => toPhone().length === 2, 'the walk reminder')
    clock.now = new Date(walk - 30 * MINUTE + 24 * 60 * MINUTE)
    await until(() => toPhone().length === 3, 'the walk reminder the next day')
    expect(toPhone()[2]!.message).toMatchObject({ title: 'Coming up: Walk with Ana' })
  })

  it('tells the person on their device when family adds an appointment, if they keep family updates on', async () => {
    testApp.notifier.attach(queue!.boss)
    const person = await personWithDevice('grandma-phone')
    await testApp.request('/api/settings/notification', {
      method: 'PUT',
      json: {
        medicationReminders: false,
        appointmentReminders: false,
        dailyCheckIns: false,
        emergencyAlerts: false,
        familyUpdates: true,
      },
      headers: { cookie: person.cookie },
    })
    const daughter = await familyMember(testApp, person, ['calendar'])
    const added = await testApp.request('/api/calendar/events', {
      method: 'POST',
      json: {
        summary: 'Hairdresser',
        start: { dateTime: '2026-10-09T09:30:00Z', timeZone: 'UTC' },
        end: { dateTime: '2026-10-09T10:30:00Z', timeZone: 'UTC' },
      },
      headers: { cookie: daughter.cookie, [PERSON_HEADER]: person.user.id },
    })
    expect(added.status).toBe(201)
    const toPhone = () => pushService.received.filter((push) => push.device === 'grandma-phone')
    await until(() => toPhone().length === 1, 'the family update')
    expect(toPhone()[0]!.message).toMatchObject({ body: 'Hairdresser, Friday, October 9 at 9:30 AM' })
    expect((toPhone()[0]!.message as { title: string }).title).toMatch(/ added an appointment for you$/)
  })
})
