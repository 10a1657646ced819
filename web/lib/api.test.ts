import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, unwrap } from './api.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

const answer = (status: number, body: unknown) =>
  vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  )

describe('the typed API client', () => {
  it('calls the route the server declares and returns its JSON', async () => {
    const fetch = answer(200, { status: 'ok' })
    vi.stubGlobal('fetch', fetch)
    expect(await unwrap(api.health.$get())).toEqual({ status: 'ok' })
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/health$/)
  })

  it('turns the JSON error into an ApiError with status, code and message', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { error: { code: 'invalid_input', message: 'Invalid email: not a valid e-mail address.' } }),
    )
    const failure = unwrap(
      api.feedback.$post({ json: { name: 'Rose', email: 'nope', subject: 'Hi', message: 'Hello' } }),
    ).catch((error: unknown) => error)
    const error = await failure
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_input',
      message: 'Invalid email: not a valid e-mail address.',
    })
  })

  it('says the server could not be reached when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(unwrap(api.health.$get())).rejects.toMatchObject({ status: 0, code: 'network_error' })
  })
})
