import { careAreas } from '#shared/family/areas.ts'
import { z } from './zod.ts'

/**
 * An invitation to the family circle: the address, and who the invited person is: a family member
 * to help the one inviting (`family`), or the person the one inviting looks after (`person`).
 */
export const familyInvitationInput = z.strictObject({
  email: z.email().trim().max(254),
  invitee: z.enum(['family', 'person']),
})
export type FamilyInvitationInput = z.infer<typeof familyInvitationInput>

/** The token of an invitation's e-mailed link. */
export const familyTokenInput = z.strictObject({ token: z.string().trim().min(1).max(200) })

/** Accepting an invitation: the token from its e-mail, or its id (from the banner, signed in). */
export const familyAcceptInput = z.union([familyTokenInput, z.strictObject({ id: z.uuid() })])

/** What the older person shares in a link: every area named is on, the rest off. */
export const familyShareInput = z.strictObject({ areas: z.array(z.enum(careAreas)).max(careAreas.length) })

/** A page of the person's access log: `after` an entry's id, the entries older than it. */
export const familyLogQuery = z.object({ after: z.uuid().optional() })

/** The family member's own choice: to be e-mailed alerts about the person, or not. */
export const familyAlertMailsInput = z.strictObject({ on: z.boolean() })
