import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import type { VoiceDeps } from '#server/voice/config.ts'

const voice: VoiceDeps = {}
let testApp: TestApp
let cookie: string

beforeAll(async () => {
  testApp = await createTestApp({ voice })
  cookie = (await createSignedInUser(testApp)).cookie
})
afterAll(() => testApp.close())

const status = (headers: Record<string, string> = { cookie }) => testApp.request('/api/voice/status', { headers })

describe('GET /api/voice/status', () => {
  it('answers 401 to someone signed out', async () => {
    expect((await status({})).status).toBe(401)
  })

  it('says neither service is set up by default', async () => {
    expect(await (await status()).json()).toEqual({ tts: false, stt: false })
  })

  it('says which of text-to-speech and speech-to-text the server has', async () => {
    voice.tts = { apiKey: 'sk_key', baseUrl: 'http://127.0.0.1:9/v1', voices: {} }
    expect(await (await status()).json()).toEqual({ tts: true, stt: false })
    voice.stt = { url: 'http://127.0.0.1:9/v1', model: 'whisper-1' }
    expect(await (await status()).json()).toEqual({ tts: true, stt: true })
  })
})
