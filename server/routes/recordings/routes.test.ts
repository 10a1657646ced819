import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_AUDIO_BYTES } from '#shared/limits.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { invalidInputNaming } from '#server/test/expect.ts'
import { createSignedInUser } from '#server/test/factories.ts'

// The start of a WebM file (its EBML header) and bytes standing in for Opus audio; an Ogg page; an MP4 ftyp box.
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.alloc(3000, 9)])
const OGG = Buffer.concat([Buffer.from('OggS\x00\x02', 'latin1'), Buffer.alloc(500, 3)])
const MP4 = Buffer.concat([Buffer.from('\x00\x00\x00\x18ftypM4A \x00\x00\x00\x00', 'latin1'), Buffer.alloc(500, 5)])

let testApp: TestApp
let rose: Awaited<ReturnType<typeof createSignedInUser>>
let frank: Awaited<ReturnType<typeof createSignedInUser>>

beforeAll(async () => {
  testApp = await createTestApp()
  rose = await createSignedInUser(testApp)
  frank = await createSignedInUser(testApp)
})
afterAll(() => testApp.close())

const audio = (data: Buffer, type: string) => new Blob([new Uint8Array(data)], { type })

function upload(file: Blob | null, cookie = rose.cookie, fields: Record<string, string> = {}) {
  const form = new FormData()
  if (file) form.set('file', file, 'message.webm')
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  return testApp.request('/api/recordings', { method: 'POST', body: form, headers: { cookie } })
}
const play = (url: string, cookie = rose.cookie, headers: Record<string, string> = {}) =>
  testApp.request(url, { headers: { cookie, ...headers } })

async function uploaded(file: Blob) {
  const response = await upload(file)
  expect(response.status).toBe(201)
  return ((await response.json()) as { url: string }).url
}

