// One notifier for everything Sage sends a person by itself: a push to each device where they
// allowed notifications (in the device's language), and an e-mail when asked for or when they
// have no such device. Each kind follows its switch in Settings > Notifications. Sends are jobs on
// the queue, written in the caller's transaction: they go once, with what caused them, and are
// retried when a push service or the mail server fails.
import { eq, inArray } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import {
  type ChatLanguage,
  chatLanguageCodes,
  defaultChatLanguage,
  toChatLanguage,
} from '#shared/chat/chat-languages.ts'
import { type AlertWords, alertWords } from '#shared/safety/alert-words.ts'
import { type NotificationSettings, notificationKeys, readToggles } from '#shared/settings/toggles.ts'
import type { Database } from '#server/db/client.ts'
import { pushSubscriptions, userSettings, users } from '#server/db/schema/index.ts'
import { inTransaction } from '#server/jobs/in-transaction.ts'
import { MAIL_QUEUE, PUSH_QUEUE } from '#server/jobs/queue.ts'
import type { Mail } from '#server/mail/mailer.ts'
import type { PushJob, PushMessage } from '#server/push/push.ts'
import { chosenLanguage } from '#server/settings/settings.ts'

/** What a notice says, in a language: the notification, and the mail when one goes. */
export type Notice = {
  kind: keyof NotificationSettings
  push: (language: ChatLanguage) => PushMessage
  mail?: (language: ChatLanguage) => Omit<Mail, 'to'>
  /** always: the mail goes too; withoutDevice: only to someone with no device (the default). */
  mailWhen?: 'always' | 'withoutDevice'
}

/** The person's notification switches. */
export async function notificationSwitches(db: Database, userId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({ settings: userSettings.notificationSettings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
  return readToggles(notificationKeys, row?.settings)
}

/**
 * Queues a notice to a person, through `db` (a transaction: it goes with what caused it, or not at
 * all). Nothing when its switch is off. Returns how many sends were queued.
 */
export function queueNotice(boss: PgBoss, db: Database, userId: string, notice: Notice): Promise<number> {
  return queueNotices(boss, db, [{ userId, notice }])
}

/**
 * Queues many notices at once (a minute when thousands of doses fall due): the people's switches,
 * languages, devices and addresses are read in one query each, and every send is inserted in one.
 */
export async function queueNotices(
  boss: PgBoss,
  db: Database,
  notices: { userId: string; notice: Notice }[],
): Promise<number> {
  if (!notices.length) return 0
  const ids = [...new Set(notices.map((each) => each.userId))]
  const [settings, devices] = await Promise.all([
    db
      .select({
        userId: userSettings.userId,
        notifications: userSettings.notificationSettings,
        language: userSettings.languageSettings,
      })
      .from(userSettings)
      .where(inArray(userSettings.userId, ids)),
    db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, ids)),
  ])
  const settingsOf = new Map(settings.map((row) => [row.userId, row]))
  const wanted = notices.filter(({ userId, notice }) => {
    const switches = readToggles(notificationKeys, settingsOf.get(userId)?.notifications)
    return switches[notice.kind]
  })
  const mailTo = wanted.filter(
    ({ userId, notice }) =>
      notice.mail && (notice.mailWhen === 'always' || !devices.some((device) => device.userId === userId)),
  )
  const addresses = mailTo.length
    ? new Map(
        (
          await db
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(
              inArray(
                users.id,
                mailTo.map((each) => each.userId),
              ),
            )
        ).map((row) => [row.id, row.email]),
      )
    : new Map<string, string>()
  const jobs: { name: string; data: object }[] = []
  for (const { userId, notice } of wanted) {
    const language = toChatLanguage(chosenLanguage(settingsOf.get(userId)?.language)) ?? defaultChatLanguage
    for (const device of devices.filter((each) => each.userId === userId))
      jobs.push({
        name: PUSH_QUEUE,
        data: {
          subscriptionId: device.id,
          message: notice.push(toChatLanguage(device.language) ?? language),
        } satisfies PushJob,
      })
    const to = addresses.get(userId)
    if (notice.mail && to && mailTo.some((each) => each.notice === notice))
      jobs.push({ name: MAIL_QUEUE, data: { to, ...notice.mail(language) } satisfies Mail })
  }
  // The queue's own retries apply (queue.ts).
  if (jobs.length) await boss.insert(jobs, { db: inTransaction(db) })
  return jobs.length
}

/**
 * A notification to each family member told of an alert about the person they look after (a
 * missed check-in, a missed important dose), on their own devices, in their own language, when
 * they keep "Emergency alerts" on. The e-mail goes with the alert itself.
 */
export async function pushFamilyAlert(
  boss: PgBoss,
  db: Database,
  caretakerIds: string[],
  tag: string,
  words: (alert: AlertWords) => { title: string; body: string },
) {
  for (const caretakerId of caretakerIds)
    await queueNotice(boss, db, caretakerId, {
      kind: 'emergencyAlerts',
      push: (language) => ({
        ...words(alertWords[language]),
        tag,
        lang: chatLanguageCodes[language],
        url: '/homepage',
      }),
    })
}

/**
 * What request handlers notify through (a family member added something for the person): the job
 * queue once this server's has started; before that, or without one (tests), nothing is sent.
 */
export type Notifier = {
  notice: (db: Database, userId: string, notice: Notice) => Promise<void>
  /** Gives the notifier the job queue, once it has started. */
  attach: (boss: PgBoss) => void
}

/** A notifier waiting for its job queue. A send that fails is logged: it never fails the request. */
export function createNotifier(logger: { warn: (object: object, message: string) => void }): Notifier {
  let boss: PgBoss | null = null
  return {
    attach: (started) => {
      boss = started
    },
    notice: async (db, userId, notice) => {
      if (!boss) return
      try {
        await queueNotice(boss, db, userId, notice)
      } catch (err) {
        logger.warn({ err }, 'could not queue a notification')
      }
    },
  }
}
