import type { CareArea } from './areas.ts'

/** A family link or invitation, as one of its two sides sees it (GET /api/family). */
export type FamilyLink = {
  id: string
  /** Whether the one looking is the older person or the family member, in this link. */
  role: 'person' | 'caretaker'
  /** Invited, not yet accepted; or linked. */
  status: 'invited' | 'active'
  /** Whether the one looking sent the invitation. */
  invitedByMe: boolean
  /** The other side: who sent an invitation to the one looking; the invited address until they accept; then the linked person. */
  other: { name: string | null; email: string }
  areas: CareArea[]
  expiresAt: string
  acceptedAt: string | null
  /** For a family member in an active link: the user id of the person they help, which their requests name. */
  personId: string | null
  /** Whether the family member asked to be e-mailed alerts about the person (when alerts are shared). */
  alertMails: boolean
}

/** One request a family member made for the person, as their log lists it (GET /api/family/log). */
export type AccessLogEntry = {
  id: string
  who: { name: string; email: string }
  area: CareArea
  action: 'read' | 'change'
  at: string
}

/** Whether two e-mail addresses are the same: case and surrounding spaces aside. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
