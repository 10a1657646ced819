import { isRecord } from '#shared/settings/display.ts'
import {
  createLocalStore,
  plainKeys,
  readJson,
  readText,
  removeKey,
  writeJson,
  writeText,
} from '#web/lib/local-store.ts'
import type { QuestionnaireAnswers, UserType } from '#shared/schemas/user-data.ts'

/** The questionnaire's answers (product.md 3, questionnaire data), kept in the browser until sign-in. */
export type QuestionnaireData = QuestionnaireAnswers

/** A stored copy, with the id it will have on the server so a retried sync never duplicates it. */
export type StoredQuestionnaire = QuestionnaireData & { syncId: string }

// product.md names these two keys plainly (no product prefix).
const DATA_KEY = plainKeys.questionnaire
const TYPE_KEY = plainKeys.userType

export const emptyQuestionnaire: QuestionnaireData = {
  firstName: '',
  lastName: '',
  age: null,
  phoneNumber: '',
  city: '',
  state: '',
  country: '',
  emergencyContact: '',
  emergencyContactEmail: '',
  emergencyPhone: '',
  medicalConditions: '',
  medications: '',
  doctorName: '',
  doctorPhone: '',
  seniorUserName: '',
  seniorUserEmail: '',
  seniorUserPhone: '',
}

/** The account type chosen in the questionnaire, if any. */
export function getUserType(): UserType | null {
  const value = readText(TYPE_KEY)
  return value === 'elder' || value === 'caretaker' ? value : null
}

/** Keeps the answers and the account type in the browser. */
export function saveQuestionnaire(userType: UserType, data: QuestionnaireData): void {
  const stored: StoredQuestionnaire = { ...data, syncId: getStoredQuestionnaire()?.syncId ?? crypto.randomUUID() }
  writeJson(DATA_KEY, stored)
  writeText(TYPE_KEY, userType)
}

/** The answers kept in the browser, or null. */
export function getStoredQuestionnaire(): StoredQuestionnaire | null {
  const value = readJson(DATA_KEY)
  if (!isRecord(value) || typeof value.syncId !== 'string') return null
  return { ...emptyQuestionnaire, ...value } as StoredQuestionnaire
}

/** Forgets the answers once the server has them (the account type stays, product.md 3). */
export function clearStoredQuestionnaire(): void {
  removeKey(DATA_KEY)
}

/** Saves profile answers in this browser (signed out), keeping the account type and sync id. */
export function saveLocalProfile(data: Partial<QuestionnaireData>): void {
  const current = getStoredQuestionnaire()
  const stored: StoredQuestionnaire = {
    ...emptyQuestionnaire,
    ...current,
    ...data,
    syncId: current?.syncId ?? crypto.randomUUID(),
  }
  writeJson(DATA_KEY, stored)
}

/**
 * The daily check-in chosen at sign-up: the time the person is usually up by, or null for "not
 * now". Kept in the browser until sign-in, then set up on the account.
 */
export const checkInChoice = createLocalStore<string | null>('check-in-choice', (stored) =>
  typeof stored === 'string' && /^\d{2}:\d{2}$/.test(stored) ? stored : null,
)
