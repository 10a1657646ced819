// A person with something in every part of Sage, for the tests of what leaves with them (their
// download, the deletion of their account): a profile, records, medications and doses, a question
// for the doctor, a calendar event and feed, a photo and a voice message in the file store, a chat,
// a check-in, Google Calendar connected, family both ways and an invitation waiting.
import sharp from 'sharp'
import { expect } from 'vitest'
import { sealText } from '#server/auth/sealed-text.ts'
import { checkIns, googleCalendarTokens, medicationDoses, medications, messages } from '#server/db/schema/index.ts'
import { saveRecording } from '#server/voice/recordings.ts'
import type { TestApp } from './app.ts'
import { familyMember, rosa } from './circle.ts'
import { createSignedInUser } from './factories.ts'
import type { FakeGoogle } from './fake-google.ts'

const call = (testApp: TestApp, method: string, path: string, cookie: string, json?: unknown) =>
  testApp.request(path, { method, json, headers: { cookie } })

/** Rosa with something in every part of Sage: files in the bucket, Google connected, family both ways. */
export async function personWithEverything(testApp: TestApp, google: FakeGoogle) {
  const person = await rosa(testApp)
  const as = (json: unknown, path: string, method = 'POST') => call(testApp, method, path, person.cookie, json)
  await as({ firstName: 'Rosa', lastName: 'Diaz', medicalConditions: 'Diabetes' }, '/api/user-data', 'PUT')
  await as({ type: 'Lab Result', title: 'Blood test', date: '2026-10-02' }, '/api/medical-records')
  await as({ text: 'Is my knee worse?' }, '/api/doctor-summary/questions')
  await as(
    {
      summary: 'Dentist',
      start: { dateTime: '2026-12-10T10:00:00Z', timeZone: 'UTC' },
      end: { dateTime: '2026-12-10T11:00:00Z', timeZone: 'UTC' },
    },
    '/api/calendar/events',
  )
  await as({}, '/api/calendar-feed')
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c86' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'lake.png')
  const uploaded = await testApp.request('/api/photos', {
    method: 'POST',
    body: form,
    headers: { cookie: person.cookie },
  })
  expect(uploaded.status).toBe(201)
  const chat = await as({}, '/api/chat-sessions')
  const { session } = (await chat.json()) as { session: { id: string } }
  await (await as({ text: 'Hello Sage' }, `/api/chat-sessions/${session.id}/reply`)).text()
  const recording = await saveRecording(testApp.photoStore, person.user.id, {
    data: Buffer.from('voice'),
    type: 'audio/webm',
  })
  await testApp.db.insert(messages).values({
    id: crypto.randomUUID(),
    sessionId: session.id,
    userId: person.user.id,
    content: 'a voice message',
    sender: 'user',
    type: 'voice',
    audioUrl: `/api/recordings/${recording}`,
  })
  const [pill] = await testApp.db
    .insert(medications)
    .values({
      userId: person.user.id,
      name: 'Metformin',
      schedule: { repeat: 'daily', times: ['08:00'] },
      startDate: '2026-11-01',
      timeZone: 'UTC',
    })
    .returning()
  await testApp.db.insert(medicationDoses).values({
    userId: person.user.id,
    medicationId: pill!.id,
    date: '2026-11-20',
    time: '08:00',
    dueAt: new Date('2026-11-20T08:00:00Z'),
    state: 'taken',
  })
  await testApp.db.insert(checkIns).values({ userId: person.user.id, on: true, timeZone: 'UTC' })
  const tokens = google.issueTokens(`rosa-${person.user.id}`)
  await testApp.db.insert(googleCalendarTokens).values({
    userId: person.user.id,
    accessToken: sealText(google.config.tokenKey, person.user.id, tokens.access_token),
    refreshToken: sealText(google.config.tokenKey, person.user.id, tokens.refresh_token),
    expiresAt: new Date(Date.now() + 3_600_000),
  })
  // Ana looks after Rosa; Rosa looks after her brother Tomás; Vera's invitation to Rosa is open.
  const ana = await familyMember(testApp, person, ['medical', 'calendar', 'alerts'])
  const tomas = await createSignedInUser(testApp)
  const invited = await as({ email: tomas.email, invitee: 'person' }, '/api/family/invitations')
  const { link } = (await invited.json()) as { link: { id: string } }
  await call(testApp, 'POST', '/api/family/accept', tomas.cookie, { id: link.id })
  const vera = await createSignedInUser(testApp)
  await call(testApp, 'POST', '/api/family/invitations', vera.cookie, { email: person.email, invitee: 'person' })
  return { ...person, ana, tomas, vera, refreshToken: tokens.refresh_token }
}
