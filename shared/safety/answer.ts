import { emergencyWords } from '#shared/chat/emergency-replies.ts'
import { type ChatLanguage } from '#shared/chat/chat-languages.ts'
import { type EmergencyCall, type EmergencyContact, emergencyReply, telNumber } from '#shared/chat/emergency.ts'
import { messageLanguage } from '#shared/chat/language.ts'
import { type CrisisLine, crisisLineFor } from './crisis-lines.ts'
import { type EmergencyKind, type EmergencySubject, type SafetyReading, readMessage } from './detector.ts'
import { isHurtQuestion, readYesNo, safetyWords } from './replies.ts'

/** What the safety net answers by itself, before any model. */
export type SafetyAnswer = {
  /** emergency: help first; ask: "Are you hurt right now?"; the rest: a word of care instead of the model. */
  reason: 'emergency' | 'ask' | 'not-hurt' | 'scam' | 'dose-question'
  text: string
  language: ChatLanguage
  calls: EmergencyCall[]
  /** The emergency's kind and who is in danger, for an emergency answer. */
  kind?: EmergencyKind
  subject?: EmergencySubject
  /** The person's words that showed the emergency (the message before a "Yes"), for alerts to quote. */
  about?: string
}

/** What the safety net needs to know about the person and the chat so far. */
export type SafetyContext = {
  /** The chat's language, used when the message itself does not tell. */
  language: ChatLanguage
  /** Sage's last message in this chat, and the person's message before it. */
  previousReply?: string | null
  previousMessage?: string | null
  contacts: readonly EmergencyContact[]
  doctorName?: string
  doctorPhone?: string
  country?: string
  emergencyNumber?: string
  /** A deployment's own crisis line, ahead of the person's country's. */
  crisisLine?: CrisisLine
}

/** Sage's last message in a conversation and the person's message before it, for the answer to Sage's question. */
export function previousExchange(messages: readonly { sender: string; content: string }[]) {
  const at = messages.findLastIndex((message) => message.sender === 'assistant')
  if (at < 0) return { previousReply: null, previousMessage: null }
  const asked = messages.slice(0, at).findLast((message) => message.sender === 'user')
  return { previousReply: messages[at]!.content, previousMessage: asked?.content ?? null }
}

/**
 * The safety net's answer to a message, or null to let the reply go on: emergency help first (in
 * the language of the message itself), "Are you hurt right now?" when unsure, and the answer to
 * that question; then a scam warning, or the doctor for a question about doses.
 */
export function safetyAnswer(text: string, reading: SafetyReading, context: SafetyContext): SafetyAnswer | null {
  if (isHurtQuestion(context.previousReply)) {
    const answer = readYesNo(text)
    if (answer === 'yes') {
      const earlier = context.previousMessage ? readMessage(context.previousMessage) : null
      const language = messageLanguage(context.previousMessage ?? '', context.language)
      const answer = emergencyAnswer(earlier?.kind ?? 'other', earlier?.subject ?? 'self', language, context)
      return { ...answer, about: context.previousMessage ?? text }
    }
    if (answer === 'no') return plain('not-hurt', safetyWords[context.language].notHurt, context.language)
  }
  const language = messageLanguage(text, context.language)
  if (reading.emergency) {
    return { ...emergencyAnswer(reading.kind ?? 'other', reading.subject ?? 'self', language, context), about: text }
  }
  // Urgency and fear are a scam's tools too: a message with a scam's marks that is not clearly an
  // emergency gets the warning rather than "Are you hurt?".
  if (reading.scam) return plain('scam', safetyWords[language].scamWarning, language)
  if (reading.ask) return { ...plain('ask', safetyWords[language].askHurt, language), kind: reading.kind ?? 'other' }
  if (reading.doseQuestion) return doseAnswer(language, context)
  return null
}

function plain(reason: SafetyAnswer['reason'], text: string, language: ChatLanguage): SafetyAnswer {
  return { reason, text, language, calls: [] }
}

function emergencyAnswer(
  kind: EmergencyKind,
  subject: EmergencySubject,
  language: ChatLanguage,
  context: SafetyContext,
): SafetyAnswer {
  const reply = emergencyReply(kind, language, {
    subject,
    contacts: context.contacts,
    emergencyNumber: context.emergencyNumber,
    crisisLine: crisisLineFor(context.country, context.crisisLine),
  })
  return { reason: 'emergency', text: reply.text, language, calls: reply.calls, kind, subject }
}

/** Doses and mixing are for the doctor or pharmacist: their name and phone from the profile, with a call link. */
function doseAnswer(language: ChatLanguage, context: SafetyContext): SafetyAnswer {
  const words = safetyWords[language]
  const name = context.doctorName?.trim()
  const phone = context.doctorPhone?.trim()
  const doctor = name && phone ? `${name} (${phone})` : (name ?? phone)
  const gap = language === 'chinese' || language === 'japanese' ? '' : ' '
  const text = doctor ? `${words.doseQuestion}${gap}${words.askDoctor(doctor)}` : words.doseQuestion
  const tel = telNumber(phone ?? '')
  const calls = tel ? [{ label: emergencyWords[language].call(name || phone!), tel: `tel:${tel}` }] : []
  return { reason: 'dose-question', text, language, calls }
}
