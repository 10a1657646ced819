import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { ownerId, timestamps } from './columns.ts'

/** The person's profile, emergency contact and medical basics (product.md 3, user_data). */
export const userData = pgTable(
  'user_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    emergencyContact: text('emergency_contact'),
    emergencyContactEmail: text('emergency_contact_email'),
    emergencyPhone: text('emergency_phone'),
    medicalConditions: text('medical_conditions'),
    medications: text('medications'),
    doctorName: text('doctor_name'),
    doctorPhone: text('doctor_phone'),
    /** For the doctor's summary (the person's age); optional. */
    birthDate: date('birth_date'),
    userType: text('user_type'),
    ...timestamps,
  },
  (table) => [index('user_data_user_id_idx').on(table.userId, table.updatedAt)],
)
