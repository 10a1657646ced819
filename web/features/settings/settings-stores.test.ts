import { afterEach, describe, expect, it, vi } from 'vitest'
import { notificationStore, pushLocalSettings, updateSettings } from './settings-stores.ts'

const settingsAnswer = () =>
  vi.fn((_input: RequestInfo | URL) =>
    Promise.resolve(new Response('{"settings":{}}', { headers: { 'content-type': 'application/json' } })),
  )

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('pushLocalSettings', () => {
  it('sends a group once, and again only after it changed', async () => {
    const fetch = settingsAnswer()
    vi.stubGlobal('fetch', fetch)
    updateSettings('notification', { ...notificationStore.get(), dailyCheckIns: true }, false)

    expect(await pushLocalSettings()).toBe(1)
    expect(String(fetch.mock.calls[0]![0] as string)).toMatch(/\/api\/settings\/notification$/)
    // The next visit has nothing new to send.
    expect(await pushLocalSettings()).toBe(0)
    expect(fetch).toHaveBeenCalledTimes(1)

    updateSettings('notification', { ...notificationStore.get(), familyUpdates: true }, false)
    expect(await pushLocalSettings()).toBe(1)
  })

  it('does not resend what a signed-in change already saved', async () => {
    const fetch = settingsAnswer()
    vi.stubGlobal('fetch', fetch)
    updateSettings('notification', { ...notificationStore.get(), emergencyAlerts: true }, true)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    await vi.waitFor(() => expect(localStorage.getItem('sage:settings-sent')).toContain('notification'))
    expect(await pushLocalSettings()).toBe(0)
  })
})
