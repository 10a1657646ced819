import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import type { CalendarEvent } from '#shared/schemas/calendar.ts'
import { notificationStore } from '#web/features/settings/settings-stores.ts'
import { todayEventsQuery } from './calendar-queries.ts'

/** Words that make an event a medication reminder (its own switch in Notifications). */
const medication = /\b(pills?|medic\w*|medicine|tablets?|insulin|pastillas?|medicamentos?|medicina)\b/i
/** A reminder that comes this late (a tab asleep) still shows; later than this it is skipped. */
const LATE_MS = 2 * 60 * 1000

/** Whether the person's notification settings allow a system notification for this event. */
export function allowsAlert(event: CalendarEvent): boolean {
  const settings = notificationStore.get()
  return medication.test(event.summary) ? settings.medicationReminders : settings.appointmentReminders
}

/**
 * Reminds the person of today's timed events at their start while Sage is open: always in the page (a
 * message that stays until closed), and as a system notification when the notification settings
 * allow it and the browser has permission.
 */
export function useReminders() {
  const { t, i18n } = useTranslation()
  const today = useQuery(todayEventsQuery)
  const shown = useRef(new Set<string>())

  useEffect(() => {
    const timers = (today.data ?? []).flatMap((event) => {
      // An all-day event has no hour to be reminded at; it stays in Today's Reminders all day.
      if (event.start.date) return []
      const wait = Date.parse(event.start.dateTime) - Date.now()
      if (wait < -LATE_MS || shown.current.has(event.id)) return []
      return [
        setTimeout(
          () => {
            if (shown.current.has(event.id)) return
            shown.current.add(event.id)
            const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(
              new Date(event.start.dateTime),
            )
            const title = t('Reminder: {{summary}}', { summary: event.summary })
            toast(title, { description: time, duration: Infinity, closeButton: true })
            if (allowsAlert(event) && 'Notification' in window && Notification.permission === 'granted') {
              new Notification(title, { body: time, tag: event.id })
            }
          },
          Math.max(0, wait),
        ),
      ]
    })
    return () => timers.forEach((timer) => clearTimeout(timer))
  }, [today.data, t, i18n.language])
}
