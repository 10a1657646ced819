// Medications in the person's words: how often, at what times, in what state.
import type { TFunction } from 'i18next'
import type { MedicationSchedule } from '#shared/medications/schedule.ts'
import type { Dose, Medication } from '#shared/schemas/medications.ts'

/** A clock time "HH:MM" as the person's language writes it: "8:00 AM", "20:00". */
export function timeWords(time: string, language: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const format = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  return format.format(new Date(Date.UTC(2000, 0, 1, hour, minute)))
}

/** An instant's time of day in this browser, as the person's language writes it. */
export const clockWords = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso))

/** Weekday names, Monday (1) to Sunday (7), in the person's language. */
export function weekdayNames(language: string, width: 'long' | 'short' = 'long'): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' })
  // 3 January 2000 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2000, 0, 3 + index))))
}

const list = (items: string[], language: string) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items)

/** "Every day at 8:00 AM and 8:00 PM", "Monday and Thursday at 9:00 AM", "Only when needed". */
export function scheduleWords(schedule: MedicationSchedule, t: TFunction, language: string): string {
  if (schedule.repeat === 'asNeeded') return t('Only when needed')
  const times = list(
    [...schedule.times].sort().map((time) => timeWords(time, language)),
    language,
  )
  if (schedule.repeat === 'daily') return t('Every day at {{times}}', { times })
  if (schedule.repeat === 'interval')
    return schedule.everyDays === 2
      ? t('Every other day at {{times}}', { times })
      : t('Every {{count}} days at {{times}}', { count: schedule.everyDays, times })
  const names = weekdayNames(language)
  const days = list(
    [...schedule.weekdays].sort().map((day) => names[day - 1]!),
    language,
  )
  return t('{{days}} at {{times}}', { days, times })
}

/** A medication's name with its dose: "Metoprolol 50 mg". */
export const medicationLabel = (medication: Pick<Medication, 'name' | 'dose'>) =>
  [medication.name, medication.dose].filter(Boolean).join(' ')

/** With or without food, or nothing when either way. */
export function foodWords(food: Medication['food'], t: TFunction): string | null {
  if (food === 'with') return t('With food')
  if (food === 'without') return t('On an empty stomach')
  return null
}

/** Whether a dose is waiting for an answer now: its time has come and it is not answered or put off. */
export function isWaiting(dose: Dose, now: number): boolean {
  if (dose.state === 'due' || dose.state === 'missed') return true
  if (dose.state === 'upcoming') return Date.parse(dose.dueAt) <= now
  if (dose.state === 'snoozed') return dose.snoozedUntil !== null && Date.parse(dose.snoozedUntil) <= now
  return false
}

/** A dose's state in words: "Taken at 8:05 AM", "Not taken yet", "Missed", "Skipped", "Later". */
export function doseStateWords(dose: Dose, now: number, t: TFunction, language: string): string {
  switch (dose.state) {
    case 'taken':
      return dose.answeredBy
        ? t('Taken at {{time}} (marked by {{name}})', {
            time: clockWords(dose.answeredAt!, language),
            name: dose.answeredBy,
          })
        : t('Taken at {{time}}', { time: clockWords(dose.answeredAt!, language) })
    case 'skipped':
      return t('Skipped')
    case 'missed':
      return t('Missed')
    case 'snoozed':
      return isWaiting(dose, now)
        ? t('Time to take it')
        : t('Reminding you at {{time}}', { time: clockWords(dose.snoozedUntil!, language) })
    default:
      return isWaiting(dose, now) ? t('Time to take it') : t('Not yet')
  }
}
