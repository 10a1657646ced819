// The notifications a dose's steps send: a reminder at its time and one more when it is missed,
// to every device where the person allowed notifications and kept medication reminders on, or by
// e-mail to someone with no such device.
import type PgBoss from 'pg-boss'
import { type ChatLanguage, chatLanguageCodes } from '#shared/chat/chat-languages.ts'
import { reminderWords } from '#shared/medications/reminder-words.ts'
import type { Database } from '#server/db/client.ts'
import type { DoseStep } from '#server/medications/ladder.ts'
import { queueNotice } from '#server/notify/notify.ts'
import type { PushMessage } from './push.ts'

/** The notification of one dose step, in the device's language (else the person's). */
function messageOf(step: DoseStep, language: ChatLanguage): PushMessage {
  const words = reminderWords[language]
  const locale = chatLanguageCodes[language]
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: step.timeZone }).format(
    step.dueAt,
  )
  return {
    title: step.step === 'remind' ? words.title : words.again,
    body: `${[step.name, step.dose].filter(Boolean).join(' ')} (${time})`,
    tag: `dose-${step.doseId}`,
    lang: locale,
    url: '/homepage',
    doseId: step.doseId,
    actions: [
      { action: 'taken', title: words.taken },
      { action: 'later', title: words.later },
    ],
  }
}

/** The mail of one dose step, for someone with no device that takes notifications. */
function mailOf(step: DoseStep, language: ChatLanguage, publicUrl: string) {
  const { title, body } = messageOf(step, language)
  const home = `${publicUrl}/homepage`
  return { subject: `${title} ${body}`, text: `${title}\n\n${body}\n\n${home}\n`, link: home }
}

/**
 * Queues the reminders of the steps just taken, in the same transaction (notify.ts): a
 * notification to each device, or an e-mail where there is none. Alerts to the family go by
 * e-mail (the alert rows), not here.
 */
export async function queueDoseReminders(boss: PgBoss, tx: Database, steps: DoseStep[], publicUrl: string) {
  for (const step of steps) {
    if (step.step === 'alert') continue
    await queueNotice(boss, tx, step.userId, {
      kind: 'medicationReminders',
      push: (language) => messageOf(step, language),
      mail: (language) => mailOf(step, language, publicUrl),
    })
  }
}
