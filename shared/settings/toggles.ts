import { isRecord } from './display.ts'

/** Security and privacy switches (product.md 3), all off by default. */
export const securityKeys = ['twoFactorAuth', 'dataSharing', 'locationServices', 'activityLogging'] as const
export type SecuritySettings = Record<(typeof securityKeys)[number], boolean>

/** Notification switches (product.md 3), all off by default. */
export const notificationKeys = [
  'medicationReminders',
  'appointmentReminders',
  'dailyCheckIns',
  'emergencyAlerts',
  'familyUpdates',
] as const
export type NotificationSettings = Record<(typeof notificationKeys)[number], boolean>

/** Reads a group of switches from stored JSON: each stored true stays on, anything else is off. */
export function readToggles<Key extends string>(keys: readonly Key[], value: unknown): Record<Key, boolean> {
  const stored = isRecord(value) ? value : {}
  return Object.fromEntries(keys.map((key) => [key, stored[key] === true])) as Record<Key, boolean>
}
