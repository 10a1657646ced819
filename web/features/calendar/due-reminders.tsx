import { AlarmClock, BellRing, Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import type { DueReminder } from './use-reminders.ts'

/**
 * Reminders whose time has come, large and in the page where the person is reading, each with Done
 * and Snooze. Announced once as they appear (role="alert").
 */
export function DueReminders({ reminders }: { reminders: DueReminder[] }) {
  const { t, i18n } = useTranslation()
  if (!reminders.length) return null
  return (
    <section aria-label={t('Reminders')} className="flex flex-col gap-3">
      {reminders.map(({ event, done, snooze }) => (
        <div
          key={event.id}
          role="alert"
          className="flex flex-col gap-3 rounded-2xl border-2 border-amber-700 bg-amber-50 p-3 text-amber-950 sm:p-4"
        >
          <p className="flex items-start gap-3 text-xl font-bold">
            <BellRing aria-hidden className="mt-1 size-7 shrink-0" />
            <span>
              {t('Reminder: {{summary}}', { summary: event.summary })}{' '}
              <span className="whitespace-nowrap text-lg font-semibold">
                {new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(
                  new Date(event.start.dateTime),
                )}
              </span>
            </span>
          </p>
          {/* Side by side, so the alert leaves the conversation room on a phone. */}
          <div className="flex gap-3">
            <Button onClick={done} className="shrink-0">
              <Check aria-hidden />
              {t('Done')}
            </Button>
            <Button
              variant="outline"
              onClick={snooze}
              className="flex-1 px-3 max-sm:[&_svg]:hidden sm:flex-none sm:px-5"
            >
              <AlarmClock aria-hidden />
              {t('Remind me in 10 minutes')}
            </Button>
          </div>
        </div>
      ))}
    </section>
  )
}
