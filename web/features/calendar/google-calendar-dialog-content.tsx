import { useQuery } from '@tanstack/react-query'
import { CalendarCheck, CalendarX, CircleCheck } from 'lucide-react'
import { useEffect, useEffectEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { CalendarFeedLink } from './feed-link.tsx'
import {
  googleCalendarStatusQuery,
  googleErrorText,
  isConfigurationError,
  useConnectGoogleCalendar,
  useDisconnectGoogleCalendar,
} from './api.ts'
import type { GoogleCalendarDialogProps } from './google-calendar-dialog.tsx'

/** product.md 9: the connect dialog closes 2 seconds after the calendar is connected. */
export const CONNECTED_CLOSE_MS = 2000

/** The Google Calendar dialog itself (see GoogleCalendarDialog), downloaded when it first opens. */
export function GoogleCalendarDialogContent({ open, onOpenChange }: GoogleCalendarDialogProps) {
  const { t } = useTranslation()
  const status = useQuery({ ...googleCalendarStatusQuery, enabled: open })
  const connect = useConnectGoogleCalendar()
  const disconnect = useDisconnectGoogleCalendar()
  const justConnected = useCloseWhenConnected(open, status.data?.connected, onOpenChange)
  const configured = status.data?.configured
  const connected = status.data?.connected ?? false
  const error = connect.error ?? disconnect.error ?? status.error

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      connect.reset()
      disconnect.reset()
    }
    onOpenChange(next)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title={t('Google Calendar')}
      description={t('Connect your Google Calendar so Sage can see and add your events.')}
    >
      <div className="space-y-5">
        {status.isPending ? (
          <Spinner label={t('Checking your calendar connection…')} />
        ) : (
          <ConnectionStatus connected={connected} />
        )}
        {configured === false ? (
          <Alert tone="error">
            <p className="font-bold">{t('Configuration Error')}</p>
            <p>
              {t(
                'Google Calendar is not set up on this server yet. Until it is, Sage keeps your events in its own calendar.',
              )}
            </p>
          </Alert>
        ) : null}
        {justConnected ? <Alert tone="success">{t('Google Calendar Connected!')}</Alert> : null}
        {error && !(configured === false && isConfigurationError(error)) ? (
          <Alert tone="error">
            <p className="font-bold">
              {isConfigurationError(error) ? t('Configuration Error') : t('Connection Error')}
            </p>
            <p>{googleErrorText(t, error)}</p>
          </Alert>
        ) : null}
        <FeatureList />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {connected ? (
            <Button variant="outline" onClick={() => disconnect.mutate()} disabled={disconnect.isPending}>
              <CalendarX aria-hidden />
              {disconnect.isPending ? t('Disconnecting…') : t('Disconnect')}
            </Button>
          ) : configured ? (
            <Button size="large" onClick={() => connect.mutate()} disabled={connect.isPending}>
              <CalendarCheck aria-hidden />
              {connect.isPending ? t('Opening Google…') : t('Connect Google Calendar')}
            </Button>
          ) : null}
        </div>
        {/* The link serves Sage's own calendar; with Google connected, the events live at Google. */}
        {status.data && !connected ? <CalendarFeedLink variant="section" /> : null}
      </div>
    </Dialog>
  )
}

function ConnectionStatus({ connected }: { connected: boolean }) {
  const { t } = useTranslation()
  const Icon = connected ? CalendarCheck : CalendarX
  return (
    <p className="flex items-start gap-3 text-lg font-semibold">
      <Icon aria-hidden className={connected ? 'mt-0.5 size-6 shrink-0 text-primary' : 'mt-0.5 size-6 shrink-0'} />
      {connected
        ? t('Your Google Calendar is connected. Sage reads and adds your events there.')
        : t('Google Calendar is not connected. Sage keeps your events in its own calendar.')}
    </p>
  )
}

function FeatureList() {
  const { t } = useTranslation()
  const features = [
    t('See your upcoming events and today’s reminders beside the chat'),
    t('Ask Sage to add, move or cancel events, by voice or by typing'),
    t('Events you add on your phone or computer show up in Sage'),
    t('Sage only uses your calendar for you, and you can disconnect at any time'),
  ]
  return (
    <section aria-labelledby="google-calendar-features">
      <h3 id="google-calendar-features" className="text-xl font-bold">
        {t('With Google Calendar connected you can')}
      </h3>
      <ul className="mt-2 space-y-2">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-lg">
            <CircleCheck aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * True for a moment after the status turns connected while the dialog is open (say, connected in
 * another tab); the dialog then closes after CONNECTED_CLOSE_MS.
 */
function useCloseWhenConnected(open: boolean, connected: boolean | undefined, close: (open: false) => void) {
  const [previous, setPrevious] = useState(connected)
  const [justConnected, setJustConnected] = useState(false)
  // Adjusting state while rendering (React's pattern for reacting to a changed value).
  if (previous !== connected) {
    setPrevious(connected)
    if (open && previous === false && connected) setJustConnected(true)
  }
  if (!open && justConnected) setJustConnected(false)

  // The latest close, without restarting the timer when the parent passes a new function.
  const handleConnected = useEffectEvent(() => close(false))
  useEffect(() => {
    if (!justConnected) return
    const timer = window.setTimeout(handleConnected, CONNECTED_CLOSE_MS)
    return () => window.clearTimeout(timer)
  }, [justConnected])
  return justConnected
}
