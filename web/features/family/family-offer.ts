import { createLocalStore } from '#web/lib/local-store.ts'

/** The senior a family member named in the questionnaire, to offer inviting them once signed in. */
export type FamilyOffer = { name: string; email: string }

/** The offer waiting on this device, kept from the questionnaire until it is answered. */
export const familyOffer = createLocalStore<FamilyOffer | null>('family-offer', (stored) => {
  if (!stored || typeof stored !== 'object') return null
  const { name, email } = stored as Partial<FamilyOffer>
  return typeof email === 'string' && email.trim()
    ? { name: typeof name === 'string' ? name.trim() : '', email: email.trim() }
    : null
})
