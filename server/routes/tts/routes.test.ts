import { describe, expect, it } from 'vitest'
import { invalidInputNaming } from '#server/test/expect.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { startLoopback } from '#server/test/loopback.ts'
import { setUpVoiceTests } from '#server/test/voice-app.ts'
import type { VoiceOverrides } from '#shared/voice/voices.ts'
import { TTS_LIMIT } from './routes.ts'

const API_KEY = 'sk_loopback_elevenlabs_key'
// A few bytes standing in for an MP3 (an ID3 header and a frame sync), answered in two chunks.
const MP3 = [Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.from([0xff, 0xfb, 0x90, 0x64, 1, 2, 3])]

/** What the loopback ElevenLabs answers: audio, or an error status with ElevenLabs' JSON detail. */
type Answer = { audio: Buffer[] } | { status: number; detail: { status: string; message: string } }

/**
 * A loopback server speaking ElevenLabs' text-to-speech protocol: POST /v1/text-to-speech/{voice_id}
 * with an xi-api-key header and a JSON body, answered with audio/mpeg (or an error's JSON).
 */
async function startElevenLabs(answer: Answer = { audio: MP3 }) {
  const loopback = await startLoopback<Record<string, unknown>>((_request, response) => {
    if ('status' in answer) {
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ detail: answer.detail }))
      return
    }
    response.writeHead(200, { 'content-type': 'audio/mpeg', 'transfer-encoding': 'chunked' })
    for (const chunk of answer.audio) response.write(chunk)
    response.end()
  })
  return { server: loopback.server, baseUrl: `${loopback.origin}/v1`, received: loopback.received }
}

const setup = setUpVoiceTests()
const { voice, servers } = setup

/** Points the app at a new loopback ElevenLabs answering as given ('unreachable': nothing listens there). */
async function useElevenLabs(answer: Answer | 'unreachable' = { audio: MP3 }, voices: VoiceOverrides = {}) {
  const provider = await startElevenLabs(answer === 'unreachable' ? undefined : answer)
  if (answer === 'unreachable') await new Promise((resolve) => provider.server.close(resolve))
  else servers.push(provider.server)
  voice.tts = { apiKey: API_KEY, baseUrl: provider.baseUrl, voices }
  return provider.received
}

const speak = (json: unknown, cookie = setup.rose.cookie) =>
  setup.testApp.request('/api/tts', { method: 'POST', json, headers: { cookie } })

