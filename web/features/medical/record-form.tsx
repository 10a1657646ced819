import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type MedicalRecordInput,
  type MedicalRecordStatus,
  type MedicalRecordType,
  MEDICAL_RECORD_YEARS,
  medicalRecordStatuses,
  medicalRecordTypes,
} from '#shared/schemas/medical-records.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { FormActions } from '#web/components/ui/form-actions.tsx'
import { Field, FieldError, inputClass } from '#web/components/ui/field.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { serverFieldError } from '#web/lib/field-errors.ts'
import { type MedicalRecord, statusLabels, today, typeLabels } from './records.ts'

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
  const [type, setType] = useState<MedicalRecordType | ''>(record?.type ?? '')
  const [title, setTitle] = useState(record?.title ?? '')
  const [doctor, setDoctor] = useState(record?.doctor ?? '')
  const [date, setDate] = useState(record?.date ?? today())
  const [status, setStatus] = useState<MedicalRecordStatus | ''>(record?.status ?? '')
  const [notes, setNotes] = useState(record?.notes ?? '')
  const [errors, setErrors] = useState<{ type?: string; title?: string; date?: string }>({})
  const types = typeLabels(t)
  const statuses = statusLabels(t)
  const years = MEDICAL_RECORD_YEARS
  const refused = serverFieldError(error, t, {
    date: t('Please choose a date between {{min}} and {{max}}.', { min: years.min, max: years.max }),
  })
  const at = (field: string) => (refused?.field === field ? refused.message : undefined)

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const problems = {
      type: type ? undefined : t('Please choose a type.'),
      title: title.trim() ? undefined : t('Please write a title.'),
      date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? undefined : t('Please choose a date.'),
    }
    setErrors(problems)
    if (!type || problems.title || problems.date) return
    onSave({ type, title: title.trim(), doctor: doctor.trim(), date, status: status || null, notes: notes.trim() })
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5" noValidate>
      {error && !refused ? <Alert tone="error">{t('We could not save this record. Please try again.')}</Alert> : null}
      <SelectField
        label={t('Type')}
        markRequired
        value={type}
        error={errors.type ?? at('type')}
        onChange={(event) => setType(event.target.value as MedicalRecordType)}
        options={[
          { value: '', label: t('Choose a type') },
          ...medicalRecordTypes.map((value) => ({ value, label: types[value] })),
        ]}
      />
      <Field
        label={t('Title')}
        markRequired
        value={title}
        error={errors.title ?? at('title')}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Field
        label={t('Date')}
        markRequired
        type="date"
        value={date}
        error={errors.date ?? at('date')}
        onChange={(event) => setDate(event.target.value)}
      />
      <Field
        label={t('Doctor (optional)')}
        value={doctor}
        error={at('doctor')}
        onChange={(event) => setDoctor(event.target.value)}
      />
      <SelectField
        label={t('Status (optional)')}
        value={status}
        error={at('status')}
        onChange={(event) => setStatus(event.target.value as MedicalRecordStatus)}
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
          value={notes}
          aria-invalid={Boolean(at('notes'))}
          aria-describedby={at('notes') ? 'record-notes-error' : undefined}
          onChange={(event) => setNotes(event.target.value)}
        />
        {at('notes') ? <FieldError id="record-notes-error">{at('notes')}</FieldError> : null}
      </div>
      <FormActions onCancel={onCancel} busy={busy} submitLabel={record ? t('Save Changes') : t('Add Record')} />
    </form>
  )
}
