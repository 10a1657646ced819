// Writes a DoctorSummary out in one language: the labels from the language's summary words, dates,
// weekdays, clock times and lists from Intl in the language. The page and the PDF both show this.
import { type ChatLanguage, speechLanguageTags } from '#shared/chat/chat-languages.ts'
import type { MedicationSchedule } from '#shared/medications/schedule.ts'
import type { DoctorSummary, SummaryDocument, SummaryMedication, SummarySection } from './summary.ts'
import type { SummaryWords } from './summary-words.ts'
import { summaryWords } from './words.ts'

/** A date (YYYY-MM-DD) as the language writes it in full: "3 December 2026", "3. Dezember 2026". */
export function dayWords(date: string, lang: string, weekday = false): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(lang, {
    dateStyle: weekday ? 'full' : 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)))
}

/** A clock time ("08:00") as the language writes it: "8:00 AM", "08:00", "8:00". */
function timeWords(time: string, lang: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  return new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hour, minute)),
  )
}

const listOf = (items: string[], lang: string) =>
  new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items)

/** Whole years from a birth date to today (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4))
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years
}

/** How often a medication is taken, in words. */
function scheduleText(schedule: MedicationSchedule, words: SummaryWords, lang: string): string {
  if (schedule.repeat === 'asNeeded') return words.schedule.asNeeded
  const times = listOf(
    [...schedule.times].sort().map((time) => timeWords(time, lang)),
    lang,
  )
  if (schedule.repeat === 'daily') return words.schedule.daily(times)
  if (schedule.repeat === 'interval') return words.schedule.interval(schedule.everyDays, times)
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' })
  // 2024-01-01 was a Monday: weekday n (1 Monday .. 7 Sunday) is January n.
  const days = [...schedule.weekdays].sort().map((day) => weekday.format(new Date(Date.UTC(2024, 0, day))))
  return words.schedule.weekly(listOf(days, lang), times)
}

function medicationRow(medication: SummaryMedication, words: SummaryWords, lang: string): string[] {
  const food = medication.food === 'with' ? words.withFood : medication.food === 'without' ? words.withoutFood : null
  const when = [scheduleText(medication.schedule, words, lang), food].filter(Boolean).join(', ')
  const taken = medication.due
    ? words.taken(Math.round((medication.taken / medication.due) * 100), medication.taken, medication.due)
    : words.noDosesDue
  const name = medication.purpose ? `${medication.name} (${medication.purpose})` : medication.name
  return [name, medication.dose ?? '', when, taken]
}

/** The profile's medicine notes that do not name a medicine the table has already. */
function notesBeside(notes: string[], tracked: SummaryMedication[]): string[] {
  const names = tracked.map((medication) => medication.name.trim().toLocaleLowerCase()).filter(Boolean)
  return notes.filter((note) => {
    const text = note.toLocaleLowerCase()
    return !names.some((name) => text.includes(name) || name.includes(text))
  })
}

/** An appointment's day and, unless it takes the whole day, its time, in its own zone. */
function appointmentWhen(start: string, allDay: boolean, timeZone: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'full',
    ...(allDay ? { timeZone: 'UTC' } : { timeStyle: 'short', timeZone }),
  }).format(new Date(start))
}

/** The summary written out in `language`: title, facts, and the sections in the order they print. */
export function writeSummary(summary: DoctorSummary, language: ChatLanguage): SummaryDocument {
  const words = summaryWords[language]
  const lang = speechLanguageTags[language]
  const { person, visit, doctor } = summary
  const visitDay = visit.date ? dayWords(visit.date, lang, true) : null
  const sections: SummarySection[] = [
    { id: 'conditions', heading: words.conditions, items: summary.conditions, empty: words.noConditions },
  ]
  if (summary.medications)
    sections.push({
      id: 'medications',
      heading: words.medications,
      columns: [
        words.medicationColumns.name,
        words.medicationColumns.dose,
        words.medicationColumns.when,
        words.medicationColumns.taken,
      ],
      rows: summary.medications.map((medication) => medicationRow(medication, words, lang)),
      items: notesBeside(summary.medicationNotes, summary.medications),
      empty: words.noMedications,
    })
  sections.push({
    id: 'records',
    heading: words.records,
    columns: [
      words.recordColumns.date,
      words.recordColumns.type,
      words.recordColumns.title,
      words.recordColumns.doctor,
      words.recordColumns.status,
    ],
    rows: summary.records.map((record) => [
      dayWords(record.date, lang),
      words.recordTypes[record.type as keyof SummaryWords['recordTypes']] ?? record.type,
      record.title,
      record.doctor ?? '',
      record.status ? (words.statuses[record.status as keyof SummaryWords['statuses']] ?? record.status) : '',
    ]),
    empty: words.noRecords,
  })
  if (summary.appointments)
    sections.push({
      id: 'appointments',
      heading: words.appointments,
      items: summary.appointments.map(
        (event) => `${appointmentWhen(event.start, event.allDay, event.timeZone, lang)}: ${event.title}`,
      ),
      empty: words.noAppointments,
    })
  if (summary.contacts)
    sections.push({
      id: 'contacts',
      heading: words.contacts,
      items: summary.contacts.map((contact) =>
        [
          contact.relationship.trim() ? `${contact.name.trim()} (${contact.relationship.trim()})` : contact.name.trim(),
          contact.phone,
          contact.email,
        ]
          .filter(Boolean)
          .join(', '),
      ),
      empty: words.noContacts,
    })
  sections.push({
    id: 'questions',
    heading: words.questions,
    items: summary.questions.map((question) => question.text),
    empty: '',
  })
  const age = person.birthDate
    ? words.ageValue(ageOn(person.birthDate, summary.today), dayWords(person.birthDate, lang))
    : person.age != null
      ? new Intl.NumberFormat(lang).format(person.age)
      : ''
  return {
    lang,
    title: words.title,
    visit: visit.doctor || visitDay ? words.forVisit(visit.doctor, visitDay) : null,
    printedOn: words.printedOn(dayWords(summary.today, lang)),
    facts: [
      { label: words.name, value: person.name || words.notGiven },
      { label: words.age, value: age || words.notGiven },
      { label: words.doctor, value: [doctor.name, doctor.phone].filter(Boolean).join(', ') || words.notGiven },
    ],
    sections,
    moreQuestions: words.moreQuestions,
    footnote: summary.byFamily ? words.partsShared : null,
  }
}
