import { BellPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { notificationStore, updateSettings } from '#web/features/settings/api.ts'
import { useLocalStore } from '#web/lib/local-store.ts'

/** Said on the window when the person has just allowed notifications. */
export const NOTIFICATIONS_ALLOWED = 'sage:notifications-allowed'

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
    const answer = await Notification.requestPermission()
    setPermission(answer)
    // The home screen's reminders then subscribe this device to pushes (medications/today-medicines.tsx).
    if (answer === 'granted') window.dispatchEvent(new Event(NOTIFICATIONS_ALLOWED))
  }
  return (
    <Button variant="outline" onClick={() => void handleTurnOn()}>
      <BellPlus aria-hidden />
      {t('Alert me at reminder times')}
    </Button>
  )
}
