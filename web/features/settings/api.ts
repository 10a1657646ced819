// Settings' data: the four groups of settings kept in this browser and in the account, and a
// message to support.
import { useMutation } from '@tanstack/react-query'
import i18next from 'i18next'
import { toast } from '#web/components/ui/toast.ts'
import type { FeedbackInput } from '#shared/schemas/feedback.ts'
import type { DisplayChange } from '#shared/chat/builtin/setting-request.ts'
import { type DisplaySettings, textSizes } from '#shared/settings/display.ts'
import type { LanguageSettings } from '#shared/settings/language.ts'
import {
  notificationKeys,
  readToggles,
  securityKeys,
  type NotificationSettings,
  type SecuritySettings,
} from '#shared/settings/toggles.ts'
import { api, unwrap } from '#web/lib/api.ts'
import { languageStore } from '#web/lib/i18n.ts'
import { createLocalStore, type LocalStore } from '#web/lib/local-store.ts'
import { displaySettingsStore } from './display-settings.ts'

/** Security and privacy switches, kept in browser storage. */
export const securityStore = createLocalStore('security-settings', (value) => readToggles(securityKeys, value))
/** Notification switches, kept in browser storage. */
export const notificationStore = createLocalStore('notification-settings', (value) =>
  readToggles(notificationKeys, value),
)

/** A settings group: where it is kept here, its field in GET /api/settings, and how it is saved to the account. */
type Group<T> = {
  store: LocalStore<T>
  field: 'displaySettings' | 'languageSettings' | 'securitySettings' | 'notificationSettings'
  save: (value: T, changedAt?: string) => Promise<{ settings: T; changedAt: string }>
}

// When each group was last changed here, or last taken from the account ({ storage key: ISO time }):
// the newest change wins. Prefixed, so sign-out clears it, and a kept display setting then gives
// way to the next person's account.
const changedStore = createLocalStore<Record<string, string>>('settings-changed', (stored) =>
  stored && typeof stored === 'object' ? (stored as Record<string, string>) : {},
)
const markChanged = (store: LocalStore<unknown>, time: string) =>
  changedStore.set({ ...changedStore.get(), [store.key]: time })

const query = (changedAt: string | undefined) => (changedAt ? { changedAt } : {})
const groups = {
  display: {
    store: displaySettingsStore,
    field: 'displaySettings',
    save: (json, changedAt) => unwrap(api.settings.display.$put({ json, query: query(changedAt) })),
  } satisfies Group<DisplaySettings>,
  language: {
    store: languageStore,
    field: 'languageSettings',
    save: (json, changedAt) => unwrap(api.settings.language.$put({ json, query: query(changedAt) })),
  } satisfies Group<LanguageSettings>,
  security: {
    store: securityStore,
    field: 'securitySettings',
    save: (json, changedAt) => unwrap(api.settings.security.$put({ json, query: query(changedAt) })),
  } satisfies Group<SecuritySettings>,
  notification: {
    store: notificationStore,
    field: 'notificationSettings',
    save: (json, changedAt) => unwrap(api.settings.notification.$put({ json, query: query(changedAt) })),
  } satisfies Group<NotificationSettings>,
}
type Groups = typeof groups
export type SettingsGroup = keyof Groups
type ValueOf<Name extends SettingsGroup> = Groups[Name] extends Group<infer T> ? T : never

/** Takes what the account holds for a group, unless this browser already shows it. */
function adopt<T>(store: LocalStore<T>, settings: T, changedAt: string | undefined) {
  if (JSON.stringify(store.get()) !== JSON.stringify(settings)) store.set(settings)
  if (changedAt) markChanged(store as LocalStore<unknown>, changedAt)
}

/**
 * Changes a settings group: at once in this browser (it applies immediately), then in the person's
 * account when signed in. A failed save keeps the local value and says so (product.md 4); the next
 * sign-in or visit sends it, unless the account was changed since.
 */
export function updateSettings<Name extends SettingsGroup>(name: Name, value: ValueOf<Name>, signedIn: boolean): void {
  const { store, save } = groups[name] as unknown as Group<ValueOf<Name>>
  store.set(value)
  markChanged(store as LocalStore<unknown>, new Date().toISOString())
  if (!signedIn) return
  save(value).then(
    (saved) => markChanged(store as LocalStore<unknown>, saved.changedAt),
    (error: unknown) => {
      console.warn(`Saving ${name} settings to the account failed; kept on this device.`, error)
      toast.warning(i18next.t('Saved on this device only. We could not save it to your account right now.'))
    },
  )
}

/** A display change asked in the chat ("make the text bigger"), made as the Display screen makes it. */
export function applyDisplayChange(change: DisplayChange, signedIn: boolean): void {
  const current = displaySettingsStore.get()
  const size = (delta: number) => {
    const index = Math.min(textSizes.length - 1, Math.max(0, textSizes.indexOf(current.textSize) + delta))
    return textSizes[index]!
  }
  const next =
    'text' in change ? { ...current, textSize: size(change.text === 'bigger' ? 1 : -1) } : { ...current, ...change }
  updateSettings('display', next, signedIn)
}

/**
 * When someone is signed in (after sign-in, or opening Sage): each settings group becomes the
 * newest of the account's and this browser's. A group changed here later than on the account (or
 * never saved there) is sent; otherwise the account's is shown here, so a new tablet looks and
 * reminds as the person set it elsewhere. Returns how many groups were sent.
 */
export async function syncSettings(): Promise<number> {
  const account = await unwrap(api.settings.$get())
  const changed = changedStore.get()
  let sent = 0
  for (const [name, group] of Object.entries(groups) as [SettingsGroup, Group<unknown>][]) {
    const { store, field, save } = group
    const accountValue = account[field]
    const accountTime = account.changedAt[name]
    const localTime = store.isSet() ? changed[store.key] : undefined
    const newerHere =
      store.isSet() &&
      (accountValue === null || (localTime !== undefined && (accountTime === undefined || localTime > accountTime)))
    if (newerHere) {
      const saved = await save(store.get(), localTime)
      adopt(store, saved.settings, saved.changedAt)
      sent += 1
    } else if (accountValue !== null) {
      adopt(store, accountValue, accountTime)
    }
  }
  return sent
}

/** Sends a message from the Support screen to the people behind Sage. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: async (message: FeedbackInput) => unwrap(api.feedback.$post({ json: message })),
  })
}
