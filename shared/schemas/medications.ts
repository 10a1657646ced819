import { z } from './zod.ts'
import { timeZoneName } from './calendar.ts'
import { requiredText } from './feedback.ts'
import { clientId } from './ids.ts'

/** A time of day, 24-hour "HH:MM". */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use a time such as 08:00 or 20:30.')

/** At most this many times a day; more is almost surely a mistake. */
export const MAX_TIMES_A_DAY = 8

const times = z.array(timeOfDay).min(1, 'choose at least one time of day.').max(MAX_TIMES_A_DAY)

/** How often a medication is taken: daily, on some weekdays (1 Monday .. 7 Sunday), every N days, or as needed. */
export const medicationSchedule = z.discriminatedUnion('repeat', [
  z.strictObject({ repeat: z.literal('daily'), times }),
  z.strictObject({
    repeat: z.literal('weekly'),
    weekdays: z.array(z.number().int().min(1).max(7)).min(1, 'choose at least one day of the week.').max(7),
    times,
  }),
  z.strictObject({ repeat: z.literal('interval'), everyDays: z.number().int().min(2).max(60), times }),
  z.strictObject({ repeat: z.literal('asNeeded') }),
])

/** Whether a medication is taken with food, without, or either way. */
export const foodChoices = ['any', 'with', 'without'] as const

/** Minutes after its time a dose not marked counts as missed: the person chooses, 60 unless they do. */
export const MISSED_AFTER = { min: 15, default: 60, max: 720 } as const

const optionalText = (max: number) => z.string().trim().max(max).nullish()
const day = z.iso.date()

const medicationFields = {
  name: requiredText(120),
  dose: optionalText(120),
  purpose: optionalText(200),
  schedule: medicationSchedule,
  food: z.enum(foodChoices).default('any'),
  startDate: day,
  endDate: day.nullish(),
  pillsLeft: z.number().int().min(0).max(10_000).nullish(),
  pillsPerDose: z.number().int().min(1).max(20).default(1),
  missedAfterMinutes: z.number().int().min(MISSED_AFTER.min).max(MISSED_AFTER.max).default(MISSED_AFTER.default),
  important: z.boolean().default(false),
  timeZone: timeZoneName,
}

const endsAfterStart = (value: { startDate: string; endDate?: string | null }) =>
  !value.endDate || value.endDate >= value.startDate

/** A medication as sent to change one: every field. */
export const medicationInput = z
  .strictObject(medicationFields)
  .refine(endsAfterStart, { path: ['endDate'], message: 'the last day comes before the first.' })
export type MedicationInput = z.infer<typeof medicationInput>

/** A new medication, with an optional client-generated id. */
export const newMedicationInput = z
  .strictObject({ id: clientId, ...medicationFields })
  .refine(endsAfterStart, { path: ['endDate'], message: 'the last day comes before the first.' })
export type NewMedicationInput = z.infer<typeof newMedicationInput>

/**
 * What a person can say of a dose: taken (now, or at a time they give), skipped, "remind me
 * later", or undo (a tap by mistake: the dose waits again as if never answered).
 */
export const doseAnswers = ['taken', 'skipped', 'snoozed', 'undo'] as const
export type DoseAnswer = (typeof doseAnswers)[number]

/** Minutes "Later" puts a reminder off by. */
export const SNOOZE_MINUTES = 15

/** POST /api/medications/doses/:id/answer. */
export const doseAnswerInput = z.strictObject({
  answer: z.enum(doseAnswers),
  /** When it was taken, if not now (the person took it earlier and says so later). */
  at: z.iso.datetime({ offset: true }).optional(),
})

/** The states of a dose: coming, due now, put off, taken, skipped, or missed (not marked in time). */
export const doseStates = ['upcoming', 'due', 'snoozed', 'taken', 'skipped', 'missed'] as const
export type DoseState = (typeof doseStates)[number]

/** GET /api/medications/doses?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 62 days), in a zone. */
export const doseRangeQuery = z
  .object({ from: day, to: day, timeZone: timeZoneName.optional() })
  .refine((value) => value.from <= value.to, { path: ['to'], message: 'comes before from.' })

/** A medication as the API returns it. */
export type Medication = MedicationInput & {
  id: string
  userId: string
  addedBy: string | null
  createdAt: string
}

/** A dose as the API returns it. */
export type Dose = {
  id: string
  medicationId: string
  date: string
  time: string
  dueAt: string
  state: DoseState
  answeredAt: string | null
  answeredBy: string | null
  snoozedUntil: string | null
  missedAt: string | null
}
