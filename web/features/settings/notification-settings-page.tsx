import { BellRing } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { NotificationSettings } from '#shared/settings/toggles.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { SwitchList } from '#web/components/ui/switch-list.tsx'
import { useSession } from '#web/features/auth/api.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useLocalStore } from '#web/lib/local-store.ts'
import { pushSupported, subscribeThisDevice } from '#web/lib/push.ts'
import { AppLink } from '#web/components/ui/app-link.tsx'
import { useStartCheckIn } from '#web/features/check-in/api.ts'
import { notificationStore, updateSettings } from './api.ts'

/**
 * Notifications (product.md 2): the five switches, each saved the moment it changes. They decide
 * what Sage sends by itself, as a notification on the person's devices (or an e-mail where they
 * have none): medicine and appointment reminders, the daily check-in, alerts about someone the
 * person looks after, and what their family adds for them.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation()
  const settings = useLocalStore(notificationStore)
  const signedIn = Boolean(useSession().data)
  const startCheckIn = useStartCheckIn()
  const handleChange = (values: NotificationSettings) => {
    updateSettings('notification', values, signedIn)
    if (signedIn && values.dailyCheckIns !== settings.dailyCheckIns) startCheckIn(values.dailyCheckIns)
  }
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
      description: t('Each morning, Sage asks if you are OK when it has not heard from you.'),
    },
    {
      key: 'emergencyAlerts',
      label: t('Emergency alerts'),
      description: t('A notification here when someone you look after may need help.'),
    },
    {
      key: 'familyUpdates',
      label: t('Family updates'),
      description: t('A notification when your family adds an appointment or a photo for you.'),
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
        <SwitchList rows={rows} values={settings} onChange={handleChange} />
        {signedIn && settings.dailyCheckIns ? (
          <AppLink to="/check-in-settings" className="mt-2 inline-block font-semibold underline">
            {t('Choose the time and who is told')}
          </AppLink>
        ) : null}
      </Card>
      {signedIn ? <ThisDevice /> : null}
    </SimplePage>
  )
}

/**
 * "This device": reminders as notifications here, even with Sage closed. Asks the browser's
 * permission and subscribes the device; says plainly when the browser cannot or was told no.
 */
function ThisDevice() {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'busy' | Awaited<ReturnType<typeof subscribeThisDevice>>>('idle')
  const said: Record<string, { tone: 'success' | 'error'; text: string }> = {
    on: { tone: 'success', text: t('Done. Reminders will come to this device, even with Sage closed.') },
    denied: {
      tone: 'error',
      text: t(
        'This device was told not to show Sage’s notifications. You can allow them in the browser’s settings for this site.',
      ),
    },
    unsupported: {
      tone: 'error',
      text: t('This browser cannot show notifications with Sage closed. Reminders show while Sage is open.'),
    },
    failed: { tone: 'error', text: t('We could not turn on notifications on this device. Please try again later.') },
  }
  const handleTurnOn = async () => {
    setState('busy')
    setState(await subscribeThisDevice(true))
  }
  return (
    <Card className="mt-6 space-y-3">
      <h2 className="text-2xl font-bold">{t('This device')}</h2>
      <p>{t('Get your reminders here as notifications, even when Sage is closed.')}</p>
      {said[state] ? <Alert tone={said[state].tone}>{said[state].text}</Alert> : null}
      {pushSupported() ? (
        <Button variant="outline" disabled={state === 'busy'} onClick={() => void handleTurnOn()}>
          <BellRing aria-hidden />
          {t('Send reminders to this device')}
        </Button>
      ) : null}
    </Card>
  )
}
