/**
 * A linear model over hashed feature slots, and its compact form: the non-zero weights as
 * delta-coded slot numbers and 8-bit weights, in base64, so the detectors ship in the app itself.
 */

/** One class's weights, in the form kept in `weights.json`. */
export type PackedVector = { scale: number; data: string }
/**
 * Weights ready to use: one signed step per feature slot (0 for most), each worth `scale`. A byte
 * a slot keeps all the detectors in about 13 MB; a Map of the same weights took four times that.
 */
export type WeightVector = { scale: number; steps: Int8Array }

const QUANT = 127

/** Packs weights, dropping those smaller than `floor`. */
export function packVector(weights: ArrayLike<number>, floor: number): PackedVector {
  let largest = 0
  for (let i = 0; i < weights.length; i++) largest = Math.max(largest, Math.abs(weights[i]!))
  const scale = largest / QUANT || 1
  const bytes: number[] = []
  let previous = 0
  for (let slot = 0; slot < weights.length; slot++) {
    const weight = weights[slot]!
    if (Math.abs(weight) < floor) continue
    const quantized = Math.round(weight / scale)
    if (quantized === 0) continue
    let gap = slot - previous
    previous = slot
    // A gap as a little-endian base-128 varint, then the weight as one signed byte.
    while (gap >= 0x80) {
      bytes.push((gap & 0x7f) | 0x80)
      gap >>>= 7
    }
    bytes.push(gap, quantized & 0xff)
  }
  return { scale, data: toBase64(bytes) }
}

/** Unpacks weights packed by packVector. */
export function unpackVector({ scale, data }: PackedVector): WeightVector {
  const bytes = fromBase64(data)
  const slots: number[] = []
  const quantized: number[] = []
  let slot = 0
  let i = 0
  while (i < bytes.length) {
    let gap = 0
    let shift = 0
    let byte: number
    do {
      byte = bytes[i++]!
      gap |= (byte & 0x7f) << shift
      shift += 7
    } while (byte & 0x80)
    slot += gap
    slots.push(slot)
    quantized.push(bytes[i++]!)
  }
  const steps = new Int8Array(slots.length > 0 ? slots.at(-1)! + 1 : 0)
  // The stored byte is the step's two's complement, which is what an Int8Array holds.
  slots.forEach((at, index) => (steps[at] = quantized[index]!))
  return { scale, steps }
}

/** The weight of one slot. */
export function weightAt({ scale, steps }: WeightVector, slot: number): number {
  return (steps[slot] ?? 0) * scale
}

/** The slots that have a weight, in order. */
export function weightedSlots({ steps }: WeightVector): number[] {
  const slots: number[] = []
  steps.forEach((step, slot) => step !== 0 && slots.push(slot))
  return slots
}

/** The score of a message: the weighted sum of the slots present. */
export function dot({ scale, steps }: WeightVector, slots: readonly number[]): number {
  let sum = 0
  for (const slot of slots) {
    const step = steps[slot]
    if (step) sum += step * scale
  }
  return sum
}

/** The logistic function. */
export const sigmoid = (value: number) => 1 / (1 + Math.exp(-value))

/** Probabilities from scores (softmax). */
export function softmax(scores: readonly number[]): number[] {
  const top = Math.max(...scores)
  const exps = scores.map((score) => Math.exp(score - top))
  const total = exps.reduce((a, b) => a + b, 0)
  return exps.map((value) => value / total)
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

function toBase64(bytes: readonly number[]): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b = 0, c = 0] = [bytes[i]!, bytes[i + 1], bytes[i + 2]]
    const triple = (a << 16) | (b << 8) | c
    out += alphabet[(triple >> 18) & 63]! + alphabet[(triple >> 12) & 63]!
    out += i + 1 < bytes.length ? alphabet[(triple >> 6) & 63]! : '='
    out += i + 2 < bytes.length ? alphabet[triple & 63]! : '='
  }
  return out
}

function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '')
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4))
  let bits = 0
  let value = 0
  let at = 0
  for (const char of clean) {
    value = (value << 6) | alphabet.indexOf(char)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes[at++] = (value >> bits) & 0xff
    }
  }
  return bytes
}
