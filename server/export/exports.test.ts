import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator'
import { eq } from 'drizzle-orm'
import { unzipSync, strFromU8 } from 'fflate'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  calendarEvents,
  careAccessLog,
  careLinks,
  dataExports,
  emergencyContacts,
  medicalRecords,
  medicationDoses,
  medications,
  messages,
  photos,
} from '#server/db/schema/index.ts'
import { exportFiles } from '#shared/export/export-words.ts'
import { photoFileKeys } from '#server/photos/photos.ts'
import { type TestApp, TEST_ORIGIN, createTestApp } from '#server/test/app.ts'
import { personWithEverything } from '#server/test/everything.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { type FakeGoogle, startFakeGoogle } from '#server/test/fake-google.ts'
import { EXPORT_HOURS, EXPORT_LEASE_MS, advanceExports, removeExpiredExports } from './exports.ts'

let testApp: TestApp
let google: FakeGoogle
beforeAll(async () => {
  google = await startFakeGoogle({ redirectUri: `${TEST_ORIGIN}/auth/google-callback` })
  testApp = await createTestApp({ calendar: { google: google.config } })
})
afterAll(async () => {
  await testApp.close()
  await google.close()
})

const deps = () => ({ db: testApp.db, store: testApp.photoStore, logger: pino({ level: 'silent' }) })
const call = (method: string, path: string, cookie?: string) =>
  testApp.request(`/api/data-export${path}`, { method, headers: cookie ? { cookie } : {} })
type ExportView = { id: string; state: string; done: number; total: number; size: number | null; expiresAt: string }
const stateOf = async (cookie: string) =>
  ((await (await call('GET', '', cookie)).json()) as { export: ExportView | null }).export

const HOUR = 3_600_000
// The R4 schema is large: it is compiled once for the file.
const fhirSchema = new JSONSchemaValidator()
const json = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]!)) as unknown

