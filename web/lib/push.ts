// Reminders with Sage closed: the service worker (web/public/sw.js) and this device's Web Push
// subscription, kept with the signed-in person's account.
import { api, unwrap } from './api.ts'
import { registerServiceWorker } from './service-worker.ts'

/** Whether this browser can receive pushes at all (an old tablet or a private window may not). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

const bytesOf = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(text, (char) => char.charCodeAt(0))
}

/**
 * Subscribes this device to the signed-in person's reminders and tells the server. `ask` asks the
 * browser's permission first; without it, only a device already allowed is (re)subscribed.
 */
export async function subscribeThisDevice(ask: boolean): Promise<'on' | 'denied' | 'unsupported' | 'failed'> {
  if (!pushSupported()) return 'unsupported'
  const permission = ask ? await Notification.requestPermission() : Notification.permission
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'failed'
  try {
    await registerServiceWorker()
    const registration = await navigator.serviceWorker.ready
    const { publicKey } = await unwrap(api.push.key.$get())
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) }))
    const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } }
    await unwrap(api.push.subscriptions.$post({ json }))
    return 'on'
  } catch {
    // No push service reachable, or the server refused: the page's own reminders remain.
    return 'failed'
  }
}
