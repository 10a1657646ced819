import { describe, expect, it } from 'vitest'
import { assessEmergency, readMessage } from './detector.ts'

// Sentences written for these tests (not from the training corpus). The detector is learned, so a
// retrained model may move a borderline case; the cases here are plain ones it must always get.
// A fall with someone not answering is both; the more urgent reading (unconscious) is as right.
const emergencies: [string, string | string[], 'self' | 'other'][] = [
  ['having really bad chest pian right now and im sweating alot', 'chest', 'self'],
  ['my chest feels heavy and my left arm is numb', 'chest', 'self'],
  ['i cant breath properly its getting worse', 'breathing', 'self'],
  ['ive been thinking about ending it all, ive saved up my sleeping pills', 'self-harm', 'self'],
  ['no quiero seguir viviendo', 'self-harm', 'self'],
  ['meine frau ist die treppe runtergefallen und antwortet nicht', ['fall', 'unconscious'], 'other'],
  ['I took too many pills', 'overdose', 'self'],
  ['my wife collapsed in the garden and she isnt breathing', 'unconscious', 'other'],
  ['je suis tombée dans la cuisine je peux pas me relever', 'fall', 'self'],
  ['私はもう生きていたくない', 'self-harm', 'self'],
  ['mi voglio uccidere stanotte, non ce la faccio piu', 'self-harm', 'self'],
]

const calm = [
  '想孙子孙女想死我了',
  "my husband fell yesterday but the doctor checked him and he's fine now",
  "I'm dying to see you",
  'this heat is killing me',
  "I fell last week but I'm fine now",
  'what are the signs of a stroke?',
  'remind me to take my heart pills at 8',
  'add a blood test on friday at 9',
  'hola, ¿qué tal?',
  'Hello Sage',
  'mi è caduto il telefono per terra',
]

describe('assessEmergency', () => {
  it.each(emergencies)('helps first: %s', (text, kind, subject) => {
    const found = assessEmergency(text)
    expect(found).toMatchObject({ emergency: true, ask: false, subject })
    expect([kind].flat()).toContain(found.kind)
  })

  it.each(calm)('stays calm: %s', (text) => {
    expect(assessEmergency(text)).toMatchObject({ emergency: false, ask: false, kind: null, subject: null })
  })

  it('reads an empty message as calm', () => {
    expect(assessEmergency('   ')).toEqual({ emergency: false, ask: false, kind: null, subject: null, score: 0 })
  })
})

describe('readMessage', () => {
  it('keeps symptom and danger words away from the calendar, and calendar requests free', () => {
    expect(readMessage('having really bad chest pian right now').danger).toBe(true)
    expect(readMessage('ive saved up my sleeping pills').danger).toBe(true)
    expect(readMessage('add a blood test on friday at 9').danger).toBe(false)
  })

  it('finds questions about doses and mixing medicines', () => {
    expect(readMessage('can I take ibuprofen with my blood pressure pills?').doseQuestion).toBe(true)
    expect(readMessage('puedo tomar paracetamol con el sintrom').doseQuestion).toBe(true)
    expect(readMessage('remind me to take my heart pills at 8').doseQuestion).toBe(false)
  })

  it('finds the marks of a scam, and leaves ordinary talk of grandchildren and gifts alone', () => {
    expect(readMessage('a man called saying my grandson is in jail and needs gift cards').scam).toBe(true)
    expect(readMessage('my grandson is visiting on sunday, i bought him a gift card').scam).toBe(false)
  })
})
