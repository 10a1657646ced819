/**
 * Registers Sage's service worker (web/public/sw.js), which shows reminders with Sage closed and
 * lets Sage be added to a phone's home screen; nothing where the browser has none.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null)
  return navigator.serviceWorker.register('/sw.js').catch(() => null)
}
