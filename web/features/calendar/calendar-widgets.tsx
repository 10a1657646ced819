import { useQuery } from '@tanstack/react-query'
import { BellRing, CalendarDays } from 'lucide-react'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent } from '#shared/schemas/calendar.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError } from '#web/lib/api.ts'
import { UPCOMING_SHOWN, todayEventsQuery, upcomingEventsQuery } from './api.ts'
import { GoogleCalendarDialog } from './google-calendar-dialog.tsx'
import { EventList } from './event-list.tsx'
import { oncePerSeries } from './repeat-words.ts'
import { ReminderAlerts } from './reminder-alerts.tsx'

/** The time now, moving on every minute, so badges and "later today" stay true. */
export function useMinute() {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

type WidgetProps = {
  title: string
  icon: ReactNode
  query: { isPending: boolean; isError: boolean; error: Error | null; data?: CalendarEvent[]; refetch: () => unknown }
  errorText: string
  emptyText: string
  render: (events: CalendarEvent[]) => ReactNode
  footer?: ReactNode
}

/** A calendar card with its loading, error, empty and list states (product.md 4). */
function Widget({ title, icon, query, errorText, emptyText, render, footer }: WidgetProps) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="flex items-center gap-3 text-2xl font-bold">
        {icon}
        {title}
      </h2>
      {query.isPending ? (
        <Spinner label={t('Loading your calendar…')} className="min-h-24" />
      ) : query.error instanceof ApiError && query.error.status === 409 ? (
        <NotConnected />
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-lg">{errorText}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('Try Again')}
          </Button>
        </div>
      ) : query.data?.length ? (
        render(query.data)
      ) : (
        <p className="text-lg text-ink-soft">{emptyText}</p>
      )}
      {footer}
    </Card>
  )
}

/** The widgets' not-connected state: Google Calendar lost its connection and must be connected again. */
function NotConnected() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-lg">{t('Your Google Calendar needs to be connected again.')}</p>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('Connect Google Calendar')}
      </Button>
      <GoogleCalendarDialog open={open} onOpenChange={setOpen} />
    </div>
  )
}

/** 'Upcoming Events': the next 7 days, at most 5 (product.md 2, 9), each repeating series once, with how it repeats. */
export function UpcomingEvents() {
  const { t } = useTranslation()
  const query = useQuery(upcomingEventsQuery)
  const now = useMinute()
  return (
    <Widget
      title={t('Upcoming Events')}
      icon={<CalendarDays aria-hidden className="size-7 text-primary" />}
      query={query}
      errorText={t('Failed to load upcoming events')}
      emptyText={t('Nothing on your calendar for the next 7 days.')}
      render={(events) => (
        <EventList
          events={oncePerSeries(events).slice(0, UPCOMING_SHOWN)}
          withDay
          repeats
          now={now}
          label={t('Upcoming Events')}
        />
      )}
    />
  )
}

/** "Today's Reminders": what is left of today, and a way to be alerted at its times. */
export function TodaysReminders({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation()
  const query = useQuery(todayEventsQuery)
  const now = useMinute()
  return (
    <Widget
      footer={<ReminderAlerts signedIn={signedIn} />}
      title={t("Today's Reminders")}
      icon={<BellRing aria-hidden className="size-7 text-primary" />}
      query={query}
      errorText={t("Failed to load today's events")}
      emptyText={t('Nothing else on your calendar today.')}
      render={(events) => {
        const left = events.filter((event) => Date.parse(event.end.dateTime) > now)
        return left.length ? (
          <EventList events={left} withDay={false} now={now} label={t("Today's Reminders")} />
        ) : (
          <p className="text-lg text-ink-soft">{t('Nothing else on your calendar today.')}</p>
        )
      }}
    />
  )
}
