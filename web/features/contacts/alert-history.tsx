import { useTranslation } from 'react-i18next'
import { Card } from '#web/components/ui/card.tsx'
import { useAlertHistory } from './api.ts'

/**
 * The alerts Sage sent (or was about to send) to the person's contacts, newest first. Nothing
 * when there are none, unless `empty` gives words to say so.
 */
export function AlertHistory({ empty }: { empty?: string }) {
  const { t, i18n } = useTranslation()
  const alerts = useAlertHistory()
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  const shown = (alerts.data ?? []).filter((alert) => alert.status !== 'cancelled').slice(0, 20)
  if (!shown.length) {
    return empty && alerts.isSuccess ? (
      <Card className="space-y-4">
        <h2 className="text-2xl font-bold">{t('Alerts Sage sent')}</h2>
        <p className="text-lg text-ink-soft">{empty}</p>
      </Card>
    ) : null
  }
  return (
    <Card className="space-y-4">
      <h2 className="text-2xl font-bold">{t('Alerts Sage sent')}</h2>
      <ul className="space-y-3">
        {shown.map((alert) => (
          <li key={alert.id} className="border-b border-border pb-3 last:border-0">
            <p className="font-semibold">
              {alert.contactName === null
                ? alert.sentAt
                  ? t('Someone they trust was told on {{time}}.', { time: when(alert.sentAt) })
                  : t('Someone they trust is about to be told.')
                : alert.sentAt
                  ? t('{{name}} was told on {{time}}.', { name: alert.contactName, time: when(alert.sentAt) })
                  : t('{{name}} is about to be told.', { name: alert.contactName })}
              {alert.fineSentAt ? ` ${t('Then told you were fine.')}` : ''}
            </p>
            <p className="break-words text-ink-soft">“{alert.message}”</p>
          </li>
        ))}
      </ul>
    </Card>
  )
}
