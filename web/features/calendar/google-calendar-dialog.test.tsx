import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { initReactI18next } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { GoogleCalendarStatus } from '#shared/calendar/google-calendar.ts'
import { CONNECTED_CLOSE_MS } from './google-calendar-dialog-content.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Menu } from '#web/components/ui/menu.tsx'
import { GoogleCalendarDialog } from './google-calendar-dialog.tsx'
import { GoogleCalendarMenu } from './google-calendar-menu.tsx'

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, keySeparator: false, nsSeparator: false })
  // The dialogs and the menu download their code when first opened; here the first transform of
  // that code would outlast a query's wait, so it is downloaded once before the tests.
  await Promise.all([Dialog.preload(), Menu.preload(), GoogleCalendarDialog.preload()])
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

/** The server's answers: the status (which a test may change) and a disconnect that succeeds. */
function stubServer(initial: GoogleCalendarStatus) {
  const server = { status: initial, calls: [] as string[] }
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname
      server.calls.push(`${init?.method ?? 'GET'} ${path}`)
      // No one signed in: the dialog's calendar-feed link, which needs a person, stays away.
      if (path === '/api/auth/get-session') return json(null)
      if (path.endsWith('/disconnect')) {
        server.status = { configured: true, connected: false }
        return json(server.status)
      }
      return json(server.status)
    }),
  )
  return server
}

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

describe('GoogleCalendarDialog', () => {
  it('warns when the server has no Google settings, and offers no Connect', async () => {
    stubServer({ configured: false, connected: false })
    render(withQueries(<GoogleCalendarDialog open onOpenChange={() => {}} />))
    await screen.findByText('Configuration Error')
    screen.getByText(/Google Calendar is not set up on this server yet\./)
    expect(screen.queryByRole('button', { name: 'Connect Google Calendar' })).toBeNull()
    screen.getByRole('heading', { name: 'With Google Calendar connected you can' })
  })

  it('says it is not connected and offers Connect', async () => {
    stubServer({ configured: true, connected: false })
    render(withQueries(<GoogleCalendarDialog open onOpenChange={() => {}} />))
    await screen.findByText('Google Calendar is not connected. Sage keeps your events in its own calendar.')
    screen.getByRole('button', { name: 'Connect Google Calendar' })
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
  })

  it('disconnects a connected calendar', async () => {
    const server = stubServer({ configured: true, connected: true })
    render(withQueries(<GoogleCalendarDialog open onOpenChange={() => {}} />))
    await screen.findByText('Your Google Calendar is connected. Sage reads and adds your events there.')
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await screen.findByRole('button', { name: 'Connect Google Calendar' })
    expect(server.calls).toContain('POST /api/google-calendar/disconnect')
  })

  it('closes 2 seconds after the calendar becomes connected', async () => {
    const server = stubServer({ configured: true, connected: false })
    const onOpenChange = vi.fn()
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <GoogleCalendarDialog open onOpenChange={onOpenChange} />
      </QueryClientProvider>,
    )
    await screen.findByRole('button', { name: 'Connect Google Calendar' })
    server.status = { configured: true, connected: true }
    // Measured from before the change is read: the wait starts only once the message is shown,
    // however late a busy machine notices that it is.
    const shownAt = Date.now()
    await act(() => client.invalidateQueries())
    await screen.findByText('Google Calendar Connected!')
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: CONNECTED_CLOSE_MS + 1000 })
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(CONNECTED_CLOSE_MS - 100)
  })
})

describe('GoogleCalendarMenu', () => {
  const openMenu = async () => {
    const trigger = await screen.findByRole('button', { name: 'Services' })
    fireEvent.keyDown(trigger, { key: 'Enter' })
    return screen.findByRole('menu')
  }

  it('offers Connect Google Calendar, which opens the dialog', async () => {
    stubServer({ configured: true, connected: false })
    render(withQueries(<GoogleCalendarMenu />))
    await openMenu()
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Connect Google Calendar' }))
    await screen.findByRole('dialog', { name: 'Google Calendar' })
  })

  it('offers Open Google Calendar, in a new tab, once connected', async () => {
    stubServer({ configured: true, connected: true })
    render(withQueries(<GoogleCalendarMenu />))
    await openMenu()
    const link = await screen.findByRole('menuitem', { name: /Open Google Calendar/ })
    expect(link.getAttribute('href')).toBe('https://calendar.google.com')
    expect(link.getAttribute('target')).toBe('_blank')
    screen.getByRole('menuitem', { name: 'Google Calendar settings' })
  })
})
