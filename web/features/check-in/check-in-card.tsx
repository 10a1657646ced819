// "Daily check-in" on the home screen: where today's check-in stands, with a big "I'm OK" while
// Sage is waiting to hear from the person, and the pause when they are away.
import { useQuery } from '@tanstack/react-query'
import { HeartHandshake } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { toast } from '#web/components/ui/toast.ts'
import { clockWords, timeWords } from '#web/features/medications/words.ts'
import { checkInQuery, useCheckInChanges } from './api.ts'
import { dayWords } from './words.ts'
import { checkInStatus } from './status.ts'

/** The card; nothing while the check-in is off (it is set up in Settings, or suggested at sign-up). */
export function CheckInCard() {
  const { t, i18n } = useTranslation()
  const headingId = useId()
  const query = useQuery(checkInQuery)
  const { ok, resume } = useCheckInChanges()
  const checkIn = query.data
  if (!checkIn?.on) return null
  const status = checkInStatus(checkIn)
  const by = checkIn.by ? timeWords(checkIn.by, i18n.language) : ''
  const handleOk = () =>
    ok.mutate(undefined, {
      onSuccess: () => toast.success(t('Thank you. Sage knows you’re OK.')),
      onError: () => toast.error(t('We could not save that. Please try again.')),
    })
  const okButton = (
    <Button size="large" disabled={ok.isPending} onClick={handleOk}>
      {t('I’m OK')}
    </Button>
  )
  let body
  if (status === 'paused') {
    body = (
      <>
        <p className="text-lg">
          {checkIn.pausedUntil
            ? t('Paused while you are away, until {{day}}.', { day: dayWords(checkIn.pausedUntil, i18n.language) })
            : t('Paused while you are away.')}
        </p>
        <Button
          variant="outline"
          disabled={resume.isPending}
          onClick={() =>
            resume.mutate(undefined, {
              onSuccess: () => toast.success(t('Welcome back. Sage will check on you each morning again.')),
              onError: () => toast.error(t('We could not save that. Please try again.')),
            })
          }
        >
          {t('I’m back')}
        </Button>
      </>
    )
  } else if (status === 'alerted') {
    body = (
      <>
        <Alert tone="error">
          {t('Sage has not heard from you today and let the people you chose know. Tap “I’m OK” to tell them.')}
        </Alert>
        {okButton}
      </>
    )
  } else if (status === 'asked') {
    body = (
      <>
        <Alert tone="info">{t('Good morning! Are you OK? Tap the button so Sage knows.')}</Alert>
        {okButton}
      </>
    )
  } else if (status === 'soon') {
    body = <p className="text-lg">{t('Sage will look for you in the morning, by {{time}}.', { time: by })}</p>
  } else if (status === 'later') {
    body = <p className="text-lg">{t('Sage will check on you from tomorrow morning, by {{time}}.', { time: by })}</p>
  } else if (status === 'done') {
    body = (
      <p className="text-lg">
        {checkIn.okBy === 'family'
          ? t('Someone you chose checked on you today. Thank you!')
          : t('You checked in today at {{time}}. Thank you!', {
              time: checkIn.okAt ? clockWords(checkIn.okAt, i18n.language) : '',
            })}
      </p>
    )
  } else {
    body = (
      <>
        <p className="text-lg">{t('Sage checks on you each morning by {{time}}.', { time: by })}</p>
        {okButton}
      </>
    )
  }
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col items-start gap-4">
      <h2 id={headingId} className="flex items-center gap-3 text-2xl font-bold">
        <HeartHandshake aria-hidden className="size-7 text-primary" />
        {t('Daily check-in')}
      </h2>
      {body}
      <ButtonLink to="/check-in-settings" variant="ghost">
        {t('Change the check-in')}
      </ButtonLink>
    </Card>
  )
}
