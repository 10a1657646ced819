import { describe, expect, it } from 'vitest'
import { safetyAnswer, type SafetyContext } from './answer.ts'
import type { SafetyReading } from './detector.ts'
import { safetyWords } from './replies.ts'

const calm: SafetyReading = {
  emergency: false,
  ask: false,
  kind: null,
  subject: null,
  score: 0.01,
  danger: false,
  doseQuestion: false,
  scam: false,
}
const context: SafetyContext = {
  language: 'english',
  contacts: [{ name: 'Rosa', phone: '555 0100' }],
  doctorName: 'Dr. Patel',
  doctorPhone: '555 0199',
  country: 'Deutschland',
}

describe('safetyAnswer', () => {
  it('lets calm messages through', () => {
    expect(safetyAnswer('what a lovely day', calm, context)).toBeNull()
  })

  it('answers an emergency in the language of the message itself, for whoever is in danger', () => {
    const reading = { ...calm, emergency: true, kind: 'fall' as const, subject: 'other' as const, danger: true }
    const answer = safetyAnswer('mi marido se ha caído y no se mueve', reading, context)!
    expect(answer.reason).toBe('emergency')
    expect(answer.language).toBe('spanish')
    expect(answer.text).toMatch(/^Llame ahora mismo a los servicios de emergencia: 911\./)
    expect(answer.text).toContain('Rosa (555 0100)')
    expect(answer.text).toContain('quédese a su lado y no intente levantarla')
    expect(answer.calls.map((call) => call.tel)).toEqual(['tel:911', 'tel:5550100'])
  })

  it("gives the crisis line of the person's country, in their language", () => {
    const reading = { ...calm, emergency: true, kind: 'self-harm' as const, subject: 'self' as const, danger: true }
    const answer = safetyAnswer('ich will nicht mehr leben', reading, context)!
    expect(answer.language).toBe('german')
    expect(answer.text).toContain('TelefonSeelsorge, 0800 111 0 111')
    expect(answer.calls[1]).toEqual({ label: 'Krisentelefon anrufen', tel: 'tel:08001110111' })
  })

  it('asks when unsure, and answers the question', () => {
    const unsure = { ...calm, ask: true, kind: 'chest' as const, subject: 'self' as const, danger: true }
    const asked = safetyAnswer('my chest is a bit funny', unsure, context)!
    expect(asked).toMatchObject({ reason: 'ask', text: 'Are you hurt right now?', calls: [] })
    const previous = { previousReply: asked.text, previousMessage: 'my chest feels heavy and tight' }
    const yes = safetyAnswer('Yes', calm, { ...context, ...previous })!
    expect(yes.reason).toBe('emergency')
    expect(yes.text).toMatch(/^Please call emergency services now: 911\./)
    expect(yes.about).toBe('my chest feels heavy and tight')
    const no = safetyAnswer('No', calm, { ...context, ...previous })!
    expect(no).toMatchObject({ reason: 'not-hurt', text: safetyWords.english.notHurt })
    // "Yes" with no question before it is just a word.
    expect(safetyAnswer('Yes', calm, context)).toBeNull()
  })

  it('sends questions about doses to the doctor, with their phone', () => {
    const answer = safetyAnswer(
      'can i take ibuprofen with my blood pressure pills',
      { ...calm, doseQuestion: true },
      context,
    )!
    expect(answer.reason).toBe('dose-question')
    expect(answer.text).toContain('Please ask your doctor or pharmacist')
    expect(answer.text).toContain('You can call Dr. Patel (555 0199).')
    expect(answer.calls).toEqual([{ label: 'Call Dr. Patel', tel: 'tel:5550199' }])
    const none = safetyAnswer(
      'can i take two',
      { ...calm, doseQuestion: true },
      { ...context, doctorName: '', doctorPhone: '' },
    )!
    expect(none.calls).toEqual([])
  })

  it('warns of a scam calmly, in the language of the message', () => {
    const answer = safetyAnswer(
      'un hombre dice que mi nieto está en la cárcel y necesita dinero',
      { ...calm, scam: true },
      context,
    )!
    expect(answer.reason).toBe('scam')
    expect(answer.text).toBe(safetyWords.spanish.scamWarning)
  })
})
