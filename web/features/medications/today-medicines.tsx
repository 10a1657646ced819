// "Medicines today" on the home screen: today's doses in time order with their state, answered
// with one tap, and a reminder over the page when a dose's time comes while Sage is open.
import { useQuery } from '@tanstack/react-query'
import { Check, Pill } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Dose, DoseAnswer, Medication } from '#shared/schemas/medications.ts'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { toast } from '#web/components/ui/toast.ts'
import { useMinute } from '#web/features/calendar/calendar-widgets.tsx'
import { NOTIFICATIONS_ALLOWED } from '#web/features/calendar/reminder-alerts.tsx'
import { subscribeThisDevice } from '#web/lib/push.ts'
import { localDate } from '#web/lib/local-date.ts'
import { cn } from '#web/lib/cn.ts'
import { dosesQuery, medicationsQuery, useAnswerDose } from './api.ts'
import { clockWords, doseStateWords, foodWords, isWaiting, medicationLabel } from './words.ts'

/** Today's doses, each with its medication, in time order. */
function useTodaysDoses() {
  const today = localDate()
  const doses = useQuery(dosesQuery(today, today))
  const medications = useQuery(medicationsQuery)
  const byId = useMemo(
    () => new Map((medications.data ?? []).map((medication) => [medication.id, medication])),
    [medications.data],
  )
  const rows = (doses.data ?? []).flatMap((dose) => {
    const medication = byId.get(dose.medicationId)
    return medication ? [{ dose, medication }] : []
  })
  return {
    rows,
    medications: medications.data ?? [],
    isPending: doses.isPending || medications.isPending,
    isError: doses.isError || medications.isError,
    refetch: () => Promise.all([doses.refetch(), medications.refetch()]),
  }
}

/**
 * Keeps this device subscribed to reminders while the home screen is open, once the person has
 * allowed notifications (here, or a moment ago from the reminders card).
 */
function useKeepSubscribed() {
  useEffect(() => {
    const subscribe = () => void subscribeThisDevice(false)
    subscribe()
    window.addEventListener(NOTIFICATIONS_ALLOWED, subscribe)
    return () => window.removeEventListener(NOTIFICATIONS_ALLOWED, subscribe)
  }, [])
}

/** Answers a dose, saying so, or saying it could not. */
function useAnswer() {
  const { t } = useTranslation()
  const answer = useAnswerDose()
  const send = (dose: Dose, medication: Medication, kind: DoseAnswer) =>
    answer.mutate(
      { id: dose.id, answer: kind },
      {
        onSuccess: () => {
          const name = medicationLabel(medication)
          if (kind === 'taken') toast.success(t('{{name}}: marked as taken.', { name }))
          if (kind === 'snoozed') toast.success(t('Sage will remind you again in 15 minutes.'))
        },
        onError: () => toast.error(t('We could not save that. Please try again.')),
      },
    )
  return { send, busy: answer.isPending }
}

/** The card on the home screen. */
export function TodayMedicines() {
  const { t } = useTranslation()
  const headingId = useId()
  const now = useMinute()
  const today = useTodaysDoses()
  const { send, busy } = useAnswer()
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="flex items-center gap-3 text-2xl font-bold">
        <Pill aria-hidden className="size-7 text-primary" />
        {t('Medicines today')}
      </h2>
      {today.isPending ? (
        <Spinner label={t('Loading your medicines…')} className="min-h-24" />
      ) : today.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-lg">{t('We could not load your medicines.')}</p>
          <Button variant="outline" onClick={() => void today.refetch()}>
            {t('Try Again')}
          </Button>
        </div>
      ) : today.rows.length === 0 ? (
        <p className="text-lg text-ink-soft">
          {today.medications.length
            ? t('No medicines to take today.')
            : t('Add your medicines, and Sage will remind you when it is time.')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('Medicines today')}>
          {today.rows.map(({ dose, medication }) => (
            <li key={dose.id}>
              <DoseRow dose={dose} medication={medication} now={now} busy={busy} onAnswer={send} />
            </li>
          ))}
        </ul>
      )}
      <ButtonLink to="/medications" variant="outline" className="self-start">
        {today.medications.length ? t('All my medicines') : t('Add a medicine')}
      </ButtonLink>
    </Card>
  )
}

