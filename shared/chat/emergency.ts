import type { EmergencyKind, EmergencySubject } from '#shared/safety/detector.ts'
import { type CrisisLine, crisisLineFor } from '#shared/safety/crisis-lines.ts'
import type { ChatLanguage } from './chat-languages.ts'
import { emergencyWords } from './emergency-replies.ts'

/** Someone to call in an emergency; a contact without a phone is named but gets no call link. */
export type EmergencyContact = { name: string; phone?: string }
/** A call the reply offers: its whole label in the reply's language ("Call Anna") and a tel: link holding only digits and a leading +. */
export type EmergencyCall = {
  label: string
  tel: string
  /** A call the person asked for ("call my daughter"), not help in an emergency: shown calmly. */
  calm?: boolean
}
export type EmergencyReply = { text: string; calls: EmergencyCall[] }
export type EmergencyReplyOptions = {
  /** Who is in danger: the writer (the default) or someone with them. */
  subject?: EmergencySubject
  emergencyNumber?: string
  contacts?: readonly EmergencyContact[]
  /** The crisis line for self-harm replies; the US line when not given. */
  crisisLine?: CrisisLine
}

/** The number emergency replies give unless another is configured. */
export const DEFAULT_EMERGENCY_NUMBER = '911'

/**
 * A calm reply in the person's language: call emergency services first, then the contacts, then one
 * step that fits who is in danger. Someone thinking of ending their life is met with warmth first,
 * and given a crisis line for their country.
 */
export function emergencyReply(
  kind: EmergencyKind,
  language: ChatLanguage,
  {
    subject = 'self',
    emergencyNumber = DEFAULT_EMERGENCY_NUMBER,
    contacts = [],
    crisisLine,
  }: EmergencyReplyOptions = {},
): EmergencyReply {
  const words = emergencyWords[language]
  const number = telNumber(emergencyNumber) ? emergencyNumber.trim() : DEFAULT_EMERGENCY_NUMBER
  const named = contacts.filter((contact) => contact.name.trim())
  const selfHarm = kind === 'self-harm'
  const line = selfHarm ? (crisisLine ?? crisisLineFor(null)) : null
  const parts = [
    selfHarm && subject === 'self' ? words.comfort : '',
    words.callNow(number),
    line ? words.crisisLine(line.name === line.number ? line.number : `${line.name}, ${line.number}`) : '',
    named.length ? words.callContacts(contactList(named, language)) : '',
    (subject === 'other' ? words.adviceOther : words.advice)[kind],
  ]
  const calls = [{ label: words.call(words.services), tel: `tel:${telNumber(number)}` }]
  if (line && telNumber(line.number)) {
    calls.push({ label: words.call(words.crisisLabel), tel: `tel:${telNumber(line.number)}` })
  }
  return { text: joinSentences(parts.filter(Boolean), language), calls: [...calls, ...contactCalls(named, language)] }
}

/** The tel: links of each contact with a usable phone, labelled in the reply's language. */
function contactCalls(contacts: readonly EmergencyContact[], language: ChatLanguage): EmergencyCall[] {
  return contacts.flatMap(({ name, phone }) => {
    const tel = telNumber(phone ?? '')
    return tel ? [{ label: emergencyWords[language].call(name.trim()), tel: `tel:${tel}` }] : []
  })
}

/** A phone number as digits with an optional leading + (or a leading * for short codes), or '' when it has no digits. */
export function telNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  const lead = phone.trim().match(/^[+*]/)?.[0] ?? ''
  return digits ? `${lead}${digits}` : ''
}

const spacesWords = (language: ChatLanguage) => language !== 'chinese' && language !== 'japanese'

/** Contacts as "Anna (555 0100), Ben" ("Anna（555 0100）、Ben" in Chinese and Japanese). */
function contactList(contacts: readonly EmergencyContact[], language: ChatLanguage): string {
  const spaced = spacesWords(language)
  const [open, close, separator] = spaced ? [' (', ')', ', '] : ['（', '）', '、']
  return contacts
    .map(({ name, phone }) => (phone?.trim() ? `${name.trim()}${open}${phone.trim()}${close}` : name.trim()))
    .join(separator)
}

const joinSentences = (parts: string[], language: ChatLanguage) => parts.join(spacesWords(language) ? ' ' : '')
