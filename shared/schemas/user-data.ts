import { z } from 'zod'

/** Account types chosen in onboarding (product.md 1). */
export const userTypes = ['elder', 'caretaker'] as const
export type UserType = (typeof userTypes)[number]

const text = (max: number) => z.string().trim().max(max).optional()

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
  emergencyContactEmail: z.union([z.literal(''), z.email().max(320)]).optional(),
  emergencyPhone: text(40),
  medicalConditions: text(2000),
  medications: text(2000),
  doctorName: text(200),
  doctorPhone: text(40),
  userType: z.enum(userTypes).optional(),
})
export type UserDataInput = z.infer<typeof userDataInput>
