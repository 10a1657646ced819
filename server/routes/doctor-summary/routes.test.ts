import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SummaryDocument } from '#shared/summary/summary.ts'
import {
  careAccessLog,
  doctorQuestions,
  medicalRecords,
  medicationDoses,
  medications,
} from '#server/db/schema/index.ts'
import { familyMember, rosa } from '#server/test/circle.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { invalidInputNaming } from '#server/test/expect.ts'
import { createSignedInUser } from '#server/test/factories.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const DAY = 86_400_000
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)

const call = (method: string, path: string, cookie?: string, json?: unknown, headers: Record<string, string> = {}) =>
  testApp.request(`/api/doctor-summary${path}`, {
    method,
    json,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  })
const summaryOf = async (cookie: string, query = '', headers: Record<string, string> = {}) => {
  const response = await call('GET', `?timeZone=UTC${query}`, cookie, undefined, headers)
  expect(response.status).toBe(200)
  return ((await response.json()) as { summary: SummaryDocument }).summary
}
const expectInvalid = async (request: Response | Promise<Response>, field: string) => {
  const response = await request
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual(invalidInputNaming(field))
}
const section = (summary: SummaryDocument, id: string) => summary.sections.find((part) => part.id === id)

/** Rosa with a birth date, conditions, a doctor, a medication taken 3 times of 4, records old and new, an appointment. */
async function rosaWithHistory() {
  const person = await rosa(testApp)
  await testApp.request('/api/user-data', {
    method: 'PUT',
    json: {
      firstName: 'Rosa',
      lastName: 'Diaz',
      birthDate: '1944-03-03',
      medicalConditions: 'High blood pressure, diabetes',
      doctorName: 'Dr. Lee',
      doctorPhone: '555-0199',
    },
    headers: { cookie: person.cookie },
  })
  const [pill] = await testApp.db
    .insert(medications)
    .values({
      userId: person.user.id,
      name: 'Lisinopril',
      dose: '10 mg',
      schedule: { repeat: 'daily', times: ['08:00'] },
      startDate: dayOf(-40),
      timeZone: 'UTC',
    })
    .returning({ id: medications.id })
  const states = ['taken', 'taken', 'missed', 'taken'] as const
  await testApp.db.insert(medicationDoses).values(
    states.map((state, index) => ({
      userId: person.user.id,
      medicationId: pill!.id,
      date: dayOf(-index - 1),
      time: '08:00',
      dueAt: new Date(`${dayOf(-index - 1)}T08:00:00Z`),
      state,
    })),
  )
  await testApp.db.insert(medicalRecords).values([
    { userId: person.user.id, type: 'Lab Result', title: 'Blood test', date: dayOf(-20), status: 'Normal' },
    { userId: person.user.id, type: 'Surgery', title: 'Knee surgery', date: dayOf(-800), status: 'Completed' },
  ])
  for (const summary of ['Check-up with Dr. Lee', 'Bingo night'])
    await testApp.request('/api/calendar/events', {
      method: 'POST',
      json: {
        summary,
        start: { dateTime: `${dayOf(5)}T10:00:00Z`, timeZone: 'UTC' },
        end: { dateTime: `${dayOf(5)}T11:00:00Z`, timeZone: 'UTC' },
      },
      headers: { cookie: person.cookie },
    })
  return person
}

