import { type ChatLanguage } from '#shared/chat/chat-languages.ts'
import { messageLanguage } from '#shared/chat/language.ts'
import type { SafetyAnswer } from '#shared/safety/answer.ts'
import { safetyWords, saysFine } from '#shared/safety/replies.ts'
import { type AlertDeps, type ScheduledAlerts, scheduleAlerts, settleFine } from './alerts.ts'

export type FamilyStepInput = {
  userId: string
  text: string
  /** The safety net's own answer to the message, if any. */
  answer: SafetyAnswer | null
  language: ChatLanguage
  timeZone: string
  now?: Date
}

/**
 * The family's part in a reply: an emergency schedules alerts to the contacts who agreed (sent in
 * two minutes unless the person taps "Tell them now" or says they are fine); "I'm fine" after an
 * alert cancels what is waiting, tells those already told, and is answered so.
 */
export async function familyStep(
  deps: AlertDeps,
  { userId, text, answer, language, timeZone, now }: FamilyStepInput,
): Promise<{ answer: SafetyAnswer | null; alert: ScheduledAlerts | null }> {
  if (answer?.reason === 'emergency') {
    const alert = await scheduleAlerts(deps.db, {
      userId,
      message: answer.about ?? text,
      kind: answer.kind ?? 'other',
      language: answer.language,
      timeZone,
      now,
    })
    return { answer, alert }
  }
  if ((answer && answer.reason !== 'not-hurt') || !saysFine(text)) return { answer, alert: null }
  const settled = await settleFine(deps, userId, now)
  if (!settled) return { answer, alert: null }
  const replyLanguage = messageLanguage(text, language)
  const words = safetyWords[replyLanguage]
  const names = settled.told.join(', ')
  const reply = names ? words.fineTold(names) : words.fineCancelled
  return { answer: { reason: 'not-hurt', text: reply, language: replyLanguage, calls: [] }, alert: null }
}
