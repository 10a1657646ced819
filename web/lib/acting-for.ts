/**
 * Whose Sage this tab shows: the signed-in person's own (null), or that of a person they look
 * after, by user id. Requests for the data a person can share (calendar, medications, medical
 * history, photos, emergency contacts, alerts) then name that person; the server decides what they may reach.
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
const sharedData = [
  { path: '/api/calendar', key: 'calendar' },
  { path: '/api/medical-records', key: 'medical-records' },
  { path: '/api/doctor-summary', key: 'doctor-summary' },
  { path: '/api/photos', key: 'photos' },
  { path: '/api/emergency-contacts', key: 'emergency-contacts' },
  { path: '/api/alerts', key: 'alerts' },
  { path: '/api/medications', key: 'medications' },
]

/**
 * The screens that show the person acted for: their day (the home screen) and their own screens.
 * Everywhere else (settings, profile, Family, sign-in) is the signed-in person's own, whoever is
 * chosen, so one's own profile or a preview never reads the other person's data.
 */
const personScreens = new Set([
  '/home',
  '/homepage',
  '/photo-gallery',
  '/medical-history',
  '/doctor-summary',
  '/emergency-contacts',
  '/medications',
])

let { person: current, by: currentBy } = read()

/** The person requests are for now: the one chosen, while one of their screens is open. */
function inEffect(): string | null {
  if (!current || typeof window === 'undefined') return null
  const path = window.location.pathname.replace(/\/+$/, '') || '/'
  return personScreens.has(path) ? current : null
}
const listeners = new Set<() => void>()

/** The choice kept in this tab: the person, and the account that chose them. */
function read(): { person: string | null; by: string | null } {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      person?: unknown
      by?: unknown
    } | null
    if (typeof stored?.person === 'string' && typeof stored.by === 'string')
      return { person: stored.person, by: stored.by }
  } catch {
    // Nothing readable: one's own Sage.
  }
  return { person: null, by: null }
}

/** The id of the person acted for, or null for the signed-in person's own Sage. */
export const actingFor = (): string | null => current

/** Moves this tab to a person's Sage (their user id), chosen by the signed-in account `by`; or back to one's own (null). */
export function setActingFor(personId: string | null, by: string | null = null): void {
  if (personId === current && by === currentBy) return
  current = personId
  currentBy = personId ? by : null
  try {
    if (personId) sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ person: personId, by }))
    else sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage that cannot be written keeps the choice for this page only.
  }
  listeners.forEach((listener) => listener())
}

/**
 * Keeps the choice only for the account that made it: another account signed in on this tab (or
 * no one) starts in its own Sage, and nothing it sends names the person.
 */
export function keepOnlyFor(userId: string | null): void {
  if (current && currentBy !== userId) setActingFor(null)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The id of the person acted for, as components see it (null: one's own Sage). */
export const useActingFor = (): string | null => useSyncExternalStore(subscribe, actingFor, actingFor)

/** Whether an API address holds data a person can share. */
function isSharedPath(path: string): boolean {
  return sharedData.some(
    ({ path: prefix }) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
  )
}

/** The headers a request to `path` carries: the person acted for, on their screens and shared data only. */
export function personHeaders(path: string): Record<string, string> {
  const person = inEffect()
  return person && isSharedPath(path) ? { [PERSON_HEADER]: person } : {}
}

/**
 * The query cache's key hash: what was read of shared data is kept apart per person, so one
 * person's calendar is never shown, even for a moment, as another's.
 */
export function hashQueryKey(key: QueryKey): string {
  return current && sharedData.some((area) => area.key === key[0]) ? hashKey([...key, { for: current }]) : hashKey(key)
}
