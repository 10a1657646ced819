import { afterEach, describe, expect, it, vi } from 'vitest'
import { displaySettingsStore } from './display-settings.ts'
import { notificationStore, syncSettings, updateSettings } from './api.ts'

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
const empty = {
  languageSettings: null,
  securitySettings: null,
  notificationSettings: null,
  displaySettings: null,
  changedAt: {},
}

/** A fetch standing for an account that holds `account` at first and keeps what each PUT sends. */
function accountHolding(account: Record<string, unknown>) {
  const held = { ...empty, ...account } as Record<string, unknown> & { changedAt: Record<string, string> }
  return vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://sage.test')
    if (init?.method === 'PUT') {
      const group = url.pathname.split('/').at(-1)!
      const changedAt = url.searchParams.get('changedAt') ?? '2026-11-24T12:00:00.000Z'
      held[`${group}Settings`] = JSON.parse(init.body as string) as unknown
      held.changedAt = { ...held.changedAt, [group]: changedAt }
      return Promise.resolve(json({ settings: held[`${group}Settings`], changedAt }))
    }
    return Promise.resolve(json(held))
  })
}
const puts = (fetch: ReturnType<typeof accountHolding>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([input]) => input)

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('syncSettings', () => {
  it('shows on a new browser what the account holds', async () => {
    const fetch = accountHolding({
      displaySettings: { textSize: 'Large', highContrast: true, largeButtons: false },
      notificationSettings: { ...notificationStore.get(), medicationReminders: true },
      changedAt: { display: '2026-11-20T10:00:00.000Z', notification: '2026-11-20T10:00:00.000Z' },
    })
    vi.stubGlobal('fetch', fetch)
    expect(await syncSettings()).toBe(0)
    expect(displaySettingsStore.get()).toEqual({ textSize: 'Large', highContrast: true, largeButtons: false })
    expect(notificationStore.get().medicationReminders).toBe(true)
    expect(puts(fetch)).toEqual([])
  })

  it('sends a change made here after the account’s, with the time it was made', async () => {
    updateSettings('notification', { ...notificationStore.get(), dailyCheckIns: true }, false)
    const fetch = accountHolding({
      notificationSettings: notificationStore.get(),
      changedAt: { notification: '2020-01-01T00:00:00.000Z' },
    })
    vi.stubGlobal('fetch', fetch)
    expect(await syncSettings()).toBe(1)
    expect(puts(fetch)).toEqual([expect.stringMatching(/\/api\/settings\/notification\?changedAt=20\d\d-/)])
  })

  it('keeps the account’s newer change over an older one here, and sends what the account never had', async () => {
    updateSettings('display', { textSize: 'Small', highContrast: false, largeButtons: false }, false)
    const fetch = accountHolding({
      displaySettings: { textSize: 'Large', highContrast: true, largeButtons: true },
      changedAt: { display: '2999-01-01T00:00:00.000Z' },
    })
    vi.stubGlobal('fetch', fetch)
    updateSettings('notification', { ...notificationStore.get(), familyUpdates: true }, false)
    expect(await syncSettings()).toBe(1)
    expect(displaySettingsStore.get().textSize).toBe('Large')
    expect(puts(fetch)).toEqual([expect.stringMatching(/\/api\/settings\/notification/)])
    // The next visit has nothing new to send.
    expect(await syncSettings()).toBe(0)
  })
})
