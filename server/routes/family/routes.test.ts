import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { careLinks } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

type Person = Awaited<ReturnType<typeof createSignedInUser>>
type LinkView = {
  id: string
  role: 'person' | 'caretaker'
  status: 'invited' | 'active'
  invitedByMe: boolean
  other: { name: string | null; email: string }
  areas: string[]
}

const call = (method: string, path: string, who?: Person, json?: unknown, headers: Record<string, string> = {}) =>
  testApp.request(`/api/family${path}`, {
    method,
    json,
    headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
  })
const linksOf = async (who: Person) => ((await (await call('GET', '', who)).json()) as { links: LinkView[] }).links
/** Sends an invitation and returns the token e-mailed with it. */
async function invite(from: Person, email: string, invitee: 'family' | 'person', language = 'en') {
  const response = await call('POST', '/invitations', from, { email, invitee }, { 'x-sage-language': language })
  expect(response.status, await response.clone().text()).toBe(201)
  const link = testApp.lastLinkTo(email)
  expect(link.pathname).toBe('/family/accept')
  return { link: ((await response.json()) as { link: LinkView }).link, token: link.searchParams.get('token')! }
}
const acceptWith = (who: Person, body: object) => call('POST', '/accept', who, body)

describe('/api/family', () => {
  it('answers 401 to someone signed out', async () => {
    expect((await call('GET', '')).status).toBe(401)
    expect((await call('POST', '/invitations', undefined, { email: 'a@example.org', invitee: 'family' })).status).toBe(
      401,
    )
  })

  it('a daughter invites her mother, who accepts from the e-mail; nothing is shared until the mother chooses', async () => {
    const ana = await createSignedInUser(testApp)
    const rose = await createSignedInUser(testApp)
    const { link, token } = await invite(ana, rose.email, 'person')
    expect(link).toMatchObject({
      role: 'caretaker',
      status: 'invited',
      invitedByMe: true,
      other: { name: null, email: rose.email },
      areas: [],
    })
    const mail = testApp.mails.filter((item) => item.to === rose.email).at(-1)!
    expect(mail.subject).toBe(`${ana.email} would like to help you with Sage`)
    expect(mail.text).toContain('Nothing is shared until you choose')

    // Rose sees the invitation waiting for her address, then accepts it with the e-mailed token.
    expect(await linksOf(rose)).toEqual([
      expect.objectContaining({
        id: link.id,
        role: 'person',
        status: 'invited',
        invitedByMe: false,
        other: { name: ana.email, email: ana.email },
      }),
    ])
    // Before accepting, the e-mailed link says who sent it; only to Rose.
    const preview = await call('POST', '/preview', rose, { token })
    expect(((await preview.json()) as { link: LinkView }).link).toMatchObject({
      id: link.id,
      role: 'person',
      other: { email: ana.email },
    })
    const accepted = await acceptWith(rose, { token })
    expect(accepted.status).toBe(200)
    expect(((await accepted.json()) as { link: LinkView }).link).toMatchObject({
      role: 'person',
      status: 'active',
      other: { email: ana.email },
      areas: [],
    })
    expect(await linksOf(ana)).toEqual([
      expect.objectContaining({
        id: link.id,
        role: 'caretaker',
        status: 'active',
        other: expect.objectContaining({ email: rose.email }),
      }),
    ])

    // Only Rose chooses what is shared; Ana cannot share Rose's things herself.
    expect((await call('PUT', `/${link.id}/areas`, ana, { areas: ['calendar'] })).status).toBe(404)
    const shared = await call('PUT', `/${link.id}/areas`, rose, { areas: ['calendar', 'photos', 'calendar'] })
    expect(((await shared.json()) as { link: LinkView }).link.areas).toEqual(['calendar', 'photos'])
    expect((await linksOf(ana))[0]!.areas).toEqual(['calendar', 'photos'])
    expect((await call('PUT', `/${link.id}/areas`, rose, { areas: ['chats'] })).status).toBe(400)

    // The token worked once.
    expect((await acceptWith(rose, { token })).status).toBe(404)
  })

  it('a mother invites her son from Settings, in Spanish, and he accepts from the banner by its id', async () => {
    const rose = await createSignedInUser(testApp)
    const tom = await createSignedInUser(testApp)
    const { link } = await invite(rose, tom.email, 'family', 'es')
    const mail = testApp.mails.filter((item) => item.to === tom.email).at(-1)!
    expect(mail.subject).toBe(`${rose.email} le ha invitado a su círculo familiar en Sage`)
    const [waiting] = await linksOf(tom)
    expect(waiting).toMatchObject({ id: link.id, role: 'caretaker', status: 'invited' })
    expect((await acceptWith(tom, { id: link.id })).status).toBe(200)
    expect(await linksOf(rose)).toEqual([expect.objectContaining({ role: 'person', status: 'active', areas: [] })])
  })

  it('writes to a family member who has an account in their own language, whatever the sender reads', async () => {
    const rose = await createSignedInUser(testApp)
    const ana = await createSignedInUser(testApp)
    const chose = await testApp.request('/api/settings/language', {
      method: 'PUT',
      json: { selectedLanguage: 'es' },
      headers: { cookie: ana.cookie },
    })
    expect(chose.status).toBe(200)
    await invite(rose, ana.email.toUpperCase(), 'family', 'en')
    const mail = testApp.mails.filter((item) => item.to.toLowerCase() === ana.email.toLowerCase()).at(-1)!
    expect(mail.subject).toBe(`${rose.email} le ha invitado a su círculo familiar en Sage`)
  })

  it('an invitation is only for the address it was sent to, and not for its sender', async () => {
    const ana = await createSignedInUser(testApp)
    const rose = await createSignedInUser(testApp)
    const stranger = await createSignedInUser(testApp)
    const { link, token } = await invite(ana, rose.email, 'person')
    for (const [who, body] of [
      [stranger, { token }],
      [stranger, { id: link.id }],
      [ana, { token }],
    ] as const) {
      const response = await acceptWith(who, body)
      expect(response.status).toBe(404)
    }
    expect((await call('POST', '/preview', stranger, { token })).status).toBe(404)
    expect((await call('POST', '/preview', ana, { token })).status).toBe(404)
    expect(await linksOf(stranger)).toEqual([])
    expect((await linksOf(ana))[0]).toMatchObject({ status: 'invited' })
  })

  it('an invitation expires after 14 days: it answers 410, changes nothing, and is no longer listed', async () => {
    const ana = await createSignedInUser(testApp)
    const rose = await createSignedInUser(testApp)
    const { link, token } = await invite(ana, rose.email, 'person')
    await testApp.db
      .update(careLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(careLinks.id, link.id))
    expect((await call('POST', '/preview', rose, { token })).status).toBe(410)
    const response = await acceptWith(rose, { token })
    expect(response.status).toBe(410)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'This invitation has expired. Please ask for a new one.',
    )
    expect(await linksOf(rose)).toEqual([])
    expect(await linksOf(ana)).toEqual([])
    const [row] = await testApp.db.select().from(careLinks).where(eq(careLinks.id, link.id))
    expect(row).toMatchObject({ acceptedAt: null, caretakerId: ana.user.id, personId: null })
  })

  it('inviting the same address again sends a new link in place of the first, which stops working', async () => {
    const ana = await createSignedInUser(testApp)
    const rose = await createSignedInUser(testApp)
    const first = await invite(ana, rose.email, 'person')
    const second = await invite(ana, rose.email.toUpperCase(), 'person')
    expect(second.link.id).toBe(first.link.id)
    expect((await acceptWith(rose, { token: first.token })).status).toBe(404)
    expect((await acceptWith(rose, { token: second.token })).status).toBe(200)
  })

  it('refuses inviting oneself, someone already linked, and an address that is not one', async () => {
    const ana = await createSignedInUser(testApp)
    const rose = await createSignedInUser(testApp)
    const self = await call('POST', '/invitations', ana, { email: ana.email, invitee: 'person' })
    expect(self.status).toBe(400)
    expect(((await self.json()) as { error: { message: string } }).error.message).toBe('You cannot invite yourself.')
    const { token } = await invite(ana, rose.email, 'person')
    expect((await acceptWith(rose, { token })).status).toBe(200)
    const again = await call('POST', '/invitations', ana, { email: rose.email, invitee: 'person' })
    expect(again.status).toBe(409)
    expect((await call('POST', '/invitations', ana, { email: 'not an address', invitee: 'person' })).status).toBe(400)
    expect((await call('POST', '/invitations', ana, { email: 'x@example.org', invitee: 'boss' })).status).toBe(400)
  })

  it('either side can end a link; the invited can decline and the sender take an invitation back', async () => {
    const ana = await createSignedInUser(testApp)
    const rose = await createSignedInUser(testApp)
    const stranger = await createSignedInUser(testApp)
    const { link, token } = await invite(ana, rose.email, 'person')
    expect((await acceptWith(rose, { token })).status).toBe(200)
    await call('PUT', `/${link.id}/areas`, rose, { areas: ['photos'] })
    expect((await call('DELETE', `/${link.id}`, stranger)).status).toBe(404)
    expect((await call('DELETE', `/${link.id}`, ana)).status).toBe(204)
    expect(await linksOf(rose)).toEqual([])
    expect(await linksOf(ana)).toEqual([])
    const [ended] = await testApp.db.select().from(careLinks).where(eq(careLinks.id, link.id))
    expect(ended?.areas).toEqual([])
    expect((await call('PUT', `/${link.id}/areas`, rose, { areas: ['photos'] })).status).toBe(404)

    const declined = await invite(ana, rose.email, 'person')
    expect((await call('DELETE', `/${declined.link.id}`, rose)).status).toBe(204)
    expect((await acceptWith(rose, { token: declined.token })).status).toBe(404)
    const takenBack = await invite(rose, ana.email, 'family')
    expect((await call('DELETE', `/${takenBack.link.id}`, rose)).status).toBe(204)
    expect(await linksOf(ana)).toEqual([])
  })

  it('a person can have several family members, and a family member several people', async () => {
    const ana = await createSignedInUser(testApp)
    const tom = await createSignedInUser(testApp)
    const rose = await createSignedInUser(testApp)
    const frank = await createSignedInUser(testApp)
    for (const [from, to] of [
      [ana, rose],
      [tom, rose],
      [ana, frank],
    ] as const) {
      const { token } = await invite(from, to.email, 'person')
      expect((await acceptWith(to, { token })).status).toBe(200)
    }
    expect((await linksOf(rose)).map((link) => link.other.email).sort()).toEqual([ana.email, tom.email].sort())
    expect((await linksOf(ana)).map((link) => link.other.email).sort()).toEqual([frank.email, rose.email].sort())
  })
})
