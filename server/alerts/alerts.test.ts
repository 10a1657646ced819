import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emergencyAlerts, emergencyContacts } from '#server/db/schema/index.ts'
import type { Mail, Mailer } from '#server/mail/mailer.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import {
  confirmFromMail as confirmFromMailOf,
  familyMember,
  rosa as rosaOf,
  setAlerts as setAlertsOf,
} from '#server/test/circle.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { ALERT_DELAY_MS, sendDueAlerts } from './alerts.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const MINUTE = 60_000

/** Rosa, with a profile and two contacts with e-mail addresses, and an open chat. */
async function rosa() {
  const person = await rosaOf(testApp)
  const session = await testApp.request('/api/chat-sessions', {
    method: 'POST',
    json: {},
    headers: { cookie: person.cookie },
  })
  const sessionId = ((await session.json()) as { session: { id: string } }).session.id
  return { ...person, sessionId }
}

const setAlerts = (cookie: string, id: string, json: unknown) => setAlertsOf(testApp, cookie, id, json)
const confirmFromMail = (address: string, acceptLanguage?: string) =>
  confirmFromMailOf(testApp, address, acceptLanguage)

const say = (who: { cookie: string; sessionId: string }, text: string) =>
  testApp.request(`/api/chat-sessions/${who.sessionId}/reply`, {
    method: 'POST',
    json: { text },
    headers: { cookie: who.cookie },
  })

const mailer: Mailer = { send: (mail) => Promise.resolve(void testApp.mails.push(mail)) }
const deps = () => ({ db: testApp.db, mailer, publicUrl: 'http://sage.test' })
const mailsTo = (address: string): Mail[] => testApp.mails.filter((mail) => mail.to === address)

