import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkIns } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { familyMember } from '#server/test/circle.ts'
import { invalidInputNaming } from '#server/test/expect.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { PERSON_HEADER } from '#server/data/scope.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const call = (method: string, path: string, cookie?: string, json?: unknown, headers: Record<string, string> = {}) =>
  testApp.request(`/api/check-in${path}`, { method, json, headers: { ...(cookie ? { cookie } : {}), ...headers } })
const byTen = { on: true, by: '10:00', timeZone: 'Europe/Madrid', recipients: null }
const rowOf = async (userId: string) => (await testApp.db.select().from(checkIns).where(eq(checkIns.userId, userId)))[0]

describe('/api/check-in', () => {
  it('answers 401 signed out to every method, and stores nothing', async () => {
    for (const [method, path, json] of [
      ['GET', ''],
      ['PUT', '', byTen],
      ['POST', '/ok'],
      ['POST', '/pause', { until: null }],
      ['DELETE', '/pause'],
    ] as const)
      expect((await call(method, path, undefined, json)).status).toBe(401)
  })

  it('answers 400 naming the field to a time of 25:00, a made-up zone or an unknown field, storing nothing', async () => {
    const { cookie, user } = await createSignedInUser(testApp)
    for (const [json, field] of [
      [{ ...byTen, by: '25:00' }, 'by'],
      [{ ...byTen, timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ ...byTen, owner: 'someone' }, 'owner'],
    ] as const) {
      const response = await call('PUT', '', cookie, json)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming(field))
    }
    expect((await call('POST', '/pause', cookie, { until: 'Friday' })).status).toBe(400)
    expect(await rowOf(user.id)).toBeUndefined()
  })

  it('is off until set; on, it says when it looks next, and the button settles today', async () => {
    const { cookie, user } = await createSignedInUser(testApp)
    const empty = (await (await call('GET', '', cookie)).json()) as { checkIn: Record<string, unknown> }
    expect(empty.checkIn).toMatchObject({ on: false, by: null, recipients: [] })
    const saved = await call('PUT', '', cookie, byTen)
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as { checkIn: Record<string, unknown> }).checkIn).toMatchObject({
      on: true,
      by: '10:00',
      everyone: true,
      nextAt: expect.any(String),
    })
    // Settings > Notifications shows the switch on.
    const settings = (await (await testApp.request('/api/settings', { headers: { cookie } })).json()) as {
      notificationSettings: { dailyCheckIns: boolean }
    }
    expect(settings.notificationSettings.dailyCheckIns).toBe(true)
    const ok = await call('POST', '/ok', cookie)
    expect(ok.status).toBe(200)
    expect(await rowOf(user.id)).toMatchObject({ lastSignKind: 'button' })
  })

  it('pauses until a day or until resumed, and resumes', async () => {
    const { cookie } = await createSignedInUser(testApp)
    await call('PUT', '', cookie, byTen)
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const paused = (await (await call('POST', '/pause', cookie, { until })).json()) as { checkIn: object }
    expect(paused.checkIn).toMatchObject({ paused: true, pausedUntil: until })
    const open = (await (await call('POST', '/pause', cookie, { until: null })).json()) as { checkIn: object }
    expect(open.checkIn).toMatchObject({ paused: true, pausedUntil: null, nextAt: null })
    const back = (await (await call('DELETE', '/pause', cookie)).json()) as { checkIn: object }
    expect(back.checkIn).toMatchObject({ paused: false, nextAt: expect.any(String) })
  })

  it('a dose Rosa marks taken counts as a sign of life; one her daughter marks does not', async () => {
    const rosa = await createSignedInUser(testApp)
    await call('PUT', '', rosa.cookie, byTen)
    const daughter = await familyMember(testApp, rosa, ['medications', 'alerts'])
    const at = new Date(Date.now() - 5 * 60_000)
    const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`
    await testApp.request('/api/medications', {
      method: 'POST',
      json: {
        id: randomUUID(),
        name: 'Metoprolol',
        schedule: { repeat: 'daily', times: [time] },
        startDate: '2020-01-01',
        timeZone: 'UTC',
      },
      headers: { cookie: rosa.cookie },
    })
    const today = at.toISOString().slice(0, 10)
    const list = await testApp.request(`/api/medications/doses?from=${today}&to=${today}&timeZone=UTC`, {
      headers: { cookie: rosa.cookie },
    })
    const dose = ((await list.json()) as { doses: { id: string; time: string }[] }).doses.find((d) => d.time === time)!
    const answer = (cookie: string, headers: Record<string, string> = {}) =>
      testApp.request(`/api/medications/doses/${dose.id}/answer`, {
        method: 'POST',
        json: { answer: 'taken' },
        headers: { cookie, ...headers },
      })
    expect((await answer(daughter.cookie, { [PERSON_HEADER]: rosa.user.id })).status).toBe(200)
    expect((await rowOf(rosa.user.id))!.lastSignAt).toBeNull()
    expect((await answer(rosa.cookie)).status).toBe(200)
    expect(await rowOf(rosa.user.id)).toMatchObject({ lastSignKind: 'dose' })
  })

  it('a message to Sage counts as a sign of life, one that may be an emergency does not', async () => {
    const { cookie, user } = await createSignedInUser(testApp)
    await call('PUT', '', cookie, byTen)
    const session = await testApp.request('/api/chat-sessions', { method: 'POST', json: {}, headers: { cookie } })
    const { id } = ((await session.json()) as { session: { id: string } }).session
    const say = async (text: string) =>
      (
        await testApp.request(`/api/chat-sessions/${id}/reply`, {
          method: 'POST',
          json: { text, timeZone: 'UTC' },
          headers: { cookie },
        })
      ).text()
    await say('I fell in the bathroom and I cannot get up')
    expect((await rowOf(user.id))!.lastSignAt).toBeNull()
    await say('Good morning Sage, I slept well')
    expect(await rowOf(user.id)).toMatchObject({ lastSignKind: 'chat' })
  })

  it('"I’m away until Friday" in the chat pauses it through that day, "I’m back" starts it again, "I slept well" is answered', async () => {
    const { cookie, user } = await createSignedInUser(testApp)
    await call('PUT', '', cookie, byTen)
    const session = await testApp.request('/api/chat-sessions', { method: 'POST', json: {}, headers: { cookie } })
    const { id } = ((await session.json()) as { session: { id: string } }).session
    const say = async (text: string) =>
      (
        await testApp.request(`/api/chat-sessions/${id}/reply`, {
          method: 'POST',
          json: { text, timeZone: 'Europe/Madrid' },
          headers: { cookie },
        })
      ).text()
    expect(await say('I slept well, thank you')).toContain('glad you slept well')
    const away = await say('Me voy de viaje hasta el viernes')
    expect(away).toMatch(/^He pausado su saludo diario hasta el viernes, \d+ de \w+\./)
    const paused = await rowOf(user.id)
    expect(paused).toMatchObject({ paused: true })
    expect(new Date(`${paused!.pausedUntil}T12:00:00Z`).getUTCDay()).toBe(5)
    expect(await say('ya he vuelto')).toContain('¡Bienvenido de nuevo!')
    expect(await rowOf(user.id)).toMatchObject({ paused: false, pausedUntil: null })
  })

  it('a family member the person shares alerts with sees where the day stands, not who is told, and changes nothing', async () => {
    const rosa = await createSignedInUser(testApp)
    await call('PUT', '', rosa.cookie, byTen)
    const sharing = await familyMember(testApp, rosa, ['alerts'])
    const notSharing = await familyMember(testApp, rosa, ['photos'])
    const stranger = await createSignedInUser(testApp)
    const asFor = { [PERSON_HEADER]: rosa.user.id }
    const seen = await call('GET', '', sharing.cookie, undefined, asFor)
    expect(seen.status).toBe(200)
    expect(((await seen.json()) as { checkIn: object }).checkIn).toMatchObject({ on: true, recipients: [] })
    expect((await call('GET', '', notSharing.cookie, undefined, asFor)).status).toBe(404)
    expect((await call('GET', '', stranger.cookie, undefined, asFor)).status).toBe(404)
    for (const [method, path, json] of [
      ['PUT', '', { ...byTen, on: false }],
      ['POST', '/ok'],
      ['POST', '/pause', { until: null }],
    ] as const)
      expect((await call(method, path, sharing.cookie, json, asFor)).status).toBe(404)
    expect(await rowOf(rosa.user.id)).toMatchObject({ on: true, paused: false, lastSignAt: null })
  })
})
