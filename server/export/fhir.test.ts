import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator'
import { describe, expect, it } from 'vitest'
import { fhirBundle } from './fhir.ts'
import { dose, full, person, uuid } from './fhir-fixture.ts'
import type { FhirBundle, FhirResource } from './fhir-types.ts'

// Compiling the 3 MB R4 schema takes a couple of seconds: once per file, at load, outside any timeout.
const validator = new JSONSchemaValidator()

/**
 * The schema's complaints as "where what", each once. Verbose, because the terse mode compiles the
 * schema again on every failure and edits the package's shared copy of it; the complaints that an
 * entry is not some other resource type (the schema tries each in turn) are dropped as noise.
 */
function problems(resource: object): string[] {
  const errors = validator.validate(resource, true)
  const telling = errors.filter((error) => !['const', 'oneOf'].includes(error.keyword))
  // A resourceType no branch knows fails on `const` alone: then that is the complaint.
  return [...new Set((telling.length ? telling : errors).map((error) => `${error.dataPath} ${error.message}`))]
}

/** The bundle's resources of one type. */
function ofType<T extends FhirResource['resourceType']>(bundle: FhirBundle, type: T) {
  return bundle.entry
    .map((entry) => entry.resource)
    .filter((resource): resource is Extract<FhirResource, { resourceType: T }> => resource.resourceType === type)
}

/** Every `reference` anywhere in a value. */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn)
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'reference' && typeof inner === 'string' ? [inner] : referencesIn(inner),
  )
}

