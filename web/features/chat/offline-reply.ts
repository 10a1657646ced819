import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import type { EmergencyCall } from '#shared/chat/emergency.ts'

/** What the browser knows about the person when the server cannot be reached. */
export type OfflineFacts = {
  firstName?: string | null
  medications?: string | null
  conditions?: string | null
  doctorName?: string | null
  doctorPhone?: string | null
  emergencyContact?: string | null
  emergencyPhone?: string | null
  country?: string | null
}

/**
 * Sage's answer in the browser alone: the same safety net (emergency help, the question when
 * unsure, scam warnings, the doctor for doses) and built-in replies, from what is at hand.
 * `previous` is the conversation so far, for the answer to "Are you hurt right now?".
 */
export async function offlineReply(
  text: string,
  current: ChatLanguage,
  known: OfflineFacts,
  previous: readonly { sender: string; content: string }[] = [],
): Promise<{ content: string; language: ChatLanguage; calls: EmergencyCall[]; notice: boolean }> {
  // Loaded only when needed: the phrasebooks of eight languages and the safety net are not small.
  const [{ composeReply }, { readMessage }, { previousExchange, safetyAnswer }, { detectLanguage, showsSwitchNotice }] =
    await Promise.all([
      import('#shared/chat/builtin/replies.ts'),
      import('#shared/safety/detector.ts'),
      import('#shared/safety/answer.ts'),
      import('#shared/chat/language.ts'),
    ])
  const detection = detectLanguage(text, current)
  const language = detection.switch ? detection.language : current
  // The green notice only for a plain request, as on the server (SPEC.md 5: above 0.7).
  const notice = detection.switch && showsSwitchNotice(detection)
  const contacts = known.emergencyContact?.trim()
    ? [{ name: known.emergencyContact.trim(), relationship: '', phone: known.emergencyPhone ?? undefined }]
    : []
  const reading = readMessage(text)
  const answer = safetyAnswer(text, reading, {
    language,
    ...previousExchange(previous),
    contacts,
    doctorName: known.doctorName ?? undefined,
    doctorPhone: known.doctorPhone ?? undefined,
    country: known.country ?? undefined,
  })
  if (answer) return { content: answer.text, language: answer.language, calls: answer.calls, notice }
  const content = composeReply({
    text,
    language,
    facts: {
      firstName: known.firstName ?? undefined,
      // A message with danger in it is never answered with the person's medicines.
      medications: reading.danger ? undefined : (known.medications ?? undefined),
      conditions: known.conditions ?? undefined,
      doctorName: known.doctorName ?? undefined,
      doctorPhone: known.doctorPhone ?? undefined,
      emergencyContacts: contacts,
      nextAppointments: [],
      photoCount: 0,
    },
    style: { formality: 'mixed', lengthPreference: 'moderate' },
    seed: text.length,
  })
  return { content, language, calls: [], notice }
}
