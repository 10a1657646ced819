import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import type { EmergencyCall } from '#shared/chat/emergency.ts'
import type { DisplayChange } from '#shared/chat/builtin/setting-request.ts'

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
): Promise<{
  content: string
  language: ChatLanguage
  calls: EmergencyCall[]
  notice: boolean
  /** "Make the text bigger": the change for the screen to make. */
  display?: DisplayChange
}> {
  // Loaded only when needed: the phrasebooks of eight languages and the safety net are not small.
  const [
    { composeReply },
    { callReply },
    { displayReply },
    { readMessage },
    { previousExchange },
    { safetyFirst, turnLanguage },
  ] = await Promise.all([
    import('#shared/chat/builtin/replies.ts'),
    import('#shared/chat/builtin/call-request.ts'),
    import('#shared/chat/builtin/setting-request.ts'),
    import('#shared/safety/detector.ts'),
    import('#shared/safety/answer.ts'),
    import('#shared/chat/turn.ts'),
  ])
  const { language, notice } = turnLanguage(text, current)
  const contacts = known.emergencyContact?.trim()
    ? [{ name: known.emergencyContact.trim(), relationship: '', phone: known.emergencyPhone ?? undefined }]
    : []
  const doctor = { doctorName: known.doctorName ?? undefined, doctorPhone: known.doctorPhone ?? undefined }
  const { answer, facts } = safetyFirst(
    text,
    readMessage(text),
    { language, ...previousExchange(previous), contacts, ...doctor, country: known.country ?? undefined },
    {
      firstName: known.firstName ?? undefined,
      medications: known.medications ?? undefined,
      conditions: known.conditions ?? undefined,
      ...doctor,
      emergencyContacts: contacts,
      nextAppointments: [],
      photoCount: 0,
      now: new Date().toISOString(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
  )
  if (answer) return { content: answer.text, language: answer.language, calls: answer.calls, notice }
  const call = callReply(text, language, facts, true)
  if (call) return { content: call.text, language, calls: call.calls, notice }
  const display = displayReply(text, language, true)
  if (display) return { content: display.text, language, calls: [], notice, display: display.change }
  const style = { formality: 'mixed', lengthPreference: 'moderate' } as const
  return { content: composeReply({ text, language, facts, style, seed: text.length }), language, calls: [], notice }
}
