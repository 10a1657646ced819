import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { medicationDoses, medications } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { familyMember } from '#server/test/circle.ts'
import { invalidInputNaming } from '#server/test/expect.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { describeOwnership } from '#server/test/owned-resource.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

type Row = { id: string } & Record<string, unknown>
type DoseRow = { id: string; state: string; date: string; time: string; dueAt: string; answeredBy: string | null }

const heartPill = {
  name: 'Metoprolol',
  dose: '50 mg',
  purpose: 'heart',
  schedule: { repeat: 'daily', times: ['08:00', '20:00'] },
  food: 'with',
  startDate: '2026-01-01',
  pillsLeft: 30,
  important: true,
  timeZone: 'America/New_York',
}

const call = (method: string, path: string, cookie?: string, json?: unknown, headers: Record<string, string> = {}) =>
  testApp.request(`/api/medications${path}`, { method, json, headers: { ...(cookie ? { cookie } : {}), ...headers } })
const create = async (cookie: string, medication: object = heartPill) => {
  const response = await call('POST', '', cookie, medication)
  expect(response.status).toBe(201)
  return ((await response.json()) as { medication: Row }).medication
}
const rowOf = async (id: string) => {
  const [row] = await testApp.db.select().from(medications).where(eq(medications.id, id))
  return row
}
const today = () => new Date().toISOString().slice(0, 10)
const dayAfterTomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
const doses = async (cookie: string, headers: Record<string, string> = {}) => {
  const response = await call(
    'GET',
    `/doses?from=${today()}&to=${dayAfterTomorrow()}&timeZone=UTC`,
    cookie,
    undefined,
    headers,
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { doses: DoseRow[] }).doses
}

