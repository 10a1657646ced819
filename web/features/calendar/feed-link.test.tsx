import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { sessionKeys } from '#web/features/auth/api.ts'
import { CalendarFeedLink } from './feed-link.tsx'

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, keySeparator: false, nsSeparator: false })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const FEED = 'http://localhost/calendar/abc.ics'

/** The server: the feed link, and whether Google Calendar is connected. */
function stubServer(connected: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname
      const body = path.endsWith('/google-calendar/status') ? { configured: true, connected } : { url: FEED }
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
      )
    }),
  )
}

/** The link on the Security screen, for a signed-in person. */
function renderSignedIn() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(sessionKeys.all, { user: { id: 'u1', email: 'rose@example.org' }, session: { id: 's1' } })
  render(
    <QueryClientProvider client={client}>
      <CalendarFeedLink />
    </QueryClientProvider>,
  )
}

describe('CalendarFeedLink', () => {
  it('shows the link with no note while Sage keeps the calendar', async () => {
    stubServer(false)
    renderSignedIn()
    expect(await screen.findByDisplayValue(FEED)).toBeTruthy()
    expect(screen.queryByText(/Your Google Calendar is connected/)).toBeNull()
  })

  it('says the link shows only Sage’s own events once Google Calendar is connected', async () => {
    stubServer(true)
    renderSignedIn()
    await screen.findByText(
      'Your Google Calendar is connected, so Sage keeps your events there. This link shows only the events Sage kept before you connected it.',
    )
    expect(screen.getByDisplayValue(FEED)).toBeTruthy()
  })
})
