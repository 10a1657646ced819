import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent } from '#shared/schemas/calendar.ts'
import { notificationStore } from '#web/features/settings/api.ts'
import { createLocalStore, useLocalStore } from '#web/lib/local-store.ts'
import { todayEventsQuery } from './api.ts'

/** Words that make an event a medication reminder (its own switch in Notifications). */
const medication = /\b(pills?|medic\w*|medicine|tablets?|insulin|pastillas?|medicamentos?|medicina)\b/i
/** How long after its start a reminder waits for Done or Snooze before it is let go. */
export const DUE_FOR_MS = 60 * 60 * 1000
/** How long Snooze puts a reminder away. */
export const SNOOZE_MS = 10 * 60 * 1000
/** How often the page looks whether a reminder has come due. */
const TICK_MS = 5_000
/** Handled reminders are forgotten after this long (their ids name one occurrence each). */
const KEEP_MS = 2 * 24 * 60 * 60 * 1000

/** What the person did with each reminder: done, or snoozed until a moment; and whether the system was told. */
type Handled = Record<string, { done?: boolean; snoozedUntil?: number; notified?: boolean; at: number }>

/** Kept in the browser, so a reminder dismissed stays dismissed after a reload. */
const handledStore = createLocalStore<Handled>('reminders-handled', (stored) =>
  stored && typeof stored === 'object' ? (stored as Handled) : {},
)

function mark(id: string, change: Partial<Handled[string]>) {
  const now = Date.now()
  const kept = Object.entries(handledStore.get()).filter(([, entry]) => now - entry.at < KEEP_MS)
  const current = Object.fromEntries(kept)
  handledStore.set({ ...current, [id]: { ...current[id], ...change, at: now } })
}

/** Whether the person's notification settings allow a system notification for this event. */
export function allowsAlert(event: CalendarEvent): boolean {
  const settings = notificationStore.get()
  return medication.test(event.summary) ? settings.medicationReminders : settings.appointmentReminders
}

/** A reminder due now, and what the person can do with it. */
export type DueReminder = { event: CalendarEvent; done: () => void; snooze: () => void }

/**
 * Today's timed events whose time has come, while Sage is open: each stays on the screen until the
 * person taps Done or Snooze (10 minutes), even across a reload, and goes as a system notification
 * once when the notification settings and the browser allow it. An hour after its start it is let
 * go. All-day events have no hour to be reminded at.
 */
export function useReminders(): DueReminder[] {
  const { t, i18n } = useTranslation()
  const today = useQuery(todayEventsQuery)
  const handled = useLocalStore(handledStore)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])

  const due = useMemo(
    () =>
      (today.data ?? []).filter((event) => {
        if (event.start.date) return false
        const start = Date.parse(event.start.dateTime)
        const entry = handled[event.id]
        return start <= now && now - start < DUE_FOR_MS && !entry?.done && (entry?.snoozedUntil ?? 0) <= now
      }),
    [today.data, handled, now],
  )

  useEffect(() => {
    for (const event of due) {
      if (handledStore.get()[event.id]?.notified) continue
      mark(event.id, { notified: true })
      if (allowsAlert(event) && 'Notification' in window && Notification.permission === 'granted') {
        const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(
          new Date(event.start.dateTime),
        )
        new Notification(t('Reminder: {{summary}}', { summary: event.summary }), { body: time, tag: event.id })
      }
    }
  }, [due, t, i18n.language])

  return due.map((event) => ({
    event,
    done: () => mark(event.id, { done: true }),
    snooze: () => mark(event.id, { snoozedUntil: Date.now() + SNOOZE_MS }),
  }))
}
