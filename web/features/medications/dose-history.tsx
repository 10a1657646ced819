// What was taken: the last 7 days dose by dose, or the last 30 days day by day, with the share of
// doses taken for each medication. Doses still to come are left out.
import { useQuery } from '@tanstack/react-query'
import { Check, Minus, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Dose, Medication } from '#shared/schemas/medications.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useMinute } from '#web/features/calendar/calendar-widgets.tsx'
import { localDate } from '#web/lib/local-date.ts'
import { cn } from '#web/lib/cn.ts'
import { dosesQuery } from './api.ts'
import { clockWords, medicationLabel } from './words.ts'

const DAY_MS = 86_400_000
type Span = 'week' | 'month'
const DAYS: Record<Span, number> = { week: 7, month: 30 }

/** The share taken, as a whole percent. */
const percent = (taken: number, total: number) => (total ? Math.round((taken / total) * 100) : 0)

/** The history card on the Medications screen. */
export function DoseHistory({ medications }: { medications: Medication[] }) {
  const { t, i18n } = useTranslation()
  const headingId = useId()
  const [span, setSpan] = useState<Span>('week')
  const now = useMinute()
  const to = localDate(new Date(now))
  const from = localDate(new Date(now - (DAYS[span] - 1) * DAY_MS))
  const query = useQuery(dosesQuery(from, to))
  const past = (query.data ?? []).filter((dose) => Date.parse(dose.dueAt) <= now || dose.state === 'taken')
  const counted = past.filter((dose) => dose.state !== 'upcoming')
  const taken = counted.filter((dose) => dose.state === 'taken').length
  const byMedication = medications
    .map((medication) => {
      const doses = counted.filter((dose) => dose.medicationId === medication.id)
      return { medication, total: doses.length, taken: doses.filter((dose) => dose.state === 'taken').length }
    })
    .filter((row) => row.total > 0)
  const names = new Map(medications.map((medication) => [medication.id, medicationLabel(medication)]))
  const days = [...new Set(past.map((dose) => localDate(new Date(dose.dueAt))))].sort().reverse()
  const dayName = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }).format(
      new Date(`${day}T12:00:00`),
    )

  return (
    <Card role="region" aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('What you took')}
      </h2>
      <div role="group" aria-label={t('Show')} className="flex flex-wrap gap-2">
        {(['week', 'month'] as const).map((each) => (
          <Button
            key={each}
            variant={span === each ? 'primary' : 'outline'}
            aria-pressed={span === each}
            onClick={() => setSpan(each)}
          >
            {each === 'week' ? t('Last 7 days') : t('Last 30 days')}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <Spinner label={t('Loading…')} className="min-h-24" />
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-lg">{t('We could not load what you took.')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('Try Again')}
          </Button>
        </div>
      ) : counted.length === 0 ? (
        <p className="text-lg text-ink-soft">{t('Nothing to show yet: doses appear here once their time has come.')}</p>
      ) : (
        <>
          <p className="text-xl font-bold">
            {t('{{taken}} of {{total}} doses taken ({{percent}}%)', {
              taken,
              total: counted.length,
              percent: percent(taken, counted.length),
            })}
          </p>
          <ul className="space-y-1">
            {byMedication.map(({ medication, total, taken: took }) => (
              <li key={medication.id} className="text-lg">
                {t('{{name}}: {{taken}} of {{total}} ({{percent}}%)', {
                  name: medicationLabel(medication),
                  taken: took,
                  total,
                  percent: percent(took, total),
                })}
              </li>
            ))}
          </ul>
          <ul className="space-y-3">
            {days.map((day) => {
              const ofDay = past.filter((dose) => localDate(new Date(dose.dueAt)) === day)
              const tookOfDay = ofDay.filter((dose) => dose.state === 'taken').length
              return (
                <li key={day} className="rounded-xl border border-border p-3">
                  <p className="font-bold">
                    {dayName(day)}
                    <span className="ml-2 font-normal text-ink-soft">
                      {t('{{taken}} of {{total}}', { taken: tookOfDay, total: ofDay.length })}
                    </span>
                  </p>
                  {span === 'week' ? (
                    <ul className="mt-2 space-y-1">
                      {ofDay.map((dose) => (
                        <li key={dose.id} className="flex items-center gap-2">
                          <DoseMark dose={dose} />
                          <span>
                            {clockWords(dose.dueAt, i18n.language)} {names.get(dose.medicationId)}: {stateWord(dose, t)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </>
      )}
    </Card>
  )
}

function stateWord(dose: Dose, t: (key: string) => string) {
  if (dose.state === 'taken') return t('taken')
  if (dose.state === 'skipped') return t('skipped')
  if (dose.state === 'missed') return t('missed')
  return t('not marked')
}

/** A mark beside a dose: a tick for taken, a cross for missed, a dash for anything else. */
function DoseMark({ dose }: { dose: Dose }) {
  const Icon = dose.state === 'taken' ? Check : dose.state === 'missed' ? X : Minus
  return (
    <Icon
      aria-hidden
      className={cn(
        'size-6 shrink-0',
        dose.state === 'taken' ? 'text-primary' : dose.state === 'missed' ? 'text-danger' : 'text-ink-soft',
      )}
    />
  )
}
