import { describe, expect, it } from 'vitest'
import { emergencyKinds } from '#shared/safety/detector.ts'
import { chatLanguages } from './chat-languages.ts'
import { emergencyWords } from './emergency-replies.ts'
import { emergencyReply, telNumber } from './emergency.ts'

const contacts = [
  { name: 'Anna Lee', phone: '+1 (555) 010-0100' },
  { name: 'Ben' },
  { name: 'Carla', phone: '555.0199' },
]

describe('emergencyReply', () => {
  const cases = chatLanguages.flatMap((language) => emergencyKinds.map((kind) => [language, kind] as const))

  it.each(cases)('%s %s: number first, then contacts, with tel links', (language, kind) => {
    const { text, calls } = emergencyReply(kind, language, { emergencyNumber: '112', contacts })
    const crisis = kind === 'self-harm' ? ['tel:988'] : []
    const numberAt = text.indexOf('112')
    expect(numberAt).toBeGreaterThanOrEqual(0)
    for (const { name } of contacts) {
      expect(text).toContain(name)
      expect(numberAt).toBeLessThan(text.indexOf(name))
    }
    expect(text).toContain('+1 (555) 010-0100')
    expect(calls.map((call) => call.tel)).toEqual(['tel:112', ...crisis, 'tel:+15550100100', 'tel:5550199'])
    for (const call of calls) expect(call.tel).toMatch(/^tel:[+*]?\d+$/)
    // The whole label is in the reply's language.
    expect(calls.at(-2)!.label).toBe(emergencyWords[language].call('Anna Lee'))
    expect(calls[0]!.label).toBe(emergencyWords[language].call(emergencyWords[language].services))
  })

  it('gives a crisis line for self-harm only, in every language, the person’s country’s when known', () => {
    for (const language of chatLanguages) {
      expect(emergencyReply('self-harm', language).text).toContain('988')
      expect(emergencyReply('fall', language).text).not.toContain('988')
      const german = emergencyReply('self-harm', language, {
        crisisLine: { name: 'TelefonSeelsorge', number: '0800 111 0 111' },
      })
      expect(german.text).toContain('TelefonSeelsorge, 0800 111 0 111')
      expect(german.calls[1]!.tel).toBe('tel:08001110111')
    }
  })

  it('meets someone who wants to end their life with warmth before anything else', () => {
    const { text } = emergencyReply('self-harm', 'english')
    expect(text.startsWith("I'm so sorry you are feeling this way. You are not alone, and you matter.")).toBe(true)
    expect(text).toContain('Please call emergency services now: 911.')
    expect(emergencyReply('self-harm', 'english', { subject: 'other' }).text).not.toContain("I'm so sorry")
  })

  it('fits its advice to who is in danger', () => {
    for (const language of chatLanguages) {
      for (const kind of emergencyKinds) {
        const self = emergencyReply(kind, language).text
        const other = emergencyReply(kind, language, { subject: 'other' }).text
        if (kind !== 'bleeding') expect(other).not.toBe(self)
      }
    }
    expect(emergencyReply('fall', 'english', { subject: 'other' }).text).toContain('If someone is hurt, stay with them')
    expect(emergencyReply('fall', 'english', { subject: 'other' }).text).not.toContain('If you are hurt')
  })

  it('reads naturally in English', () => {
    expect(
      emergencyReply('fall', 'english', { emergencyNumber: '911', contacts: [{ name: 'Anna', phone: '555' }] }),
    ).toEqual({
      text:
        'Please call emergency services now: 911. Then call your emergency contacts: Anna (555). ' +
        "If you are hurt, don't try to get up; stay where you are and keep warm.",
      calls: [
        { label: 'Call Emergency services', tel: 'tel:911' },
        { label: 'Call Anna', tel: 'tel:555' },
      ],
    })
  })

  it('leaves out the contacts sentence when there are none, and defaults to 911', () => {
    const { text, calls } = emergencyReply('breathing', 'english')
    expect(text).toBe('Please call emergency services now: 911. Sit upright and try to breathe slowly.')
    expect(calls).toEqual([{ label: 'Call Emergency services', tel: 'tel:911' }])
  })

  it('gives every language its own wording for every kind', () => {
    for (const kind of emergencyKinds) {
      const texts = chatLanguages.map((language) => emergencyReply(kind, language, { emergencyNumber: '911' }).text)
      expect(new Set(texts).size).toBe(chatLanguages.length)
    }
  })
})

describe('telNumber', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telNumber(' +44 20 7946-0958 ')).toBe('+442079460958')
    expect(telNumber('(555) 123 4567')).toBe('5551234567')
    expect(telNumber('none')).toBe('')
  })
})