describe('/api/recordings', () => {
  it('answers 401 to someone signed out', async () => {
    expect((await upload(audio(WEBM, 'audio/webm'), '')).status).toBe(401)
    const url = await uploaded(audio(WEBM, 'audio/webm'))
    expect((await play(url, '')).status).toBe(401)
  })

  it('keeps a recording and plays it back to its owner byte for byte', async () => {
    const response = await upload(audio(WEBM, 'audio/webm;codecs=opus'))
    expect(response.status).toBe(201)
    const { url } = (await response.json()) as { url: string }
    expect(url).toMatch(/^\/api\/recordings\/[0-9a-f-]{36}\.webm$/)
    const played = await play(url)
    expect(played.status).toBe(200)
    expect(played.headers.get('content-type')).toBe('audio/webm')
    expect(played.headers.get('cache-control')).toMatch(/^private/)
    expect(Buffer.from(await played.arrayBuffer())).toEqual(WEBM)
  })

  it('takes Ogg and MP4 audio too, each served as its own type', async () => {
    const ogg = await uploaded(audio(OGG, 'audio/ogg;codecs=opus'))
    const mp4 = await uploaded(audio(MP4, 'audio/mp4'))
    expect(ogg).toMatch(/\.ogg$/)
    expect(mp4).toMatch(/\.m4a$/)
    expect((await play(ogg)).headers.get('content-type')).toBe('audio/ogg')
    expect(Buffer.from(await (await play(mp4)).arrayBuffer())).toEqual(MP4)
  })

  it('keeps the file under recordings/{owner}/ in the file store', async () => {
    const url = await uploaded(audio(WEBM, 'audio/webm'))
    const data = await testApp.photoStore.get(`recordings/${rose.user.id}/${url.split('/').at(-1)}`)
    expect(data).toEqual(WEBM)
  })

  it('answers 404 to anyone but the owner, and for ids that name nothing', async () => {
    const url = await uploaded(audio(WEBM, 'audio/webm'))
    const id = url.split('/').at(-1)!
    const notYours = await play(url, frank.cookie)
    expect(notYours.status).toBe(404)
    expect(await notYours.json()).toEqual({ error: { code: 'not_found', message: 'No such recording.' } })
    expect((await play('/api/recordings/00000000-0000-4000-8000-000000000000.webm')).status).toBe(404)
    expect((await play(url.replace('.webm', '.ogg'))).status).toBe(404)
    // Ids are never paths: another person's folder cannot be reached by climbing.
    expect((await play(`/api/recordings/..%2F${frank.user.id}%2F${id}`)).status).toBe(404)
    expect((await play(`/api/recordings/${encodeURIComponent(`../${rose.user.id}/${id}`)}`, frank.cookie)).status).toBe(
      404,
    )
  })

  it('answers 400 for a missing file, another type, or audio that is not what it says', async () => {
    expect(await (await upload(null)).json()).toEqual(invalidInputNaming('file'))
    const wav = await upload(audio(Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1'), 'audio/wav'))
    expect(wav.status).toBe(400)
    expect(await wav.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Invalid file: Sage takes recordings as WebM, Ogg or MP4 audio.',
        field: 'file',
        problem: 'invalid',
      },
    })
    expect((await upload(audio(Buffer.from('<svg onload="x()"/>'), 'audio/webm'))).status).toBe(400)
    expect((await upload(audio(OGG, 'audio/webm'))).status).toBe(400)
    expect(await (await upload(audio(WEBM, 'audio/webm'), rose.cookie, { sessionId: 'x' })).json()).toEqual(
      invalidInputNaming('sessionId'),
    )
  })

  it('answers 413 for a recording over 10 MB', async () => {
    const justOver = Buffer.concat([WEBM, Buffer.alloc(MAX_AUDIO_BYTES + 1 - WEBM.length)])
    const response = await upload(audio(justOver, 'audio/webm'))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'Recordings can be up to 10 MB.' },
    })
    // A body far over the limit is cut off before it is read.
    const huge = await upload(audio(Buffer.concat([justOver, Buffer.alloc(1024 * 1024)]), 'audio/webm'))
    expect(huge.status).toBe(413)
  })

  it('serves byte ranges, as Safari asks for audio', async () => {
    const url = await uploaded(audio(WEBM, 'audio/webm'))
    const first = await play(url, rose.cookie, { range: 'bytes=0-3' })
    expect(first.status).toBe(206)
    expect(first.headers.get('content-range')).toBe(`bytes 0-3/${WEBM.length}`)
    expect(Buffer.from(await first.arrayBuffer())).toEqual(WEBM.subarray(0, 4))
    const rest = await play(url, rose.cookie, { range: 'bytes=100-' })
    expect(Buffer.from(await rest.arrayBuffer())).toEqual(WEBM.subarray(100))
    const last = await play(url, rose.cookie, { range: 'bytes=-10' })
    expect(Buffer.from(await last.arrayBuffer())).toEqual(WEBM.subarray(-10))
    const beyond = await play(url, rose.cookie, { range: `bytes=${WEBM.length}-` })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${WEBM.length}`)
  })

  it("deletes a chat's recordings with the chat, and no one else's", async () => {
    const chat = async (cookie: string) => {
      const response = await testApp.request('/api/chat-sessions', { method: 'POST', json: {}, headers: { cookie } })
      return ((await response.json()) as { session: { id: string } }).session.id
    }
    const speak = async (cookie: string, session: string, audioUrl: string) => {
      const response = await testApp.request(`/api/chat-sessions/${session}/reply`, {
        method: 'POST',
        json: { text: 'Tell me something nice', type: 'voice', audioUrl },
        headers: { cookie },
      })
      expect(response.status).toBe(200)
      await response.text()
    }
    // New Chat removes an empty latest chat, so each chat is spoken in before the next is made.
    const keptUrl = await uploaded(audio(WEBM, 'audio/webm'))
    const kept = await chat(rose.cookie)
    await speak(rose.cookie, kept, keptUrl)
    const goneUrl = await uploaded(audio(OGG, 'audio/ogg'))
    const gone = await chat(rose.cookie)
    await speak(rose.cookie, gone, goneUrl)
    // Frank's message names Rose's recording; deleting his chat must not reach it.
    const franks = await chat(frank.cookie)
    await speak(frank.cookie, franks, keptUrl)
    expect(
      (await testApp.request(`/api/chat-sessions/${franks}`, { method: 'DELETE', headers: { cookie: frank.cookie } }))
        .status,
    ).toBe(204)

    expect(
      (await testApp.request(`/api/chat-sessions/${gone}`, { method: 'DELETE', headers: { cookie: rose.cookie } }))
        .status,
    ).toBe(204)
    expect((await play(goneUrl)).status).toBe(404)
    expect((await play(keptUrl)).status).toBe(200)
  })
})
