import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckInInput } from '#shared/schemas/check-in.ts'
import { ownScope } from '#server/data/scope.ts'
import { checkIns } from '#server/db/schema/index.ts'
import { tick } from '#server/jobs/jobs.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { confirmFromMail, familyMember, rosa, setAlerts } from '#server/test/circle.ts'
import pino from 'pino'
import { pauseCheckIn, resumeCheckIn, saveCheckIn, signOfLife } from './check-in.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const MINUTE = 60_000
const logger = pino({ level: 'silent' })
const deps = () => ({ db: testApp.db, mailer: testApp.mailer, publicUrl: 'http://sage.test', logger })
const look = (now: Date) =>
  tick(
    {
      database: testApp.database,
      mailer: testApp.mailer,
      publicUrl: 'http://sage.test',
      logger,
      photoStore: testApp.photoStore,
    },
    now,
  )
const mailsTo = (address: string) => testApp.mails.filter((mail) => mail.to === address)

/** A clock for one test, days apart from the others': its check-in is at 10:00 UTC on `day`. */
let days = 0
function clock() {
  days += 5
  const day = new Date(Date.UTC(2026, 6, 1 + days))
  const at = (hour: number, minute = 0) => new Date(day.getTime() + hour * 3_600_000 + minute * MINUTE)
  return { day: day.toISOString().slice(0, 10), at }
}

/** Rosa, with Anna (and Ben, when asked) agreed to alerts, and a check-in by 10:00 UTC set at 06:00. */
async function rosaCheckingIn(options: { ben?: boolean; input?: Partial<CheckInInput> } = {}) {
  const time = clock()
  const person = await rosa(testApp)
  await setAlerts(testApp, person.cookie, person.anna, { on: true })
  await confirmFromMail(testApp, person.annaEmail)
  if (options.ben) {
    await setAlerts(testApp, person.cookie, person.ben, { on: true })
    await confirmFromMail(testApp, person.benEmail)
  }
  const scope = ownScope(person.user.id)
  await saveCheckIn(
    testApp.db,
    scope,
    { on: true, by: '10:00', timeZone: 'UTC', recipients: null, ...options.input },
    time.at(6),
  )
  const row = async () => (await testApp.db.select().from(checkIns).where(eq(checkIns.userId, person.user.id)))[0]!
  const told = (address: string) => mailsTo(address).filter((mail) => mail.subject.includes('checked in'))
  return { ...person, scope, time, row, told }
}

