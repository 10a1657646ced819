import { toast } from 'sonner'
import i18next from 'i18next'
import { notificationKeys, readToggles, securityKeys } from '#shared/settings/toggles.ts'
import { api, unwrap } from '#web/lib/api.ts'
import { languageStore } from '#web/lib/i18n.ts'
import { type LocalStore, createLocalStore } from '#web/lib/local-store.ts'
import { displaySettingsStore } from './display-settings.ts'

/** Security and privacy switches, kept in browser storage. */
export const securityStore = createLocalStore('security-settings', (value) => readToggles(securityKeys, value))
/** Notification switches, kept in browser storage. */
export const notificationStore = createLocalStore('notification-settings', (value) =>
  readToggles(notificationKeys, value),
)

/** A settings group: where it is kept here, and how it is saved to the account. */
type Group<T> = { store: LocalStore<T>; save: (value: T) => Promise<unknown> }
const group = <T>(store: LocalStore<T>, save: (value: T) => Promise<unknown>): Group<T> => ({ store, save })

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

/** After sign-in: copies the settings kept in this browser to the account; they also stay here. */
export async function pushLocalSettings(): Promise<void> {
  for (const { store, save } of Object.values(groups) as Group<unknown>[]) {
    if (localStorage.getItem(store.key) !== null) await save(store.get())
  }
}
