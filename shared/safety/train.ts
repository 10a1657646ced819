import { FEATURE_BITS } from './features.ts'
import { sigmoid, softmax } from './model.ts'

/** One training example: its feature slots, its class (0/1 for a yes-no model), and how much it counts. */
export type Example = { slots: readonly number[]; label: number; weight?: number }

export type TrainOptions = {
  epochs?: number
  /** L2 penalty per step, which keeps weights small on features seen once. */
  l2?: number
  rate?: number
  seed?: number
}

/** A small seeded random generator (mulberry32), so training gives the same model every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Shuffles a copy of a list with the given random generator. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

/**
 * Trains a multinomial logistic model (softmax over `classes` classes; two classes make a yes-no
 * model whose class 1 is "yes") by stochastic gradient descent with AdaGrad steps.
 */
export function trainLinear(examples: readonly Example[], classes: number, options: TrainOptions = {}): Float32Array[] {
  const { epochs = 12, l2 = 1e-6, rate = 0.4, seed = 1 } = options
  const size = 1 << FEATURE_BITS
  const heads = classes === 2 ? 1 : classes
  const weights = Array.from({ length: heads }, () => new Float32Array(size))
  const squares = Array.from({ length: heads }, () => new Float32Array(size).fill(1e-2))
  const random = seededRandom(seed)
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const { slots, label, weight = 1 } of shuffled(examples, random)) {
      const scores = weights.map((w) => slots.reduce((sum, slot) => sum + w[slot]!, 0))
      const probabilities = heads === 1 ? [sigmoid(scores[0]!)] : softmax(scores)
      probabilities.forEach((probability, head) => {
        const target = heads === 1 ? label : label === head ? 1 : 0
        const gradient = (probability - target) * weight
        const w = weights[head]!
        const g2 = squares[head]!
        for (const slot of slots) {
          const step = gradient + l2 * w[slot]!
          g2[slot] = g2[slot]! + step * step
          w[slot] = w[slot]! - (rate * step) / Math.sqrt(g2[slot])
        }
      })
    }
  }
  return weights
}

/** Scores examples with trained dense weights: the probability of class 1 for a yes-no model, else of each class. */
export function scoreDense(weights: readonly Float32Array[], slots: readonly number[]): number[] {
  const scores = weights.map((w) => slots.reduce((sum, slot) => sum + w[slot]!, 0))
  return weights.length === 1 ? [sigmoid(scores[0]!)] : softmax(scores)
}

const letters = 'abcdefghijklmnopqrstuvwxyz'

/**
 * A copy of a sentence with the slips people make when typing fast or dictating: a letter dropped,
 * doubled, swapped with the next or replaced, punctuation and apostrophes left out.
 */
export function withTypos(text: string, random: () => number, rate = 0.04): string {
  let out = ''
  const chars = [...text]
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!
    if (/[.,!?;:'’]/u.test(char) && random() < 0.6) continue
    if (!/\p{L}/u.test(char) || random() >= rate) {
      out += char
      continue
    }
    const slip = random()
    if (slip < 0.3) continue
    if (slip < 0.5) out += char + char
    else if (slip < 0.75 && i + 1 < chars.length) {
      out += chars[i + 1]! + char
      i++
    } else out += /[a-z]/.test(char) ? letters[Math.floor(random() * letters.length)]! : char
  }
  return random() < 0.5 ? out.toLowerCase() : out
}
