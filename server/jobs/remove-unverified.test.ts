import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { medicalRecords, userData, users } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { removeUnverifiedAccounts } from './remove-unverified.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const DAY = 86_400_000

async function makeUser(id: string, verified: boolean, ageDays: number) {
  const createdAt = new Date(Date.now() - ageDays * DAY)
  await testApp.db
    .insert(users)
    .values({ id, name: id, email: `${id}@example.org`, emailVerified: verified, createdAt })
  await testApp.db.insert(userData).values({ userId: id, firstName: id })
  await testApp.db.insert(medicalRecords).values({ userId: id, type: 'Other', title: 'Note', date: '2026-01-01' })
}

describe('removeUnverifiedAccounts', () => {
  it('removes unverified accounts older than 7 days with all their rows, and nothing else', async () => {
    await makeUser('old-unverified', false, 8)
    await makeUser('new-unverified', false, 6)
    await makeUser('old-verified', true, 30)

    expect(await removeUnverifiedAccounts(testApp.db)).toBe(1)

    const left = (await testApp.db.select({ id: users.id }).from(users)).map((row) => row.id)
    expect(left).toEqual(expect.arrayContaining(['new-unverified', 'old-verified']))
    expect(left).not.toContain('old-unverified')
    expect(await testApp.db.select().from(userData).where(eq(userData.userId, 'old-unverified'))).toEqual([])
    expect(await testApp.db.select().from(medicalRecords).where(eq(medicalRecords.userId, 'old-unverified'))).toEqual(
      [],
    )
    expect(await testApp.db.select().from(userData).where(eq(userData.userId, 'new-unverified'))).toHaveLength(1)
  })
})
