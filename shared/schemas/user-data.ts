import { z } from './zod.ts'
import { optionalEmailAddress } from './account.ts'

/** Account types chosen in onboarding (product.md 1). */
export const userTypes = ['elder', 'caretaker'] as const
export type UserType = (typeof userTypes)[number]

const text = (max: number) => z.string().trim().max(max).optional()

/** A birth date that exists, in the past, no more than 130 years ago. */
const birthDate = z.iso.date().refine((value) => {
  const year = Number(value.slice(0, 4))
  return year >= new Date().getFullYear() - 130 && value <= new Date().toISOString().slice(0, 10)
}, 'use a date in the past.')

/** The person's profile as saved from a form or synced from the questionnaire (product.md 3). */
export const userDataInput = z.strictObject({
  /** Client-generated id, so a retried save never makes a second row. */
  id: z.uuid().optional(),
  firstName: text(100),
  lastName: text(100),
  phoneNumber: text(40),
  city: text(100),
  state: text(100),
  country: text(100),
  emergencyContact: text(200),
  emergencyContactEmail: optionalEmailAddress.optional(),
  emergencyPhone: text(40),
  medicalConditions: text(2000),
  medications: text(2000),
  doctorName: text(200),
  doctorPhone: text(40),
  /** YYYY-MM-DD, for the age on the summary for the doctor; empty clears it. */
  birthDate: z.union([z.literal(''), birthDate]).optional(),
  userType: z.enum(userTypes).optional(),
})
export type UserDataInput = z.infer<typeof userDataInput>

/** Ages the questionnaire takes: Sage's terms are for people 13 and older. */
export const QUESTIONNAIRE_AGES = { min: 13, max: 120 } as const

/** A profile text as a form holds it: always there, empty for none. */
const answer = (field: z.ZodOptional<z.ZodString>) => field.unwrap()
const profile = userDataInput.shape

/**
 * The onboarding questionnaire's answers (product.md 3), kept in the browser until sign-in and
 * then saved with the rules above. Blank fields can be filled in later; an e-mail typed must be one.
 */
export const questionnaireAnswers = z.object({
  firstName: answer(profile.firstName),
  lastName: answer(profile.lastName),
  age: z.number().int().min(QUESTIONNAIRE_AGES.min).max(QUESTIONNAIRE_AGES.max).nullable(),
  phoneNumber: answer(profile.phoneNumber),
  city: answer(profile.city),
  state: answer(profile.state),
  country: answer(profile.country),
  emergencyContact: answer(profile.emergencyContact),
  emergencyContactEmail: optionalEmailAddress,
  emergencyPhone: answer(profile.emergencyPhone),
  medicalConditions: answer(profile.medicalConditions),
  medications: answer(profile.medications),
  doctorName: answer(profile.doctorName),
  doctorPhone: answer(profile.doctorPhone),
  seniorUserName: answer(profile.emergencyContact),
  seniorUserEmail: optionalEmailAddress,
  seniorUserPhone: answer(profile.phoneNumber),
})
export type QuestionnaireAnswers = z.infer<typeof questionnaireAnswers>
