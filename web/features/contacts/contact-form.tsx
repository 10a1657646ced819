import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { type EmergencyContactInput, emergencyContactInput } from '#shared/schemas/emergency-contacts.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { FormActions } from '#web/components/ui/form-actions.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { serverFieldError } from '#web/lib/field-errors.ts'
import { type ContactDraft, type EmergencyContact, toDraft } from './api.ts'

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

/**
 * Add or edit an emergency contact, checked by the API's own rules (product.md 5) before sending;
 * the first field to fix gets focus, and its message is read with it.
 */
export function ContactForm({ contact, labelledBy, label, busy, error, onSave, onCancel }: ContactFormProps) {
  const { t } = useTranslation()
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof emergencyContactInput>, unknown, EmergencyContactInput>({
    resolver: zodResolver(emergencyContactInput),
    defaultValues: toDraft(contact),
  })
  const refused = serverFieldError(error, t)
  // What to say at a field the rules refused, in the person's language (the rules' words are English).
  const errorOf = (key: keyof ContactDraft): string | undefined => {
    if (!errors[key]) return refused?.field === key ? refused.message : undefined
    if (key === 'name') return t('Please enter a name.')
    if (key === 'relationship') return t('Please enter the relationship, such as daughter or neighbour.')
    if (key === 'phone') return t('Please use only numbers, spaces and + - ( ) . in the phone number.')
    const { email, phone } = getValues()
    return email?.trim() || phone?.trim()
      ? t('Please enter a valid email address.')
      : t('Please add an e-mail address or a phone number.')
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      aria-labelledby={labelledBy}
      aria-label={label}
      className="space-y-5"
      noValidate
    >
      {error && !refused ? <Alert tone="error">{t('We could not save this contact. Please try again.')}</Alert> : null}
      <Field
        label={t('Name')}
        markRequired
        autoComplete="off"
        maxLength={200}
        autoFocus={Boolean(contact)}
        error={errorOf('name')}
        {...register('name')}
      />
      <Field
        label={t('Relationship')}
        markRequired
        hint={t('For example: daughter, son, neighbour or doctor.')}
        autoComplete="off"
        maxLength={100}
        error={errorOf('relationship')}
        {...register('relationship')}
      />
      <Field
        label={t('Email (optional)')}
        hint={t('Add an e-mail address, a phone number, or both.')}
        type="email"
        autoComplete="off"
        maxLength={320}
        error={errorOf('email')}
        {...register('email')}
      />
      <Field
        label={t('Phone (optional)')}
        type="tel"
        autoComplete="off"
        maxLength={40}
        error={errorOf('phone')}
        {...register('phone')}
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