describe('/api/doctor-summary', () => {
  it('answers 401 when signed out', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/pdf'],
      ['GET', '/questions'],
      ['POST', '/questions'],
    ] as const)
      expect((await call(method, path, undefined, method === 'POST' ? { text: 'Why?' } : undefined)).status).toBe(401)
  })

  it("treats another person's summary and questions as missing", async () => {
    const person = await rosaWithHistory()
    const stranger = await createSignedInUser(testApp)
    const kept = await call('POST', '/questions', person.cookie, { text: 'Is my knee worse?' })
    const { question } = (await kept.json()) as { question: { id: string } }
    expect((await call('DELETE', `/questions/${question.id}`, stranger.cookie)).status).toBe(404)
    expect((await call('DELETE', '/questions/not-an-id', stranger.cookie)).status).toBe(404)
    const asking = { 'x-sage-person': person.user.id }
    expect((await call('GET', '', stranger.cookie, undefined, asking)).status).toBe(404)
    expect((await call('GET', '/pdf', stranger.cookie, undefined, asking)).status).toBe(404)
    expect(await (await call('GET', '/questions', stranger.cookie)).json()).toEqual({ questions: [] })
  })

  it('refuses bad input, naming the field, and keeps nothing', async () => {
    const { cookie, user } = await createSignedInUser(testApp)
    await expectInvalid(call('GET', '?language=klingon', cookie), 'language')
    await expectInvalid(call('GET', '?date=2026-02-30', cookie), 'date')
    await expectInvalid(call('GET', '?timeZone=Mars/Olympus', cookie), 'timeZone')
    await expectInvalid(call('GET', '/pdf?paper=A3', cookie), 'paper')
    await expectInvalid(call('POST', '/questions', cookie, { text: '   ' }), 'text')
    await expectInvalid(call('POST', '/questions', cookie, { text: 'x'.repeat(301) }), 'text')
    const kept = await testApp.db.select().from(doctorQuestions).where(eq(doctorQuestions.userId, user.id))
    expect(kept).toEqual([])
  })

  it('writes the summary: age, conditions, medications with the share taken, records of the year, appointments, contacts, questions', async () => {
    const person = await rosaWithHistory()
    await call('POST', '/questions', person.cookie, { text: 'Is my knee worse?' })
    const summary = await summaryOf(person.cookie, '&doctor=Dr.%20Lee&date=2026-12-03')
    expect(summary.title).toBe('Summary for the doctor')
    expect(summary.visit).toBe('For the visit with Dr. Lee on Thursday, December 3, 2026')
    expect(summary.facts).toEqual([
      { label: 'Name', value: 'Rosa Diaz' },
      { label: 'Age', value: expect.stringMatching(/^\d\d \(born March 3, 1944\)$/) },
      { label: 'Doctor', value: 'Dr. Lee, 555-0199' },
    ])
    expect(section(summary, 'conditions')?.items).toEqual(['High blood pressure', 'diabetes'])
    expect(section(summary, 'medications')?.rows).toEqual([
      ['Lisinopril', '10 mg', 'Every day at 8:00 AM', '75% (3 of 4)'],
    ])
    expect(section(summary, 'records')?.rows?.map((row) => row[2])).toEqual(['Blood test'])
    expect(section(summary, 'appointments')?.items).toEqual([expect.stringContaining('Check-up with Dr. Lee')])
    expect(section(summary, 'contacts')?.items).toEqual([
      expect.stringContaining('Anna (daughter)'),
      expect.stringContaining('Ben (daughter)'),
    ])
    expect(section(summary, 'questions')?.items).toEqual(['Is my knee worse?'])
    expect(summary.footnote).toBeNull()
  })

  it("writes it in the language asked for, and in the person's own by default", async () => {
    const person = await rosaWithHistory()
    const spanish = await summaryOf(person.cookie, '&language=spanish')
    expect(spanish.lang).toBe('es-ES')
    expect(spanish.title).not.toBe('Summary for the doctor')
    await testApp.request('/api/settings/language', {
      method: 'PUT',
      json: { selectedLanguage: 'es' },
      headers: { cookie: person.cookie },
    })
    expect((await summaryOf(person.cookie)).title).toBe(spanish.title)
  })

  it('makes the same summary as a PDF', async () => {
    const person = await rosaWithHistory()
    const response = await call('GET', '/pdf?paper=LETTER&timeZone=UTC', person.cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="summary-for-the-doctor-/)
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('lets a family member with the medical area print it, with only the parts shared, and logs it', async () => {
    const person = await rosaWithHistory()
    const member = await familyMember(testApp, person, ['medical'])
    const summary = await summaryOf(member.cookie, '', { 'x-sage-person': person.user.id })
    expect(summary.facts[0]).toEqual({ label: 'Name', value: 'Rosa Diaz' })
    expect(summary.sections.map((part) => part.id)).toEqual(['conditions', 'records', 'questions'])
    expect(summary.footnote).toMatch(/family member/)
    const logged = await testApp.db
      .select()
      .from(careAccessLog)
      .where(and(eq(careAccessLog.personId, person.user.id), eq(careAccessLog.actorId, member.user.id)))
    expect(logged.map((row) => row.area)).toContain('medical')

    const withMore = await familyMember(testApp, person, ['medical', 'medications', 'calendar', 'contacts'])
    const fuller = await summaryOf(withMore.cookie, '', { 'x-sage-person': person.user.id })
    expect(fuller.sections.map((part) => part.id)).toEqual([
      'conditions',
      'medications',
      'records',
      'appointments',
      'contacts',
      'questions',
    ])
    const calendarOnly = await familyMember(testApp, person, ['calendar'])
    expect((await call('GET', '', calendarOnly.cookie, undefined, { 'x-sage-person': person.user.id })).status).toBe(
      404,
    )
  })

  it('keeps questions for the doctor, oldest first, and removes one', async () => {
    const { cookie } = await createSignedInUser(testApp)
    for (const text of ['Is my knee worse?', 'Can I stop the water pill?']) {
      const response = await call('POST', '/questions', cookie, { text })
      expect(response.status).toBe(201)
    }
    const { questions } = (await (await call('GET', '/questions', cookie)).json()) as {
      questions: { id: string; text: string }[]
    }
    expect(questions.map((question) => question.text)).toEqual(['Is my knee worse?', 'Can I stop the water pill?'])
    expect((await call('DELETE', `/questions/${questions[0]!.id}`, cookie)).status).toBe(204)
    expect(section(await summaryOf(cookie), 'questions')?.items).toEqual(['Can I stop the water pill?'])
  })
})
