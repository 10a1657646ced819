import { describe, expect, it } from 'vitest'
import { MAX_AUDIO_BYTES } from '#shared/limits.ts'
import { invalidInputNaming } from '#server/test/expect.ts'
import { startLoopback } from '#server/test/loopback.ts'
import { setUpVoiceTests } from '#server/test/voice-app.ts'

const API_KEY = 'stt-loopback-key'
// The start of a WebM file (its EBML header) and some bytes standing in for Opus audio.
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.alloc(2000, 7)])

/** What the loopback service answers: a transcription, or an error status with OpenAI's error JSON. */
type Answer = { text: string } | { status: number; message: string }

/**
 * A loopback server speaking OpenAI's transcription protocol: POST /v1/audio/transcriptions with a
 * multipart form (file, model, language, response_format), answered with {"text": ...}.
 */
async function startTranscriber(answer: Answer) {
  const loopback = await startLoopback((_request, response) => {
    if ('status' in answer) {
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { message: answer.message, type: 'invalid_request_error' } }))
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ text: answer.text }))
  })
  servers.push(loopback.server)
  return { url: `${loopback.origin}/v1`, received: loopback.received }
}

const setup = setUpVoiceTests()
const { voice, servers } = setup

/** Points the app at a new loopback transcription service. */
async function useTranscriber(answer: Answer = { text: ' What is on my calendar today? ' }, apiKey?: string) {
  const transcriber = await startTranscriber(answer)
  voice.stt = { url: transcriber.url, apiKey, model: 'whisper-1' }
  return transcriber.received
}

function transcribe(
  file: Blob | null,
  fields: Record<string, string> = {},
  cookie = setup.rose.cookie,
  name = 'speech.webm',
) {
  const form = new FormData()
  if (file) form.set('file', file, name)
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  return setup.testApp.request('/api/stt', { method: 'POST', body: form, headers: { cookie } })
}
const webm = (data: Buffer = WEBM, type = 'audio/webm;codecs=opus') => new Blob([new Uint8Array(data)], { type })

describe('POST /api/stt', () => {
  it('answers 401 to someone signed out', async () => {
    const received = await useTranscriber()
    expect((await transcribe(webm(), {}, '')).status).toBe(401)
    expect(received).toEqual([])
  })

  it('answers 400 for a missing file, a file that is not audio, or an unknown language', async () => {
    const received = await useTranscriber()
    expect(await (await transcribe(null)).json()).toEqual(invalidInputNaming('file'))
    const text = await transcribe(new Blob(['hello'], { type: 'text/plain' }), {}, setup.rose.cookie, 'speech.txt')
    expect(text.status).toBe(400)
    expect(await text.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Invalid file: Sage takes recordings as WebM, Ogg or MP4 audio.',
        field: 'file',
        problem: 'invalid',
      },
    })
    // Words dressed up as WebM are refused too.
    expect((await transcribe(webm(Buffer.from('not really audio')))).status).toBe(400)
    expect(await (await transcribe(webm(), { language: 'klingon' })).json()).toEqual(invalidInputNaming('language'))
    expect(received).toEqual([])
  })

  it('answers 413 for a recording over 10 MB', async () => {
    const received = await useTranscriber()
    const big = Buffer.concat([WEBM, Buffer.alloc(MAX_AUDIO_BYTES + 1 - WEBM.length)])
    const response = await transcribe(webm(big))
    expect(response.status).toBe(413)
    expect((await response.json()).error.code).toBe('payload_too_large')
    expect(received).toEqual([])
  })

  it('forwards the recording, model and language code, and answers the text', async () => {
    const received = await useTranscriber(undefined, API_KEY)
    const response = await transcribe(webm(), { language: 'spanish' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ text: 'What is on my calendar today?' })
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request!.url).toBe('/v1/audio/transcriptions')
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`)
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(request!.form!.get('model')).toBe('whisper-1')
    expect(request!.form!.get('language')).toBe('es')
    expect(request!.form!.get('response_format')).toBe('json')
    const file = request!.form!.get('file') as File
    expect(file.name).toBe('recording.webm')
    expect(file.type).toBe('audio/webm')
    expect(Buffer.from(await file.arrayBuffer())).toEqual(WEBM)
  })

  it('leaves the language to the service when not given, and sends no key when none is set', async () => {
    const received = await useTranscriber({ text: '' })
    const response = await transcribe(webm())
    expect(await response.json()).toEqual({ text: '' })
    expect(received[0]!.form!.has('language')).toBe(false)
    expect(received[0]!.headers.authorization).toBeUndefined()
  })

  it('answers 502 with the status text when the service refuses', async () => {
    await useTranscriber({ status: 401, message: 'Incorrect API key provided' })
    const response = await transcribe(webm())
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({
      error: { code: 'bad_gateway', message: 'Speech-to-text error: Unauthorized' },
    })
  })

  it('answers 503 when the service cannot be reached', async () => {
    const transcriber = await startTranscriber({ text: 'never' })
    await setup.closeServers()
    voice.stt = { url: transcriber.url, model: 'whisper-1' }
    const response = await transcribe(webm())
    expect(response.status).toBe(503)
    expect((await response.json()).error.message).toBe(
      'Speech-to-text error: the service did not answer. Please try again.',
    )
  })

  it('answers 503 without STT_URL', async () => {
    delete voice.stt
    const response = await transcribe(webm())
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: { code: 'service_unavailable', message: 'Speech-to-text is not set up on this server.' },
    })
  })
})
