// The slice of FHIR R4 JSON the export writes, typed by hand: only the elements Sage fills, so the
// compiler catches a misspelt element the JSON schema would reject. Also the ids and references
// every resource shares.
import { createHash } from 'node:crypto'

export type Coding = { system: string; code: string; display?: string }
export type CodeableConcept = { coding?: Coding[]; text?: string }
/** Within the bundle, `reference` is always an entry's fullUrl (urn:uuid:...). */
export type Reference = { reference?: string; display?: string }
export type ContactPoint = { system: 'phone' | 'email'; value: string }
export type HumanName = { text?: string; given?: string[]; family?: string }
/** Dates (YYYY-MM-DD) or instants. */
export type Period = { start?: string; end?: string }
export type Annotation = { text: string; authorString?: string }
export type Address = { city?: string; state?: string; country?: string }

export type Patient = {
  resourceType: 'Patient'
  id: string
  name?: HumanName[]
  telecom?: ContactPoint[]
  address?: Address[]
  birthDate?: string
  contact?: { relationship?: CodeableConcept[]; name?: HumanName; telecom?: ContactPoint[] }[]
}

export type Condition = {
  resourceType: 'Condition'
  id: string
  clinicalStatus: CodeableConcept
  code: CodeableConcept
  subject: Reference
}

export type Appointment = {
  resourceType: 'Appointment'
  id: string
  status: 'booked' | 'fulfilled' | 'cancelled'
  description?: string
  comment?: string
  start: string
  end: string
  participant: { actor: Reference; status: 'accepted' }[]
}

/** FHIR's day codes, Monday first like the schedule's ISO weekdays. */
export const dayCodes = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type DayCode = (typeof dayCodes)[number]

export type Timing = {
  repeat: { frequency?: number; period?: number; periodUnit?: 'd'; dayOfWeek?: DayCode[]; timeOfDay?: string[] }
}

export type Dosage = {
  text?: string
  additionalInstruction?: CodeableConcept[]
  timing?: Timing
  asNeededBoolean?: boolean
}

export type MedicationStatement = {
  resourceType: 'MedicationStatement'
  id: string
  status: 'active' | 'completed' | 'intended'
  medicationCodeableConcept: CodeableConcept
  subject: Reference
  effectivePeriod: Period
  reasonCode?: CodeableConcept[]
  dosage: Dosage[]
}

export type MedicationAdministration = {
  resourceType: 'MedicationAdministration'
  id: string
  status: 'completed' | 'not-done'
  statusReason?: CodeableConcept[]
  medicationCodeableConcept: CodeableConcept
  subject: Reference
  supportingInformation?: Reference[]
  effectiveDateTime: string
  note?: Annotation[]
}

export type RelatedPerson = {
  resourceType: 'RelatedPerson'
  id: string
  patient: Reference
  relationship?: CodeableConcept[]
  name?: HumanName[]
  telecom?: ContactPoint[]
}

export type FhirResource =
  Patient | Condition | Appointment | MedicationStatement | MedicationAdministration | RelatedPerson

export type FhirBundle = {
  resourceType: 'Bundle'
  type: 'collection'
  timestamp: string
  entry: { fullUrl: string; resource: FhirResource }[]
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A fixed namespace, so the same name gives the same uuid in every export. */
const NAMESPACE = Buffer.from('3f6b2d0e9c8a4e51b7d4a2c95e1f0b63', 'hex')

/** A name-based (version 5) uuid, for resources whose row id is not a uuid or which have no row. */
export function nameUuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * A resource's id from its row's: the row's own uuid when it has one, so the resource can be matched
 * to the same row in the rest of the export; otherwise a uuid named by the kind and the row id.
 */
export function resourceId(kind: string, rowId: string): string {
  return UUID.test(rowId) ? rowId.toLowerCase() : nameUuid(`${kind}/${rowId}`)
}

/** The fullUrl of a resource with a uuid id, which references inside the bundle use. */
export const urnOf = (id: string) => `urn:uuid:${id}`

/** A reference to a resource in the bundle. */
export const referenceTo = (resource: { id: string }): Reference => ({ reference: urnOf(resource.id) })

/**
 * Free text as a FHIR string, or undefined when there is none: an empty field is no data, and FHIR
 * has no empty strings. Control characters go, and any space other than a plain one, a tab or a line
 * break (a no-break space pasted from a letter) becomes a plain space: FHIR's JSON schema rejects them.
 */
export function given(text: string | null | undefined): string | undefined {
  const cleaned = text
    ?.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '') // eslint-disable-line no-control-regex
    .replace(/[^\S \r\n\t]/g, ' ')
    .trim()
  return cleaned ? cleaned : undefined
}

/** Phone and e-mail as contact points, leaving out those not given. */
export function telecomOf(phone: string | null | undefined, email: string | null | undefined): ContactPoint[] {
  const points: ContactPoint[] = []
  const number = given(phone)
  const address = given(email)
  if (number) points.push({ system: 'phone', value: number })
  if (address) points.push({ system: 'email', value: address })
  return points
}
