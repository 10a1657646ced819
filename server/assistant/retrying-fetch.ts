import { setTimeout as delay } from 'node:timers/promises'

/** The statuses a gateway answers when the model server is briefly down or overloaded (SPEC: retryable statuses). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])

/** How often and how patiently requests are sent again. */
export type RetryOptions = {
  /** How many more times a request is sent after the first answer with a retryable status (default 2). */
  retries?: number
  /** The wait before the first retry, doubled before each next one (default 200 ms). */
  initialDelayMs?: number
  /** Waits the given milliseconds, or rejects when the signal aborts (tests pass a quick one). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** The fetch that sends each attempt (default: the global fetch). */
  fetch?: typeof fetch
}

const sleepFor = (ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal })

/**
 * A fetch that sends a request again when it is answered 502, 503 or 504, up to `retries` more
 * times with a doubling wait (200 ms, then 400 ms); every other answer, and a failed connection, is
 * returned or thrown at once, so a request the server may have acted on is never repeated.
 */
export function createRetryingFetch(options: RetryOptions = {}): typeof fetch {
  const { retries = 2, initialDelayMs = 200, sleep = sleepFor, fetch: send = globalThis.fetch } = options
  return async (input, init) => {
    // A streamed body is read by the first attempt and cannot be sent again.
    const replayable = !(init?.body instanceof ReadableStream)
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt >= retries || !replayable
      // A Request's body can be read once, so every attempt but the last sends a copy.
      const response = await send(input instanceof Request && !last ? input.clone() : input, init)
      if (last || !RETRYABLE_STATUSES.has(response.status)) return response
      // Free the connection the unread error body holds.
      await response.body?.cancel().catch(() => undefined)
      await sleep(initialDelayMs * 2 ** attempt, signal ?? undefined)
    }
  }
}
