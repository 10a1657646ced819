import type { UserDataInput } from '#shared/schemas/user-data.ts'
import { familyOffer } from '#web/features/family/family-offer.ts'
import { pushLocalEmergencyContacts } from '#web/features/contacts/api.ts'
import { pushLocalMedicalRecords } from '#web/features/medical/api.ts'
import { pushLocalPhotos } from '#web/features/photos/api.ts'
import { syncSettings } from '#web/features/settings/api.ts'
import { saveProfile } from '#web/features/profile/api.ts'
import { api, unwrap } from '#web/lib/api.ts'
import { browserTimeZone } from '#web/features/medications/api.ts'
import {
  checkInChoice,
  type StoredQuestionnaire,
  clearStoredQuestionnaire,
  getStoredQuestionnaire,
  getUserType,
} from '#web/features/onboarding/questionnaire-store.ts'

/** The profile fields of the questionnaire, as the server stores them (product.md 4). */
export function toUserData(answers: StoredQuestionnaire): UserDataInput {
  const { syncId, firstName, lastName, phoneNumber, city, state, country, emergencyContact } = answers
  const { emergencyContactEmail, emergencyPhone, medicalConditions, medications, doctorName, doctorPhone } = answers
  return {
    id: syncId,
    firstName,
    lastName,
    phoneNumber,
    city,
    state,
    country,
    emergencyContact,
    emergencyContactEmail,
    emergencyPhone,
    medicalConditions,
    medications,
    doctorName,
    doctorPhone,
    userType: getUserType() ?? undefined,
  }
}

/** Pushes the questionnaire kept in the browser to the profile, then forgets it here. */
async function pushQuestionnaire(): Promise<boolean> {
  const answers = getStoredQuestionnaire()
  if (!answers) return false
  await saveProfile(toUserData(answers))
  // A family member who named the senior they look after is offered to invite them, once signed in.
  if (getUserType() === 'caretaker' && answers.seniorUserEmail?.trim()) {
    familyOffer.set({ name: answers.seniorUserName?.trim() ?? '', email: answers.seniorUserEmail.trim() })
  }
  clearStoredQuestionnaire()
  return true
}

/** The daily check-in chosen at sign-up, set up on the account in this browser's zone, once. */
async function pushCheckInChoice() {
  const by = checkInChoice.get()
  if (!by) return
  await unwrap(api['check-in'].$put({ json: { on: true, by, timeZone: browserTimeZone(), recipients: null } }))
  checkInChoice.set(null)
}

let running: Promise<boolean> | null = null

/**
 * Copies what this browser holds for the person to their account (product.md 4, sync on sign-in):
 * the questionnaire, settings, medical records, emergency contacts and photos. Everything carries
 * its own id, so a retry after a cut-off repeats nothing. Local copies are forgotten only after
 * the server confirmed them; settings stay here too. True when something was sent.
 */
export function syncLocalData(): Promise<boolean> {
  running ??= (async () => {
    try {
      const sentProfile = await pushQuestionnaire()
      await pushCheckInChoice()
      await syncSettings()
      const records = await pushLocalMedicalRecords()
      const contacts = await pushLocalEmergencyContacts()
      const photos = await pushLocalPhotos()
      return sentProfile || records + contacts + photos > 0
    } finally {
      running = null
    }
  })()
  return running
}
