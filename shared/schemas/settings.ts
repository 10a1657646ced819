import { z } from 'zod'
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