describe('/api/data-export', () => {
  it('answers 401 signed out, and nobody reaches another person’s download', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', '/fhir'],
      ['GET', `/${crypto.randomUUID()}/file`],
    ] as const)
      expect((await call(method, path)).status).toBe(401)
    const person = await createSignedInUser(testApp)
    const stranger = await createSignedInUser(testApp)
    const { export: asked } = (await (await call('POST', '', person.cookie)).json()) as { export: ExportView }
    await advanceExports(deps())
    expect((await call('GET', `/${asked.id}/file`, stranger.cookie)).status).toBe(404)
    expect((await call('GET', '/not-an-id/file', person.cookie)).status).toBe(404)
    // A family member never downloads the person's data, whatever is shared.
    const asking = { cookie: stranger.cookie, 'x-sage-person': person.user.id }
    expect((await testApp.request('/api/data-export', { headers: asking })).status).toBe(404)
  })

  it('builds one zip with every item the person entered, photos and recordings byte for byte', async () => {
    const person = await personWithEverything(testApp, google)
    // The readable parts are written in the person's language, at their clock's time.
    const spanish = await testApp.request('/api/settings/language', {
      method: 'PUT',
      json: { selectedLanguage: 'es' },
      headers: { cookie: person.cookie },
    })
    expect(spanish.status).toBe(200)
    await testApp.db
      .update(medications)
      .set({ timeZone: 'Europe/Madrid' })
      .where(eq(medications.userId, person.user.id))
    const asked = await call('POST', '', person.cookie)
    expect(asked.status).toBe(202)
    expect((await asked.json()) as { export: ExportView }).toMatchObject({ export: { state: 'waiting' } })
    // Asking again while it waits is the same export.
    const again = (await (await call('POST', '', person.cookie)).json()) as { export: ExportView }
    expect(again.export.id).toBe((await stateOf(person.cookie))!.id)

    expect(await advanceExports(deps())).toBeGreaterThanOrEqual(1)
    const ready = (await stateOf(person.cookie))!
    expect(ready).toMatchObject({ state: 'ready' })
    expect(ready.done).toBe(ready.total)
    expect(new Date(ready.expiresAt).getTime() - Date.now()).toBeGreaterThan((EXPORT_HOURS - 1) * HOUR)

    const download = await call('GET', `/${ready.id}/file`, person.cookie)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/zip')
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sage-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    )
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()))
    const names = Object.keys(files)
    // Every part the README explains is there (a folder, with something in it).
    expect(names).toContain('README.txt')
    for (const part of exportFiles)
      expect(part.endsWith('/') ? names.some((name) => name.startsWith(part)) : names.includes(part), part).toBe(true)

    // Each part holds as many items as the database has of the person's.
    const owned = async (
      table:
        | typeof medicalRecords
        | typeof emergencyContacts
        | typeof messages
        | typeof photos
        | typeof medicationDoses
        | typeof calendarEvents,
    ) => (await testApp.db.select().from(table).where(eq(table.userId, person.user.id))).length
    expect(json(files, 'medical-records.json')).toHaveLength(await owned(medicalRecords))
    expect(json(files, 'emergency-contacts.json')).toHaveLength(await owned(emergencyContacts))
    const medicationsPart = json(files, 'medications.json') as { medications: unknown[]; doses: unknown[] }
    expect(medicationsPart.medications).toHaveLength(1)
    expect(medicationsPart.doses).toHaveLength(await owned(medicationDoses))
    expect(json(files, 'doctor-questions.json')).toEqual([expect.objectContaining({ text: 'Is my knee worse?' })])
    const conversations = json(files, 'chats/conversations.json') as { messages: unknown[] }[]
    expect(conversations.flatMap((chat) => chat.messages)).toHaveLength(await owned(messages))
    const readable = names.filter((name) => /^chats\/.*\.txt$/.test(name))
    expect(readable).toHaveLength(conversations.length)
    expect(strFromU8(files[readable[0]!]!)).toMatch(/^Usted \(\d+ \S+ \d{4}, \d{1,2}:\d{2}\):\nHello Sage/m)
    const readme = strFromU8(files['README.txt']!)
    expect(readme).toMatch(/^Sus datos de Sage\n=+\n/)
    expect(readme).toContain('medical-fhir.json\n    Su historial médico, medicamentos')
    expect(readme).toContain('de la zona Europe/Madrid')
    expect(strFromU8(files['calendar.ics']!)).toContain('SUMMARY:Dentist')
    expect(await owned(calendarEvents)).toBe(1)
    expect(json(files, 'profile.json')).toMatchObject({
      account: { email: person.email },
      profile: [{ firstName: 'Rosa' }],
    })

    const [photo] = await testApp.db.select().from(photos).where(eq(photos.userId, person.user.id))
    const photoList = json(files, 'photos/photos.json') as { file: string; caption: string }[]
    expect(photoList).toHaveLength(await owned(photos))
    const stored = await testApp.photoStore.get(photoFileKeys(photo!.storageKey)[0]!)
    expect(Buffer.from(files[`photos/${photoList[0]!.file}`]!)).toEqual(stored)
    const recordings = names.filter((name) => name.startsWith('recordings/'))
    expect(recordings).toHaveLength(1)
    expect(strFromU8(files[recordings[0]!]!)).toBe('voice')

    const family = json(files, 'family.json') as { links: { role: string }[]; accessLog: unknown[] }
    const links = await testApp.db.select().from(careLinks)
    expect(family.links).toHaveLength(
      links.filter((link) => [link.personId, link.caretakerId, link.invitedBy].includes(person.user.id)).length,
    )
    expect(family.links.map((link) => link.role).sort()).toEqual(['I help them', 'they help me'])
    const logged = await testApp.db.select().from(careAccessLog).where(eq(careAccessLog.personId, person.user.id))
    expect(family.accessLog).toHaveLength(logged.length)

    const bundle = json(files, 'medical-fhir.json') as {
      resourceType: string
      entry: { resource: { resourceType: string } }[]
    }
    expect(fhirSchema.validate(bundle)).toEqual([])
    expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual(
      expect.arrayContaining([
        'Patient',
        'Condition',
        'MedicationStatement',
        'MedicationAdministration',
        'RelatedPerson',
      ]),
    )
  })

  it('offers the medical part alone as a FHIR R4 Bundle', async () => {
    const person = await personWithEverything(testApp, google)
    const response = await call('GET', '/fhir', person.cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/fhir\+json/)
    const bundle = (await response.json()) as { resourceType: string; type: string }
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' })
    expect(fhirSchema.validate(bundle)).toEqual([])
  })

  it('takes up an export a stopped server left, and removes downloads after a day', async () => {
    const person = await createSignedInUser(testApp)
    await call('POST', '', person.cookie)
    // A server claimed it and stopped: nothing happens until its lease runs out.
    const now = Date.now()
    await testApp.db
      .update(dataExports)
      .set({ state: 'working', claimedUntil: new Date(now + EXPORT_LEASE_MS) })
      .where(eq(dataExports.userId, person.user.id))
    expect(await advanceExports(deps(), () => new Date(now + 1000))).toBe(0)
    expect(await advanceExports(deps(), () => new Date(now + EXPORT_LEASE_MS + 1000))).toBe(1)
    const ready = (await stateOf(person.cookie))!
    expect(ready.state).toBe('ready')
    const [row] = await testApp.db.select().from(dataExports).where(eq(dataExports.id, ready.id))
    expect(await testApp.photoStore.get(row!.storageKey!)).not.toBeNull()

    expect(await removeExpiredExports(deps(), new Date(now + (EXPORT_HOURS + 1) * HOUR))).toBeGreaterThanOrEqual(1)
    expect(await testApp.photoStore.get(row!.storageKey!)).toBeNull()
    expect((await call('GET', `/${ready.id}/file`, person.cookie)).status).toBe(404)
    expect(await stateOf(person.cookie)).toBeNull()
  })
})
