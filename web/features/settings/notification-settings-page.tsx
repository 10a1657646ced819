import { useTranslation } from 'react-i18next'
import type { NotificationSettings } from '#shared/settings/toggles.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { SwitchList } from '#web/components/ui/switch-list.tsx'
import { useSession } from '#web/features/auth/api.ts'
import { useLocalStore } from '#web/lib/local-store.ts'
import { notificationStore, updateSettings } from './api.ts'

/**
 * Notifications (product.md 2): the reminder switches, each saved the moment it changes. They decide
 * whether a reminder also comes as a notification from the tablet or phone. The specification's
 * other three (daily check-ins, emergency alerts, family updates) are kept in the account's
 * settings but not shown until Sage sends such things.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation()
  const settings = useLocalStore(notificationStore)
  const signedIn = Boolean(useSession().data)
  const rows: { key: keyof NotificationSettings; label: string; description: string }[] = [
    {
      key: 'medicationReminders',
      label: t('Medication reminders'),
      description: t('A reminder when it is time for your medicine.'),
    },
    {
      key: 'appointmentReminders',
      label: t('Appointment reminders'),
      description: t('A reminder before each appointment.'),
    },
  ]
  return (
    <SimplePage title={t('Notifications')} back={{ to: '/user-settings', label: t('Back') }}>
      <Card>
        <p className="mb-2 text-ink-soft">
          {t(
            'Reminders always show on the screen while Sage is open. These also send a notification from your device.',
          )}
        </p>
        <p className="mb-2 text-ink-soft">{t('Changes are saved right away.')}</p>
        <SwitchList
          rows={rows}
          values={settings}
          onChange={(values) => updateSettings('notification', values, signedIn)}
        />
      </Card>
    </SimplePage>
  )
}
