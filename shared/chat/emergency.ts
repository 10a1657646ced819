import { type ChatLanguage, foldText } from './chat-languages.ts'
import { emergencyKinds, type EmergencyKind, type EmergencyPatterns } from './emergency-patterns.ts'
import { cjkEmergencyPatterns } from './emergency-patterns-cjk.ts'
import { latinEmergencyPatterns } from './emergency-patterns-latin.ts'
import { emergencyWords } from './emergency-replies.ts'

export { emergencyKinds, type EmergencyKind } from './emergency-patterns.ts'

/** What a message that suggests an emergency is about. */
export type Emergency = { kind: EmergencyKind }
/** Someone to call in an emergency; a contact without a phone is named but gets no call link. */
export type EmergencyContact = { name: string; phone?: string }
/** A call the reply offers: a label and a tel: link holding only digits and a leading +. */
export type EmergencyCall = { label: string; tel: string }
export type EmergencyReply = { text: string; calls: EmergencyCall[] }
export type EmergencyReplyOptions = { emergencyNumber?: string; contacts?: readonly EmergencyContact[] }

const allPatterns: readonly EmergencyPatterns[] = [
  ...Object.values(latinEmergencyPatterns),
  ...Object.values(cjkEmergencyPatterns),
]
/** The number emergency replies give unless another is configured. */
export const DEFAULT_EMERGENCY_NUMBER = '911'

/** Detects a message in any chat language that suggests a medical emergency or danger now, or null. */
export function detectEmergency(text: string): Emergency | null {
  const found = sentences(text).flatMap(sentenceKinds)
  const kind = emergencyKinds.find((candidate) => found.includes(candidate))
  return kind ? { kind } : null
}

/** Folds a message and cuts it into sentences, so calm talk in one sentence does not hide another. */
function sentences(text: string): string[] {
  return foldText(text)
    .replace(/[\u2018\u2019`]/gu, "'")
    .split(/[.!?;¡¿。！？；\n]+/u)
    .map((sentence) =>
      sentence
        .replace(/["“”()]+/gu, ' ')
        .replace(/\s+/gu, ' ')
        .trim(),
    )
    .filter(Boolean)
}

/** The kinds of emergency one folded sentence shows, none when it talks of the past or a what-if. */
function sentenceKinds(sentence: string): EmergencyKind[] {
  if (allPatterns.some((patterns) => patterns.calm.test(sentence))) return []
  return emergencyKinds.filter((kind) => allPatterns.some((patterns) => patterns.signs[kind]?.test(sentence)))
}

/** A calm reply in the person's language: call emergency services first, then the contacts, then one step. */
export function emergencyReply(
  kind: EmergencyKind,
  language: ChatLanguage,
  { emergencyNumber = DEFAULT_EMERGENCY_NUMBER, contacts = [] }: EmergencyReplyOptions = {},
): EmergencyReply {
  const words = emergencyWords[language]
  const number = telNumber(emergencyNumber) ? emergencyNumber.trim() : DEFAULT_EMERGENCY_NUMBER
  const named = contacts.filter((contact) => contact.name.trim())
  const parts = [
    words.callNow(number),
    named.length ? words.callContacts(contactList(named, language)) : '',
    words.advice[kind],
    kind === 'self-harm' ? (words.crisisLine ?? '') : '',
  ]
  return { text: joinSentences(parts.filter(Boolean), language), calls: emergencyCalls(words.services, number, named) }
}

/** The tel: links: emergency services first, then each contact with a usable phone. */
function emergencyCalls(label: string, number: string, contacts: readonly EmergencyContact[]): EmergencyCall[] {
  const calls = [{ label, tel: `tel:${telNumber(number)}` }]
  for (const { name, phone } of contacts) {
    const tel = telNumber(phone ?? '')
    if (tel) calls.push({ label: name.trim(), tel: `tel:${tel}` })
  }
  return calls
}

/** A phone number as digits with an optional leading +, or '' when it has no digits. */
export function telNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits && phone.trim().startsWith('+') ? `+${digits}` : digits
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
