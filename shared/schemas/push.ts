import { z } from './zod.ts'

/** A base64url key as a push subscription carries it. */
const key = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url.')
  .min(16)
  .max(200)

/** POST /api/push/subscriptions: a browser's push subscription (PushSubscription.toJSON()). */
export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: key, auth: key }),
  expirationTime: z.number().nullish(),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>

/** DELETE /api/push/subscriptions: the endpoint of the subscription to forget. */
export const pushEndpointInput = z.strictObject({ endpoint: z.string().min(1).max(2000) })
