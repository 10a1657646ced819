// The people the FHIR export is tested with: one with no data, and one with some of everything.
import type { FhirInput } from './fhir.ts'

/** When the export is made in the tests. */
export const now = new Date('2026-02-01T12:00:00Z')
/** A row id, as Postgres gives them: a lowercase uuid, numbered so tests can name it. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** A person with nothing but an account, or with the fields given. */
export const person = (fields: Partial<FhirInput> = {}): FhirInput => ({
  user: { id: 'Xk3sQ9pLmN2vB7rTq1', name: 'Margaret Hill', email: 'margaret@example.com' },
  profile: null,
  timeZone: 'America/New_York',
  records: [],
  medications: [],
  doses: [],
  events: [],
  contacts: [],
  now,
  ...fields,
})

/** A dose of the first medication, due at 08:00 in New York on 31 January. */
export const dose = (
  n: number,
  state: FhirInput['doses'][number]['state'],
  answered: Partial<FhirInput['doses'][number]> = {},
) => ({
  id: uuid(400 + n),
  medicationId: uuid(301),
  date: '2026-01-31',
  time: '08:00',
  dueAt: new Date('2026-01-31T13:00:00Z'),
  state,
  answeredAt: null,
  answeredBy: null,
  ...answered,
})

const record = (n: number, fields: Partial<FhirInput['records'][number]>) => ({
  id: uuid(200 + n),
  type: 'Appointment',
  status: null,
  date: '2026-01-10',
  title: 'Check-up',
  doctor: null,
  notes: null,
  ...fields,
})

const medication = (n: number, fields: Partial<FhirInput['medications'][number]>) => ({
  id: uuid(300 + n),
  name: 'Lisinopril',
  dose: '10 mg',
  purpose: null,
  schedule: { repeat: 'daily' as const, times: ['20:00', '08:00'] },
  food: 'any' as const,
  startDate: '2025-06-01',
  endDate: null,
  timeZone: 'America/New_York',
  ...fields,
})

const event = (n: number, fields: Partial<FhirInput['events'][number]>) => ({
  id: uuid(500 + n),
  summary: 'Lunch with Anna',
  description: null,
  startAt: new Date('2026-01-20T17:00:00Z'),
  endAt: new Date('2026-01-20T18:30:00Z'),
  allDay: false,
  timeZone: 'America/New_York',
  recurrence: null,
  ...fields,
})

/**
 * A person with some of everything: conditions written twice, records of every kind, medications
 * ending, ongoing, as needed and not yet started, doses in each state, a repeating and an all-day event.
 */
export const full = person({
  profile: {
    firstName: 'Margaret',
    lastName: 'Hill',
    phoneNumber: '+1 207 555 0100',
    city: 'Portland',
    state: 'Maine',
    country: 'United States',
    birthDate: '1948-05-12',
    medicalConditions: 'High blood pressure, Type 2 diabetes\nArthritis in the knees; high blood pressure',
    doctorName: 'Dr. Lee',
    doctorPhone: '+1 207 555 0199',
  },
  records: [
    record(1, { status: 'Completed', doctor: 'Dr. Lee', notes: 'Blood pressure fine.' }),
    record(2, { date: '2026-03-05', title: 'Eye exam' }),
    record(3, { date: '2026-02-20', title: 'Dentist', status: 'Cancelled' }),
    record(4, { date: '2026-01-25', title: 'Physio' }),
    record(5, { type: 'Lab Result', status: 'Normal', title: 'A1C' }),
    record(6, { type: 'Vaccination', title: 'Flu shot' }),
  ],
  medications: [
    medication(1, { purpose: 'blood pressure' }),
    medication(2, {
      name: 'Metformin',
      dose: '500 mg',
      schedule: { repeat: 'weekly', weekdays: [4, 1], times: ['08:00'] },
      food: 'with',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    }),
    medication(3, { name: 'Ibuprofen', dose: null, schedule: { repeat: 'asNeeded' }, food: 'without' }),
    medication(4, {
      name: 'Vitamin D',
      schedule: { repeat: 'interval', everyDays: 2, times: ['09:00'] },
      startDate: '2026-03-01',
    }),
  ],
  doses: [
    dose(1, 'taken', { answeredAt: new Date('2026-01-31T13:05:00Z') }),
    dose(2, 'taken', { time: '20:00', answeredBy: 'Anna' }),
    dose(3, 'skipped', { date: '2026-01-30', answeredAt: new Date('2026-01-30T13:10:00Z') }),
    dose(4, 'missed', { date: '2026-01-29' }),
    dose(5, 'upcoming', { date: '2026-02-02' }),
    dose(6, 'due', { date: '2026-02-01' }),
    dose(7, 'snoozed', { date: '2026-02-01', time: '20:00' }),
  ],
  events: [
    event(1, { description: 'At the café on Main Street' }),
    event(2, {
      summary: 'Tai chi',
      startAt: new Date('2026-02-03T15:00:00Z'),
      endAt: new Date('2026-02-03T16:00:00Z'),
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU'],
    }),
    event(3, {
      summary: 'Family reunion',
      allDay: true,
      startAt: new Date('2026-07-04T04:00:00Z'),
      endAt: new Date('2026-07-05T04:00:00Z'),
    }),
  ],
  contacts: [
    { id: uuid(601), name: 'Anna Hill', relationship: 'Daughter', phone: '+1 207 555 0142', email: 'anna@example.com' },
    { id: uuid(602), name: 'Tom Baker', relationship: 'Neighbour', phone: '+1 207 555 0177', email: null },
  ],
})