describe('the daily check-in', () => {
  it('a message in the morning settles the day: nothing is asked or sent', async () => {
    const rosa = await rosaCheckingIn()
    expect(await rosa.row()).toMatchObject({ state: 'waiting', day: rosa.time.day, nextStepAt: rosa.time.at(10) })
    // Last night's message does not count; this morning's does, at once.
    expect(await signOfLife(deps(), rosa.user.id, 'chat', rosa.time.at(1))).toBe(false)
    expect(await signOfLife(deps(), rosa.user.id, 'chat', rosa.time.at(8, 12))).toBe(true)
    expect(await rosa.row()).toMatchObject({ state: 'ok', okBy: 'person', nextStepAt: rosa.time.at(34) })
    await look(rosa.time.at(10))
    await look(rosa.time.at(10, 10))
    expect(rosa.told(rosa.annaEmail)).toEqual([])
  })

  it('no sign of life: Rosa is asked at 10:00, and Anna told at 10:10 with when Sage last heard, once', async () => {
    const rosa = await rosaCheckingIn()
    await signOfLife(deps(), rosa.user.id, 'chat', rosa.time.at(-4)) // 20:00 the evening before
    await look(rosa.time.at(10))
    expect(await rosa.row()).toMatchObject({ state: 'asked', askedAt: rosa.time.at(10) })
    await look(rosa.time.at(10, 9))
    expect(rosa.told(rosa.annaEmail)).toEqual([])
    await look(rosa.time.at(10, 10))
    await look(rosa.time.at(10, 10))
    await look(rosa.time.at(10, 30))
    const [alert, ...more] = rosa.told(rosa.annaEmail)
    expect(more).toEqual([])
    expect(alert!.subject).toBe('Rosa Diaz has not checked in with Sage today')
    expect(alert!.text).toContain('Sage last heard from them at')
    expect(alert!.text).toContain('8:00 PM')
    expect(alert!.text).toContain('555-0123')
    expect(alert!.text).toContain('If you reach Rosa Diaz and all is well, let Sage know with this link:')
    expect(alert!.text).toMatch(/http:\/\/sage\.test\/check-in\/ok\?token=\S+/)
    // Ben never agreed: he is told nothing.
    expect(rosa.told(rosa.benEmail)).toEqual([])
    expect(await rosa.row()).toMatchObject({ state: 'alerted', nextStepAt: rosa.time.at(34) })
  })

  it('Rosa answers after the alert: Anna hears that all is well', async () => {
    const rosa = await rosaCheckingIn()
    await look(rosa.time.at(10))
    await look(rosa.time.at(10, 10))
    expect(rosa.told(rosa.annaEmail)).toHaveLength(1)
    await signOfLife(deps(), rosa.user.id, 'button', rosa.time.at(10, 40))
    const [fine] = mailsTo(rosa.annaEmail).filter((mail) => mail.subject === 'Rosa Diaz is OK')
    expect(fine!.text).toContain('Rosa Diaz answered Sage at 10:40 AM. All is well.')
    expect(await rosa.row()).toMatchObject({ state: 'ok', okBy: 'person' })
    // Once.
    await signOfLife(deps(), rosa.user.id, 'chat', rosa.time.at(11))
    expect(mailsTo(rosa.annaEmail).filter((mail) => mail.subject === 'Rosa Diaz is OK')).toHaveLength(1)
  })

  it('Anna reaches her and says so from the link: Ben, also told, hears it; the link then only thanks', async () => {
    const rosa = await rosaCheckingIn({ ben: true })
    await look(rosa.time.at(10))
    await look(rosa.time.at(10, 10))
    const [alert] = rosa.told(rosa.annaEmail)
    const link = new URL(/http:\/\/sage\.test\/check-in\/ok\?token=\S+/.exec(alert!.text)![0])
    const question = await testApp.app.request(`${link.pathname}${link.search}`)
    expect(await question.text()).toContain('Is Rosa Diaz OK?')
    expect(await rosa.row()).toMatchObject({ state: 'alerted' })
    const answer = await testApp.app.request(link.pathname, {
      method: 'POST',
      body: new URLSearchParams({ token: link.searchParams.get('token')! }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(await answer.text()).toContain('Sage has noted that Rosa Diaz is OK')
    expect(await rosa.row()).toMatchObject({ state: 'ok', okBy: 'family' })
    const [fine] = mailsTo(rosa.benEmail).filter((mail) => mail.subject === 'Rosa Diaz is OK')
    expect(fine!.text).toContain('checked on Rosa Diaz')
    // Her own last sign of life is not changed by someone else's word.
    expect((await rosa.row()).lastSignKind).toBeNull()
  })

  it('Rosa’s own link in the question settles it: no one is told', async () => {
    const rosa = await rosaCheckingIn()
    await look(rosa.time.at(10))
    const link = (await rosa.row()).personToken!
    const page = await testApp.app.request(`/check-in/ok?token=${link}`)
    expect(await page.text()).toContain('Good morning! Are you OK?')
    const done = await testApp.app.request('/check-in/ok', {
      method: 'POST',
      body: new URLSearchParams({ token: link }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(await done.text()).toContain('Sage knows you’re OK')
    await look(rosa.time.at(10, 10))
    expect(rosa.told(rosa.annaEmail)).toEqual([])
    expect(await rosa.row()).toMatchObject({ state: 'ok', lastSignKind: 'link' })
  })

  it('a pause until a day stops it until then; with no end, until she is back', async () => {
    const rosa = await rosaCheckingIn()
    const next = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000)
    const until = next(rosa.time.at(0), 1).toISOString().slice(0, 10)
    await pauseCheckIn(testApp.db, rosa.scope, until, rosa.time.at(7))
    expect((await rosa.row()).nextStepAt).toEqual(next(rosa.time.at(10), 2))
    await look(rosa.time.at(10, 30))
    await look(next(rosa.time.at(10, 30), 1))
    expect(rosa.told(rosa.annaEmail)).toEqual([])
    await pauseCheckIn(testApp.db, rosa.scope, null, rosa.time.at(8))
    expect((await rosa.row()).nextStepAt).toBeNull()
    await resumeCheckIn(testApp.db, rosa.scope, next(rosa.time.at(9), 3))
    expect((await rosa.row()).nextStepAt).toEqual(next(rosa.time.at(10), 3))
  })

  it('tells only the people Rosa chose, family who share alerts among them', async () => {
    const rosa = await rosaCheckingIn({ ben: true })
    const daughter = await familyMember(testApp, rosa, ['alerts'])
    await saveCheckIn(
      testApp.db,
      rosa.scope,
      { on: true, by: '10:00', timeZone: 'UTC', recipients: [rosa.ben, daughter.user.id] },
      rosa.time.at(6),
    )
    await look(rosa.time.at(10))
    await look(rosa.time.at(10, 10))
    expect(rosa.told(rosa.annaEmail)).toEqual([])
    expect(rosa.told(rosa.benEmail)).toHaveLength(1)
    expect(rosa.told(daughter.user.email)).toHaveLength(1)
  })

  it('goes off when the Notifications switch is turned off, and back on with it', async () => {
    const rosa = await rosaCheckingIn()
    const switches = (dailyCheckIns: boolean) =>
      testApp.request('/api/settings/notification', {
        method: 'PUT',
        json: {
          medicationReminders: false,
          appointmentReminders: false,
          dailyCheckIns,
          emergencyAlerts: false,
          familyUpdates: false,
        },
        headers: { cookie: rosa.cookie },
      })
    expect((await switches(false)).status).toBe(200)
    expect(await rosa.row()).toMatchObject({ on: false, nextStepAt: null })
    expect((await switches(true)).status).toBe(200)
    expect((await rosa.row()).on).toBe(true)
    expect((await rosa.row()).nextStepAt).not.toBeNull()
  })
})
