// Sage's service worker: it shows the reminders the server pushes while Sage is closed, and
// answers from the notification itself without opening the page: a dose ("Taken", "Later") and the
// morning check-in ("I'm OK").
// It keeps no copy of the app: Sage needs its server for everything it shows.

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

/** The pushed message: JSON from Sage's server, or plain text shown as it is. */
function readMessage(data) {
  try {
    return data ? data.json() : {}
  } catch {
    return { title: 'Sage', body: data ? data.text() : '' }
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data)
  const options = {
    body: message.body || '',
    tag: message.tag,
    // A reminder stays on screen until it is answered.
    requireInteraction: Boolean(message.doseId || message.checkIn),
    renotify: Boolean(message.tag),
    icon: '/icons/sage-192.png',
    badge: '/icons/sage-192.png',
    lang: message.lang,
    data: { url: message.url || '/homepage', doseId: message.doseId, checkIn: Boolean(message.checkIn) },
    actions: message.actions || [],
  }
  event.waitUntil(self.registration.showNotification(message.title || 'Sage', options))
})

/** Posts an answer with the person's session; opens Sage when that cannot be done. */
async function post(path, body, url) {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  if (!response || !response.ok) await openSage(url)
}

/** Brings an open Sage tab forward, or opens one. */
async function openSage(url) {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = tabs.find((tab) => new URL(tab.url).origin === self.location.origin)
  if (open) {
    await open.focus()
    if ('navigate' in open) await open.navigate(url).catch(() => undefined)
    return
  }
  await self.clients.openWindow(url)
}

/**
 * Keeps the worker alive until the work is done. An event dispatched by a test harness cannot be
 * extended; the work goes on regardless.
 */
function keepAlive(event, work) {
  try {
    event.waitUntil(work)
  } catch {
    // Not extendable: nothing more to do.
  }
}

self.addEventListener('notificationclick', (event) => {
  const { url = '/homepage', doseId, checkIn } = event.notification.data || {}
  event.notification.close()
  if (doseId && (event.action === 'taken' || event.action === 'later')) {
    const path = `/api/medications/doses/${encodeURIComponent(doseId)}/answer`
    keepAlive(event, post(path, { answer: event.action === 'taken' ? 'taken' : 'snoozed' }, url))
    return
  }
  if (checkIn && event.action === 'ok') {
    keepAlive(event, post('/api/check-in/ok', {}, url))
    return
  }
  keepAlive(event, openSage(url))
})
