import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EmergencyContactInput } from '#shared/schemas/emergency-contacts.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { FormActions } from '#web/components/ui/form-actions.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { serverFieldError } from '#web/lib/field-errors.ts'
import {
  type ContactDraft,
  type ContactErrors,
  type EmergencyContact,
  toDraft,
  toInput,
  validateContact,
} from './contacts.ts'

const fieldOrder: (keyof ContactDraft)[] = ['name', 'relationship', 'email', 'phone']

export type ContactFormProps = {
  /** The contact being edited; none for a new one. */
  contact?: EmergencyContact
  /** The form's name for screen readers: the id of a heading, or a label. */
  labelledBy?: string
  label?: string
  busy: boolean
  /** Why the save failed, if it did: at the field the server named, else above the form, which keeps what was typed. */
  error: Error | null
  onSave: (input: EmergencyContactInput) => void
  /** Editing only: leave without saving. */
  onCancel?: () => void
}

/** Add or edit an emergency contact, checked before sending (product.md 5). */
export function ContactForm({ contact, labelledBy, label, busy, error, onSave, onCancel }: ContactFormProps) {
  const { t } = useTranslation()
  const prefix = useId()
  const [draft, setDraft] = useState(() => toDraft(contact))
  const [errors, setErrors] = useState<ContactErrors>({})
  const [checks, setChecks] = useState(0)
  const idOf = (key: keyof ContactDraft) => `${prefix}-${key}`
  const refused = serverFieldError(error, t)
  const errorOf = (key: keyof ContactDraft) => errors[key] ?? (refused?.field === key ? refused.message : undefined)
  const set = (key: keyof ContactDraft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value })

  // After a check that found problems, the first field to fix gets focus (its message is read with it).
  useEffect(() => {
    const first = fieldOrder.find((key) => errors[key])
    if (checks > 0 && first) document.getElementById(`${prefix}-${first}`)?.focus()
  }, [checks, errors, prefix])

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const problems = validateContact(t, draft)
    setErrors(problems)
    setChecks(checks + 1)
    if (Object.keys(problems).length === 0) onSave(toInput(draft))
  }

  return (
    <form onSubmit={handleSubmit} aria-labelledby={labelledBy} aria-label={label} className="space-y-5" noValidate>
      {error && !refused ? <Alert tone="error">{t('We could not save this contact. Please try again.')}</Alert> : null}
      <Field
        id={idOf('name')}
        label={t('Name')}
        markRequired
        autoComplete="off"
        maxLength={200}
        autoFocus={Boolean(contact)}
        value={draft.name}
        error={errorOf('name')}
        onChange={set('name')}
      />
      <Field
        id={idOf('relationship')}
        label={t('Relationship')}
        markRequired
        hint={t('For example: daughter, son, neighbour or doctor.')}
        autoComplete="off"
        maxLength={100}
        value={draft.relationship}
        error={errorOf('relationship')}
        onChange={set('relationship')}
      />
      <Field
        id={idOf('email')}
        label={t('Email (optional)')}
        hint={t('Add an e-mail address, a phone number, or both.')}
        type="email"
        autoComplete="off"
        maxLength={320}
        value={draft.email}
        error={errorOf('email')}
        onChange={set('email')}
      />
      <Field
        id={idOf('phone')}
        label={t('Phone (optional)')}
        type="tel"
        autoComplete="off"
        maxLength={40}
        value={draft.phone}
        error={errorOf('phone')}
        onChange={set('phone')}
      />
      {contact ? (
        <FormActions onCancel={onCancel ?? (() => undefined)} busy={busy} />
      ) : (
        <Button type="submit" size="large" disabled={busy}>
          {busy ? t('Adding…') : t('Add Contact')}
        </Button>
      )}
    </form>
  )
}
