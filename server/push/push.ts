// Web Push: the devices where a person allowed Sage's notifications, and sending one to a device.
import type { Agent } from 'node:https'
import { and, eq } from 'drizzle-orm'
import webpush, { WebPushError } from 'web-push'
import type { PushSubscriptionInput } from '#shared/schemas/push.ts'
import type { Database } from '#server/db/client.ts'
import { pushSubscriptions } from '#server/db/schema/index.ts'
import type { VapidKeys } from './vapid.ts'

/** What a notification shows (the service worker, web/public/sw.js, reads it). */
export type PushMessage = {
  title: string
  body: string
  /** One notification per tag: a second reminder of a dose replaces the first. */
  tag?: string
  lang?: string
  url?: string
  /** A dose's notification carries Taken and Later, answered by the service worker. */
  doseId?: string
  /** The check-in's question carries "I'm OK", answered by the service worker. */
  checkIn?: boolean
  actions?: { action: string; title: string }[]
}

/** Keeps a device's subscription for the person (moving it to them if another account had it). */
export async function saveSubscription(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
  language: string | null,
) {
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, language }
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: new Date() } })
}

/** Forgets one of the person's devices; true when there was one. */
export async function removeSubscription(db: Database, userId: string, endpoint: string) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id })
  return removed.length > 0
}

/** The person's devices. */
export const subscriptionsOf = (db: Database, userId: string) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))

/** How long a push service keeps a notification for a device that is off: a reminder is stale after an hour. */
const TIME_TO_LIVE_S = 60 * 60

/**
 * Sends one notification to one device. A device the push service says is gone (404, 410) is
 * forgotten; any other failure is thrown, for the job queue to try again. `agent` is for tests,
 * whose push service has its own certificate.
 */
export async function sendPush(
  db: Database,
  vapid: VapidKeys,
  subscriptionId: string,
  message: PushMessage,
  agent?: Agent,
): Promise<'sent' | 'gone'> {
  const [subscription] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId))
  if (!subscription) return 'gone'
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TIME_TO_LIVE_S,
        urgency: 'high',
        ...(agent ? { agent } : {}),
      },
    )
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId))
      return 'gone'
    }
    throw error
  }
  await db.update(pushSubscriptions).set({ lastSentAt: new Date() }).where(eq(pushSubscriptions.id, subscriptionId))
  return 'sent'
}
