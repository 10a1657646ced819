/**
 * The order every reply follows, on the server and in the browser when the server cannot be
 * reached: settle the language; let the safety net read the message and answer first (help, the
 * question "Are you hurt right now?", a scam warning, the doctor for doses); only then reply, and
 * never with the person's medicines when the message has danger in it.
 */
import type { SafetyReading } from '#shared/safety/detector.ts'
import { type SafetyAnswer, type SafetyContext, safetyAnswer } from '#shared/safety/answer.ts'
import type { ChatLanguage } from './chat-languages.ts'
import type { SageFacts } from './builtin/replies.ts'
import { detectLanguage, showsSwitchNotice } from './language.ts'

/** The language a message is answered in, and whether the person is told it changed (a plain request only). */
export function turnLanguage(text: string, current: ChatLanguage): { language: ChatLanguage; notice: boolean } {
  const detection = detectLanguage(text, current)
  return {
    language: detection.switch ? detection.language : current,
    notice: detection.switch && showsSwitchNotice(detection),
  }
}

/**
 * The safety net's answer, when it answers first; otherwise null, and the facts a reply may use:
 * without the person's medicines when the message has symptom or danger words in it.
 */
export function safetyFirst(
  text: string,
  reading: SafetyReading,
  context: SafetyContext,
  facts: SageFacts,
): { answer: SafetyAnswer | null; facts: SageFacts } {
  const answer = safetyAnswer(text, reading, context)
  return { answer, facts: reading.danger ? { ...facts, medications: undefined } : facts }
}
