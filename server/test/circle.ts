// The people around an older person, as tests need them: a person with a profile and two
// contacts, a contact who agrees to alerts from the mail, a family member linked with some areas.
import { expect } from 'vitest'
import { userData } from '#server/db/schema/index.ts'
import type { TestApp } from './app.ts'
import { createSignedInUser } from './factories.ts'

let counter = 0

/** Rosa Diaz, with a profile and two contacts with e-mail addresses (Anna and Ben), not yet asked. */
export async function rosa(testApp: TestApp) {
  counter += 1
  const person = await createSignedInUser(testApp)
  await testApp.db
    .insert(userData)
    .values({ userId: person.user.id, firstName: 'Rosa', lastName: 'Diaz', phoneNumber: '555-0123' })
  const tag = `${counter}-${person.user.id.slice(0, 6)}`
  const add = async (name: string, email: string) => {
    const response = await testApp.request('/api/emergency-contacts', {
      method: 'POST',
      json: { name, relationship: 'daughter', email, phone: '555-0100' },
      headers: { cookie: person.cookie },
    })
    return ((await response.json()) as { contact: { id: string } }).contact.id
  }
  const annaEmail = `anna${tag}@example.org`
  const benEmail = `ben${tag}@example.org`
  return { ...person, anna: await add('Anna', annaEmail), ben: await add('Ben', benEmail), annaEmail, benEmail }
}

/** Asks a contact to agree to alerts (or stops them). */
export const setAlerts = (testApp: TestApp, cookie: string, id: string, json: unknown) =>
  testApp.request(`/api/emergency-contacts/${id}/alerts`, { method: 'PUT', json, headers: { cookie } })

/** The contact opens the confirm link and presses the button, in their browser's language. */
export async function confirmFromMail(testApp: TestApp, address: string, acceptLanguage = 'en-US') {
  const link = testApp.lastLinkTo(address)
  const page = await testApp.app.request(`${link.pathname}${link.search}`, {
    headers: { 'accept-language': acceptLanguage },
  })
  expect(page.status).toBe(200)
  const token = link.searchParams.get('token')!
  const done = await testApp.app.request(link.pathname, {
    method: 'POST',
    body: new URLSearchParams({ token }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': acceptLanguage },
  })
  expect(done.status).toBe(200)
  return done.text()
}

/**
 * A family member who invites the person, is accepted, is given `areas`, and (unless `mails` is
 * false) agrees to be e-mailed alerts; in Spanish when `language` says so.
 */
export async function familyMember(
  testApp: TestApp,
  person: { email: string; cookie: string },
  areas: string[],
  { language, mails = true }: { language?: 'es'; mails?: boolean } = {},
) {
  const member = await createSignedInUser(testApp)
  const call = (path: string, method: string, json: unknown, cookie: string) =>
    testApp.request(path, { method, json, headers: { cookie } })
  if (language) await call('/api/settings/language', 'PUT', { selectedLanguage: language }, member.cookie)
  const invited = await call(
    '/api/family/invitations',
    'POST',
    { email: person.email, invitee: 'person' },
    member.cookie,
  )
  const { link } = (await invited.json()) as { link: { id: string } }
  await call('/api/family/accept', 'POST', { id: link.id }, person.cookie)
  await call(`/api/family/${link.id}/areas`, 'PUT', { areas }, person.cookie)
  // The family member's own agreement to be e-mailed; only they can give it.
  expect((await call(`/api/family/${link.id}/alert-mails`, 'PUT', { on: mails }, person.cookie)).status).toBe(404)
  const agreed = await call(`/api/family/${link.id}/alert-mails`, 'PUT', { on: mails }, member.cookie)
  expect(agreed.status).toBe(200)
  return { ...member, linkId: link.id }
}
