import type { UserDataInput } from '#shared/schemas/user-data.ts'
import { api, unwrap } from '#web/lib/api.ts'
import {
  type StoredQuestionnaire,
  clearStoredQuestionnaire,
  getStoredQuestionnaire,
  getUserType,
} from '#web/features/onboarding/questionnaire-store.ts'

/** The profile fields of the questionnaire, as the server stores them (SPEC.md 4). */
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

let running: Promise<boolean> | null = null

/**
 * Pushes the questionnaire kept in the browser to the signed-in person's profile, once, then
 * forgets the local copy. Safe to call on every sign-in or auth change: the answers carry their
 * own id, so a retry after a cut-off updates instead of duplicating. True when something was sent.
 */
export function syncLocalData(): Promise<boolean> {
  running ??= (async () => {
    try {
      const answers = getStoredQuestionnaire()
      if (!answers) return false
      await unwrap(api['user-data'].$put({ json: toUserData(answers) }))
      clearStoredQuestionnaire()
      return true
    } finally {
      running = null
    }
  })()
  return running
}
