import { Repeat } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent } from '#shared/schemas/calendar.ts'
import { cn } from '#web/lib/cn.ts'
import { formatStart, isSoon } from './event-time.ts'
import { sayRepeat } from './repeat-words.ts'
import { AddedBy } from '#web/features/family/added-by.tsx'

export type EventListProps = {
  events: CalendarEvent[]
  withDay: boolean
  now: number
  label: string
  /** Say how a repeating event repeats ("Every day at 8:00 AM") instead of its next date. */
  repeats?: boolean
  /** What can be done with each event, shown under it (a family member's Change and Cancel). */
  actions?: (event: CalendarEvent) => ReactNode
}

/** A short list of events: title, start, a repeat mark, and the 'Upcoming' badge (yellow within the hour). */
export function EventList({ events, withDay, now, label, repeats = false, actions }: EventListProps) {
  const { t, i18n } = useTranslation()
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {events.map((event) => {
        const soon = isSoon(event, now)
        const repeat = repeats ? sayRepeat(event, i18n.language, t) : null
        return (
          <li key={event.id} className="flex flex-col gap-1 rounded-xl border border-border p-3">
            <div className="flex items-start justify-between gap-2">
              <span className="break-words text-lg font-semibold">{event.summary}</span>
              <span
                className={cn(
                  'shrink-0 rounded-full border px-3 py-0.5 text-base font-semibold',
                  soon ? 'border-amber-700 bg-amber-100 text-amber-950' : 'border-primary bg-tint text-ink',
                )}
              >
                {t('Upcoming')}
              </span>
            </div>
            <span className="flex flex-wrap items-center gap-x-2 text-base text-ink-soft">
              {repeat ? (
                <span>{repeat}</span>
              ) : event.start.date ? (
                <span>{[formatStart(event, i18n.language, withDay), t('All day')].filter(Boolean).join(', ')}</span>
              ) : (
                formatStart(event, i18n.language, withDay)
              )}
              {/* The yellow badge is not the only sign: the words say it too. */}
              {soon ? (
                <span className="font-semibold text-ink">
                  {Date.parse(event.start.dateTime) <= now ? t('Happening now') : t('Starts within the hour')}
                </span>
              ) : null}
              {event.recurringEventId || event.recurrence.length ? (
                <>
                  <Repeat aria-hidden className="size-4" />
                  <span className="sr-only">{t('Repeats')}</span>
                </>
              ) : null}
            </span>
            <AddedBy name={event.addedBy} />
            {actions?.(event)}
          </li>
        )
      })}
    </ul>
  )
}
