import { describe, expect, it } from 'vitest'
import { type ChatLanguage } from '../chat-languages.ts'
import { callReply, readCallRequest } from './call-request.ts'
import { type SageFacts } from './replies.ts'

const facts: SageFacts = {
  emergencyContacts: [
    { name: 'Marta Ruiz', relationship: 'hija', phone: '+34 611 222 333' },
    { name: 'Tom', relationship: 'son', phone: '(555) 010-0200' },
    { name: 'Lucía', relationship: 'neighbour' },
  ],
  doctorName: 'Dr. Okafor',
  doctorPhone: '555 0300',
  nextAppointments: [],
  photoCount: 0,
}
const marta = { found: { name: 'Marta Ruiz', phone: '+34 611 222 333' } }
const tom = { found: { name: 'Tom', phone: '(555) 010-0200' } }
const doctor = { found: { name: 'Dr. Okafor', phone: '555 0300' } }

describe('readCallRequest', () => {
  it('finds the person by name or by what they are, in every language', () => {
    const cases: [string, unknown][] = [
      ['Can you help me call my daughter?', marta],
      ['call Marta please', marta],
      ['phone my son', tom],
      ['I need to ring the doctor', doctor],
      ['llama a mi hija, por favor', marta],
      ['quiero llamar al médico', doctor],
      ['appelle mon fils', tom],
      ['Rufen Sie bitte meine Tochter an', marta],
      ['chiama mio figlio', tom],
      ['ligar para o médico', doctor],
      ['给我女儿打电话', marta],
      ['息子に電話して', tom],
    ]
    for (const [text, expected] of cases) expect([text, readCallRequest(text, facts)]).toEqual([text, expected])
  })

  it('says when there is no number, or no such person, and leaves other messages alone', () => {
    expect(readCallRequest('call Lucía', facts)).toEqual({ noNumber: 'Lucía' })
    expect(readCallRequest('call my brother', facts)).toEqual({ unknown: true })
    expect(readCallRequest('My daughter called me yesterday', facts)).toBeNull()
    expect(readCallRequest('What is the weather?', facts)).toBeNull()
  })
})

describe('callReply', () => {
  it('gives the number with a calm call button in the language of the chat', () => {
    const reply = callReply('llama a mi hija', 'spanish', facts, true)!
    expect(reply.text).toBe('El número de Marta Ruiz es +34 611 222 333. Pulse el botón de abajo para llamar.')
    expect(reply.calls).toEqual([{ label: 'Llamar a Marta Ruiz', tel: 'tel:+34611222333', calm: true }])
  })

  it('names who it can call when it cannot tell, in all eight languages', () => {
    const asks: Record<ChatLanguage, string> = {
      english: 'call my brother',
      spanish: 'llama a mi hermano',
      french: 'appelle mon frère',
      german: 'ruf meinen Bruder an',
      italian: 'chiama mio fratello',
      portuguese: 'liga para o meu irmão',
      chinese: '给我哥哥打电话',
      japanese: '兄に電話して',
    }
    for (const [language, text] of Object.entries(asks) as [ChatLanguage, string][]) {
      const reply = callReply(text, language, facts, true)!
      expect([language, reply.calls]).toEqual([language, []])
      expect(reply.text).toContain('Marta Ruiz')
      expect(reply.text).toContain('Dr. Okafor')
      expect(reply.text).not.toContain('Lucía')
    }
  })
})
