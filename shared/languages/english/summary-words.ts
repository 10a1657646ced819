import type { SummaryWords } from '#shared/summary/summary-words.ts'

export const englishSummaryWords: SummaryWords = {
  title: 'Summary for the doctor',
  forVisit: (doctor, day) =>
    doctor && day
      ? `For the visit with ${doctor} on ${day}`
      : doctor
        ? `For the visit with ${doctor}`
        : `For the visit on ${day}`,
  printedOn: (day) => `Printed on ${day}`,
  name: 'Name',
  age: 'Age',
  ageValue: (years, born) => `${years} (born ${born})`,
  doctor: 'Doctor',
  notGiven: 'Not given',
  conditions: 'Conditions',
  noConditions: 'None written down.',
  medications: 'Medications',
  noMedications: 'No medications written down.',
  medicationColumns: { name: 'Medication', dose: 'Dose', when: 'When', taken: 'Taken, last 30 days' },
  schedule: {
    daily: (times) => `Every day at ${times}`,
    weekly: (days, times) => `${days} at ${times}`,
    interval: (days, times) => `Every ${days} days at ${times}`,
    asNeeded: 'Only when needed',
  },
  withFood: 'with food',
  withoutFood: 'without food',
  taken: (percent, taken, due) => `${percent}% (${taken} of ${due})`,
  noDosesDue: 'None due',
  takenHeading: 'Taken, last 30 days',
  records: 'Medical records, last 12 months',
  noRecords: 'No records in the last 12 months.',
  recordColumns: { date: 'Date', type: 'Type', title: 'Title', doctor: 'Doctor', status: 'Status' },
  recordTypes: {
    Appointment: 'Appointment',
    Medication: 'Medication',
    'Lab Result': 'Lab result',
    Surgery: 'Surgery',
    Hospitalization: 'Hospital stay',
    Vaccination: 'Vaccination',
    Other: 'Other',
  },
  statuses: {
    Completed: 'Completed',
    Pending: 'Pending',
    Active: 'Active',
    Normal: 'Normal',
    Abnormal: 'Abnormal',
    Cancelled: 'Cancelled',
  },
  appointments: 'Upcoming appointments',
  noAppointments: 'None in the calendar.',
  contacts: 'Emergency contacts',
  noContacts: 'None written down.',
  questions: 'Questions for the doctor',
  moreQuestions: 'More questions:',
  partsShared: 'Printed by a family member: only the parts the person shares with them are included.',
}
