import { useTranslation } from 'react-i18next'
import type { NotificationSettings } from '#shared/settings/toggles.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { SwitchList } from '#web/components/ui/switch-list.tsx'
import { useSession } from '#web/features/auth/session.ts'
import { useLocalStore } from '#web/lib/local-store.ts'
import { notificationStore, updateSettings } from './settings-stores.ts'

/** Notifications (SPEC.md 2): five switches, each saved the moment it changes. */
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
    {
      key: 'dailyCheckIns',
      label: t('Daily check-ins'),
      description: t('Sage says hello and asks how you are each day.'),
    },
    {
      key: 'emergencyAlerts',
      label: t('Emergency alerts'),
      description: t('Important warnings that need your attention.'),
    },
    {
      key: 'familyUpdates',
      label: t('Family updates'),
      description: t('News when your family adds photos or changes details.'),
    },
  ]
  return (
    <SimplePage title={t('Notifications')} back={{ to: '/user-settings', label: t('Back') }}>
      <Card>
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
