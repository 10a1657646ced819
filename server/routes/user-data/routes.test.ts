import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userData } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const put = (json: unknown, cookie?: string) =>
  testApp.request('/api/user-data', { method: 'PUT', json, headers: cookie ? { cookie } : {} })
const get = (cookie?: string) => testApp.request('/api/user-data', { headers: cookie ? { cookie } : {} })

describe('/api/user-data', () => {
  it('answers 401 to someone signed out, and stores nothing', async () => {
    expect((await get()).status).toBe(401)
    const response = await put({ firstName: 'Rose' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in first.' } })
  })

  it.each([
    [{ emergencyContactEmail: 'not an address' }, 'emergencyContactEmail'],
    [{ userType: 'admin' }, 'userType'],
    [{ firstName: 'x'.repeat(101) }, 'firstName'],
    [{ id: 'not-a-uuid' }, 'id'],
    [{ favouriteColour: 'green' }, 'favouriteColour'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const { cookie } = await createSignedInUser(testApp)
    const response = await put(body, cookie)
    expect(response.status).toBe(400)
    expect((await response.json()).error.message).toContain(field)
  })

  it('saves the questionnaire once, even when the first save is sent twice', async () => {
    const { cookie, user } = await createSignedInUser(testApp)
    expect(await (await get(cookie)).json()).toEqual({ userData: null })
    const id = randomUUID()
    const answers = {
      id,
      firstName: 'Rose',
      lastName: 'Miller',
      city: 'Dayton',
      userType: 'elder',
      medications: 'Aspirin',
    }
    const first = await put(answers, cookie)
    expect(first.status).toBe(200)
    expect((await first.json()).userData).toMatchObject({ id, firstName: 'Rose', email: user.email, userType: 'elder' })
    expect((await put(answers, cookie)).status).toBe(200)
    expect(await testApp.db.select().from(userData).where(eq(userData.userId, user.id))).toHaveLength(1)
  })

  it('updates the latest row and reads it back', async () => {
    const { cookie } = await createSignedInUser(testApp)
    await put({ firstName: 'Rose', city: 'Dayton' }, cookie)
    await put({ city: 'Columbus' }, cookie)
    expect((await (await get(cookie)).json()).userData).toMatchObject({ firstName: 'Rose', city: 'Columbus' })
  })

  it('shows each person only their own profile', async () => {
    const rose = await createSignedInUser(testApp)
    const frank = await createSignedInUser(testApp)
    await put({ firstName: 'Rose' }, rose.cookie)
    expect((await (await get(frank.cookie)).json()).userData).toBeNull()
    // Frank cannot reach Rose's row by sending its id either.
    const [roseRow] = await testApp.db.select().from(userData).where(eq(userData.userId, rose.user.id))
    await put({ id: roseRow!.id, firstName: 'Frank' }, frank.cookie)
    const [after] = await testApp.db.select().from(userData).where(eq(userData.id, roseRow!.id))
    expect(after?.firstName).toBe('Rose')
  })
})
