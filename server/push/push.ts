// Web Push: the devices where a person allowed Sage's notifications, and sending one to a device.
import type { Agent } from 'node:https'
import { and, eq, inArray } from 'drizzle-orm'
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
/** A signed VAPID token is used for this long (push services accept up to 24 hours). */
const TOKEN_HOURS = 12

const tokens = new Map<string, { header: string; until: number }>()

/**
 * The VAPID authorization for a push service (RFC 8292): signed once per service and reused for
 * hours, not signed again for every notification of a busy minute.
 */
function vapidAuthorization(vapid: VapidKeys, endpoint: string, now = Date.now()): string {
  const audience = new URL(endpoint).origin
  const key = `${vapid.publicKey} ${audience}`
  const kept = tokens.get(key)
  if (kept && kept.until - now > 60 * 60_000) return kept.header
  const expiration = Math.floor(now / 1000) + TOKEN_HOURS * 3600
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    expiration,
  )
  tokens.set(key, { header: Authorization, until: expiration * 1000 })
  return Authorization
}

/** One notification for one device, as the job queue holds it. */
export type PushJob = { subscriptionId: string; message: PushMessage }

/**
 * Sends notifications, each to its device, all at once: the devices are read in one query and
 * marked in one. A device the push service says is gone (404, 410) is forgotten. Returns, for
 * each, whether it is done (sent, or its device gone) or failed, to be tried again. `agent` is how
 * push services are reached (tests give one that trusts their own service's certificate).
 */
export async function sendPushes(
  db: Database,
  vapid: VapidKeys,
  jobs: PushJob[],
  agent?: Agent,
): Promise<('sent' | 'gone' | 'failed')[]> {
  const ids = [...new Set(jobs.map((job) => job.subscriptionId))]
  const devices = new Map(
    (await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, ids))).map((row) => [row.id, row]),
  )
  const results = await Promise.all(
    jobs.map(async (job): Promise<'sent' | 'gone' | 'failed'> => {
      const device = devices.get(job.subscriptionId)
      if (!device) return 'gone'
      try {
        await webpush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(job.message),
          {
            headers: { Authorization: vapidAuthorization(vapid, device.endpoint) },
            TTL: TIME_TO_LIVE_S,
            urgency: 'high',
            ...(agent ? { agent } : {}),
          },
        )
        return 'sent'
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone'
        return 'failed'
      }
    }),
  )
  const marked = (outcome: string) => [
    ...new Set(jobs.filter((_, i) => results[i] === outcome).map((job) => job.subscriptionId)),
  ]
  const gone = marked('gone')
  const sent = marked('sent').filter((id) => !gone.includes(id))
  if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone))
  if (sent.length)
    await db.update(pushSubscriptions).set({ lastSentAt: new Date() }).where(inArray(pushSubscriptions.id, sent))
  return results
}

/** Sends one notification to one device (see sendPushes); a failure is thrown. */
export async function sendPush(
  db: Database,
  vapid: VapidKeys,
  subscriptionId: string,
  message: PushMessage,
  agent?: Agent,
): Promise<'sent' | 'gone'> {
  const [result] = await sendPushes(db, vapid, [{ subscriptionId, message }], agent)
  if (result === 'failed') throw new Error('The push service did not take the notification.')
  return result!
}
