/**
 * Everything Sage keeps in this browser's localStorage goes through this module: typed stores that
 * components subscribe to, JSON values, and the few plain keys. Storage can be unavailable (private
 * modes, a full disk): reads then find nothing, and stores keep working in memory for the visit.
 * (Photos kept without an account are too big for it and live in IndexedDB: photo-db.ts.)
 */
import { useSyncExternalStore } from 'react'

/** Every key Sage keeps in browser storage starts with this prefix. */
export const STORAGE_PREFIX = 'sage:'

/**
 * Keys kept without the prefix, by the names the first version of Sage gave them: the
 * questionnaire's answers and account type, and whether the terms and privacy policy were read.
 */
export const plainKeys = {
  questionnaire: 'userData',
  userType: 'userType',
  viewedTerms: 'viewedTerms',
  viewedPrivacy: 'viewedPrivacy',
} as const

/** A typed value in localStorage that components can subscribe to. */
export type LocalStore<T> = {
  get: () => T
  set: (value: T) => void
  subscribe: (listener: () => void) => () => void
  /** Storage key, prefix included. */
  key: string
  /** Whether a value was ever stored here (as opposed to the default `read` gives for nothing). */
  isSet: () => boolean
}

/**
 * Creates a store for one prefixed localStorage key. `read` turns stored JSON (possibly missing,
 * hand-edited or from an older version) into a valid value; changes in other tabs reach
 * subscribers too.
 */
export function createLocalStore<T>(name: string, read: (stored: unknown) => T): LocalStore<T> {
  const key = STORAGE_PREFIX + name
  const listeners = new Set<() => void>()
  let cachedRaw: string | null | undefined
  let cachedValue = read(undefined)
  // When storage refuses a write (private mode, full disk), the value lives here for this visit.
  let unsaved: string | undefined

  const get = () => {
    const raw = unsaved ?? safeRead(key)
    if (raw !== cachedRaw) {
      cachedRaw = raw
      cachedValue = read(parseJson(raw))
    }
    return cachedValue
  }
  const set = (value: T) => {
    const raw = JSON.stringify(value)
    unsaved = safeWrite(key, raw) ? undefined : raw
    listeners.forEach((listener) => listener())
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key && event.key !== null) return
      // Another tab wrote the value, so storage works again and holds the newest one.
      unsaved = undefined
      listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }
  const isSet = () => (unsaved ?? safeRead(key)) !== null
  return { get, set, subscribe, key, isSet }
}

/** Subscribes a component to a local store. */
export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

/** The JSON value kept under a full key (prefixed, or one of plainKeys); undefined when none or unreadable. */
export function readJson(key: string): unknown {
  return parseJson(safeRead(key))
}

/** Keeps a JSON value under a full key; throws when the browser refuses, so nothing is lost unseen. */
export function writeJson(key: string, value: unknown): void {
  window.localStorage.setItem(key, JSON.stringify(value))
}

/** The text kept under a full key, or null. */
export const readText = (key: string): string | null => safeRead(key)

/** Keeps text under a full key; throws when the browser refuses. */
export function writeText(key: string, value: string): void {
  window.localStorage.setItem(key, value)
}

/** Forgets a full key. */
export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Storage that cannot be reached holds nothing to forget.
  }
}

/** Every key in this browser's storage. */
export function storedKeys(): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '').filter(Boolean)
  } catch {
    return []
  }
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

// Storage can be unavailable (private modes, full disk); the app then keeps working in memory.
function safeRead(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Writes to storage; false when the browser refused. */
function safeWrite(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

/** Sets a plain flag (viewedTerms, viewedPrivacy) to "true". */
export function setFlag(name: (typeof plainKeys)['viewedTerms' | 'viewedPrivacy']): void {
  safeWrite(name, 'true')
}

/** Whether a plain flag is set. */
export const isFlagSet = (name: (typeof plainKeys)['viewedTerms' | 'viewedPrivacy']): boolean =>
  safeRead(name) === 'true'
