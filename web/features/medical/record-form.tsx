import { zodResolver } from '@hookform/resolvers/zod'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from '#shared/schemas/zod.ts'
import {
  type MedicalRecordInput,
  type MedicalRecordStatus,
  type MedicalRecordType,
  MEDICAL_RECORD_YEARS,
  medicalRecordInput,
  medicalRecordStatuses,
  medicalRecordTypes,
} from '#shared/schemas/medical-records.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { FormActions } from '#web/components/ui/form-actions.tsx'
import { Field, FieldError, inputClass } from '#web/components/ui/field.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { serverFieldError } from '#web/lib/field-errors.ts'
import { type MedicalRecord, statusLabels, today, typeLabels } from './api.ts'

/** What the form holds: the select boxes start empty ('' for "choose"). */
type RecordFields = {
  type: MedicalRecordType | ''
  title: string
  date: string
  doctor: string
  status: MedicalRecordStatus | ''
  notes: string
}

/**
 * The server's own rules for a record (shared/schemas), read from what the form holds: an
 * unchosen type is missing, an unchosen status is none. A field's error in the browser is the
 * server's rule, so a record kept in the browser (signed out) obeys the same rules.
 */
const recordForm = medicalRecordInput.extend({
  type: z.preprocess((value) => (value === '' ? undefined : value), medicalRecordInput.shape.type),
  status: z.preprocess((value) => (value === '' ? null : value), medicalRecordInput.shape.status),
})

export type RecordFormProps = {
  record?: MedicalRecord
  busy: boolean
  /** Why the save failed, if it did: at the field the server named, else above the form, which keeps what was typed. */
  error: Error | null
  onSave: (input: MedicalRecordInput) => void
  onCancel: () => void
}

/** Add or edit a medical record: type, title and date required; the rest optional (product.md 5). */
export function RecordForm({ record, busy, error, onSave, onCancel }: RecordFormProps) {
  const { t } = useTranslation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecordFields, unknown, MedicalRecordInput>({
    // The schema reads more than the form holds (null for empty optional fields, from a stored
    // record), so its input type is wider than the form's; what it gives back is the API's input.
    resolver: zodResolver(recordForm) as unknown as Resolver<RecordFields, unknown, MedicalRecordInput>,
    defaultValues: {
      type: record?.type ?? '',
      title: record?.title ?? '',
      date: record?.date ?? today(),
      doctor: record?.doctor ?? '',
      status: record?.status ?? '',
      notes: record?.notes ?? '',
    },
  })
  const types = typeLabels(t)
  const statuses = statusLabels(t)
  const years = MEDICAL_RECORD_YEARS
  const outOfYears = t('Please choose a date between {{min}} and {{max}}.', { min: years.min, max: years.max })
  const refused = serverFieldError(error, t, { date: outOfYears })
  const tooLong = t('This is too long. Please make it shorter.')
  // What to say at a field the rules refused, in the person's language (the rules' words are English).
  const problem = (field: keyof RecordFields): string | undefined => {
    const issue = errors[field]
    if (!issue) return refused?.field === field ? refused.message : undefined
    if (issue.type === 'too_big') return tooLong
    if (field === 'type') return t('Please choose a type.')
    if (field === 'title') return t('Please write a title.')
    if (field === 'date') return issue.type === 'custom' ? outOfYears : t('Please choose a date.')
    return t('This does not look right. Please check it.')
  }

  return (
    <form onSubmit={(event) => void handleSubmit(onSave)(event)} className="space-y-5" noValidate>
      {error && !refused ? <Alert tone="error">{t('We could not save this record. Please try again.')}</Alert> : null}
      <SelectField
        label={t('Type')}
        markRequired
        error={problem('type')}
        {...register('type')}
        options={[
          { value: '', label: t('Choose a type') },
          ...medicalRecordTypes.map((value) => ({ value, label: types[value] })),
        ]}
      />
      <Field label={t('Title')} markRequired error={problem('title')} {...register('title')} />
      <Field label={t('Date')} markRequired type="date" error={problem('date')} {...register('date')} />
      <Field label={t('Doctor (optional)')} error={problem('doctor')} {...register('doctor')} />
      <SelectField
        label={t('Status (optional)')}
        error={problem('status')}
        {...register('status')}
        options={[
          { value: '', label: t('No status') },
          ...medicalRecordStatuses.map((value) => ({ value, label: statuses[value] })),
        ]}
      />
      <div className="space-y-1">
        <label htmlFor="record-notes" className="block font-semibold">
          {t('Notes (optional)')}
        </label>
        <textarea
          id="record-notes"
          rows={4}
          className={inputClass}
          aria-invalid={Boolean(problem('notes'))}
          aria-describedby={problem('notes') ? 'record-notes-error' : undefined}
          {...register('notes')}
        />
        {problem('notes') ? <FieldError id="record-notes-error">{problem('notes')}</FieldError> : null}
      </div>
      <FormActions onCancel={onCancel} busy={busy} submitLabel={record ? t('Save Changes') : t('Add Record')} />
    </form>
  )
}
