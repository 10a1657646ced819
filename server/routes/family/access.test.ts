import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CareArea } from '#shared/family/areas.ts'
import { careAccessLog } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'

let testApp: TestApp
type Person = Awaited<ReturnType<typeof createSignedInUser>>
/** Rose is looked after; Ana is linked and shared with; Tom is linked with nothing shared; Frank is a stranger. */
let rose: Person, ana: Person, tom: Person, frank: Person
let linkId: string
/** Rose's things, by id. */
const mine = { record: '', contact: '', photo: '', event: '' }

const request = (who: Person, method: string, path: string, json?: unknown, forPerson = rose.user.id) =>
  testApp.request(path, { method, json, headers: { cookie: who.cookie, 'x-sage-person': forPerson } })

async function linkWith(caretaker: Person): Promise<string> {
  const invited = await testApp.request('/api/family/invitations', {
    method: 'POST',
    json: { email: rose.email, invitee: 'person' },
    headers: { cookie: caretaker.cookie },
  })
  const { link } = (await invited.json()) as { link: { id: string } }
  const accepted = await testApp.request('/api/family/accept', {
    method: 'POST',
    json: { id: link.id },
    headers: { cookie: rose.cookie },
  })
  expect(accepted.status).toBe(200)
  return link.id
}

/** Uploads a small photo with a caption, as `who`, for `forPerson` when given. */
async function sendPhoto(who: Person, caption: string, forPerson?: string) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png')
  form.set('caption', caption)
  const headers: Record<string, string> = { cookie: who.cookie, ...(forPerson ? { 'x-sage-person': forPerson } : {}) }
  return testApp.request('/api/photos', { method: 'POST', body: form, headers })
}

const share = (areas: CareArea[]) =>
  testApp.request(`/api/family/${linkId}/areas`, { method: 'PUT', json: { areas }, headers: { cookie: rose.cookie } })

beforeAll(async () => {
  testApp = await createTestApp()
  rose = await createSignedInUser(testApp)
  ana = await createSignedInUser(testApp)
  tom = await createSignedInUser(testApp)
  frank = await createSignedInUser(testApp)
  linkId = await linkWith(ana)
  await linkWith(tom)
  const own = async (method: string, path: string, json: unknown) =>
    (await testApp.request(path, { method, json, headers: { cookie: rose.cookie } })).json()
  mine.record = (
    await own('POST', '/api/medical-records', { type: 'Appointment', title: 'Check-up', date: '2024-05-02' })
  ).record.id
  mine.contact = (
    await own('POST', '/api/emergency-contacts', { name: 'Ana', relationship: 'Daughter', phone: '555' })
  ).contact.id
  const event = { summary: 'Dentist', start: { dateTime: '2026-11-19T15:00:00-05:00', timeZone: 'America/New_York' } }
  mine.event = (await own('POST', '/api/calendar/events', event)).event.id
  const uploaded = await sendPhoto(rose, 'The lake')
  mine.photo = ((await uploaded.json()) as { photo: { id: string } }).photo.id
})
afterAll(() => testApp.close())

/** Every request a family member can make for Rose, by area, and what a shared one must return. */
const requests: { area: CareArea; method: string; path: () => string; json?: unknown; holds?: string }[] = [
  { area: 'medical', method: 'GET', path: () => '/api/medical-records', holds: 'Check-up' },
  {
    area: 'medical',
    method: 'PUT',
    path: () => `/api/medical-records/${mine.record}`,
    json: { type: 'Appointment', title: 'Check-up at 10', date: '2024-05-02' },
  },
  { area: 'contacts', method: 'GET', path: () => '/api/emergency-contacts', holds: 'Daughter' },
  {
    area: 'contacts',
    method: 'PUT',
    path: () => `/api/emergency-contacts/${mine.contact}`,
    json: { name: 'Ana', relationship: 'Daughter', phone: '555 0100' },
  },
  { area: 'photos', method: 'GET', path: () => '/api/photos', holds: 'The lake' },
  { area: 'photos', method: 'GET', path: () => `/api/photos/${mine.photo}/thumb` },
  { area: 'photos', method: 'PATCH', path: () => `/api/photos/${mine.photo}`, json: { caption: 'The lake, 1962' } },
  {
    area: 'calendar',
    method: 'GET',
    path: () => '/api/calendar/events?timeMin=2026-11-01T00:00:00Z',
    holds: 'Dentist',
  },
  { area: 'calendar', method: 'GET', path: () => '/api/calendar/search?q=dentist', holds: 'Dentist' },
  {
    area: 'calendar',
    method: 'PUT',
    path: () => `/api/calendar/events/${mine.event}`,
    json: { summary: 'Dentist with Ana' },
  },
  { area: 'alerts', method: 'GET', path: () => '/api/alerts' },
]

