import { chatLanguages } from '#shared/chat/chat-languages.ts'
import { timeZoneName } from './calendar.ts'
import { z } from './zod.ts'

/** The papers the summary's PDF is made for. */
export const summaryPapers = ['A4', 'LETTER'] as const

/** GET /api/doctor-summary (and its PDF): the language, the visit it is for, the person's zone. */
export const doctorSummaryQuery = z.object({
  language: z.enum(chatLanguages).optional(),
  /** The doctor of the visit, as the person named them ("Dr. Lee"). */
  doctor: z.string().trim().max(100).optional(),
  /** The visit's day, YYYY-MM-DD. */
  date: z.iso.date().optional(),
  timeZone: timeZoneName.optional(),
  paper: z.enum(summaryPapers).optional(),
})
export type DoctorSummaryQuery = z.infer<typeof doctorSummaryQuery>

/** Longest question kept for the doctor. */
export const DOCTOR_QUESTION_MAX = 300

/** A question for the doctor, as the person writes it. */
export const doctorQuestionInput = z.strictObject({
  id: z.uuid().optional(),
  text: z.string().trim().min(1, 'write the question.').max(DOCTOR_QUESTION_MAX),
})
export type DoctorQuestionInput = z.infer<typeof doctorQuestionInput>
