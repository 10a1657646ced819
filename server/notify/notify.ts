// One notifier for everything Sage sends a person by itself: a push to each device where they
// allowed notifications (in the device's language), and an e-mail when asked for or when they
// have no such device. Each kind follows its switch in Settings > Notifications. Sends are jobs on
// the queue, written in the caller's transaction: they go once, with what caused them, and are
// retried when a push service or the mail server fails.
import { eq } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import { type ChatLanguage, toChatLanguage } from '#shared/chat/chat-languages.ts'
import { type NotificationSettings, notificationKeys, readToggles } from '#shared/settings/toggles.ts'
import type { Database } from '#server/db/client.ts'
import { userSettings, users } from '#server/db/schema/index.ts'
import { inTransaction } from '#server/jobs/in-transaction.ts'
import { MAIL_QUEUE, PUSH_QUEUE } from '#server/jobs/queue.ts'
import type { Mail } from '#server/mail/mailer.ts'
import { type PushMessage, subscriptionsOf } from '#server/push/push.ts'
import { personLanguage } from '#server/settings/settings.ts'

/** The job a push is: which device, what to show. */
export type PushJob = { subscriptionId: string; message: PushMessage }

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
export async function queueNotice(boss: PgBoss, db: Database, userId: string, notice: Notice): Promise<number> {
  if (!(await notificationSwitches(db, userId))[notice.kind]) return 0
  const language = await personLanguage(db, userId)
  const devices = await subscriptionsOf(db, userId)
  const jobs: { name: string; data: object }[] = devices.map((device) => ({
    name: PUSH_QUEUE,
    data: {
      subscriptionId: device.id,
      message: notice.push(toChatLanguage(device.language) ?? language),
    } satisfies PushJob,
  }))
  if (notice.mail && (notice.mailWhen === 'always' || !devices.length)) {
    const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
    if (account) jobs.push({ name: MAIL_QUEUE, data: { to: account.email, ...notice.mail(language) } satisfies Mail })
  }
  // The queue's own retries apply (queue.ts).
  if (jobs.length) await boss.insert(jobs, { db: inTransaction(db) })
  return jobs.length
}
