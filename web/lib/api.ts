import { hc } from 'hono/client'
import type { ApiRoutes } from '#server/app.ts'
import type { ErrorBody, FieldError } from '#server/errors.ts'
import { personHeaders } from './acting-for.ts'

/** An error answer from the API, with its status, stable code, and the wrong field when it names one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldError?: FieldError,
  ) {
    super(message)
  }
}

/**
 * The typed client for every route under /api; requests carry the session cookie, and requests for
 * shared data name the person this tab acts for (acting-for.ts).
 */
export const api = hc<ApiRoutes>('/api', {
  init: { credentials: 'same-origin' },
  fetch: (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
    const extra = personHeaders(url.pathname)
    if (Object.keys(extra).length === 0) return fetch(input, init)
    const headers = new Headers(init?.headers)
    for (const [name, value] of Object.entries(extra)) headers.set(name, value)
    return fetch(input, { ...init, headers })
  },
})

/** Awaits a client call and returns its JSON, or throws ApiError with the server's message. */
export async function unwrap<T>(request: Promise<{ ok: boolean; status: number; json: () => Promise<T> }>): Promise<T> {
  let response
  try {
    response = await request
  } catch {
    throw new ApiError(0, 'network_error', 'Sage could not reach the server. Please check your connection.')
  }
  // 204 No Content (a delete) has no body to read.
  if (response.status === 204) return undefined as T
  if (response.ok) return response.json()
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null
  const { field, problem } = body?.error ?? {}
  throw new ApiError(
    response.status,
    body?.error?.code ?? 'unknown',
    body?.error?.message ?? 'Request failed.',
    field && problem ? { field, problem } : undefined,
  )
}
