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
}

/** Sage's answer in the browser alone: the same built-in replies and emergency help, from what is at hand. */
export async function offlineReply(
  text: string,
  current: ChatLanguage,
  known: OfflineFacts,
): Promise<{ content: string; language: ChatLanguage; calls: EmergencyCall[]; notice: boolean }> {
  // Loaded only when needed: the phrasebooks of eight languages are not small.
  const [{ composeReply }, { detectEmergency, emergencyReply }, { detectLanguage, showsSwitchNotice }] =
    await Promise.all([
      import('#shared/chat/builtin/replies.ts'),
      import('#shared/chat/emergency.ts'),
      import('#shared/chat/language.ts'),
    ])
  const detection = detectLanguage(text, current)
  const language = detection.switch ? detection.language : current
  // The green notice only for a plain request, as on the server (SPEC.md 5: above 0.7).
  const notice = detection.switch && showsSwitchNotice(detection)
  const contacts = known.emergencyContact?.trim()
    ? [{ name: known.emergencyContact.trim(), relationship: '', phone: known.emergencyPhone ?? undefined }]
    : []
  const emergency = detectEmergency(text)
  if (emergency) {
    const reply = emergencyReply(emergency.kind, language, { contacts })
    return { content: reply.text, language, calls: reply.calls, notice }
  }
  const content = composeReply({
    text,
    language,
    facts: {
      firstName: known.firstName ?? undefined,
      medications: known.medications ?? undefined,
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
