import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_IP_HEADER } from '#server/auth/auth.ts'
import { photos } from '#server/db/schema/index.ts'
import { countUse } from '#server/http/rate-limit.ts'
import { REPLY_LIMIT } from '#server/routes/chat-reply/routes.ts'
import { MAX_PHOTOS } from '#server/photos/photos.ts'
import { PHOTO_UPLOAD_LIMIT } from '#server/routes/photos/routes.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T

describe('per-person limits', () => {
  it('anonymous support messages: ten an hour from one address, with a clear message', async () => {
    const send = (address: string) =>
      testApp.request('/api/feedback', {
        method: 'POST',
        json: { name: 'Someone', email: 'someone@example.org', subject: 'Hi', message: 'Hello there' },
        headers: { [CLIENT_IP_HEADER]: address },
      })
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) statuses.push((await send('192.0.2.140')).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201))
    const refused = await send('192.0.2.140')
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ error: { message: expect.stringMatching(/^Too many requests/) } })
    expect((await send('192.0.2.141')).status).toBe(201)
  })

  it('chat replies: of 40 asked at once, no more than the minute allows; an emergency is still answered', async () => {
    const { cookie } = await createSignedInUser(testApp)
    const session = await json<{ session: { id: string } }>(
      testApp.request('/api/chat-sessions', { method: 'POST', json: {}, headers: { cookie } }),
    )
    const ask = (text: string) =>
      testApp.request(`/api/chat-sessions/${session.session.id}/reply`, {
        method: 'POST',
        json: { text, language: 'english' },
        headers: { cookie },
      })
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const response = await ask(`tell me something nice number ${i}`)
        await response.text()
        return response.status
      }),
    )
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(REPLY_LIMIT.max)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40 - REPLY_LIMIT.max)
    const help = await ask("I fell in the kitchen and can't get up")
    expect(help.status).toBe(200)
    expect(await help.text()).toMatch(/^Please call emergency services now/)
  })

  it('photos: uploads an hour and photos kept are bounded, with a clear message', async () => {
    const { cookie, user } = await createSignedInUser(testApp)
    const upload = () => {
      const form = new FormData()
      form.set('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'a.jpg')
      return testApp.request('/api/photos', { method: 'POST', body: form, headers: { cookie } })
    }
    await testApp.db.insert(photos).values(
      Array.from({ length: MAX_PHOTOS }, () => ({
        id: randomUUID(),
        userId: user.id,
        storageKey: `${user.id}/${randomUUID()}`,
        caption: '',
        date: 'Nov 24, 2026',
        width: 10,
        height: 10,
      })),
    )
    const full = await upload()
    expect(full.status).toBe(413)
    expect(await full.json()).toMatchObject({ error: { message: expect.stringContaining('the most Sage keeps') } })

    for (let i = 0; i < PHOTO_UPLOAD_LIMIT.max; i += 1) await countUse(testApp.db, user.id, PHOTO_UPLOAD_LIMIT)
    expect((await upload()).status).toBe(429)
  })
})
