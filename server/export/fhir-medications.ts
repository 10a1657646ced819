// Medications as FHIR: a MedicationStatement per medication (what the person takes and when), and a
// MedicationAdministration per dose the person answered or let pass: taken, skipped or missed.
import { type MedicationSchedule, timesOf, todayIn } from '#shared/medications/schedule.ts'
import type { FhirInput } from './fhir.ts'
import {
  type Dosage,
  type MedicationAdministration,
  type MedicationStatement,
  type Reference,
  type Timing,
  dayCodes,
  given,
  referenceTo,
  resourceId,
} from './fhir-types.ts'

type Medication = FhirInput['medications'][number]
type Dose = FhirInput['doses'][number]

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** "a", "a and b", "a, b and c". */
function listWords(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** How often a medication is taken, in English: "every day at 08:00 and 20:00". */
export function scheduleWords(schedule: MedicationSchedule): string {
  if (schedule.repeat === 'asNeeded') return 'only when needed'
  const at = `at ${listWords(timesOf(schedule))}`
  if (schedule.repeat === 'daily') return `every day ${at}`
  if (schedule.repeat === 'interval') return `every ${schedule.everyDays} days ${at}`
  const days = [...new Set(schedule.weekdays)].sort().map((day) => weekdayNames[day - 1] ?? String(day))
  return `every ${listWords(days)} ${at}`
}

/** The schedule as a FHIR Timing: clock times (FHIR's hh:mm:ss) with the days they fall on. */
function timingOf(schedule: MedicationSchedule): Timing | undefined {
  if (schedule.repeat === 'asNeeded') return undefined
  const times = timesOf(schedule)
  if (!times.length) return undefined
  const timeOfDay = times.map((time) => `${time}:00`)
  if (schedule.repeat === 'weekly') {
    const dayOfWeek = [...new Set(schedule.weekdays)].sort().flatMap((day) => dayCodes[day - 1] ?? [])
    return { repeat: { dayOfWeek, timeOfDay } }
  }
  const period = schedule.repeat === 'daily' ? 1 : schedule.everyDays
  return { repeat: { frequency: times.length, period, periodUnit: 'd', timeOfDay } }
}

const foodWords = { any: null, with: 'with food', without: 'without food' } as const

/** The one dosage line: the dose, when (in the medication's zone, since FHIR times have none), and food. */
function dosageOf(medication: Medication): Dosage {
  const when = scheduleWords(medication.schedule)
  const zoned = medication.schedule.repeat === 'asNeeded' ? when : `${when} (${medication.timeZone} time)`
  const food = foodWords[medication.food]
  const dosage: Dosage = { text: [given(medication.dose), zoned, food].filter(Boolean).join(', ') }
  if (food) dosage.additionalInstruction = [{ text: `Take ${food}` }]
  const timing = timingOf(medication.schedule)
  if (timing) dosage.timing = timing
  if (medication.schedule.repeat === 'asNeeded') dosage.asNeededBoolean = true
  return dosage
}

/** Taken until its end date, not yet if it starts later, active otherwise; days are the medication's. */
function statusOf(medication: Medication, now: Date): MedicationStatement['status'] {
  const today = todayIn(now, medication.timeZone)
  if (medication.endDate && medication.endDate < today) return 'completed'
  return medication.startDate > today ? 'intended' : 'active'
}

/** The medication by its name: Sage has no drug codes. FHIR requires it, so a blank name (which the app never saves) still says something. */
const medicationOf = (medication: Medication) => ({ text: given(medication.name) ?? 'Unnamed medication' })

/** One MedicationStatement per medication. */
export function medicationStatements(medications: Medication[], patient: Reference, now: Date): MedicationStatement[] {
  return medications.map((medication) => {
    const statement: MedicationStatement = {
      resourceType: 'MedicationStatement',
      id: resourceId('MedicationStatement', medication.id),
      status: statusOf(medication, now),
      medicationCodeableConcept: medicationOf(medication),
      subject: patient,
      effectivePeriod: { start: medication.startDate, ...(medication.endDate ? { end: medication.endDate } : {}) },
      dosage: [dosageOf(medication)],
    }
    const purpose = given(medication.purpose)
    if (purpose) statement.reasonCode = [{ text: purpose }]
    return statement
  })
}

/**
 * One MedicationAdministration per taken, skipped or missed dose. Doses still to come are no event
 * yet; a dose whose medication is not in the export (deleted since) has no name to give, so is left
 * out. There is no dosage element: FHIR wants a measured dose there and Sage has only free text.
 */
export function medicationAdministrations(
  doses: Dose[],
  medications: Medication[],
  patient: Reference,
): MedicationAdministration[] {
  const byId = new Map(medications.map((medication) => [medication.id, medication]))
  return doses.flatMap((dose) => {
    const medication = byId.get(dose.medicationId)
    if (!medication || (dose.state !== 'taken' && dose.state !== 'skipped' && dose.state !== 'missed')) return []
    const taken = dose.state === 'taken'
    const administration: MedicationAdministration = {
      resourceType: 'MedicationAdministration',
      id: resourceId('MedicationAdministration', dose.id),
      status: taken ? 'completed' : 'not-done',
      medicationCodeableConcept: medicationOf(medication),
      subject: patient,
      supportingInformation: [referenceTo({ id: resourceId('MedicationStatement', medication.id) })],
      // When it was taken, as the person said; a dose not taken is dated by when it was due.
      effectiveDateTime: ((taken ? dose.answeredAt : null) ?? dose.dueAt).toISOString(),
    }
    if (!taken) administration.statusReason = [{ text: dose.state }]
    const by = given(dose.answeredBy)
    if (by && dose.state !== 'missed')
      administration.note = [{ authorString: by, text: `Marked ${dose.state} by ${by}` }]
    return [administration]
  })
}
