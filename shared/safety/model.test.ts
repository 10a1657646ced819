import { describe, expect, it } from 'vitest'
import { dot, packVector, softmax, unpackVector, weightAt, weightedSlots } from './model.ts'

describe('packVector and unpackVector', () => {
  it('keep every weight above the floor, to within one step of quantization', () => {
    const weights = new Float32Array(1 << 12)
    weights[3] = 1.5
    weights[200] = -0.75
    weights[4000] = 0.004
    weights[4095] = 0.3
    const packed = packVector(weights, 0.01)
    const unpacked = unpackVector(packed)
    expect(weightedSlots(unpacked)).toEqual([3, 200, 4095])
    expect(weightAt(unpacked, 3)).toBeCloseTo(1.5, 2)
    expect(weightAt(unpacked, 200)).toBeCloseTo(-0.75, 1)
    expect(weightAt(unpacked, 4095)).toBeCloseTo(0.3, 1)
    expect(weightAt(unpacked, 9)).toBe(0)
    // A slot past the last weighted one weighs nothing.
    expect(weightAt(unpacked, 1 << 20)).toBe(0)
    expect(dot(unpacked, [3, 200, 9, 1 << 20])).toBeCloseTo(0.75, 1)
  })

  it('handles gaps that need several bytes', () => {
    const weights = new Float32Array(1 << 18)
    weights[0] = 1
    weights[(1 << 18) - 1] = -1
    const unpacked = unpackVector(packVector(weights, 0.01))
    expect(weightedSlots(unpacked).map((slot) => [slot, Math.round(weightAt(unpacked, slot))])).toEqual([
      [0, 1],
      [(1 << 18) - 1, -1],
    ])
  })
})

describe('softmax', () => {
  it('gives probabilities that sum to one, largest for the largest score', () => {
    const p = softmax([1, 3, 2])
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1)
    expect(p.indexOf(Math.max(...p))).toBe(1)
  })
})
