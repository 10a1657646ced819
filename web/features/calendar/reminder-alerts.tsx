import { BellPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { notificationStore, updateSettings } from '#web/features/settings/api.ts'
import { useLocalStore } from '#web/lib/local-store.ts'

/**
 * Offers alerts outside the page for reminders: turns on the reminder switches in Notifications and
 * asks the browser's permission. Hidden once both are on, or where the browser has no notifications.
 */
export function ReminderAlerts({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation()
  const settings = useLocalStore(notificationStore)
  const supported = typeof window !== 'undefined' && 'Notification' in window
  const [permission, setPermission] = useState(() => (supported ? Notification.permission : 'denied'))
  const on = settings.appointmentReminders && settings.medicationReminders
  if (!supported || (on && permission === 'granted')) return null
  if (permission === 'denied') {
    return <p className="text-base text-ink-soft">{t('Reminders show here on this page while Sage is open.')}</p>
  }

  const handleTurnOn = async () => {
    updateSettings('notification', { ...settings, appointmentReminders: true, medicationReminders: true }, signedIn)
    setPermission(await Notification.requestPermission())
  }
  return (
    <Button variant="outline" onClick={() => void handleTurnOn()}>
      <BellPlus aria-hidden />
      {t('Alert me at reminder times')}
    </Button>
  )
}
