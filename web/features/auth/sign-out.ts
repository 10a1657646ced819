import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { setActingFor } from '#web/lib/acting-for.ts'
import { STORAGE_PREFIX, plainKeys, removeKey, storedKeys } from '#web/lib/local-store.ts'
import { signOut } from './api.ts'

// Kept on sign-out: how the app looks and reads on this device, not the person's data.
const KEPT_KEYS = new Set([`${STORAGE_PREFIX}display-settings`, `${STORAGE_PREFIX}language-settings`])
const PERSONAL_PLAIN_KEYS: string[] = [plainKeys.questionnaire, plainKeys.userType]

/** Removes the person's data from this browser, keeping display (and language) settings. */
export function clearPersonalData(): void {
  for (const key of storedKeys()) {
    if ((key.startsWith(STORAGE_PREFIX) && !KEPT_KEYS.has(key)) || PERSONAL_PLAIN_KEYS.includes(key)) removeKey(key)
  }
}

/** Signs out, forgets the person's data in this browser, and goes to `to`. */
export function useSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async (to: '/' | '/login') => {
    await signOut()
    clearPersonalData()
    setActingFor(null)
    queryClient.clear()
    await navigate(to, { replace: true })
  }
}