describe('fhirBundle', () => {
  const bundle = fhirBundle(full)

  it('gives a collection Bundle that the FHIR R4 JSON schema accepts with no errors', () => {
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection', timestamp: '2026-02-01T12:00:00.000Z' })
    expect(problems(bundle)).toEqual([])
  })

  it('is checked by a schema that does reject a broken bundle', () => {
    const badBirthDate = structuredClone(bundle)
    Object.assign(badBirthDate.entry[0]!.resource, { birthDate: 'yesterday' })
    expect(problems(badBirthDate)).toContainEqual(
      expect.stringMatching(/^\.entry\[0\]\.resource\.birthDate should match/),
    )

    const noParticipant = structuredClone(bundle)
    const appointment = noParticipant.entry.findIndex((entry) => entry.resource.resourceType === 'Appointment')
    delete (noParticipant.entry[appointment]!.resource as { participant?: unknown }).participant
    expect(problems(noParticipant)).toContain(
      `.entry[${appointment}].resource should have required property 'participant'`,
    )
  })

  it('has one resource per condition, medication, answered dose, appointment and contact', () => {
    expect(ofType(bundle, 'Patient')).toHaveLength(1)
    expect(bundle.entry[0]!.resource.resourceType).toBe('Patient')
    // "high blood pressure" is written twice: one condition.
    expect(ofType(bundle, 'Condition').map((condition) => condition.code.text)).toEqual([
      'High blood pressure',
      'Type 2 diabetes',
      'Arthritis in the knees',
    ])
    expect(ofType(bundle, 'MedicationStatement')).toHaveLength(4)
    expect(ofType(bundle, 'MedicationAdministration').map((given) => given.id)).toEqual(
      [1, 2, 3, 4].map((n) => uuid(400 + n)),
    )
    // Four records of type Appointment (not the lab result or the vaccination), three events.
    expect(ofType(bundle, 'Appointment')).toHaveLength(7)
    expect(ofType(bundle, 'RelatedPerson').map((person) => person.name?.[0]?.text)).toEqual(['Anna Hill', 'Tom Baker'])
  })

  it('gives every resource a valid, stable id, its fullUrl, and references that resolve within the bundle', () => {
    const fullUrls = bundle.entry.map((entry) => entry.fullUrl)
    expect(new Set(fullUrls).size).toBe(fullUrls.length)
    for (const { fullUrl, resource } of bundle.entry) {
      expect(resource.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
      expect(fullUrl).toBe(`urn:uuid:${resource.id}`)
    }
    const references = referencesIn(bundle.entry)
    expect(references.length).toBeGreaterThan(20)
    expect(references.filter((reference) => !fullUrls.includes(reference))).toEqual([])
    // Rows keep their own uuids; the same data gives the same ids next time.
    expect(ofType(bundle, 'RelatedPerson')[0]!.id).toBe(uuid(601))
    expect(fhirBundle(full).entry.map((entry) => entry.fullUrl)).toEqual(fullUrls)
  })

  it('fills the elements R4 requires that its JSON schema cannot (a primitive may come as _status instead)', () => {
    for (const appointment of ofType(bundle, 'Appointment')) {
      expect(appointment.status).toBeTruthy()
      expect(appointment.participant.every((participant) => participant.status === 'accepted')).toBe(true)
    }
    for (const statement of ofType(bundle, 'MedicationStatement')) {
      expect(statement.status).toBeTruthy()
      expect(statement.medicationCodeableConcept.text).toBeTruthy()
    }
    for (const given of ofType(bundle, 'MedicationAdministration')) {
      expect(given.status).toBeTruthy()
      expect(given.effectiveDateTime).toBeTruthy()
    }
  })

  it('writes the Patient from the profile, with the doctor as a contact', () => {
    expect(ofType(bundle, 'Patient')[0]).toEqual({
      resourceType: 'Patient',
      id: expect.any(String),
      name: [{ text: 'Margaret Hill', given: ['Margaret'], family: 'Hill' }],
      telecom: [
        { system: 'phone', value: '+1 207 555 0100' },
        { system: 'email', value: 'margaret@example.com' },
      ],
      address: [{ city: 'Portland', state: 'Maine', country: 'United States' }],
      birthDate: '1948-05-12',
      contact: [
        {
          relationship: [{ text: 'Doctor' }],
          name: { text: 'Dr. Lee' },
          telecom: [{ system: 'phone', value: '+1 207 555 0199' }],
        },
      ],
    })
    const [condition] = ofType(bundle, 'Condition')
    expect(condition!.clinicalStatus.coding).toEqual([
      { system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active', display: 'Active' },
    ])
  })

  it('dates appointments: fulfilled when done or past, booked ahead, cancelled when cancelled', () => {
    const byDescription = Object.fromEntries(ofType(bundle, 'Appointment').map((a) => [a.description, a]))
    expect(byDescription['Check-up']).toMatchObject({
      status: 'fulfilled',
      comment: 'Blood pressure fine.',
      // A record has a day, no time: the whole of that day in New York.
      start: '2026-01-10T05:00:00.000Z',
      end: '2026-01-11T05:00:00.000Z',
      participant: [{ status: 'accepted' }, { actor: { display: 'Dr. Lee' }, status: 'accepted' }],
    })
    expect(byDescription['Eye exam']!.status).toBe('booked')
    expect(byDescription['Dentist']!.status).toBe('cancelled')
    expect(byDescription['Physio']!.status).toBe('fulfilled')
    expect(byDescription['Lunch with Anna']).toMatchObject({
      status: 'fulfilled',
      comment: 'At the café on Main Street',
    })
    expect(byDescription['Tai chi']).toMatchObject({ status: 'booked', comment: 'Repeats: RRULE:FREQ=WEEKLY;BYDAY=TU' })
    expect(byDescription['Family reunion']).toMatchObject({
      start: '2026-07-04T04:00:00.000Z',
      end: '2026-07-05T04:00:00.000Z',
    })
  })

  it('says how each medication is taken, in words and as a timing', () => {
    const [lisinopril, metformin, ibuprofen, vitaminD] = ofType(bundle, 'MedicationStatement')
    expect(lisinopril).toMatchObject({
      status: 'active',
      medicationCodeableConcept: { text: 'Lisinopril' },
      effectivePeriod: { start: '2025-06-01' },
      reasonCode: [{ text: 'blood pressure' }],
      dosage: [
        {
          text: '10 mg, every day at 08:00 and 20:00 (America/New_York time)',
          timing: { repeat: { frequency: 2, period: 1, periodUnit: 'd', timeOfDay: ['08:00:00', '20:00:00'] } },
        },
      ],
    })
    expect(metformin).toMatchObject({
      status: 'completed',
      effectivePeriod: { start: '2025-01-01', end: '2025-12-31' },
      dosage: [{ text: '500 mg, every Monday and Thursday at 08:00 (America/New_York time), with food' }],
    })
    expect(metformin!.dosage[0]!.timing).toEqual({ repeat: { dayOfWeek: ['mon', 'thu'], timeOfDay: ['08:00:00'] } })
    expect(ibuprofen!.dosage).toEqual([
      {
        text: 'only when needed, without food',
        additionalInstruction: [{ text: 'Take without food' }],
        asNeededBoolean: true,
      },
    ])
    expect(vitaminD).toMatchObject({ status: 'intended', dosage: [{ timing: { repeat: { period: 2 } } }] })
  })

  it('records taken doses as completed and skipped or missed ones as not done, with why', () => {
    const [taken, byFamily, skipped, missed] = ofType(bundle, 'MedicationAdministration')
    expect(taken).toMatchObject({ status: 'completed', effectiveDateTime: '2026-01-31T13:05:00.000Z' })
    expect(taken!.medicationCodeableConcept.text).toBe('Lisinopril')
    expect(taken!.supportingInformation).toEqual([{ reference: `urn:uuid:${uuid(301)}` }])
    // No time answered: when it was due.
    expect(byFamily).toMatchObject({ effectiveDateTime: '2026-01-31T13:00:00.000Z', note: [{ authorString: 'Anna' }] })
    expect(skipped).toMatchObject({ status: 'not-done', statusReason: [{ text: 'skipped' }] })
    expect(missed).toMatchObject({ status: 'not-done', statusReason: [{ text: 'missed' }] })
  })

  it('leaves out a dose whose medication is not in the export', () => {
    const orphan = fhirBundle(person({ doses: [dose(1, 'taken', { medicationId: uuid(399) })] }))
    expect(ofType(orphan, 'MedicationAdministration')).toEqual([])
  })

  it('gives a person with no data a valid bundle holding just the Patient', () => {
    const empty = fhirBundle(person())
    expect(empty.entry.map((entry) => entry.resource)).toEqual([
      {
        resourceType: 'Patient',
        id: expect.any(String),
        name: [{ text: 'Margaret Hill' }],
        telecom: [{ system: 'email', value: 'margaret@example.com' }],
      },
    ])
    expect(problems(empty)).toEqual([])
  })

  it('keeps text the schema would reject out: blanks, a date that is not one, a no-break space', () => {
    const odd = fhirBundle(
      person({
        profile: { ...full.profile!, firstName: ' ', lastName: 'Hill\u00a0Smith', birthDate: '12/05/1948', city: '' },
        contacts: [{ id: uuid(601), name: 'Anna', relationship: '', phone: ' ', email: null }],
      }),
    )
    const [patient] = ofType(odd, 'Patient')
    expect(patient!.name).toEqual([{ text: 'Hill Smith', family: 'Hill Smith' }])
    expect(patient!.birthDate).toBeUndefined()
    expect(patient!.address).toEqual([{ state: 'Maine', country: 'United States' }])
    expect(ofType(odd, 'RelatedPerson')[0]).toEqual({
      resourceType: 'RelatedPerson',
      id: uuid(601),
      patient: { reference: `urn:uuid:${patient!.id}` },
      name: [{ text: 'Anna' }],
    })
    expect(problems(odd)).toEqual([])
  })
})
