// Add or change a medication: what, how much, how often and at what times, with or without food,
// from when to when, pills left, and how Sage watches it (when a dose counts as missed, and
// whether the family is told). Checked by the API's own rules before sending.
import { Plus, X } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_TIMES_A_DAY, type Medication, type MedicationInput, medicationInput } from '#shared/schemas/medications.ts'
import type { SuggestedMedication } from '#shared/medications/from-text.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Field, inputClass } from '#web/components/ui/field.tsx'
import { FormActions } from '#web/components/ui/form-actions.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { SwitchRow } from '#web/components/ui/switch.tsx'
import { serverFieldError } from '#web/lib/field-errors.ts'
import { localDate } from '#web/lib/local-date.ts'
import { browserTimeZone } from './api.ts'
import { weekdayNames } from './words.ts'

type Repeat = 'daily' | 'weekly' | 'interval' | 'asNeeded'

/** The fields the form shows a problem at. */
const FIELDS = {
  name: true,
  dose: true,
  purpose: true,
  times: true,
  weekdays: true,
  startDate: true,
  endDate: true,
  pillsLeft: true,
  pillsPerDose: true,
}

/** What the form holds, as typed. */
type Draft = {
  name: string
  dose: string
  purpose: string
  repeat: Repeat
  weekdays: number[]
  everyDays: string
  times: string[]
  food: Medication['food']
  startDate: string
  endDate: string
  pillsLeft: string
  pillsPerDose: string
  missedAfterMinutes: string
  important: boolean
}

function toDraft(medication?: Medication, prefill?: SuggestedMedication): Draft {
  const schedule = medication?.schedule ?? prefill?.schedule
  return {
    name: medication?.name ?? prefill?.name ?? '',
    dose: medication?.dose ?? prefill?.dose ?? '',
    purpose: medication?.purpose ?? '',
    repeat: schedule?.repeat ?? 'daily',
    weekdays: schedule?.repeat === 'weekly' ? schedule.weekdays : [],
    everyDays: String(schedule?.repeat === 'interval' ? schedule.everyDays : 2),
    times: schedule && schedule.repeat !== 'asNeeded' ? schedule.times : ['08:00'],
    food: medication?.food ?? 'any',
    startDate: medication?.startDate ?? localDate(),
    endDate: medication?.endDate ?? '',
    pillsLeft: medication?.pillsLeft == null ? '' : String(medication.pillsLeft),
    pillsPerDose: String(medication?.pillsPerDose ?? 1),
    missedAfterMinutes: String(medication?.missedAfterMinutes ?? 60),
    important: medication?.important ?? false,
  }
}

/** The draft as the API takes it; the medication's zone stays, a new one takes this browser's. */
function toInput(draft: Draft, medication?: Medication): unknown {
  const times = draft.times
  const schedule =
    draft.repeat === 'asNeeded'
      ? { repeat: 'asNeeded' }
      : draft.repeat === 'weekly'
        ? { repeat: 'weekly', weekdays: draft.weekdays, times }
        : draft.repeat === 'interval'
          ? { repeat: 'interval', everyDays: Number(draft.everyDays), times }
          : { repeat: 'daily', times }
  return {
    name: draft.name,
    dose: draft.dose,
    purpose: draft.purpose,
    schedule,
    food: draft.food,
    startDate: draft.startDate,
    endDate: draft.endDate || null,
    pillsLeft: draft.pillsLeft.trim() === '' ? null : Number(draft.pillsLeft),
    pillsPerDose: Number(draft.pillsPerDose),
    missedAfterMinutes: Number(draft.missedAfterMinutes),
    important: draft.important,
    timeZone: medication?.timeZone ?? browserTimeZone(),
  }
}

/** The next time to offer when a time is added: four hours after the last, or 08:00. */
function nextTime(times: string[]): string {
  const last = times.at(-1)
  if (!last) return '08:00'
  const hour = (Number(last.slice(0, 2)) + 4) % 24
  return `${String(hour).padStart(2, '0')}:${last.slice(3)}`
}

export type MedicationFormProps = {
  medication?: Medication
  /** A medicine read from what the person wrote, to check and save. */
  prefill?: SuggestedMedication
  labelledBy?: string
  busy: boolean
  error: Error | null
  onSave: (input: MedicationInput) => void
  onCancel?: () => void
}