type RowProps = {
  dose: Dose
  medication: Medication
  now: number
  busy: boolean
  onAnswer: (dose: Dose, medication: Medication, answer: DoseAnswer) => void
}

/** One dose: its time, the medication, its state, and the answers that fit it. */
function DoseRow({ dose, medication, now, busy, onAnswer }: RowProps) {
  const { t, i18n } = useTranslation()
  const waiting = isWaiting(dose, now)
  const done = dose.state === 'taken' || dose.state === 'skipped'
  const label = medicationLabel(medication)
  const food = foodWords(medication.food, t)
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-xl border-2 p-3',
        waiting ? 'border-primary bg-tint' : dose.state === 'missed' ? 'border-danger' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-xl font-bold">{clockWords(dose.dueAt, i18n.language)}</span>
        <span className="text-xl">{label}</span>
        {food ? <span className="text-ink-soft">{food}</span> : null}
      </div>
      <p
        className={cn(
          'font-semibold',
          dose.state === 'missed'
            ? 'text-danger'
            : dose.state === 'taken' || waiting
              ? 'text-primary'
              : 'text-ink-soft',
        )}
      >
        {dose.state === 'taken' ? <Check aria-hidden className="mr-1 inline size-6 align-text-bottom" /> : null}
        {doseStateWords(dose, now, t, i18n.language)}
      </p>
      <div className="flex flex-wrap gap-2">
        {done ? (
          <Button
            variant="ghost"
            disabled={busy}
            aria-label={`${t('Undo')}: ${label}`}
            onClick={() => onAnswer(dose, medication, 'undo')}
          >
            {t('Undo')}
          </Button>
        ) : (
          <>
            <Button
              variant={waiting ? 'primary' : 'outline'}
              disabled={busy}
              aria-label={`${t('Taken')}: ${label}`}
              onClick={() => onAnswer(dose, medication, 'taken')}
            >
              {t('Taken')}
            </Button>
            {waiting && dose.state !== 'missed' ? (
              <Button
                variant="outline"
                disabled={busy}
                aria-label={`${t('Later')}: ${label}`}
                onClick={() => onAnswer(dose, medication, 'snoozed')}
              >
                {t('Later')}
              </Button>
            ) : null}
            {dose.state === 'missed' || (waiting && Date.parse(dose.dueAt) < now - 30 * 60_000) ? (
              <Button
                variant="ghost"
                disabled={busy}
                aria-label={`${t('Skip this one')}: ${label}`}
                onClick={() => onAnswer(dose, medication, 'skipped')}
              >
                {t('Skip this one')}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </div>
  )
}

/**
 * Over the home screen when doses' time comes while Sage is open (on a phone too, where the card
 * is one tap away): what to take, with Taken and Later. Closed, it stays closed until another
 * dose's time comes.
 */
export function DoseReminders() {
  const { t } = useTranslation()
  useKeepSubscribed()
  const now = useMinute()
  const { rows } = useTodaysDoses()
  const { send: onAnswer, busy } = useAnswer()
  const [closedFor, setClosedFor] = useState<string>('')
  const waiting = rows.filter(({ dose }) => isWaiting(dose, now) && dose.state !== 'missed')
  const key = waiting.map(({ dose }) => `${dose.id}:${dose.state}`).join(',')
  const open = waiting.length > 0 && key !== closedFor
  return (
    <Dialog open={open} onOpenChange={(next) => !next && setClosedFor(key)} title={t('Time for your medicine')}>
      <ul className="flex flex-col gap-3">
        {waiting.map(({ dose, medication }) => (
          <li key={dose.id}>
            <DoseRow dose={dose} medication={medication} now={now} busy={busy} onAnswer={onAnswer} />
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
