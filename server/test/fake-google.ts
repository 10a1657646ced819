import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { GoogleCalendarConfig } from '#server/calendar/index.ts'

/** A request the fake Google received, with the form or JSON body it carried. */
export type GoogleRequest = {
  method: string
  path: string
  query: URLSearchParams
  authorization: string | undefined
  /** The If-Match header: the etag an update was read at. */
  ifMatch: string | undefined
  form: URLSearchParams
  json: Record<string, unknown> | undefined
}

/** An event as the fake Google keeps it: Google's Event resource. */
export type GoogleEventResource = Record<string, unknown> & {
  id: string
  start: { dateTime?: string; date?: string; timeZone?: string }
  end: { dateTime?: string; date?: string; timeZone?: string }
}

export const FAKE_CLIENT = { clientId: 'sage-test.apps.googleusercontent.com', clientSecret: 'GOCSPX-test-secret' }

/**
 * A loopback server answering like Google's OAuth token and revoke endpoints and Calendar API v3
 * (the primary calendar's events), for tests. Each Google account has its own events; a code
 * `code-for-{account}` signs that account in. `failing` makes an endpoint answer 500.
 */
export async function startFakeGoogle(options: { redirectUri: string; pageSize?: number }) {
  const received: GoogleRequest[] = []
  const accounts = new Map<string, GoogleEventResource[]>()
  const accessTokens = new Map<string, string>()
  const refreshTokens = new Map<string, string>()
  const deleted = new Set<string>()
  const failing = new Set<'token' | 'revoke' | 'events'>()
  let issued = 0
  let withholdRefreshToken = false

  const eventsOf = (account: string) => {
    if (!accounts.has(account)) accounts.set(account, [])
    return accounts.get(account)!
  }
  const issueTokens = (account: string, withRefresh: boolean) => {
    issued += 1
    const access = `access-${account}-${issued}`
    accessTokens.set(access, account)
    const answer: Record<string, unknown> = { access_token: access, expires_in: 3599, token_type: 'Bearer' }
    if (withRefresh) {
      const refresh = `refresh-${account}-${issued}`
      refreshTokens.set(refresh, account)
      answer.refresh_token = refresh
      answer.scope = 'https://www.googleapis.com/auth/calendar'
    }
    return answer
  }

  const token = (form: URLSearchParams): [number, unknown] => {
    if (form.get('client_id') !== FAKE_CLIENT.clientId || form.get('client_secret') !== FAKE_CLIENT.clientSecret)
      return [401, { error: 'invalid_client', error_description: 'Unauthorized' }]
    if (form.get('grant_type') === 'authorization_code') {
      const account = /^code-for-(\w+)$/.exec(form.get('code') ?? '')?.[1]
      if (!account || form.get('redirect_uri') !== options.redirectUri)
        return [400, { error: 'invalid_grant', error_description: 'Bad Request' }]
      const answer = issueTokens(account, !withholdRefreshToken)
      withholdRefreshToken = false
      return [200, answer]
    }
    const account = refreshTokens.get(form.get('refresh_token') ?? '')
    if (form.get('grant_type') !== 'refresh_token' || !account)
      return [400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }]
    return [200, issueTokens(account, false)]
  }

  const revoke = (form: URLSearchParams): [number, unknown] => {
    const value = form.get('token') ?? ''
    if (!refreshTokens.delete(value) && !accessTokens.delete(value)) return [400, { error: 'invalid_token' }]
    return [200, {}]
  }

  const overlaps = (event: GoogleEventResource, query: URLSearchParams) => {
    const start = Date.parse(event.start.dateTime ?? `${event.start.date}T00:00:00Z`)
    const end = Date.parse(event.end.dateTime ?? `${event.end.date}T00:00:00Z`)
    const min = query.get('timeMin')
    const max = query.get('timeMax')
    return (!min || end > Date.parse(min)) && (!max || start < Date.parse(max))
  }
  const matches = (event: GoogleEventResource, q: string | null) =>
    !q ||
    `${event.summary as string} ${(event.description as string | undefined) ?? ''}`
      .toLowerCase()
      .includes(q.toLowerCase())
  const startOf = (event: GoogleEventResource) => Date.parse(event.start.dateTime ?? `${event.start.date}T00:00:00Z`)

  const events = (request: GoogleRequest, account: string): [number, unknown] => {
    const list = eventsOf(account)
    const id = /^\/calendar\/v3\/calendars\/primary\/events\/([^/]+)$/.exec(request.path)?.[1]
    const notFound: [number, unknown] = [404, { error: { code: 404, message: 'Not Found' } }]
    if (!id && request.method === 'GET') {
      const found = list
        .filter((event) => overlaps(event, request.query) && matches(event, request.query.get('q')))
        .sort((a, b) => startOf(a) - startOf(b))
      const size = Math.min(Number(request.query.get('maxResults') ?? 250), options.pageSize ?? 250)
      const offset = Number(request.query.get('pageToken') ?? 0)
      const next = offset + size < found.length ? String(offset + size) : undefined
      const items = found.slice(offset, offset + size)
      return [200, { kind: 'calendar#events', timeZone: 'Europe/Madrid', items, nextPageToken: next }]
    }
    if (!id && request.method === 'POST') {
      issued += 1
      // Google takes a client's own id (base32hex, 5 to 1024 characters) and refuses it twice.
      const given = (request.json as { id?: unknown } | undefined)?.id
      if (typeof given === 'string' && list.some((event) => event.id === given)) {
        return [409, { error: { code: 409, message: 'The requested identifier already exists.' } }]
      }
      const event = {
        ...(request.json as GoogleEventResource),
        id: typeof given === 'string' ? given : `evt${issued}`,
        etag: `"${issued}"`,
        kind: 'calendar#event',
      }
      list.push(event)
      return [200, event]
    }
    const index = list.findIndex((event) => event.id === decodeURIComponent(id ?? ''))
    if (index < 0)
      return deleted.has(id ?? '') ? [410, { error: { code: 410, message: 'Resource has been deleted' } }] : notFound
    if (request.method === 'GET') {
      const read = list[index]!
      // Someone edits the event in Google right after this read (see editAfterNextRead).
      const edit = pendingEdits.get(read.id)
      if (edit) {
        pendingEdits.delete(read.id)
        issued += 1
        list[index] = { ...read, ...edit, etag: `"${issued}"` }
      }
      return [200, read]
    }
    if (request.method === 'PUT') {
      // An update read at an older etag is refused, as Google does, instead of losing the newer edit.
      if (request.ifMatch && request.ifMatch !== list[index]!.etag) {
        return [412, { error: { code: 412, message: 'Precondition Failed' } }]
      }
      issued += 1
      list[index] = { ...(request.json as GoogleEventResource), id: list[index]!.id, etag: `"${issued}"` }
      return [200, list[index]]
    }
    if (request.method === 'DELETE') {
      deleted.add(list[index]!.id)
      list.splice(index, 1)
      return [204, undefined]
    }
    return notFound
  }

  const pendingEdits = new Map<string, Record<string, unknown>>()

  const answer = (request: GoogleRequest): [number, unknown] => {
    if (request.path === '/token')
      return failing.has('token') ? [500, { error: 'internal_failure' }] : token(request.form)
    if (request.path === '/revoke') return failing.has('revoke') ? [503, {}] : revoke(request.form)
    if (!request.path.startsWith('/calendar/v3/calendars/primary/events')) return [404, {}]
    const account = accessTokens.get(request.authorization?.replace(/^Bearer /, '') ?? '')
    if (!account) return [401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } }]
    if (failing.has('events')) return [500, { error: { code: 500, message: 'Backend Error' } }]
    return events(request, account)
  }

  const server: Server = createServer((incoming, response) => {
    let raw = ''
    incoming.on('data', (data: Buffer) => (raw += data.toString()))
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1')
      const isJson = incoming.headers['content-type']?.startsWith('application/json')
      const request: GoogleRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        authorization: incoming.headers.authorization,
        ifMatch: incoming.headers['if-match'],
        form: new URLSearchParams(isJson ? '' : raw),
        json: isJson && raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined,
      }
      received.push(request)
      const [status, body] = answer(request)
      if (body === undefined) return void response.writeHead(status).end()
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`

  const config: GoogleCalendarConfig = {
    ...FAKE_CLIENT,
    authUrl: `${origin}/o/oauth2/v2/auth`,
    tokenUrl: `${origin}/token`,
    revokeUrl: `${origin}/revoke`,
    apiUrl: `${origin}/calendar/v3`,
    redirectUri: options.redirectUri,
    stateSecret: 'state-secret-for-tests',
    tokenKey: Buffer.alloc(32, 7),
  }

  return {
    config,
    received,
    /** Requests to one path (e.g. '/token'), in order. */
    requestsTo: (path: string) => received.filter((request) => request.path.startsWith(path)),
    /** The events in one Google account's primary calendar. */
    eventsOf,
    /** Tokens for an account, as the code exchange would give them. */
    issueTokens: (account: string) => issueTokens(account, true) as { access_token: string; refresh_token: string },
    /** Makes Google refuse an access token (expired early, or revoked at Google). */
    forgetAccessToken: (value: string) => accessTokens.delete(value),
    /** Whether Google still honours a refresh token. */
    knowsRefreshToken: (value: string) => refreshTokens.has(value),
    /** Google sends no refresh token on the next code exchange (as on a repeat consent without prompt). */
    withholdRefreshTokenOnce: () => (withholdRefreshToken = true),
    /** Someone changes an event in Google just after Sage next reads it (a new etag). */
    editAfterNextRead: (id: string, change: Record<string, unknown>) => pendingEdits.set(id, change),
    failing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>
