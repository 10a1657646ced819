// The notifications a dose's steps send: a reminder at its time and one more when it is missed,
// to every device where the person allowed notifications and kept medication reminders on, or by
// e-mail to someone with no such device; an alert about a missed important dose also reaches the
// devices of the family told.
import type PgBoss from 'pg-boss'
import { type ChatLanguage, chatLanguageCodes } from '#shared/chat/chat-languages.ts'
import { reminderWords } from '#shared/medications/reminder-words.ts'
import type { Database } from '#server/db/client.ts'
import type { DoseStep } from '#server/medications/ladder.ts'
import { pushFamilyAlert, queueNotices } from '#server/notify/notify.ts'
import { personOf } from '#server/alerts/alerts.ts'
import { familyToAlert } from '#server/family/links.ts'
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
  await queueNotices(
    boss,
    tx,
    steps
      .filter((step) => step.step !== 'alert')
      .map((step) => ({
        userId: step.userId,
        notice: {
          kind: 'medicationReminders' as const,
          push: (language: ChatLanguage) => messageOf(step, language),
          mail: (language: ChatLanguage) => mailOf(step, language, publicUrl),
        },
      })),
  )
  for (const step of steps) {
    if (step.step === 'alert') {
      // The family who share medications and agreed to alerts: on their devices too.
      const family = await familyToAlert(tx, step.userId, undefined, 'medications')
      const person = await personOf(tx, step.userId)
      const medication = [step.name, step.dose].filter(Boolean).join(' ')
      await pushFamilyAlert(
        boss,
        tx,
        family.map((member) => member.id),
        `dose-alert-${step.doseId}`,
        (words) => ({
          title: words.missedDoseSubject(person.name, medication),
          body: words.callThem(person.name, person.phone),
        }),
      )
    }
  }
}