describe('/api/medications', () => {
  describeOwnership(() => testApp, {
    path: 'medications',
    noun: 'medication',
    sample: heartPill,
    change: { name: 'Mine now' },
    listKey: 'medications',
    itemKey: 'medication',
    notFoundMessage: 'Medication not found.',
    rowOf,
  })

  describe('invalid input', () => {
    it.each([
      ['no name', { ...heartPill, name: ' ' }, 'name'],
      ['no times', { ...heartPill, schedule: { repeat: 'daily', times: [] } }, 'schedule.times'],
      ['a time of 25:00', { ...heartPill, schedule: { repeat: 'daily', times: ['25:00'] } }, 'schedule.times.0'],
      ['a time written 8am', { ...heartPill, schedule: { repeat: 'daily', times: ['8am'] } }, 'schedule.times.0'],
      [
        'a weekday 8',
        { ...heartPill, schedule: { repeat: 'weekly', weekdays: [8], times: ['08:00'] } },
        'schedule.weekdays.0',
      ],
      [
        'every 1 day as an interval',
        { ...heartPill, schedule: { repeat: 'interval', everyDays: 1, times: ['08:00'] } },
        'schedule.everyDays',
      ],
      ['an unknown repeat', { ...heartPill, schedule: { repeat: 'hourly', times: ['08:00'] } }, 'schedule.repeat'],
      ['an end before the start', { ...heartPill, endDate: '2025-12-31' }, 'endDate'],
      ['a made-up time zone', { ...heartPill, timeZone: 'Mars/Olympus' }, 'timeZone'],
      ['a delay of 5 minutes', { ...heartPill, missedAfterMinutes: 5 }, 'missedAfterMinutes'],
      ['negative pills', { ...heartPill, pillsLeft: -1 }, 'pillsLeft'],
      ['an owner chosen by the client', { ...heartPill, userId: 'someone-else' }, 'userId'],
    ])('answers 400 naming the field to a create with %s, storing nothing', async (_case, body, field) => {
      const { cookie } = await createSignedInUser(testApp)
      const response = await call('POST', '', cookie, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming(field))
      expect(((await (await call('GET', '', cookie)).json()) as { medications: Row[] }).medications).toEqual([])
    })

    it('answers 400 to a dose range of more than 62 days, or backwards', async () => {
      const { cookie } = await createSignedInUser(testApp)
      expect((await call('GET', '/doses?from=2026-01-01&to=2026-04-01&timeZone=UTC', cookie)).status).toBe(400)
      expect((await call('GET', '/doses?from=2026-02-01&to=2026-01-01&timeZone=UTC', cookie)).status).toBe(400)
    })
  })

  describe('doses', () => {
    it('writes doses ahead from the moment it is added, and answers them', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const medication = await create(cookie, {
        ...heartPill,
        timeZone: 'UTC',
        schedule: { repeat: 'daily', times: ['00:00', '12:00'] },
      })
      expect(medication).toMatchObject({ name: 'Metoprolol', pillsLeft: 30, missedAfterMinutes: 60, addedBy: null })
      const written = await doses(cookie)
      // A day and a half ahead: three doses at 00:00 and 12:00 UTC, and one from the last hour
      // (not yet missed) when there is one; none older.
      expect(written.length).toBeGreaterThanOrEqual(3)
      expect(written.length).toBeLessThanOrEqual(4)
      expect(written.every((dose) => new Date(dose.dueAt) >= new Date(Date.now() - 61 * 60_000))).toBe(true)
      expect(written.every((dose) => dose.state === 'upcoming')).toBe(true)

      const taken = await call('POST', `/doses/${written[0]!.id}/answer`, cookie, { answer: 'taken' })
      expect(taken.status).toBe(200)
      expect(((await taken.json()) as { dose: DoseRow }).dose).toMatchObject({ state: 'taken', answeredBy: null })
      expect((await rowOf(medication.id))!.pillsLeft).toBe(29)
      // Marked taken by mistake, then skipped: the pill comes back.
      await call('POST', `/doses/${written[0]!.id}/answer`, cookie, { answer: 'skipped' })
      expect((await rowOf(medication.id))!.pillsLeft).toBe(30)
      const [row] = await testApp.db.select().from(medicationDoses).where(eq(medicationDoses.id, written[0]!.id))
      expect(row).toMatchObject({ state: 'skipped', nextStepAt: null })
    })

    it('refuses a snooze before the dose’s time, and a taken time in the future', async () => {
      const { cookie } = await createSignedInUser(testApp)
      await create(cookie, { ...heartPill, timeZone: 'UTC', schedule: { repeat: 'daily', times: ['00:00', '12:00'] } })
      const next = (await doses(cookie)).find((dose) => Date.parse(dose.dueAt) > Date.now())
      expect((await call('POST', `/doses/${next!.id}/answer`, cookie, { answer: 'snoozed' })).status).toBe(409)
      const future = new Date(Date.now() + 3_600_000).toISOString()
      const response = await call('POST', `/doses/${next!.id}/answer`, cookie, { answer: 'taken', at: future })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming('at'))
      expect((await doses(cookie)).find((dose) => dose.id === next!.id)!.state).toBe('upcoming')
    })

    it('writes the coming doses again from a changed schedule, keeping answered ones', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const medication = await create(cookie, {
        ...heartPill,
        timeZone: 'UTC',
        schedule: { repeat: 'daily', times: ['00:00', '12:00'] },
      })
      const [first] = await doses(cookie)
      await call('POST', `/doses/${first!.id}/answer`, cookie, { answer: 'taken' })
      const changed = await call('PUT', `/${medication.id}`, cookie, {
        ...heartPill,
        timeZone: 'UTC',
        schedule: { repeat: 'daily', times: ['06:00'] },
      })
      expect(changed.status).toBe(200)
      const after = await doses(cookie)
      expect(after.find((dose) => dose.id === first!.id)).toMatchObject({ state: 'taken' })
      const coming = after.filter((dose) => dose.state === 'upcoming')
      expect(coming.length).toBeGreaterThan(0)
      expect(coming.every((dose) => dose.time === '06:00')).toBe(true)
    })

    it('answers 404 for another person’s dose, changing nothing', async () => {
      const rose = await createSignedInUser(testApp)
      const frank = await createSignedInUser(testApp)
      await create(rose.cookie)
      const [dose] = await doses(rose.cookie)
      const response = await call('POST', `/doses/${dose!.id}/answer`, frank.cookie, { answer: 'taken' })
      expect(response.status).toBe(404)
      expect((await doses(rose.cookie))[0]!.state).toBe('upcoming')
      expect(await doses(frank.cookie)).toEqual([])
    })
  })

  describe('the family circle', () => {
    it('lets a family member with medications shared read and mark doses, by name; others get 404', async () => {
      const rose = await createSignedInUser(testApp)
      const ana = await familyMember(testApp, rose, ['medications'], { mails: false })
      const tom = await familyMember(testApp, rose, ['calendar'], { mails: false })
      await create(rose.cookie)
      const forRose = { 'x-sage-person': rose.user.id }
      const seen = await doses(ana.cookie, forRose)
      expect(seen.length).toBeGreaterThan(0)
      const answered = await call('POST', `/doses/${seen[0]!.id}/answer`, ana.cookie, { answer: 'taken' }, forRose)
      expect(((await answered.json()) as { dose: DoseRow }).dose).toMatchObject({
        state: 'taken',
        answeredBy: expect.any(String),
      })
      const added = await call('POST', '', ana.cookie, { ...heartPill, name: 'Vitamin D', important: false }, forRose)
      expect(((await added.json()) as { medication: Row }).medication.addedBy).toEqual(expect.any(String))

      for (const response of [
        await call('GET', '', tom.cookie, undefined, forRose),
        await call('GET', `/doses?from=${today()}&to=${today()}&timeZone=UTC`, tom.cookie, undefined, forRose),
        await call('POST', `/doses/${seen[1]!.id}/answer`, tom.cookie, { answer: 'taken' }, forRose),
        await call('POST', '', tom.cookie, heartPill, forRose),
      ])
        expect(response.status).toBe(404)
      expect((await doses(rose.cookie)).find((dose) => dose.id === seen[1]!.id)!.state).toBe('upcoming')
    })
  })
})
