import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userSettings } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { invalidInputNaming } from '#server/test/expect.ts'
import { createSignedInUser } from '#server/test/factories.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const language = { selectedLanguage: 'es' }
const security = { twoFactorAuth: true, dataSharing: false, locationServices: false, activityLogging: true }
const notification = {
  medicationReminders: true,
  appointmentReminders: true,
  dailyCheckIns: false,
  emergencyAlerts: true,
  familyUpdates: false,
}
const display = { textSize: 'Large', highContrast: true, largeButtons: false }

const get = (cookie?: string) => testApp.request('/api/settings', { headers: cookie ? { cookie } : {} })
const put = (group: string, json: unknown, cookie?: string) =>
  testApp.request(`/api/settings/${group}`, { method: 'PUT', json, headers: cookie ? { cookie } : {} })
const rowsOf = (userId: string) => testApp.db.select().from(userSettings).where(eq(userSettings.userId, userId))

describe('/api/settings', () => {
  describe('signed out', () => {
    it('answers 401 to reading and to saving each group', async () => {
      for (const response of [
        await get(),
        await put('language', language),
        await put('security', security),
        await put('notification', notification),
        await put('display', display),
      ]) {
        expect(response.status).toBe(401)
        expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in first.' } })
      }
    })
  })

  describe('another person’s settings', () => {
    it('are neither shown nor changed by someone else’s saves', async () => {
      const rose = await createSignedInUser(testApp)
      const frank = await createSignedInUser(testApp)
      await put('display', display, rose.cookie)
      expect((await (await get(frank.cookie)).json()).displaySettings).toBeNull()

      await put('display', { ...display, textSize: 'Small' }, frank.cookie)
      expect((await (await get(rose.cookie)).json()).displaySettings).toEqual(display)
      expect((await rowsOf(rose.user.id))[0]?.displaySettings).toEqual(display)
    })
  })

  describe('invalid input', () => {
    it.each([
      ['language', 'an unknown language', { selectedLanguage: 'klingon' }, 'selectedLanguage'],
      ['language', 'nothing', {}, 'selectedLanguage'],
      ['security', 'a missing toggle', { ...security, activityLogging: undefined }, 'activityLogging'],
      ['security', 'a toggle that is not true or false', { ...security, dataSharing: 'yes' }, 'dataSharing'],
      ['security', 'an unknown field', { ...security, password: 'secret' }, 'password'],
      ['notification', 'a missing toggle', { ...notification, familyUpdates: undefined }, 'familyUpdates'],
      ['notification', 'a toggle that is a number', { ...notification, dailyCheckIns: 1 }, 'dailyCheckIns'],
      ['notification', 'an unknown field', { ...notification, weeklyDigest: true }, 'weeklyDigest'],
      ['display', 'an unknown text size', { ...display, textSize: 'Huge' }, 'textSize'],
      ['display', 'a missing toggle', { ...display, highContrast: undefined }, 'highContrast'],
    ])('answers 400 to %s settings with %s, naming %s', async (group, _case, body, field) => {
      const { cookie, user } = await createSignedInUser(testApp)
      const response = await put(group, body, cookie)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming(field))
      expect(await rowsOf(user.id)).toEqual([])
    })

    it('answers 404 with the JSON error for a group that does not exist', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      const response = await put('colours', { theme: 'dark' }, cookie)
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } })
      expect(await rowsOf(user.id)).toEqual([])
    })
  })

  describe('happy paths', () => {
    it('shows every group as null before anything is saved', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const response = await get(cookie)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        languageSettings: null,
        securitySettings: null,
        notificationSettings: null,
        displaySettings: null,
        changedAt: {},
      })
    })

    it('saves each group and reads them all back, in one row per person', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      for (const [group, settings] of Object.entries({ language, security, notification, display })) {
        const response = await put(group, settings, cookie)
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({ settings, changedAt: expect.stringMatching(/^20\d\d-/) })
      }
      const all = await (await get(cookie)).json()
      expect(all).toEqual({
        languageSettings: language,
        securitySettings: security,
        notificationSettings: notification,
        displaySettings: display,
        changedAt: {
          language: expect.any(String),
          security: expect.any(String),
          notification: expect.any(String),
          display: expect.any(String),
        },
      })
      expect(await rowsOf(user.id)).toHaveLength(1)
    })

    it('replaces a saved group and leaves the others as they were', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      await put('security', security, cookie)
      await put('notification', notification, cookie)
      const allOff = { twoFactorAuth: false, dataSharing: false, locationServices: false, activityLogging: false }
      expect(await (await put('security', allOff, cookie)).json()).toMatchObject({ settings: allOff })
      const saved = await (await get(cookie)).json()
      expect(saved).toMatchObject({
        securitySettings: allOff,
        notificationSettings: notification,
        languageSettings: null,
      })
      expect(await rowsOf(user.id)).toHaveLength(1)
    })
  })

  describe('the newest change wins', () => {
    it('keeps a change made on the account after one a device kept and sends later, and answers with it', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const saved = (await (await put('display', display, cookie)).json()) as { changedAt: string }
      const small = { ...display, textSize: 'Small' }
      const older = new Date(Date.parse(saved.changedAt) - 60_000).toISOString()
      const kept = await put(`display?changedAt=${older}`, small, cookie)
      expect(await kept.json()).toEqual({ settings: display, changedAt: saved.changedAt })
      expect((await (await get(cookie)).json()).displaySettings).toEqual(display)
    })

    it('takes a device’s change made after the account’s, with its own time, never one in the future', async () => {
      const { cookie } = await createSignedInUser(testApp)
      await put('notification?changedAt=2026-01-01T00:00:00Z', notification, cookie)
      const later = { ...notification, familyUpdates: true }
      const taken = await put('notification?changedAt=2026-02-01T08:00:00%2B01:00', later, cookie)
      expect(await taken.json()).toEqual({ settings: later, changedAt: '2026-02-01T07:00:00.000Z' })
      const future = await put('notification?changedAt=2999-01-01T00:00:00Z', notification, cookie)
      const { changedAt } = (await future.json()) as { changedAt: string }
      expect(Date.parse(changedAt)).toBeLessThanOrEqual(Date.now())
      // A change sent as it is made always counts, whatever a device's clock said before.
      expect(await (await put('notification', later, cookie)).json()).toMatchObject({ settings: later })
    })

    it('refuses a changedAt that is not a time', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const response = await put('display?changedAt=yesterday', display, cookie)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming('changedAt'))
    })
  })
})