/** The form; the first field to fix gets focus, and its message is read with it. */
export function MedicationForm({
  medication,
  prefill,
  labelledBy,
  busy,
  error,
  onSave,
  onCancel,
}: MedicationFormProps) {
  const { t, i18n } = useTranslation()
  const [draft, setDraft] = useState<Draft>(() => toDraft(medication, prefill))
  const [problems, setProblems] = useState<Record<string, string>>({})
  const id = useId()
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((old) => ({ ...old, [key]: value }))
  const refusedAt = serverFieldError(error, t)
  // The server names a schedule's parts by path (schedule.times.0); the form shows them at its lists.
  const refused = refusedAt && {
    ...refusedAt,
    field: refusedAt.field.startsWith('schedule.weekdays')
      ? 'weekdays'
      : refusedAt.field.startsWith('schedule')
        ? 'times'
        : refusedAt.field,
  }
  const problemAt = (field: string) => problems[field] ?? (refused?.field === field ? refused.message : undefined)

  // What to say at a field the rules refused, in the person's language.
  const messages: Record<string, string> = {
    name: t('Please enter the name of the medicine.'),
    times: t('Please choose a time for each dose.'),
    weekdays: t('Please choose at least one day of the week.'),
    endDate: t('The last day cannot come before the first day.'),
    startDate: t('Please choose the first day.'),
    pillsLeft: t('Please enter a whole number of pills, or leave it empty.'),
    pillsPerDose: t('Please enter how many pills make one dose.'),
    dose: t('Please make the dose shorter.'),
    purpose: t('Please make this shorter.'),
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const result = medicationInput.safeParse(toInput(draft, medication))
    if (result.success) {
      setProblems({})
      onSave(result.data)
      return
    }
    const found: Record<string, string> = {}
    for (const issue of result.error.issues) {
      const [first, second] = issue.path.map(String)
      const field = first === 'schedule' ? (second === 'weekdays' ? 'weekdays' : 'times') : first!
      found[field] ??= messages[field] ?? t('Please check this.')
    }
    setProblems(found)
    const firstField = Object.keys(found)[0]
    const target = document.getElementById(`${id}-${firstField}`)
    target?.focus()
  }

  const days = weekdayNames(i18n.language)
  const waits = [
    { value: '30', label: t('30 minutes') },
    { value: '60', label: t('1 hour') },
    { value: '90', label: t('1 hour and a half') },
    { value: '120', label: t('2 hours') },
    { value: '180', label: t('3 hours') },
    { value: '240', label: t('4 hours') },
  ]
  return (
    <form onSubmit={handleSubmit} aria-labelledby={labelledBy} className="space-y-5" noValidate>
      {error && !(refused && refused.field in FIELDS) ? (
        <Alert tone="error">{t('We could not save this medicine. Please try again.')}</Alert>
      ) : null}
      <Field
        id={`${id}-name`}
        label={t('Name of the medicine')}
        markRequired
        hint={t('As it is written on the box, for example Metoprolol.')}
        autoComplete="off"
        maxLength={120}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        error={problemAt('name')}
      />
      <Field
        id={`${id}-dose`}
        label={t('Dose (optional)')}
        hint={t('For example: 50 mg, or 1 tablet.')}
        autoComplete="off"
        maxLength={120}
        value={draft.dose}
        onChange={(event) => set('dose', event.target.value)}
        error={problemAt('dose')}
      />
      <Field
        id={`${id}-purpose`}
        label={t('What it is for (optional)')}
        hint={t('For example: heart, blood pressure, sleep.')}
        autoComplete="off"
        maxLength={200}
        value={draft.purpose}
        onChange={(event) => set('purpose', event.target.value)}
        error={problemAt('purpose')}
      />
      <SelectField
        id={`${id}-repeat`}
        label={t('How often')}
        value={draft.repeat}
        onChange={(event) => set('repeat', event.target.value as Repeat)}
        options={[
          { value: 'daily', label: t('Every day') },
          { value: 'weekly', label: t('On some days of the week') },
          { value: 'interval', label: t('Every few days') },
          { value: 'asNeeded', label: t('Only when needed') },
        ]}
      />
      {draft.repeat === 'weekly' ? (
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t('On these days')}</legend>
          {problemAt('weekdays') ? (
            <p id={`${id}-weekdays-error`} className="font-semibold text-danger">
              {problemAt('weekdays')}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {days.map((name, index) => {
              const day = index + 1
              const checked = draft.weekdays.includes(day)
              return (
                <label
                  key={day}
                  className="flex min-h-target cursor-pointer items-center gap-3 rounded-xl border-2 border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-tint"
                >
                  <input
                    id={index === 0 ? `${id}-weekdays` : undefined}
                    type="checkbox"
                    className="size-6 accent-[var(--color-primary)]"
                    checked={checked}
                    aria-describedby={problemAt('weekdays') ? `${id}-weekdays-error` : undefined}
                    onChange={() =>
                      set(
                        'weekdays',
                        checked ? draft.weekdays.filter((each) => each !== day) : [...draft.weekdays, day],
                      )
                    }
                  />
                  {name}
                </label>
              )
            })}
          </div>
        </fieldset>
      ) : null}
      {draft.repeat === 'interval' ? (
        <SelectField
          id={`${id}-everyDays`}
          label={t('Every how many days')}
          value={draft.everyDays}
          onChange={(event) => set('everyDays', event.target.value)}
          options={[2, 3, 4, 5, 6, 7, 10, 14, 28].map((count) => ({
            value: String(count),
            label: count === 2 ? t('Every other day') : t('Every {{count}} days', { count }),
          }))}
        />
      ) : null}
      {draft.repeat !== 'asNeeded' ? (
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t('At these times')}</legend>
          {problemAt('times') ? (
            <p id={`${id}-times-error`} className="font-semibold text-danger">
              {problemAt('times')}
            </p>
          ) : null}
          <ul className="space-y-2">
            {draft.times.map((time, index) => (
              <li key={index} className="flex items-center gap-2">
                <input
                  id={index === 0 ? `${id}-times` : `${id}-time-${index}`}
                  type="time"
                  required
                  className={`${inputClass} max-w-48`}
                  value={time}
                  aria-label={t('Time {{number}}', { number: index + 1 })}
                  aria-invalid={Boolean(problemAt('times')) && !time}
                  aria-describedby={problemAt('times') ? `${id}-times-error` : undefined}
                  onChange={(event) =>
                    set(
                      'times',
                      draft.times.map((each, at) => (at === index ? event.target.value : each)),
                    )
                  }
                />
                {draft.times.length > 1 ? (
                  <Button
                    variant="ghost"
                    onClick={() =>
                      set(
                        'times',
                        draft.times.filter((_, at) => at !== index),
                      )
                    }
                  >
                    <X aria-hidden />
                    {t('Remove')}
                    <span className="sr-only">{t('Time {{number}}', { number: index + 1 })}</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {draft.times.length < MAX_TIMES_A_DAY ? (
            <Button variant="outline" onClick={() => set('times', [...draft.times, nextTime(draft.times)])}>
              <Plus aria-hidden />
              {t('Add another time')}
            </Button>
          ) : null}
        </fieldset>
      ) : null}
      <SelectField
        id={`${id}-food`}
        label={t('With food?')}
        value={draft.food}
        onChange={(event) => set('food', event.target.value as Medication['food'])}
        options={[
          { value: 'any', label: t('With or without food') },
          { value: 'with', label: t('With food') },
          { value: 'without', label: t('On an empty stomach') },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={`${id}-startDate`}
          label={t('First day')}
          type="date"
          value={draft.startDate}
          onChange={(event) => set('startDate', event.target.value)}
          error={problemAt('startDate')}
        />
        <Field
          id={`${id}-endDate`}
          label={t('Last day (optional)')}
          hint={t('Leave empty if you take it for good.')}
          type="date"
          value={draft.endDate}
          onChange={(event) => set('endDate', event.target.value)}
          error={problemAt('endDate')}
        />
        <Field
          id={`${id}-pillsLeft`}
          label={t('Pills left (optional)')}
          hint={t('Sage counts down and tells you when to get more.')}
          type="number"
          inputMode="numeric"
          min={0}
          value={draft.pillsLeft}
          onChange={(event) => set('pillsLeft', event.target.value)}
          error={problemAt('pillsLeft')}
        />
        <Field
          id={`${id}-pillsPerDose`}
          label={t('Pills in one dose')}
          type="number"
          inputMode="numeric"
          min={1}
          value={draft.pillsPerDose}
          onChange={(event) => set('pillsPerDose', event.target.value)}
          error={problemAt('pillsPerDose')}
        />
      </div>
      {draft.repeat !== 'asNeeded' ? (
        <>
          <SelectField
            id={`${id}-missedAfterMinutes`}
            label={t('Count a dose as missed after')}
            value={draft.missedAfterMinutes}
            onChange={(event) => set('missedAfterMinutes', event.target.value)}
            options={waits}
          />
          <SwitchRow
            label={t('Important: tell my family if I miss it')}
            description={t(
              'If a dose is still not marked taken after two reminders, Sage e-mails the contacts and family who agreed to hear.',
            )}
            checked={draft.important}
            onCheckedChange={(checked) => set('important', checked)}
          />
        </>
      ) : null}
      {medication ? (
        <FormActions onCancel={onCancel ?? (() => undefined)} busy={busy} />
      ) : (
        <Button type="submit" size="large" disabled={busy}>
          {busy ? t('Adding…') : t('Add medicine')}
        </Button>
      )}
    </form>
  )
}
