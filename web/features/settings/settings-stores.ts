import { toast } from 'sonner'
import i18next from 'i18next'
import { notificationKeys, readToggles, securityKeys } from '#shared/settings/toggles.ts'
import { api, unwrap } from '#web/lib/api.ts'
import { languageStore } from '#web/lib/i18n.ts'
import { type LocalStore, STORAGE_PREFIX, createLocalStore } from '#web/lib/local-store.ts'
import { displaySettingsStore } from './display-settings.ts'

/** Security and privacy switches, kept in browser storage. */
export const securityStore = createLocalStore('security-settings', (value) => readToggles(securityKeys, value))
/** Notification switches, kept in browser storage. */
export const notificationStore = createLocalStore('notification-settings', (value) =>
  readToggles(notificationKeys, value),
)

/** A settings group: where it is kept here, and how it is saved to the account. */
type Group<T> = { store: LocalStore<T>; save: (value: T) => Promise<unknown> }

// What each group last held when the account confirmed it. Settings stay in the browser after
// sign-in, so without this every visit would send them all again. Prefixed, so sign-out clears it.
const sentKey = `${STORAGE_PREFIX}settings-sent`
const readSent = (): Record<string, string> => {
  try {
    return (JSON.parse(localStorage.getItem(sentKey) ?? '{}') as Record<string, string>) ?? {}
  } catch {
    return {}
  }
}
const markSent = (store: LocalStore<unknown>, value: unknown) => {
  try {
    localStorage.setItem(sentKey, JSON.stringify({ ...readSent(), [store.key]: JSON.stringify(value) }))
  } catch {
    // Storage refused: the next visit simply sends the group again.
  }
}

/** A group whose saves also record what the account now holds. */
const group = <T>(store: LocalStore<T>, send: (value: T) => Promise<unknown>): Group<T> => ({
  store,
  save: async (value) => {
    await send(value)
    markSent(store as LocalStore<unknown>, value)
  },
})

const groups = {
  display: group(displaySettingsStore, (json) => unwrap(api.settings.display.$put({ json }))),
  language: group(languageStore, (json) => unwrap(api.settings.language.$put({ json }))),
  security: group(securityStore, (json) => unwrap(api.settings.security.$put({ json }))),
  notification: group(notificationStore, (json) => unwrap(api.settings.notification.$put({ json }))),
}
type Groups = typeof groups
export type SettingsGroup = keyof Groups
type ValueOf<Name extends SettingsGroup> = Groups[Name] extends Group<infer T> ? T : never

/**
 * Changes a settings group: at once in this browser (it applies immediately), then in the person's
 * account when signed in. A failed save keeps the local value and says so (SPEC.md 4).
 */
export function updateSettings<Name extends SettingsGroup>(name: Name, value: ValueOf<Name>, signedIn: boolean): void {
  const { store, save } = groups[name] as unknown as Group<ValueOf<Name>>
  store.set(value)
  if (!signedIn) return
  save(value).catch((error: unknown) => {
    console.warn(`Saving ${name} settings to the account failed; kept on this device.`, error)
    toast.warning(i18next.t('Saved on this device only. We could not save it to your account right now.'))
  })
}

/**
 * After sign-in: copies to the account the settings this browser holds that the account does not
 * have yet (changed while signed out, or never sent); they also stay here. Returns how many groups
 * were sent.
 */
export async function pushLocalSettings(): Promise<number> {
  const sent = readSent()
  let count = 0
  for (const { store, save } of Object.values(groups) as Group<unknown>[]) {
    if (localStorage.getItem(store.key) === null) continue
    const value = store.get()
    if (sent[store.key] === JSON.stringify(value)) continue
    await save(value)
    count += 1
  }
  return count
}
