import { z } from './zod.ts'
import { chatLanguages } from '#shared/chat/chat-languages.ts'
import { optionalEmailAddress } from './account.ts'
import { requiredText } from './feedback.ts'
import { clientId } from './ids.ts'

/** Characters a phone number may hold: digits, spaces and + - ( ) . */
export const phonePattern = /^[\d +\-().]*$/

const contactFields = {
  name: requiredText(200),
  relationship: requiredText(100),
  /** Empty means none. */
  email: optionalEmailAddress.optional(),
  /** Empty means none. */
  phone: z.string().trim().max(40).regex(phonePattern, 'use only digits, spaces and + - ( ) .').optional(),
}

/** product.md 5: a contact needs at least one way to reach them. */
const reachable = (contact: { email?: string; phone?: string }) => Boolean(contact.email || contact.phone)
const unreachable = { path: ['email'], message: 'add an e-mail address or a phone number.' }

/** An emergency contact as sent to update one: every field (product.md 3, 5). */
export const emergencyContactInput = z.strictObject(contactFields).refine(reachable, unreachable)
export type EmergencyContactInput = z.infer<typeof emergencyContactInput>

/** A new emergency contact, with an optional client-generated id. */
export const newEmergencyContactInput = z
  .strictObject({ id: clientId, ...contactFields })
  .refine(reachable, unreachable)
export type NewEmergencyContactInput = z.infer<typeof newEmergencyContactInput>

/** Turning a contact's alerts on (which asks them by e-mail first) or off; `language` is the person's chat language. */
export const contactAlertsInput = z.strictObject({
  on: z.boolean(),
  language: z.enum(chatLanguages).optional(),
})

/** Which alerts to list: those of one emergency message, or all. */
export const alertsQuery = z.strictObject({ group: z.uuid().optional() })
