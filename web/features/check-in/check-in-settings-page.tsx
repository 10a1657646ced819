import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { AppLink } from '#web/components/ui/app-link.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { SwitchRow } from '#web/components/ui/switch.tsx'
import { toast } from '#web/components/ui/toast.ts'
import { ProtectedRoute } from '#web/features/auth/protected-route.tsx'
import { browserTimeZone } from '#web/features/medications/api.ts'
import { timeWords } from '#web/features/medications/words.ts'
import { localDate } from '#web/lib/local-date.ts'
import { type CheckIn, checkInQuery, useCheckInChanges } from './api.ts'
import { dayWords } from './words.ts'
import { SUGGESTED_BY } from './suggested.ts'

/** The times offered for "I am usually up by": every half hour from 5:00 to 13:00. */
const TIMES = Array.from({ length: 17 }, (_, index) => {
  const minutes = 5 * 60 + index * 30
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
})

/** Settings > Daily check-in: on or off, the time, who is told, and a pause while away. */
export function CheckInSettingsPage() {
  const { t } = useTranslation()
  return (
    <SimplePage title={t('Daily check-in')} back={{ to: '/user-settings', label: t('Back') }}>
      <ProtectedRoute>
        <CheckInSettings />
      </ProtectedRoute>
    </SimplePage>
  )
}

function CheckInSettings() {
  const { t } = useTranslation()
  const query = useQuery(checkInQuery)
  if (query.isPending) return <Spinner label={t('Loading')} className="py-8" />
  if (query.isError)
    return (
      <Alert tone="error">
        <p>{t('We could not load your check-in.')}</p>
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {t('Try Again')}
        </Button>
      </Alert>
    )
  return (
    <div className="space-y-8">
      <Card className="space-y-3">
        <p className="text-lg">
          {t(
            'Each morning, Sage looks for a sign that you are up: a message, a medicine marked as taken, or the “I’m OK” button on your home screen.',
          )}
        </p>
        <p className="text-lg">
          {t(
            'If it has not heard from you by the time you choose, it asks you. If you still do not answer within 10 minutes, it tells the people you choose below.',
          )}
        </p>
      </Card>
      <CheckInForm checkIn={query.data} />
      {query.data.on ? <AwayCard checkIn={query.data} /> : null}
    </div>
  )
}

/** On or off, the time, and who is told; saved with one button. */
function CheckInForm({ checkIn }: { checkIn: CheckIn }) {
  const { t, i18n } = useTranslation()
  const { save } = useCheckInChanges()
  const [on, setOn] = useState(checkIn.on || !checkIn.by)
  const [by, setBy] = useState(checkIn.by ?? SUGGESTED_BY)
  const [chosen, setChosen] = useState(() => checkIn.recipients.filter((person) => person.chosen).map((p) => p.id))
  const people = checkIn.recipients
  const handleSave = () => {
    const everyone = people.every((person) => chosen.includes(person.id))
    save.mutate(
      { on, by, timeZone: browserTimeZone(), recipients: everyone ? null : chosen },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.on
              ? t('Saved. Sage will check on you each morning by {{time}}.', { time: timeWords(by, i18n.language) })
              : t('Saved. The daily check-in is off.'),
          ),
        onError: () => toast.error(t('We could not save that. Please try again.')),
      },
    )
  }
  return (
    <Card className="space-y-5">
      <h2 className="text-2xl font-bold">{t('Your check-in')}</h2>
      <SwitchRow label={t('Check on me each morning')} checked={on} onCheckedChange={setOn} />
      {on ? (
        <>
          <SelectField
            label={t('I am usually up by')}
            value={by}
            onChange={(event) => setBy(event.target.value)}
            options={[...new Set([...TIMES, by])]
              .sort()
              .map((time) => ({ value: time, label: timeWords(time, i18n.language) }))}
          />
          <fieldset className="space-y-3">
            <legend className="font-semibold">{t('Who should know if I do not answer')}</legend>
            {people.length === 0 ? (
              <Alert tone="info">
                <p>
                  {t(
                    'No one has agreed to be told yet. Ask a contact in Emergency Contacts (they confirm by e-mail), or invite your family in Family.',
                  )}
                </p>
                <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                  <AppLink to="/emergency-contacts" className="font-semibold underline">
                    {t('Emergency Contacts')}
                  </AppLink>
                  <AppLink to="/family-settings" className="font-semibold underline">
                    {t('Family')}
                  </AppLink>
                </p>
              </Alert>
            ) : (
              people.map((person) => {
                const checked = chosen.includes(person.id)
                return (
                  <label
                    key={person.id}
                    className="flex min-h-target cursor-pointer items-center gap-3 rounded-xl border-2 border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-tint"
                  >
                    <input
                      type="checkbox"
                      className="size-6 accent-[var(--color-primary)]"
                      checked={checked}
                      onChange={() =>
                        setChosen(checked ? chosen.filter((id) => id !== person.id) : [...chosen, person.id])
                      }
                    />
                    <span>
                      {person.name}
                      <span className="ml-2 text-ink-soft">
                        {person.kind === 'family' ? t('(family)') : t('(emergency contact)')}
                      </span>
                    </span>
                  </label>
                )
              })
            )}
          </fieldset>
        </>
      ) : null}
      <Button disabled={save.isPending} onClick={handleSave}>
        {t('Save')}
      </Button>
    </Card>
  )
}

/** Going away: pause until a day, or until back; or end the pause. */
function AwayCard({ checkIn }: { checkIn: CheckIn }) {
  const { t, i18n } = useTranslation()
  const { pause, resume } = useCheckInChanges()
  const [until, setUntil] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const failed = () => toast.error(t('We could not save that. Please try again.'))
  const handlePause = (day: string | null) => {
    if (day !== null && (!day || day < localDate())) {
      setProblem(t('Please choose today or a day after it.'))
      return
    }
    setProblem(null)
    pause.mutate(day, {
      onSuccess: () =>
        toast.success(
          day ? t('Paused until {{day}}.', { day: dayWords(day, i18n.language) }) : t('Paused until you are back.'),
        ),
      onError: failed,
    })
  }
  return (
    <Card className="space-y-4">
      <h2 className="text-2xl font-bold">{t('Going away?')}</h2>
      {checkIn.paused ? (
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
                onError: failed,
              })
            }
          >
            {t('I’m back')}
          </Button>
        </>
      ) : (
        <>
          <p className="text-lg">
            {t('Staying with family, or in hospital? Pause the check-in so no one is worried for nothing.')}
          </p>
          <Field
            label={t('Away until (the last day)')}
            type="date"
            min={localDate()}
            value={until}
            error={problem ?? undefined}
            onChange={(event) => setUntil(event.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" disabled={pause.isPending} onClick={() => handlePause(until)}>
              {t('Pause until that day')}
            </Button>
            <Button variant="ghost" disabled={pause.isPending} onClick={() => handlePause(null)}>
              {t('Pause until I am back')}
            </Button>
          </div>
        </>
      )}
    </Card>
  )
}