/** What only Rose reaches, whatever she shares. */
const ownOnly = [
  '/api/chat-sessions',
  '/api/settings',
  '/api/user-data',
  '/api/calendar-feed',
  '/api/google-calendar/status',
]

describe('what a family member reaches of the person they look after', () => {
  it('reaches each shared area, and nothing else: 404 without the area, for the unshared, and for a stranger', async () => {
    await share(['medical', 'contacts', 'photos', 'calendar', 'alerts'])
    for (const each of requests) {
      const label = `${each.method} ${each.path()}`
      const shared = await request(ana, each.method, each.path(), each.json)
      expect(shared.status, label).toBe(200)
      if (each.holds) expect(await shared.text(), label).toContain(each.holds)
      expect((await request(tom, each.method, each.path(), each.json)).status, `${label} linked, not shared`).toBe(404)
      expect((await request(frank, each.method, each.path(), each.json)).status, `${label} stranger`).toBe(404)
      // Through the query parameter an image address carries, too.
      const byParam = each.path().includes('?')
        ? `${each.path()}&for=${rose.user.id}`
        : `${each.path()}?for=${rose.user.id}`
      expect((await testApp.request(byParam, { headers: { cookie: frank.cookie } })).status, `${label} ?for`).toBe(404)
    }
    for (const path of ownOnly) expect((await request(ana, 'GET', path)).status, path).toBe(404)
  })

  it('adds for the person what is shared, each thing saying who added it, and names the person in photo addresses', async () => {
    await share(['medical', 'contacts', 'photos', 'calendar'])
    const added = async (path: string, json: unknown) => {
      const response = await request(ana, 'POST', path, json)
      expect(response.status, path).toBe(201)
      return (await response.json()) as Record<string, { addedBy?: string | null; id: string }>
    }
    const { record } = await added('/api/medical-records', { type: 'Appointment', title: 'Eyes', date: '2026-12-02' })
    const { contact } = await added('/api/emergency-contacts', { name: 'Dr Lee', relationship: 'Doctor', phone: '5' })
    const { event } = await added('/api/calendar/events', {
      summary: 'Eye doctor',
      start: { dateTime: '2026-12-02T10:30:00+01:00', timeZone: 'Europe/Madrid' },
    })
    for (const thing of [record, contact, event]) expect(thing?.addedBy).toBe(ana.email)
    const sent = await sendPhoto(ana, 'The garden', rose.user.id)
    expect(sent.status).toBe(201)
    const { photo } = (await sent.json()) as { photo: { addedBy: string; thumb: string } }
    expect(photo.addedBy).toBe(ana.email)
    // The browser fetches the image by itself: its address names Rose, and works for Ana.
    expect(photo.thumb).toContain(`for=${rose.user.id}`)
    const image = await testApp.request(photo.thumb, { headers: { cookie: ana.cookie } })
    expect(image.status).toBe(200)
    // Her browser asks again each time, so that a photo no longer shared is not shown from a copy.
    expect(image.headers.get('cache-control')).toBe('private, no-cache')
    const again = await testApp.request(photo.thumb, {
      headers: { cookie: ana.cookie, 'if-none-match': image.headers.get('etag')! },
    })
    expect(again.status).toBe(304)

    // Rose sees all of it in her own lists, with who added it; what she added herself says no one.
    const own = async (path: string) =>
      JSON.stringify(await (await testApp.request(path, { headers: { cookie: rose.cookie } })).json())
    for (const path of [
      '/api/medical-records',
      '/api/emergency-contacts',
      '/api/photos',
      '/api/calendar/events?timeMin=2026-11-01T00:00:00Z',
    ]) {
      expect(await own(path), path).toContain(`"addedBy":"${ana.email}"`)
    }
    const { photos } = (await (await testApp.request('/api/photos', { headers: { cookie: rose.cookie } })).json()) as {
      photos: { caption: string; addedBy: string | null; thumb: string }[]
    }
    expect(photos.find((each) => each.caption.startsWith('The lake'))?.addedBy).toBeNull()
    expect(photos.every((each) => !each.thumb.includes('for='))).toBe(true)
  })

  it('adds and deletes only in shared areas: 404 for the unshared and strangers, and nothing changes', async () => {
    const adds: { area: CareArea; path: string; json: unknown; key: string }[] = [
      {
        area: 'medical',
        path: '/api/medical-records',
        json: { type: 'Appointment', title: 'X-ray', date: '2026-12-01' },
        key: 'record',
      },
      {
        area: 'contacts',
        path: '/api/emergency-contacts',
        json: { name: 'Nurse', relationship: 'Nurse', phone: '7' },
        key: 'contact',
      },
      {
        area: 'calendar',
        path: '/api/calendar/events',
        json: { summary: 'Hairdresser', start: { dateTime: '2026-12-03T09:00:00Z', timeZone: 'UTC' } },
        key: 'event',
      },
    ]
    const deletePath = (path: string, id: string) => `${path}/${id}`
    for (const area of ['medical', 'contacts', 'calendar'] as const) {
      await share(['medical', 'contacts', 'calendar', 'photos'].filter((each) => each !== area) as CareArea[])
      const add = adds.find((each) => each.area === area)!
      for (const who of [ana, tom, frank]) {
        expect((await request(who, 'POST', add.path, add.json)).status, `${who.email} POST ${add.path}`).toBe(404)
      }
      // Rose's own thing, which no one but her may remove while the area is not shared.
      const own = await testApp.request(add.path, { method: 'POST', json: add.json, headers: { cookie: rose.cookie } })
      const id = ((await own.json()) as Record<string, { id: string }>)[add.key]!.id
      for (const who of [ana, tom, frank]) {
        expect((await request(who, 'DELETE', deletePath(add.path, id))).status, `${who.email} DELETE`).toBe(404)
      }
      // Shared: Ana may remove it, and it is gone for Rose.
      await share([area])
      expect((await request(ana, 'DELETE', deletePath(add.path, id))).status).toBeLessThan(300)
      expect((await request(tom, 'DELETE', deletePath(add.path, id))).status).toBe(404)
      const list = await testApp.request(
        add.path === '/api/calendar/events' ? `${add.path}?timeMin=2026-11-01T00:00:00Z` : add.path,
        {
          headers: { cookie: rose.cookie },
        },
      )
      expect(JSON.stringify(await list.json())).not.toContain(id)
    }
    // A photo the same way: not shared, it stays; shared, Ana may remove it.
    const photo = ((await (await sendPhoto(rose, 'Beach')).json()) as { photo: { id: string } }).photo.id
    await share(['calendar'])
    expect((await request(ana, 'DELETE', `/api/photos/${photo}`)).status).toBe(404)
    expect((await request(frank, 'DELETE', `/api/photos/${photo}`)).status).toBe(404)
    await share(['photos'])
    expect((await request(ana, 'DELETE', `/api/photos/${photo}`)).status).toBeLessThan(300)
  })

  it('loses an area on the very next request after the person turns it off, and everything when the link ends', async () => {
    await share(['medical', 'contacts', 'photos', 'calendar', 'alerts'])
    await share(['calendar'])
    for (const each of requests) {
      const status = (await request(ana, each.method, each.path(), each.json)).status
      expect(status, `${each.method} ${each.path()}`).toBe(each.area === 'calendar' ? 200 : 404)
    }
    const ended = await testApp.request(`/api/family/${linkId}`, { method: 'DELETE', headers: { cookie: rose.cookie } })
    expect(ended.status).toBe(204)
    for (const each of requests) {
      expect((await request(ana, each.method, each.path(), each.json)).status, `${each.method} ${each.path()}`).toBe(
        404,
      )
    }
    // Ana's own data is still hers, with or without naming herself.
    expect((await request(ana, 'GET', '/api/medical-records', undefined, ana.user.id)).status).toBe(200)
  })

  it('writes every request a family member made in the person’s log, as a look or a change', async () => {
    const log = await testApp.db.select().from(careAccessLog).where(eq(careAccessLog.personId, rose.user.id))
    expect(log.every((entry) => entry.actorId === ana.user.id)).toBe(true)
    expect(log).toContainEqual(
      expect.objectContaining({ area: 'medical', action: 'read', request: 'GET /api/medical-records' }),
    )
    expect(log).toContainEqual(
      expect.objectContaining({ area: 'photos', action: 'change', request: `PATCH /api/photos/${mine.photo}` }),
    )

    // Rose reads it, newest first, with who it was, a page at a time; it is hers alone.
    type Page = {
      entries: { id: string; who: { email: string }; area: string; action: string; at: string }[]
      next: string | null
    }
    const read = async (who: Person, query = '') =>
      (await (await testApp.request(`/api/family/log${query}`, { headers: { cookie: who.cookie } })).json()) as Page
    const first = await read(rose)
    expect(first.entries).toHaveLength(Math.min(50, log.length))
    expect(first.entries.every((entry) => entry.who.email === ana.email)).toBe(true)
    const times = first.entries.map((entry) => entry.at)
    expect(times).toEqual(times.toSorted().reverse())
    const seen = [...first.entries]
    for (let page = first; page.next;) {
      page = await read(rose, `?after=${page.next}`)
      seen.push(...page.entries)
    }
    expect(seen).toHaveLength(log.length)
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(log.length)
    expect((await read(ana)).entries).toEqual([])
    expect((await read(frank, `?after=${first.entries[0]!.id}`)).entries).toEqual([])
  })
})
