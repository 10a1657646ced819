import { z } from './zod.ts'
import { textSizes } from '#shared/settings/display.ts'
import { appLanguages } from '#shared/settings/language.ts'

/** Display settings as the API accepts them. */
export const displaySettingsInput = z.strictObject({
  textSize: z.enum(textSizes),
  highContrast: z.boolean(),
  largeButtons: z.boolean(),
})

/** Language settings as the API accepts them. */
export const languageSettingsInput = z.strictObject({ selectedLanguage: z.enum(appLanguages) })

/** Security and privacy settings as the API accepts them (product.md 3; all off by default). */
export const securitySettingsInput = z.strictObject({
  twoFactorAuth: z.boolean(),
  dataSharing: z.boolean(),
  locationServices: z.boolean(),
  activityLogging: z.boolean(),
})

/** Notification settings as the API accepts them (product.md 3; all off by default). */
export const notificationSettingsInput = z.strictObject({
  medicationReminders: z.boolean(),
  appointmentReminders: z.boolean(),
  dailyCheckIns: z.boolean(),
  emergencyAlerts: z.boolean(),
  familyUpdates: z.boolean(),
})

/** The settings groups, as PUT /api/settings/{group} and the changedAt map name them. */
export const settingsGroupNames = ['language', 'security', 'notification', 'display'] as const
export type SettingsGroupName = (typeof settingsGroupNames)[number]

/** PUT /api/settings/{group}?changedAt=: when a change kept on a device was made; the newest change wins. */
export const settingsChangedAtQuery = z.object({ changedAt: z.iso.datetime({ offset: true }).optional() })
