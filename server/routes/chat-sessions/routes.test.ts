import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatSessions, messages } from '#server/db/schema/index.ts'
import { type TestApp, createTestApp } from '#server/test/app.ts'
import { invalidInputNaming } from '#server/test/expect.ts'
import { createSignedInUser } from '#server/test/factories.ts'
import { expectPagedNewestFirst } from '#server/test/pages.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

/** A session or message as the API returns it. */
type Row = { id: string } & Record<string, unknown>

const NOT_FOUND = { error: { code: 'not_found', message: 'Chat session not found.' } }
const hello = { content: 'Hello Sage', sender: 'user' }

const call = (method: string, path: string, cookie?: string, json?: unknown) =>
  testApp.request(`/api/chat-sessions${path}`, { method, json, headers: cookie ? { cookie } : {} })
const list = async (cookie: string) => ((await (await call('GET', '', cookie)).json()) as { sessions: Row[] }).sessions
const createSession = async (cookie: string, body: object = {}) => {
  const response = await call('POST', '', cookie, body)
  expect(response.status).toBe(201)
  return ((await response.json()) as { session: Row }).session
}
const send = async (cookie: string, sessionId: string, message: object = hello) => {
  const response = await call('POST', `/${sessionId}/messages`, cookie, message)
  expect(response.status).toBe(201)
  return ((await response.json()) as { message: Row }).message
}
const read = async (cookie: string, sessionId: string, query = '') => {
  const response = await call('GET', `/${sessionId}/messages${query}`, cookie)
  expect(response.status).toBe(200)
  return ((await response.json()) as { messages: Row[] }).messages
}
const sessionRow = async (id: string) => {
  const [row] = await testApp.db.select().from(chatSessions).where(eq(chatSessions.id, id))
  return row
}
const messageRows = (sessionId: string) => testApp.db.select().from(messages).where(eq(messages.sessionId, sessionId))
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('/api/chat-sessions', () => {
  describe('signed out', () => {
    it('answers 401 to every method, and stores nothing', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      const id = randomUUID()
      for (const response of [
        await call('GET', ''),
        await call('POST', '', undefined, { id }),
        await call('PATCH', `/${session.id}`, undefined, { title: 'Mine' }),
        await call('DELETE', `/${session.id}`),
        await call('GET', `/${session.id}/messages`),
        await call('POST', `/${session.id}/messages`, undefined, { ...hello, id }),
      ]) {
        expect(response.status).toBe(401)
        expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in first.' } })
      }
      expect(await sessionRow(id)).toBeUndefined()
      expect(await sessionRow(session.id)).toMatchObject({ title: 'New Conversation' })
      expect(await messageRows(session.id)).toEqual([])
    })
  })

  describe('another person’s session', () => {
    it('is not listed, and answers 404 to every route, leaving it and its messages unchanged', async () => {
      const rose = await createSignedInUser(testApp)
      const frank = await createSignedInUser(testApp)
      const session = await createSession(rose.cookie)
      const message = await send(rose.cookie, session.id)
      expect(await list(frank.cookie)).toEqual([])
      for (const response of [
        await call('GET', `/${session.id}/messages`, frank.cookie),
        await call('POST', `/${session.id}/messages`, frank.cookie, { ...hello, content: 'Mine now' }),
        await call('PATCH', `/${session.id}`, frank.cookie, { title: 'Mine now' }),
        await call('DELETE', `/${session.id}`, frank.cookie),
      ]) {
        expect(response.status).toBe(404)
        expect(await response.json()).toEqual(NOT_FOUND)
      }
      expect(await sessionRow(session.id)).toMatchObject({ userId: rose.user.id, title: 'Hello Sage' })
      expect((await messageRows(session.id)).map((row) => row.id)).toEqual([message.id])
    })

    it('answers 409 to a create that reuses the id of someone else’s, and does not delete it', async () => {
      const rose = await createSignedInUser(testApp)
      const frank = await createSignedInUser(testApp)
      const session = await createSession(rose.cookie)
      const response = await call('POST', '', frank.cookie, { id: session.id })
      expect(response.status).toBe(409)
      expect(await sessionRow(session.id)).toMatchObject({ userId: rose.user.id })
      expect(await list(frank.cookie)).toEqual([])
    })

    it('answers 409 to a message that reuses the id of someone else’s message', async () => {
      const rose = await createSignedInUser(testApp)
      const frank = await createSignedInUser(testApp)
      const roseMessage = await send(rose.cookie, (await createSession(rose.cookie)).id)
      const frankSession = await createSession(frank.cookie)
      const response = await call('POST', `/${frankSession.id}/messages`, frank.cookie, {
        ...hello,
        id: roseMessage.id,
      })
      expect(response.status).toBe(409)
      expect(await messageRows(frankSession.id)).toEqual([])
    })

    it('answers 404 for an id that is not a uuid, or that names no session', async () => {
      const { cookie } = await createSignedInUser(testApp)
      for (const id of ['42', 'not-an-id', randomUUID()]) {
        for (const response of [
          await call('PATCH', `/${id}`, cookie, { title: 'Hi' }),
          await call('DELETE', `/${id}`, cookie),
          await call('GET', `/${id}/messages`, cookie),
          await call('POST', `/${id}/messages`, cookie, hello),
        ]) {
          expect(response.status).toBe(404)
          expect(await response.json()).toEqual(NOT_FOUND)
        }
      }
    })
  })

  describe('invalid input', () => {
    it.each([
      ['no content', { sender: 'user' }, 'content'],
      ['empty content', { ...hello, content: '' }, 'content'],
      ['content of only spaces', { ...hello, content: '   ' }, 'content'],
      ['content over 4000 characters', { ...hello, content: 'x'.repeat(4001) }, 'content'],
      ['no sender', { content: 'Hi' }, 'sender'],
      ['an unknown sender', { ...hello, sender: 'system' }, 'sender'],
      ['an unknown type', { ...hello, type: 'video' }, 'type'],
      ['a language the chat does not speak', { ...hello, language: 'klingon' }, 'language'],
      ['an id that is not a uuid', { ...hello, id: 'not-a-uuid' }, 'id'],
      ['an unknown field', { ...hello, sessionId: randomUUID() }, 'sessionId'],
      ['an owner chosen by the client', { ...hello, userId: 'someone-else' }, 'userId'],
    ])('answers 400 naming the field to a message with %s, storing nothing', async (_case, body, field) => {
      const { cookie } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      const response = await call('POST', `/${session.id}/messages`, cookie, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming(field))
      expect(await messageRows(session.id)).toEqual([])
    })

    it('takes content of exactly 4000 characters', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      const message = await send(cookie, session.id, { ...hello, content: 'x'.repeat(4000) })
      expect(message.content).toHaveLength(4000)
    })

    it.each([
      ['an id that is not a uuid', { id: 'not-a-uuid' }, 'id'],
      ['an unknown field', { title: 'Mine' }, 'title'],
    ])('answers 400 naming the field to a new session with %s', async (_case, body, field) => {
      const { cookie } = await createSignedInUser(testApp)
      const response = await call('POST', '', cookie, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming(field))
      expect(await list(cookie)).toEqual([])
    })

    it.each([
      ['no title', {}, 'title'],
      ['a title of only spaces', { title: '   ' }, 'title'],
      ['a title over 100 characters', { title: 'x'.repeat(101) }, 'title'],
      ['an unknown field', { title: 'Hi', language: 'french' }, 'language'],
    ])('answers 400 naming the field to a rename with %s, changing nothing', async (_case, body, field) => {
      const { cookie } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      const response = await call('PATCH', `/${session.id}`, cookie, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming(field))
      expect(await sessionRow(session.id)).toMatchObject({ title: 'New Conversation', language: 'english' })
    })

    it.each([
      ['0', 'limit'],
      ['101', 'limit'],
      ['1.5', 'limit'],
      ['some', 'limit'],
    ])('answers 400 naming the field to a limit of %s', async (limit, field) => {
      const { cookie } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      const response = await call('GET', `/${session.id}/messages?limit=${limit}`, cookie)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(invalidInputNaming(field))
    })
  })

  describe('happy paths', () => {
    it('creates a session titled New Conversation and lists it', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      expect(session).toEqual({
        id: expect.any(String),
        title: 'New Conversation',
        language: 'english',
        updatedAt: expect.any(String),
        createdAt: expect.any(String),
      })
      expect(await list(cookie)).toEqual([session])
      expect(await sessionRow(session.id)).toMatchObject({ userId: user.id })
    })

    it('New Chat replaces the latest session when it has no messages', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const empty = await createSession(cookie)
      const fresh = await createSession(cookie)
      expect(await list(cookie)).toEqual([fresh])
      expect(await sessionRow(empty.id)).toBeUndefined()
    })

    it('New Chat keeps the latest session when it has messages, and older empty ones', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const older = await createSession(cookie)
      await send(cookie, older.id)
      const kept = await createSession(cookie)
      await send(cookie, kept.id, { content: 'Hi there', sender: 'assistant' })
      const fresh = await createSession(cookie)
      expect((await list(cookie)).map((session) => session.id).sort()).toEqual([older.id, kept.id, fresh.id].sort())
    })

    it('creates a session once when the same client id is sent twice, and does not delete it as empty', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      const id = randomUUID()
      const session = await createSession(cookie, { id })
      expect(session.id).toBe(id)
      const retry = await call('POST', '', cookie, { id })
      expect(retry.status).toBe(200)
      expect((await retry.json()).session).toEqual(session)
      const rows = await testApp.db.select().from(chatSessions).where(eq(chatSessions.userId, user.id))
      expect(rows.map((row) => row.id)).toEqual([id])
    })

    it('lists sessions most recently updated first', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const first = await createSession(cookie)
      await send(cookie, first.id)
      await tick()
      const second = await createSession(cookie)
      await send(cookie, second.id)
      await tick()
      const third = await createSession(cookie)
      await send(cookie, third.id)
      expect((await list(cookie)).map((session) => session.id)).toEqual([third.id, second.id, first.id])
      await tick()
      await send(cookie, first.id, { content: 'Back again', sender: 'user' })
      expect((await list(cookie)).map((session) => session.id)).toEqual([first.id, third.id, second.id])
    })

    it.each([10, 1000, 10_000])(
      'reads %i chats a page at a time, most recently used first, none twice or missing',
      async (count) => {
        const { cookie, user } = await createSignedInUser(testApp)
        // Stored directly, several used within one moment, as a long life of chats would leave them.
        const start = Date.parse('2024-01-01T09:00:00Z')
        const rows = Array.from({ length: count }, (_, n) => ({
          id: randomUUID(),
          userId: user.id,
          title: `Chat ${n + 1}`,
          updatedAt: new Date(start + Math.floor(n / 3) * 60_000),
        }))
        const list = { url: '/api/chat-sessions', cookie, key: 'sessions', field: 'title' }
        await expectPagedNewestFirst(
          testApp,
          list,
          { table: chatSessions, rows, time: 'updatedAt' },
          { largest: 200, size: 30, pages: 5 },
        )
      },
    )

    it('searches titles in any case and alphabet, a page at a time, with unnamed chats when asked', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      const start = Date.parse('2024-01-01T09:00:00Z')
      const titles = ['Über den Arzt', 'Garden roses', 'ÉTÉ à Nice', 'garden party', '100% sure', 'New Conversation']
      const rows = titles.map((title, n) => ({
        id: randomUUID(),
        userId: user.id,
        title,
        updatedAt: new Date(start + n * 60_000),
      }))
      await testApp.db.insert(chatSessions).values(rows)
      const titlesFor = async (query: string) => {
        const response = await call('GET', query, cookie)
        expect(response.status).toBe(200)
        const body = (await response.json()) as { sessions: Row[]; next: string | null }
        return { titles: body.sessions.map((session) => session.title), next: body.next }
      }
      expect((await titlesFor('?q=GARDEN')).titles).toEqual(['garden party', 'Garden roses'])
      expect((await titlesFor('?q=über')).titles).toEqual(['Über den Arzt'])
      expect((await titlesFor('?q=été')).titles).toEqual(['ÉTÉ à Nice'])
      // A % or _ in the search is that character, not a wildcard.
      expect((await titlesFor('?q=%25')).titles).toEqual(['100% sure'])
      expect((await titlesFor('?q=_')).titles).toEqual([])
      // "new" in the person's language finds the unnamed chat only when the screen says it should.
      expect((await titlesFor('?q=nueva')).titles).toEqual([])
      expect((await titlesFor('?q=nueva&untitled=1')).titles).toEqual(['New Conversation'])
      expect((await titlesFor('?q=garden&untitled=1')).titles).toEqual([
        'New Conversation',
        'garden party',
        'Garden roses',
      ])
      // A search pages like the whole list.
      const firstPage = await titlesFor('?q=garden&limit=1')
      expect(firstPage).toEqual({ titles: ['garden party'], next: expect.any(String) })
      expect(await titlesFor(`?q=garden&limit=1&after=${firstPage.next}`)).toEqual({
        titles: ['Garden roses'],
        next: null,
      })
    })

    it('pages nothing after someone else’s chat, and refuses a page that is not one', async () => {
      const rose = await createSignedInUser(testApp)
      const frank = await createSignedInUser(testApp)
      const hers = await createSession(rose.cookie)
      await createSession(frank.cookie)
      const reply = await call('GET', `?limit=5&after=${hers.id}`, frank.cookie)
      expect(await reply.json()).toEqual({ sessions: [], next: null })
      for (const query of ['?limit=0', '?limit=201', '?after=nope', `?q=${'x'.repeat(101)}`, '?untitled=yes'])
        expect((await call('GET', query, frank.cookie)).status, query).toBe(400)
    })

    it('stores a message with its defaults and returns it as the chat reads it', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      const message = await send(cookie, session.id, { content: '  Good morning  ', sender: 'user' })
      expect(message).toEqual({
        id: expect.any(String),
        content: 'Good morning',
        sender: 'user',
        type: 'text',
        language: null,
        photoId: null,
        audioUrl: null,
        timestamp: expect.any(String),
      })
      const voice = await send(cookie, session.id, {
        id: randomUUID(),
        content: 'Buenos días',
        sender: 'assistant',
        type: 'voice',
        language: 'spanish',
        audioUrl: 'https://example.org/a.webm',
      })
      expect(voice).toMatchObject({ type: 'voice', language: 'spanish', audioUrl: 'https://example.org/a.webm' })
      expect(await read(cookie, session.id)).toEqual([message, voice])
      expect(await messageRows(session.id)).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: message.id, userId: user.id, sessionId: session.id })]),
      )
    })

    it('every message moves the session’s updatedAt forward', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      await tick()
      await send(cookie, session.id, { content: 'Reply', sender: 'assistant' })
      const [listed] = await list(cookie)
      expect(new Date(listed!.updatedAt as string).getTime()).toBeGreaterThan(
        new Date(session.updatedAt as string).getTime(),
      )
    })

    it('titles a session with the first 40 characters of its first user message, plus ...', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      const long = 'Can you remind me to take my blood pressure pills every morning?'
      await send(cookie, session.id, { content: 'Hello! How can I help today?', sender: 'assistant' })
      expect(await sessionRow(session.id)).toMatchObject({ title: 'New Conversation' })
      await send(cookie, session.id, { content: long, sender: 'user' })
      expect(await sessionRow(session.id)).toMatchObject({ title: `${long.slice(0, 40)}...` })
      await send(cookie, session.id, { content: 'Another question', sender: 'user' })
      expect((await list(cookie))[0]).toMatchObject({ title: `${long.slice(0, 40)}...` })
    })

    it('keeps a short first message whole as the title', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      await send(cookie, session.id, { content: 'What day is it?', sender: 'user' })
      expect(await sessionRow(session.id)).toMatchObject({ title: 'What day is it?' })
      const exact = await createSession(cookie)
      await send(cookie, exact.id, { content: 'x'.repeat(40), sender: 'user' })
      expect(await sessionRow(exact.id)).toMatchObject({ title: 'x'.repeat(40) })
    })

    it('renames a session', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      const response = await call('PATCH', `/${session.id}`, cookie, { title: '  Doctor visit  ' })
      expect(response.status).toBe(200)
      const renamed = (await response.json()).session
      expect(renamed).toEqual({ ...session, title: 'Doctor visit', updatedAt: expect.any(String) })
      expect(await list(cookie)).toEqual([renamed])
      // A name the person chose stays when the first message comes.
      await send(cookie, session.id, { content: 'What day is it?', sender: 'user' })
      expect(await sessionRow(session.id)).toMatchObject({ title: 'Doctor visit' })
    })

    it('reads messages oldest first, and with a limit only the most recent ones', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      const sent: Row[] = []
      for (let n = 1; n <= 8; n += 1) {
        sent.push(await send(cookie, session.id, { content: `Message ${n}`, sender: n % 2 ? 'user' : 'assistant' }))
      }
      expect(await read(cookie, session.id)).toEqual(sent)
      expect(await read(cookie, session.id, '?limit=6')).toEqual(sent.slice(2))
      expect(await read(cookie, session.id, '?limit=1')).toEqual(sent.slice(7))
      expect(await read(cookie, session.id, '?limit=100')).toEqual(sent)
      const empty = await createSession(cookie)
      expect(await read(cookie, empty.id)).toEqual([])
    })

    it.each([10, 1000, 10_000])('pages back through %i messages, each page the same size', async (count) => {
      const { cookie, user } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      // Stored directly: two a second, some sharing a moment, as a long conversation has them.
      const start = Date.parse('2026-01-01T09:00:00Z')
      const rows = Array.from({ length: count }, (_, n) => ({
        id: randomUUID(),
        sessionId: session.id,
        userId: user.id,
        content: `Message ${n + 1}`,
        sender: n % 2 ? ('assistant' as const) : ('user' as const),
        createdAt: new Date(start + Math.floor(n / 3) * 1000),
      }))
      for (let from = 0; from < rows.length; from += 1000)
        await testApp.db.insert(messages).values(rows.slice(from, from + 1000))
      const page = async (query: string) => {
        const response = await call('GET', `/${session.id}/messages${query}`, cookie)
        expect(response.status).toBe(200)
        return (await response.json()) as { messages: Row[]; more: boolean }
      }
      let shown: string[] = []
      let reply = await page('?limit=50')
      let pages = 1
      for (;;) {
        expect(reply.messages.length).toBe(Math.min(50, count - shown.length))
        shown = [...reply.messages.map((message) => message.content as string), ...shown]
        if (!reply.more) break
        reply = await page(`?limit=50&before=${reply.messages[0]!.id}`)
        pages += 1
        if (pages > 3) break
      }
      // Oldest first, no message twice or missing, across moments shared by several messages.
      // Messages of the same moment go in the order of their ids, as the list orders them.
      const inOrder = rows.toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      const expected = inOrder.map((row) => row.content).slice(-shown.length)
      expect(shown).toEqual(expected)
      expect(pages).toBe(Math.min(4, Math.ceil(count / 50)))
    })

    it('pages through messages written within one millisecond, at the database’s own precision', async () => {
      const { cookie, user } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      for (let n = 1; n <= 5; n += 1) {
        // Microseconds apart, ids out of that order: a page edge read as a JavaScript Date would lose some.
        await testApp.db.execute(
          sql`insert into messages (id, session_id, user_id, content, sender, created_at) values (${randomUUID()}, ${session.id}, ${user.id}, ${`Moment ${n}`}, 'user', ${`2026-01-01 09:00:00.123${n}${6 - n}6+00`})`,
        )
      }
      const seen: string[] = []
      let query = '?limit=2'
      for (let pages = 0; pages < 5; pages += 1) {
        const reply = (await (await call('GET', `/${session.id}/messages${query}`, cookie)).json()) as {
          messages: Row[]
          more: boolean
        }
        seen.unshift(...reply.messages.map((message) => message.content as string))
        if (!reply.more) break
        query = `?limit=2&before=${reply.messages[0]!.id}`
      }
      expect(seen).toEqual(['Moment 1', 'Moment 2', 'Moment 3', 'Moment 4', 'Moment 5'])
    })

    it('pages nothing from a message of another chat', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const first = await createSession(cookie)
      await send(cookie, first.id, { content: 'Over here', sender: 'user' })
      const other = await createSession(cookie)
      const elsewhere = await send(cookie, other.id, { content: 'Over there', sender: 'user' })
      const response = await call('GET', `/${first.id}/messages?limit=5&before=${elsewhere.id}`, cookie)
      expect(await response.json()).toEqual({ messages: [], more: false })
      expect((await call('GET', `/${first.id}/messages?before=not-an-id`, cookie)).status).toBe(400)
    })

    it('stores a message once when the same id is sent twice, changing nothing the second time', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const session = await createSession(cookie)
      const id = randomUUID()
      const message = await send(cookie, session.id, { ...hello, id })
      expect(message.id).toBe(id)
      const retry = await call('POST', `/${session.id}/messages`, cookie, { ...hello, id, content: 'Sent again' })
      expect(retry.status).toBe(200)
      expect((await retry.json()).message).toEqual(message)
      expect(await read(cookie, session.id)).toEqual([message])
      expect(await sessionRow(session.id)).toMatchObject({ title: 'Hello Sage' })
    })

    it('deletes a session and its messages', async () => {
      const { cookie } = await createSignedInUser(testApp)
      const kept = await createSession(cookie)
      await send(cookie, kept.id)
      const gone = await createSession(cookie)
      await send(cookie, gone.id)
      await send(cookie, gone.id, { content: 'Hi', sender: 'assistant' })
      const response = await call('DELETE', `/${gone.id}`, cookie)
      expect(response.status).toBe(204)
      expect(await response.text()).toBe('')
      expect((await list(cookie)).map((session) => session.id)).toEqual([kept.id])
      expect(await messageRows(gone.id)).toEqual([])
      expect(await messageRows(kept.id)).toHaveLength(1)
      expect((await call('DELETE', `/${gone.id}`, cookie)).status).toBe(404)
      expect((await call('GET', `/${gone.id}/messages`, cookie)).status).toBe(404)
    })
  })
})
