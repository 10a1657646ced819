import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountDeletions, doctorQuestions, rateLimits } from '#server/db/schema/index.ts'
import { type TestApp, TEST_ORIGIN, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { type FakeGoogle, startFakeGoogle } from '#server/test/fake-google.ts'
import { type FakeS3, startFakeS3 } from '#server/test/fake-s3.ts'
import { personWithEverything } from '#server/test/everything.ts'
import { createS3Store } from '#server/photos/s3-store.ts'
import type { PhotoStore } from '#server/photos/store.ts'
import { startJobs } from '#server/jobs/jobs.ts'
import { saveRecording } from '#server/voice/recordings.ts'
import { MAIL_QUEUE } from '#server/jobs/queue.ts'
import { DELETION_LEASE_MS, advanceAccountDeletions } from './deletion.ts'

let testApp: TestApp
let google: FakeGoogle
let s3: FakeS3
beforeAll(async () => {
  google = await startFakeGoogle({ redirectUri: `${TEST_ORIGIN}/auth/google-callback` })
  s3 = await startFakeS3()
  const photoStore = createS3Store({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    bucket: 'sage-photos',
    accessKeyId: 'SAGEKEY',
    secretAccessKey: 'sage-secret',
    forcePathStyle: true,
  })
  testApp = await createTestApp({ calendar: { google: google.config }, photoStore })
})
afterAll(async () => {
  await testApp.close()
  await Promise.all([google.close(), s3.close()])
})

const logger = pino({ level: 'silent' })
const deps = (store: PhotoStore = testApp.photoStore) => ({
  db: testApp.db,
  store,
  mailer: testApp.mailer,
  publicUrl: 'http://sage.test',
  logger,
  calendar: { google: google.config },
})
const call = (method: string, path: string, cookie: string, json?: unknown) =>
  testApp.request(path, { method, json, headers: { cookie } })

/** Every table of the app's schema and the job queue's, as the database lists them. */
async function appTables(): Promise<string[]> {
  const result: unknown = await testApp.db.execute(
    sql`select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE' order by 1`,
  )
  return (result as { rows: { name: string }[] }).rows.map((row) => row.name)
}

/** For each table, how many rows hold any of `needles` anywhere in them (as text). */
async function rowsHolding(needles: string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {}
  for (const table of await appTables()) {
    const holds = sql.join(
      needles.map((needle) => sql`position(${needle.toLowerCase()} in lower(t::text)) > 0`),
      sql` or `,
    )
    const result: unknown = await testApp.db.execute(
      sql`select count(*)::int as count from ${sql.raw(table)} t where ${holds}`,
    )
    const count = Number((result as { rows: { count: number }[] }).rows[0]?.count ?? 0)
    if (count) found[table] = count
  }
  return found
}

describe('deleting an account', () => {
  it('asks for the password, and changes nothing when it is wrong', async () => {
    const person = await createSignedInUser(testApp)
    const wrong = await call('POST', '/api/account/delete', person.cookie, { password: 'not my password' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ error: { field: 'password' } })
    const missing = await call('POST', '/api/account/delete', person.cookie, {})
    expect(missing.status).toBe(400)
    expect((await call('GET', '/api/user-data', person.cookie)).status).toBe(200)
    expect(await testApp.db.select().from(accountDeletions)).not.toContainEqual(
      expect.objectContaining({ userId: person.user.id }),
    )
    expect((await testApp.request('/api/account/delete', { method: 'POST', json: { password: 'x' } })).status).toBe(401)
  })

  it('leaves nothing of the person in any table, file or bucket, tells the family, and revokes Google', async () => {
    const person = await personWithEverything(testApp, google)
    const needles = [person.user.id, person.email]
    expect(Object.keys(await rowsHolding(needles)).length).toBeGreaterThan(15)
    // A recording uploaded but never sent: no row names it, and it goes too.
    await saveRecording(testApp.photoStore, person.user.id, { data: Buffer.from('never sent'), type: 'audio/webm' })
    const objectsBefore = [...s3.objects.keys()].filter((key) => key.includes(person.user.id))
    expect(objectsBefore.length).toBeGreaterThanOrEqual(4)

    const asked = await call('POST', '/api/account/delete', person.cookie, { password: person.password })
    expect(asked.status).toBe(202)
    expect(asked.headers.get('set-cookie')).toMatch(/session_token=;/)
    // Signed out everywhere at once, and the password opens nothing.
    expect((await call('GET', '/api/user-data', person.cookie)).status).toBe(401)
    const signIn = await testApp.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: person.email, password: person.password },
    })
    expect(signIn.status).toBe(401)
    // Nor does a new password by mail, and the family reaches nothing of theirs from this moment.
    const reset = await testApp.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: person.email, redirectTo: '/auth/reset-password' },
    })
    expect(reset.status).toBeLessThan(500)
    expect(testApp.mails.filter((mail) => mail.to === person.email && /password/i.test(mail.subject))).toEqual([])
    const asAna = { cookie: person.ana.cookie, 'x-sage-person': person.user.id }
    expect((await testApp.request('/api/medical-records', { headers: asAna })).status).toBe(404)

    // The job queue's tick takes the deletion up; a mail it sent the person is in its tables.
    const queue = await startJobs(
      {
        database: testApp.database,
        logger,
        mailer: testApp.mailer,
        publicUrl: 'http://sage.test',
        photoStore: testApp.photoStore,
        calendar: { google: google.config },
      },
      { pollSeconds: 0.5, nudgeEveryMs: 200 },
    )
    try {
      await queue.boss.send(MAIL_QUEUE, { to: person.email, subject: 'Sleep well', text: '', link: '' })
      await expect
        .poll(async () => (await testApp.db.select().from(accountDeletions)).length, { timeout: 20_000 })
        .toBe(0)
    } finally {
      await queue.stop()
    }
    expect(await appTables()).toEqual(expect.arrayContaining(['pgboss.job', 'pgboss.archive', 'public.users']))
    expect(await rowsHolding(needles)).toEqual({})
    expect([...s3.objects.keys()].filter((key) => key.includes(person.user.id))).toEqual([])
    expect(google.knowsRefreshToken(person.refreshToken)).toBe(false)
    // Ana and Tomás are told the link ended (nothing more); Vera's open invitation is gone.
    for (const member of [person.ana, person.tomas]) {
      const mail = testApp.mails.findLast((sent) => sent.to === member.email)
      expect(mail?.subject).toBe('Your family link with Rosa Diaz in Sage has ended')
    }
    expect(testApp.mails.findLast((sent) => sent.to === person.email)?.subject).toBe(
      'Your Sage account has been deleted',
    )
    // The family's own accounts stay.
    expect((await call('GET', '/api/user-data', person.ana.cookie)).status).toBe(200)
    expect((await call('GET', '/api/family', person.tomas.cookie)).status).toBe(200)
  })

  it('finishes a deletion a server left half-done, once its claim runs out, telling each family member once', async () => {
    const person = await personWithEverything(testApp, google)
    // Someone whose address only looks like the person's keeps what is theirs.
    const lookalike = `jo${person.email}`
    await testApp.db.insert(rateLimits).values({
      id: crypto.randomUUID(),
      key: `sign-in-failures:${lookalike}`,
      count: 1,
      lastRequest: Date.now(),
    })
    await call('POST', '/api/account/delete', person.cookie, { password: person.password })
    const start = new Date()
    const later = (leases: number) => new Date(start.getTime() + leases * (DELETION_LEASE_MS + 1000))
    // Google cannot be reached: the token is kept to ask again.
    google.failing.add('revoke')
    expect(await advanceAccountDeletions(deps(), start)).toBe(0)
    expect(google.knowsRefreshToken(person.refreshToken)).toBe(true)
    google.failing.clear()
    // The next server stops while removing files: the bucket fails under it.
    const stopped = () => Promise.reject(new Error('stopped'))
    const failing: PhotoStore = { ...testApp.photoStore, delete: stopped, deleteFolder: stopped }
    expect(await advanceAccountDeletions(deps(failing), later(1))).toBe(0)
    expect(google.knowsRefreshToken(person.refreshToken)).toBe(false)
    expect(Object.keys(await rowsHolding([person.user.id]))).toContain('public.users')
    // Another look within the claim leaves it to the server holding it.
    expect(await advanceAccountDeletions(deps(), new Date(later(1).getTime() + 1000))).toBe(0)
    // After it, the deletion is taken up again and finished.
    expect(await advanceAccountDeletions(deps(), later(2))).toBe(1)
    for (const member of [person.ana, person.tomas])
      expect(testApp.mails.filter((mail) => mail.to === member.email && /has ended/.test(mail.subject))).toHaveLength(1)
    expect(await rowsHolding([person.user.id])).toEqual({})
    // The one row left with the address in it is the look-alike's.
    expect(await rowsHolding([person.email])).toEqual({ 'public.rate_limits': 1 })
    const kept = await testApp.db.select({ key: rateLimits.key }).from(rateLimits)
    expect(kept.filter((row) => row.key.includes(person.email))).toEqual([{ key: `sign-in-failures:${lookalike}` }])
    expect([...s3.objects.keys()].filter((key) => key.includes(person.user.id))).toEqual([])
    expect(await testApp.db.select().from(doctorQuestions)).not.toContainEqual(
      expect.objectContaining({ userId: person.user.id }),
    )
  })
})
