import { describe, expect, it } from 'vitest'
import { medicationsFromText } from './from-text.ts'

describe('medicines written as text, as a starting list', () => {
  it('reads names, doses and how often', () => {
    expect(medicationsFromText('Metoprolol 50 mg twice a day, vitamin D, Lipitor 20mg at night')).toEqual([
      { name: 'Metoprolol', dose: '50 mg', schedule: { repeat: 'daily', times: ['08:00', '20:00'] } },
      { name: 'vitamin D', dose: null, schedule: { repeat: 'daily', times: ['08:00'] } },
      { name: 'Lipitor', dose: '20mg', schedule: { repeat: 'daily', times: ['21:00'] } },
    ])
  })

  it('reads a list on lines, "and", and as needed', () => {
    expect(medicationsFromText('Metformin 500mg\nparacetamol when needed and aspirin 81 mg')).toEqual([
      { name: 'Metformin', dose: '500mg', schedule: { repeat: 'daily', times: ['08:00'] } },
      { name: 'paracetamol', dose: null, schedule: { repeat: 'asNeeded' } },
      { name: 'aspirin', dose: '81 mg', schedule: { repeat: 'daily', times: ['08:00'] } },
    ])
  })

  it('reads other languages’ lists', () => {
    expect(medicationsFromText('Sintrom 4 mg por la noche; Omeprazol 20 mg dos veces al día')).toEqual([
      { name: 'Sintrom', dose: '4 mg', schedule: { repeat: 'daily', times: ['21:00'] } },
      { name: 'Omeprazol', dose: '20 mg', schedule: { repeat: 'daily', times: ['08:00', '20:00'] } },
    ])
    expect(medicationsFromText('降压药，每日两次')).toEqual([
      { name: '降压药', dose: null, schedule: { repeat: 'daily', times: ['08:00', '20:00'] } },
    ])
    expect(medicationsFromText('Ramipril 5 mg, once a day')).toEqual([
      { name: 'Ramipril', dose: '5 mg', schedule: { repeat: 'daily', times: ['08:00'] } },
    ])
  })

  it('gives nothing for nothing, and each name once', () => {
    expect(medicationsFromText('')).toEqual([])
    expect(medicationsFromText(null)).toEqual([])
    expect(medicationsFromText('aspirin, Aspirin')).toHaveLength(1)
  })
})
