/**
 * Whose Sage this tab shows: the signed-in person's own (null), or that of a person they look
 * after, by user id. Requests for the data a person can share (calendar, medical history, photos,
 * emergency contacts, alerts) then name that person; the server decides what they may reach.
 *
 * It is kept per tab (sessionStorage), so a reload stays with the same person while another tab,
 * or the next visit, starts in the signed-in person's own Sage.
 */
import { hashKey, type QueryKey } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

/** The request header that names the person acted for (the server's PERSON_HEADER). */
export const PERSON_HEADER = 'x-sage-person'
const STORAGE_KEY = 'sage:acting-for'

/**
 * The parts of the API that hold data a person can share, and the query keys under which the
 * screens keep what they read from them. Everything else (settings, chats, the family circle
 * itself) is always the signed-in person's own.
 */
const sharedPaths = ['/api/calendar', '/api/medical-records', '/api/photos', '/api/emergency-contacts', '/api/alerts']
const sharedKeys = new Set(['calendar', 'medical-records', 'photos', 'emergency-contacts', 'alerts'])

let current: string | null = read()
const listeners = new Set<() => void>()

function read(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

/** The id of the person acted for, or null for the signed-in person's own Sage. */
export const actingFor = (): string | null => current

/** Moves this tab to a person's Sage (their user id), or back to one's own (null). */
export function setActingFor(personId: string | null): void {
  if (personId === current) return
  current = personId
  try {
    if (personId) sessionStorage.setItem(STORAGE_KEY, personId)
    else sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage that cannot be written keeps the choice for this page only.
  }
  listeners.forEach((listener) => listener())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The id of the person acted for, as components see it (null: one's own Sage). */
export const useActingFor = (): string | null => useSyncExternalStore(subscribe, actingFor, actingFor)

/** Whether an API address holds data a person can share. */
export function isSharedPath(path: string): boolean {
  return sharedPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))
}

/** The headers a request to `path` carries: the person acted for, on shared data only. */
export function personHeaders(path: string): Record<string, string> {
  return current && isSharedPath(path) ? { [PERSON_HEADER]: current } : {}
}

/**
 * The query cache's key hash: what was read of shared data is kept apart per person, so one
 * person's calendar is never shown, even for a moment, as another's.
 */
export function hashQueryKey(key: QueryKey): string {
  return current && typeof key[0] === 'string' && sharedKeys.has(key[0])
    ? hashKey([...key, { for: current }])
    : hashKey(key)
}
