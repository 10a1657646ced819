import type { SummaryWords } from '#shared/summary/summary-words.ts'

export const germanSummaryWords: SummaryWords = {
  title: 'Zusammenfassung für den Arztbesuch',
  forVisit: (doctor, day) =>
    doctor && day
      ? `Für den Termin bei ${doctor} am ${day}`
      : doctor
        ? `Für den Termin bei ${doctor}`
        : `Für den Arzttermin am ${day}`,
  printedOn: (day) => `Gedruckt am ${day}`,
  name: 'Name',
  age: 'Alter',
  ageValue: (years, born) => `${years} Jahre (geboren am ${born})`,
  doctor: 'Hausarzt',
  notGiven: 'Keine Angabe',
  conditions: 'Erkrankungen',
  noConditions: 'Keine eingetragen.',
  medications: 'Medikamente',
  noMedications: 'Keine Medikamente eingetragen.',
  medicationColumns: { name: 'Medikament', dose: 'Dosis', when: 'Einnahme', taken: 'Eingenommen, letzte 30 Tage' },
  schedule: {
    daily: (times) => `Täglich um ${times}`,
    weekly: (days, times) => `Jeden ${days} um ${times}`,
    interval: (days, times) => `Alle ${days} Tage um ${times}`,
    asNeeded: 'Nur bei Bedarf',
  },
  withFood: 'zum Essen',
  withoutFood: 'nüchtern',
  taken: (percent, taken, due) => `${percent} % (${taken} von ${due})`,
  noDosesDue: 'Keine Einnahme fällig',
  takenHeading: 'Eingenommen, letzte 30 Tage',
  records: 'Medizinische Unterlagen, letzte 12 Monate',
  noRecords: 'Keine Einträge in den letzten 12 Monaten.',
  recordColumns: { date: 'Datum', type: 'Art', title: 'Bezeichnung', doctor: 'Arzt', status: 'Status' },
  recordTypes: {
    Appointment: 'Termin',
    Medication: 'Medikament',
    'Lab Result': 'Laborbefund',
    Surgery: 'Operation',
    Hospitalization: 'Krankenhausaufenthalt',
    Vaccination: 'Impfung',
    Other: 'Sonstiges',
  },
  statuses: {
    Completed: 'Abgeschlossen',
    Pending: 'Ausstehend',
    Active: 'Laufend',
    Normal: 'Unauffällig',
    Abnormal: 'Auffällig',
    Cancelled: 'Abgesagt',
  },
  appointments: 'Anstehende Termine',
  noAppointments: 'Keine im Kalender.',
  contacts: 'Notfallkontakte',
  noContacts: 'Keine eingetragen.',
  questions: 'Fragen an den Arzt',
  moreQuestions: 'Weitere Fragen:',
  partsShared: 'Von einem Familienmitglied gedruckt: Enthalten ist nur, was die Person mit ihrer Familie teilt.',
}
