import { Hono } from 'hono'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '#server/app-env.ts'
import { REQUEST_ID_HEADER, requestLog } from './request-log.ts'

/** An app that logs its requests into a list, and answers every path. */
function loggedApp() {
  const lines: Record<string, unknown>[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
  const app = new Hono<AppEnv>()
    .use(requestLog(logger))
    .get('/work', (c) => {
      c.var.logger.warn('halfway')
      return c.text('done')
    })
    .get('*', (c) => c.text('ok'))
  return { app, lines }
}

describe('requestLog', () => {
  it('logs the method, path and status, without the query string', async () => {
    const { app, lines } = loggedApp()
    await app.request('/api/health?token=secret')
    expect(lines).toEqual([expect.objectContaining({ method: 'GET', path: '/api/health', status: 200 })])
  })

  it('leaves the secret of a calendar-feed address out of the log', async () => {
    const { app, lines } = loggedApp()
    const secret = 'q7Hc2P1v9XkR0mT5sLwZbN3yA8dE4fGhJ6uI0oKpQrS'
    await app.request(`/calendar/${secret}.ics`)
    expect(lines).toEqual([expect.objectContaining({ path: '/calendar/[secret].ics' })])
    expect(JSON.stringify(lines)).not.toContain(secret)
  })

  it('puts one id on every line a request logs, and tells it in a response header', async () => {
    const { app, lines } = loggedApp()
    const first = await app.request('/work')
    const second = await app.request('/work')
    const id = first.headers.get(REQUEST_ID_HEADER)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.headers.get(REQUEST_ID_HEADER)).not.toBe(id)
    expect(lines.slice(0, 2)).toEqual([
      expect.objectContaining({ msg: 'halfway', requestId: id }),
      expect.objectContaining({ msg: 'request', requestId: id, path: '/work' }),
    ])
  })
})
