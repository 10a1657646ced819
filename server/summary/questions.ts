import { asc } from 'drizzle-orm'
import { ownedRecords } from '#server/data/owned-records.ts'
import { doctorQuestions } from '#server/db/schema/index.ts'

/** Most questions kept for the doctor at once. */
export const DOCTOR_QUESTIONS_LIMIT = 50

/** The questions the person keeps for their next doctor's visit, oldest first. */
export const doctorQuestionsData = ownedRecords({
  table: doctorQuestions,
  columns: {
    id: doctorQuestions.id,
    text: doctorQuestions.text,
    addedBy: doctorQuestions.addedBy,
    createdAt: doctorQuestions.createdAt,
  },
  orderBy: [asc(doctorQuestions.createdAt), asc(doctorQuestions.id)],
  limit: DOCTOR_QUESTIONS_LIMIT,
  notFound: 'Question not found.',
})
