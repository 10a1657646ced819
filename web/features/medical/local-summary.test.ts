import { describe, expect, it } from 'vitest'
import { writeSummary } from '#shared/summary/document.ts'
import { emptyQuestionnaire } from '#web/features/onboarding/questionnaire-store.ts'
import type { EmergencyContact } from '#web/features/contacts/api.ts'
import type { MedicalRecord } from './api.ts'
import { localSummary } from './local-summary.ts'

const record = (date: string, title: string): MedicalRecord => ({
  id: crypto.randomUUID(),
  type: 'Medication',
  title,
  doctor: 'Dr. Patel',
  date,
  status: 'Active',
  notes: null,
  createdAt: `${date}T10:00:00.000Z`,
})

const contact = (name: string, relationship: string, phone: string | null): EmergencyContact => ({
  id: crypto.randomUUID(),
  name,
  relationship,
  phone,
  email: null,
  createdAt: '2026-01-01T00:00:00.000Z',
})

const details = {
  ...emptyQuestionnaire,
  firstName: 'Rosa',
  lastName: 'Diaz',
  age: 81,
  medicalConditions: 'High blood pressure; arthritis',
  medications: 'Lisinopril 10 mg, vitamin D',
  doctorName: 'Dr. Patel',
  doctorPhone: '555-0101',
  emergencyContact: 'Anna',
  emergencyPhone: '555-0199',
}

describe('the summary made from what this browser keeps', () => {
  it('holds the questionnaire, the year’s records newest first, and the contacts once each', () => {
    const summary = localSummary({
      details,
      records: [
        record('2025-06-01', 'Too old'),
        record('2026-03-04', 'Blood pressure tablets'),
        record('2026-10-20', 'Flu shot'),
        record('2027-01-05', 'Not yet'),
      ],
      contacts: [contact('Tomás', 'Son', '555-0123'), contact('anna ', 'Daughter', '555-0199')],
      now: new Date('2026-11-29T15:00:00Z'),
      timeZone: 'America/New_York',
    })
    expect(summary.today).toBe('2026-11-29')
    expect(summary.records.map((item) => item.title)).toEqual(['Flu shot', 'Blood pressure tablets'])
    expect(summary.contacts?.map((item) => item.name)).toEqual(['Tomás', 'anna '])
    expect(summary.medicationNotes).toEqual(['Lisinopril 10 mg', 'vitamin D'])

    const document = writeSummary(summary, 'english')
    expect(document.facts).toEqual([
      { label: 'Name', value: 'Rosa Diaz' },
      { label: 'Age', value: '81' },
      { label: 'Doctor', value: 'Dr. Patel, 555-0101' },
    ])
    const section = (id: string) => document.sections.find((item) => item.id === id)
    expect(section('conditions')?.items).toEqual(['High blood pressure', 'arthritis'])
    expect(section('medications')?.items).toEqual(['Lisinopril 10 mg', 'vitamin D'])
    expect(section('appointments')).toBeUndefined()
    expect(section('contacts')?.items).toEqual(['Tomás (Son), 555-0123', 'anna (Daughter), 555-0199'])
  })

  it('keeps the questionnaire’s contact when none is kept here, without empty brackets', () => {
    const summary = localSummary({
      details,
      records: [],
      contacts: [],
      now: new Date('2026-11-29T15:00:00Z'),
      timeZone: 'Europe/Madrid',
    })
    const contacts = writeSummary(summary, 'spanish').sections.find((item) => item.id === 'contacts')
    expect(contacts?.items).toEqual(['Anna, 555-0199'])
  })

  it('says what is not given when nothing was answered', () => {
    const document = writeSummary(
      localSummary({ details: null, records: [], contacts: [], now: new Date(), timeZone: 'UTC' }),
      'english',
    )
    expect(document.facts.map((fact) => fact.value)).toEqual(['Not given', 'Not given', 'Not given'])
    expect(document.sections.find((item) => item.id === 'medications')?.empty).toBe('No medications written down.')
  })
})
