import { readFeatures } from './features.ts'
import type { Concept } from './lexicon-types.ts'
import { type EmergencyKind, emergencyKinds } from './rules/index.ts'
import { type PackedVector, type WeightVector, dot, sigmoid, softmax, unpackVector } from './model.ts'
import weights from './weights.json' with { type: 'json' }

export { emergencyKinds, type EmergencyKind } from './rules/index.ts'

/** Who is in danger: the person writing, or someone with them now. */
export type EmergencySubject = 'self' | 'other'

/**
 * What the safety net makes of a message. `emergency`: answer with help first. `ask`: not sure, so
 * ask "Are you hurt right now?" before anything else. `kind` and `subject` are the likeliest
 * reading, also when only asking.
 */
export type EmergencyAssessment = {
  emergency: boolean
  ask: boolean
  kind: EmergencyKind | null
  subject: EmergencySubject | null
  /** The model's probability that this is an emergency, 0 to 1. */
  score: number
}

/** Everything the safety net reads in one message, read once. */
export type SafetyReading = EmergencyAssessment & {
  /** Symptom or danger words: such a message never becomes a calendar event or a medication list. */
  danger: boolean
  /** A question about doses or mixing medicines, for the doctor or pharmacist. */
  doseQuestion: boolean
  /** The marks of a scam the person is meeting. */
  scam: boolean
}

/** The trained detectors as `npm run -s train-safety` writes them. */
export type SafetyWeights = {
  emergency: PackedVector
  kinds: { classes: string[]; vectors: PackedVector[] }
  subject: PackedVector
  dose: PackedVector
  scam: PackedVector
  thresholds: { alarm: number; ask: number; danger: number; scam: number }
}

type Loaded = {
  emergency: WeightVector
  kinds: { classes: EmergencyKind[]; vectors: WeightVector[] }
  subject: WeightVector
  dose: WeightVector
  scam: WeightVector
  thresholds: SafetyWeights['thresholds']
}

let loaded: Loaded | null = null

/** The detectors, unpacked the first time a message is read. */
function detectors(): Loaded {
  if (!loaded) {
    const packed = weights
    const classes = packed.kinds.classes.filter((kind): kind is EmergencyKind =>
      emergencyKinds.includes(kind as EmergencyKind),
    )
    if (classes.length !== packed.kinds.classes.length) throw new Error('The safety weights name an unknown kind.')
    loaded = {
      emergency: unpackVector(packed.emergency),
      kinds: { classes, vectors: packed.kinds.vectors.map(unpackVector) },
      subject: unpackVector(packed.subject),
      dose: unpackVector(packed.dose),
      scam: unpackVector(packed.scam),
      thresholds: packed.thresholds,
    }
  }
  return loaded
}

/** Unpacks the detectors ahead of the first message (about 0.3 s), so no one waits for it. */
export function warmSafetyNet(): void {
  detectors()
  readMessage('hello')
}

/** Concepts that alone keep a message away from the calendar and the medication list. */
const dangerConcepts: readonly Concept[] = [
  'suicide',
  'overdose',
  'unconscious',
  'lifeless',
  'means',
  'farewell',
  'hopeless',
]

const calmReading: SafetyReading = {
  emergency: false,
  ask: false,
  kind: null,
  subject: null,
  score: 0,
  danger: false,
  doseQuestion: false,
  scam: false,
}

/** Reads a message, in any chat language and typos and all, for an emergency, a dose question and a scam. */
export function readMessage(text: string): SafetyReading {
  if (!text.trim()) return calmReading
  const model = detectors()
  const { slots, concepts, signs } = readFeatures(text)
  const score = sigmoid(dot(model.emergency, slots))
  // Where the model is unsure, a plain sign the hand-written patterns know ("I have chest pain") settles it.
  const emergency = score >= model.thresholds.alarm || (score >= model.thresholds.ask && signs.length > 0)
  const ask = !emergency && score >= model.thresholds.ask
  const danger = score >= model.thresholds.danger || dangerConcepts.some((concept) => concepts.has(concept))
  const scam = sigmoid(dot(model.scam, slots)) >= model.thresholds.scam
  const doseQuestion = !emergency && !ask && sigmoid(dot(model.dose, slots)) >= 0.5
  if (!emergency && !ask) return { ...calmReading, score, danger, scam, doseQuestion }
  const kindScores = softmax(model.kinds.vectors.map((vector) => dot(vector, slots)))
  const kind = model.kinds.classes[kindScores.indexOf(Math.max(...kindScores))] ?? 'other'
  const subject: EmergencySubject = sigmoid(dot(model.subject, slots)) >= 0.5 ? 'other' : 'self'
  return { emergency, ask, kind, subject, score, danger: true, doseQuestion, scam }
}

/** Reads a message for an emergency now (what `readMessage` says of emergencies alone). */
export function assessEmergency(text: string): EmergencyAssessment {
  const { emergency, ask, kind, subject, score } = readMessage(text)
  return { emergency, ask, kind, subject, score }
}