describe('telling the family', () => {
  it('asks a contact by e-mail first, and only a confirmed contact gets an alert, once, after two minutes', async () => {
    const person = await rosa()
    expect((await setAlerts(person.cookie, person.anna, { on: true, language: 'english' })).status).toBe(200)
    expect((await setAlerts(person.cookie, person.ben, { on: true })).status).toBe(200)
    const consent = mailsTo(person.annaEmail).at(-1)!
    expect(consent.subject).toBe('Rosa Diaz would like you to know if they may need help')
    expect(consent.text).toContain('/alerts/confirm?token=')
    // Anna agrees (her browser speaks Spanish); Ben never answers.
    expect(await confirmFromMail(person.annaEmail, 'es-ES,es;q=0.9')).toContain('Sage le escribirá si Rosa Diaz')
    const [anna] = await testApp.db.select().from(emergencyContacts).where(eq(emergencyContacts.id, person.anna))
    expect(anna).toMatchObject({ alerts: 'on', language: 'spanish' })

    const reply = await say(person, "I fell in the kitchen and can't get up")
    const alert = JSON.parse(decodeURIComponent(reply.headers.get('x-sage-alert')!)) as {
      groupId: string
      names: string[]
    }
    expect(alert.names).toEqual(['Anna'])
    await reply.text()
    const before = testApp.mails.length
    const now = Date.now()
    expect(await sendDueAlerts(deps(), new Date(now + MINUTE))).toBe(0)
    expect(await sendDueAlerts(deps(), new Date(now + ALERT_DELAY_MS + 1000))).toBe(1)
    expect(await sendDueAlerts(deps(), new Date(now + ALERT_DELAY_MS + 5000))).toBe(0)
    const sent = testApp.mails.slice(before)
    expect(sent.map((mail) => mail.to)).toEqual([person.annaEmail])
    expect(sent[0]!.subject).toBe('Rosa Diaz puede necesitar ayuda')
    expect(sent[0]!.text).toContain("I fell in the kitchen and can't get up")
    expect(sent[0]!.text).toContain('555-0123')
    expect(sent[0]!.text).toContain('Sage es una aplicación: no puede enviar ayuda por sí misma.')
    expect(sent[0]!.link).toContain('/alerts/stop?token=')
    expect(mailsTo(person.benEmail).filter((mail) => mail.subject.includes('may need help'))).toHaveLength(1)

    // The person sees the alert later.
    const list = await testApp.request(`/api/alerts?group=${alert.groupId}`, { headers: { cookie: person.cookie } })
    const alerts = ((await list.json()) as { alerts: { contactName: string; status: string }[] }).alerts
    expect(alerts).toMatchObject([{ contactName: 'Anna', status: 'sent' }])
  })

  it('tells the family members who agreed and with whom the person shares alerts, in their own language, and no one else', async () => {
    const person = await rosa()
    const family = (areas: string[], language?: 'es', mails = true) =>
      familyMember(testApp, person, areas, { language, mails })
    const lucia = await family(['alerts', 'calendar'], 'es')
    const marco = await family(['calendar'])
    const nico = await family(['alerts'])
    const olga = await family(['alerts'], undefined, false)

    const reply = await say(person, "I fell in the bathroom and I can't get up")
    const alert = JSON.parse(decodeURIComponent(reply.headers.get('x-sage-alert')!)) as { names: string[] }
    await reply.text()
    expect(alert.names.toSorted()).toEqual([lucia.email, nico.email].toSorted())
    // Before it goes out, Rosa stops sharing alerts with Nico: he is not told.
    await testApp.request(`/api/family/${nico.linkId}/areas`, {
      method: 'PUT',
      json: { areas: [] },
      headers: { cookie: person.cookie },
    })
    const before = testApp.mails.length
    expect(await sendDueAlerts(deps(), new Date(Date.now() + ALERT_DELAY_MS + 1000))).toBe(2)
    const sent = testApp.mails.slice(before)
    expect(sent.map((mail) => mail.to)).toEqual([lucia.email])
    expect(sent[0]!.subject).toBe('Rosa Diaz puede necesitar ayuda')
    expect(sent[0]!.text).toContain("I fell in the bathroom and I can't get up")
    expect(sent[0]!.text).toContain('Recibe esto porque Rosa Diaz comparte sus avisos con usted en Sage.')
    for (const other of [marco, olga]) {
      expect(mailsTo(other.email).filter((mail) => mail.subject.includes('Rosa'))).toHaveLength(0)
    }

    // Rosa sees who was told; "I'm fine" tells Lucia too.
    const list = await testApp.request('/api/alerts', { headers: { cookie: person.cookie } })
    const alerts = ((await list.json()) as { alerts: { contactName: string; status: string }[] }).alerts
    expect(alerts.map((each) => each.contactName).toSorted()).toEqual([lucia.email, nico.email].toSorted())
    // Lucia, looking at Rosa's alerts, sees that she was told, and not who else was.
    const hers = await testApp.request('/api/alerts', {
      headers: { cookie: lucia.cookie, 'x-sage-person': person.user.id },
    })
    const seen = ((await hers.json()) as { alerts: { contactName: string | null }[] }).alerts
    expect(seen.map((each) => each.contactName).toSorted()).toEqual([lucia.email, null].toSorted())
    expect(await (await say(person, "I'm fine")).text()).toContain(lucia.email)
    expect(mailsTo(lucia.email).at(-1)!.subject).toBe('Rosa Diaz dice que ya está bien')
  })

  it('sends each alert once with two senders at once, and after a restart', async () => {
    const person = await rosa()
    await setAlerts(person.cookie, person.anna, { on: true })
    await confirmFromMail(person.annaEmail)
    await (await say(person, 'my husband collapsed and he is not breathing')).text()
    const later = new Date(Date.now() + ALERT_DELAY_MS + 1000)
    const before = mailsTo(person.annaEmail).length
    // Two instances, each with its own sender, on the same database.
    const [a, b] = await Promise.all([sendDueAlerts(deps(), later), sendDueAlerts({ ...deps() }, later)])
    expect(a + b).toBe(1)
    expect(mailsTo(person.annaEmail).length).toBe(before + 1)

    // A sender that stopped mid-send leaves the alert claimed; it is sent again after the lease.
    await (await say(person, 'help i cut my hand and the blood wont stop')).text()
    await testApp.db
      .update(emergencyAlerts)
      .set({ status: 'sending', claimedAt: new Date() })
      .where(eq(emergencyAlerts.status, 'scheduled'))
    expect(await sendDueAlerts(deps(), later)).toBe(0)
    expect(await sendDueAlerts(deps(), new Date(Date.now() + 10 * MINUTE))).toBeGreaterThanOrEqual(1)
  })

  it('"Tell them now" sends at once; "I\'m fine" then tells them so', async () => {
    const person = await rosa()
    await setAlerts(person.cookie, person.anna, { on: true })
    await confirmFromMail(person.annaEmail)
    const reply = await say(person, 'i have a crushing pain in my chest')
    const { groupId } = JSON.parse(decodeURIComponent(reply.headers.get('x-sage-alert')!)) as { groupId: string }
    await reply.text()
    const now = await testApp.request(`/api/alerts/${groupId}/send`, {
      method: 'POST',
      headers: { cookie: person.cookie },
    })
    expect(now.status).toBe(200)
    expect(((await now.json()) as { alerts: { status: string }[] }).alerts).toMatchObject([{ status: 'sent' }])
    expect(mailsTo(person.annaEmail).at(-1)!.subject).toBe('Rosa Diaz may need help')

    const fine = await say(person, "I'm fine")
    expect(await fine.text()).toBe("I'm so glad you're all right. I've told Anna that you're fine now.")
    expect(mailsTo(person.annaEmail).at(-1)!.subject).toBe('Rosa Diaz says they are fine now')
  })

  it('"I\'m fine" before two minutes cancels the alert', async () => {
    const person = await rosa()
    await setAlerts(person.cookie, person.anna, { on: true })
    await confirmFromMail(person.annaEmail)
    await (await say(person, 'I fell down the stairs and my leg is bent wrong')).text()
    expect(await (await say(person, 'estoy bien')).text()).toBe(
      'Me alegro mucho de que esté bien. No enviaré el aviso.',
    )
    const before = mailsTo(person.annaEmail).length
    expect(await sendDueAlerts(deps(), new Date(Date.now() + ALERT_DELAY_MS + 1000))).toBe(0)
    expect(mailsTo(person.annaEmail).length).toBe(before)
  })

  it('stops for good from the link in an alert', async () => {
    const person = await rosa()
    await setAlerts(person.cookie, person.anna, { on: true })
    await confirmFromMail(person.annaEmail)
    const reply = await say(person, 'my wife fainted and wont wake up')
    const { groupId } = JSON.parse(decodeURIComponent(reply.headers.get('x-sage-alert')!)) as { groupId: string }
    await reply.text()
    await testApp.request(`/api/alerts/${groupId}/send`, { method: 'POST', headers: { cookie: person.cookie } })
    const stop = testApp.lastLinkTo(person.annaEmail)
    const done = await testApp.app.request(stop.pathname, {
      method: 'POST',
      body: new URLSearchParams({ token: stop.searchParams.get('token')! }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(await done.text()).toContain('You will get no more alerts about Rosa Diaz.')
    expect((await testApp.app.request(`${stop.pathname}${stop.search}`)).status).toBe(404)
    const again = await say(person, 'my wife fainted again and is not responding')
    expect(again.headers.get('x-sage-alert')).toBeNull()
    await again.text()
  })

  it('keeps alerts to the person: signed out 401, another person 404, bad input 400', async () => {
    const person = await rosa()
    const stranger = await createSignedInUser(testApp)
    expect((await testApp.request('/api/alerts')).status).toBe(401)
    expect((await setAlerts(stranger.cookie, person.anna, { on: true })).status).toBe(404)
    expect((await setAlerts(person.cookie, person.anna, { on: 'yes' })).status).toBe(400)
    await setAlerts(person.cookie, person.anna, { on: true })
    await confirmFromMail(person.annaEmail)
    const reply = await say(person, 'i think im having a stroke my face is drooping')
    const { groupId } = JSON.parse(decodeURIComponent(reply.headers.get('x-sage-alert')!)) as { groupId: string }
    await reply.text()
    expect(
      (await testApp.request(`/api/alerts/${groupId}/send`, { method: 'POST', headers: { cookie: stranger.cookie } }))
        .status,
    ).toBe(404)
    expect(
      (await testApp.request('/api/alerts/not-a-uuid/send', { method: 'POST', headers: { cookie: person.cookie } }))
        .status,
    ).toBe(404)
    const theirs = await testApp.request('/api/alerts', { headers: { cookie: stranger.cookie } })
    expect(((await theirs.json()) as { alerts: unknown[] }).alerts).toEqual([])
    // A new e-mail address must agree again.
    await testApp.request(`/api/emergency-contacts/${person.anna}`, {
      method: 'PUT',
      json: { name: 'Anna', relationship: 'daughter', email: 'new-anna@example.org' },
      headers: { cookie: person.cookie },
    })
    const [anna] = await testApp.db.select().from(emergencyContacts).where(eq(emergencyContacts.id, person.anna))
    expect(anna?.alerts).toBe('off')
  })
})