describe('POST /api/tts', () => {
  it('answers 401 to someone signed out, and asks ElevenLabs nothing', async () => {
    const received = await useElevenLabs()
    const response = await speak({ text: 'Hello', language: 'english' }, '')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in first.' } })
    expect(received).toEqual([])
  })

  it('answers 400 naming the field for empty text, too long text, an unknown language or style', async () => {
    const received = await useElevenLabs()
    expect(await (await speak({ text: '   ', language: 'english' })).json()).toEqual(invalidInputNaming('text'))
    const long = await speak({ text: 'a'.repeat(1001), language: 'english' })
    expect(long.status).toBe(400)
    expect(await long.json()).toEqual(invalidInputNaming('text'))
    expect((await speak({ text: ` ${'a'.repeat(1000)} `, language: 'en' })).status).toBe(200)
    const klingon = await speak({ text: 'Hello', language: 'klingon' })
    expect(klingon.status).toBe(400)
    expect(await klingon.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Invalid language: not a language Sage speaks.',
        field: 'language',
        problem: 'invalid',
      },
    })
    expect(await (await speak({ text: 'Hello' })).json()).toEqual(invalidInputNaming('language'))
    const style = await speak({ text: 'Hello', language: 'english', style: { formality: 'posh', tone: 'warm' } })
    expect(await style.json()).toEqual(invalidInputNaming('style.formality'))
    expect(await (await speak({ text: 'Hello', language: 'english', voice: 'x' })).json()).toEqual(
      invalidInputNaming('voice'),
    )
    const onlyMarks = await speak({ text: '---', language: 'english' })
    expect(await onlyMarks.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Invalid text: there are no words to say.',
        field: 'text',
        problem: 'invalid',
      },
    })
    // Only the 1000-character text reached ElevenLabs.
    expect(received).toHaveLength(1)
  })

  it('streams ElevenLabs’ audio back, private and not kept', async () => {
    await useElevenLabs()
    const response = await speak({ text: 'Good morning, Rose!', language: 'english' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('audio/mpeg')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.concat(MP3))
  })

  it('sends the key, the headers and the stripped text with the turbo model and default settings', async () => {
    const received = await useElevenLabs()
    await speak({ text: '## Today\n- **Pills** at 9\n- Lunch with [Anna](https://example.org)', language: 'english' })
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request!.method).toBe('POST')
    expect(request!.url).toBe('/v1/text-to-speech/EXAVITQu4vr4xnSDxMaL')
    expect(request!.headers['xi-api-key']).toBe(API_KEY)
    expect(request!.headers.accept).toBe('audio/mpeg')
    expect(request!.headers['content-type']).toBe('application/json')
    expect(request!.body).toEqual({
      text: 'Today. Pills at 9. Lunch with Anna.',
      model_id: 'eleven_turbo_v2_5',
      voice_settings: { stability: 0.5, similarity_boost: 0.8, style: 0.7, use_speaker_boost: true },
    })
  })

  it('picks the voice by language (name or code), English’s where a language has none', async () => {
    const received = await useElevenLabs()
    for (const language of ['spanish', 'fr', 'German', 'it', 'pt', 'japanese']) {
      expect((await speak({ text: 'Hola', language })).status).toBe(200)
    }
    expect(received.map((request) => request.url.split('/').at(-1))).toEqual([
      'XrExE9yKIg1WjnnlVkGX',
      'XB0fDUnXU5powFXDhCwa',
      'onwK4e9ZLuTAKqWW03F9',
      'Xb7hH8MSUJpSbSDYk0k2',
      'EXAVITQu4vr4xnSDxMaL',
      'EXAVITQu4vr4xnSDxMaL',
    ])
  })

  it('shapes the voice settings by the person’s style', async () => {
    const received = await useElevenLabs()
    await speak({ text: 'Good day.', language: 'english', style: { formality: 'formal', tone: 'professional' } })
    await speak({ text: 'Hey there!', language: 'english', style: { formality: 'casual', tone: 'energetic' } })
    expect(received.map((request) => request.body.voice_settings)).toEqual([
      { stability: 0.7, similarity_boost: 0.8, style: 0.6, use_speaker_boost: true },
      { stability: 0.4, similarity_boost: 0.8, style: 1, use_speaker_boost: true },
    ])
  })

  it('uses the deployment’s own voices when set', async () => {
    const received = await useElevenLabs({ audio: MP3 }, { spanish: 'myOwnSpanishVoice123' })
    expect((await speak({ text: 'Hola', language: 'es' })).status).toBe(200)
    expect(received[0]!.url).toBe('/v1/text-to-speech/myOwnSpanishVoice123')
  })

  it('answers 502 "TTS error: Unauthorized" when ElevenLabs refuses the key', async () => {
    const received = await useElevenLabs({ status: 401, detail: { status: 'invalid_api_key', message: 'Invalid key' } })
    const response = await speak({ text: 'Hello', language: 'english' })
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: { code: 'bad_gateway', message: 'TTS error: Unauthorized' } })
    expect(received).toHaveLength(1)
  })

  it('answers 503 when ElevenLabs cannot be reached', async () => {
    await useElevenLabs('unreachable')
    const response = await speak({ text: 'Hello', language: 'english' })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: { code: 'service_unavailable', message: 'TTS error: the voice service did not answer. Please try again.' },
    })
  })

  it('answers 429 after 30 requests a minute from one person; others are not held up', async () => {
    const received = await useElevenLabs()
    const { cookie } = await createSignedInUser(setup.testApp)
    for (let count = 0; count < TTS_LIMIT.max; count += 1) {
      expect((await speak({ text: `Line ${count}`, language: 'english' }, cookie)).status).toBe(200)
    }
    const limited = await speak({ text: 'One more', language: 'english' }, cookie)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).error.code).toBe('rate_limited')
    expect(received).toHaveLength(TTS_LIMIT.max)
    expect((await speak({ text: 'Hello', language: 'english' })).status).toBe(200)
  })

  it('answers 503 without ELEVENLABS_API_KEY, so the browser speaks by itself', async () => {
    delete voice.tts
    const response = await speak({ text: 'Hello', language: 'english' })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: { code: 'service_unavailable', message: 'Text-to-speech is not set up on this server.' },
    })
    expect((await speak({ text: 'Hello', language: 'english' }, '')).status).toBe(401)
  })
})
