import { Mail, Pencil, Phone, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { EmergencyContactInput } from '#shared/schemas/emergency-contacts.ts'
import { Button, buttonClass } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { SwitchRow } from '#web/components/ui/switch.tsx'
import { ContactForm } from './contact-form.tsx'
import { type EmergencyContact, telHref } from './api.ts'
import { AddedBy } from '#web/features/family/added-by.tsx'

export type ContactCardProps = {
  contact: EmergencyContact
  /** This card is the one being edited (one at a time, product.md 4). */
  editing: boolean
  saving: boolean
  saveError: Error | null
  /** Give the Edit button focus when the card appears (back from editing). */
  focusEdit: boolean
  onEdit: () => void
  onCancel: () => void
  onSave: (input: EmergencyContactInput) => void
  onDelete: () => void
  /** Offered only for contacts kept in the account, with an e-mail address. */
  onAlertsChange?: (on: boolean) => void
}

/** One emergency contact: one-tap call and e-mail, or, while editing, its form. */
export function ContactCard(props: ContactCardProps) {
  const { contact, editing, saving, saveError, onCancel, onSave } = props
  const { t } = useTranslation()
  const headingId = useId()
  if (!editing) return <ContactView {...props} />
  return (
    <Card className="space-y-4 border-2 border-primary">
      <h3 id={headingId} className="text-2xl font-bold break-words">
        {t('Edit {{name}}', { name: contact.name })}
      </h3>
      <ContactForm
        contact={contact}
        labelledBy={headingId}
        busy={saving}
        error={saveError}
        onSave={onSave}
        onCancel={onCancel}
      />
    </Card>
  )
}

function ContactView({ contact, focusEdit, onEdit, onDelete, onAlertsChange }: ContactCardProps) {
  const { t } = useTranslation()
  const editRef = useRef<HTMLButtonElement>(null)
  const { name, relationship, email, phone } = contact

  useEffect(() => {
    if (focusEdit) editRef.current?.focus()
  }, [focusEdit])

  return (
    <Card className="space-y-4">
      <div>
        <h3 className="text-3xl font-bold break-words">{name}</h3>
        <p className="text-xl text-ink-soft break-words">{relationship}</p>
        <AddedBy name={contact.addedBy} />
      </div>
      <dl className="space-y-1">
        {phone ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{t('Phone')}</dt>
            <dd className="break-all">{phone}</dd>
          </div>
        ) : null}
        {email ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{t('Email')}</dt>
            <dd className="break-all">{email}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {phone ? (
          <a href={telHref(phone)} className={buttonClass({ size: 'large' })}>
            <Phone aria-hidden />
            {t('Call {{name}}', { name })}
          </a>
        ) : null}
        {email ? (
          <a href={`mailto:${email}`} className={buttonClass({ variant: 'outline', size: 'large' })}>
            <Mail aria-hidden />
            {t('E-mail {{name}}', { name })}
          </a>
        ) : null}
      </div>
      {onAlertsChange && email ? <AlertsSwitch contact={contact} onChange={onAlertsChange} /> : null}
      <div className="flex flex-wrap gap-3 border-t border-border pt-4">
        <Button ref={editRef} variant="outline" onClick={onEdit} aria-label={t('Edit {{name}}', { name })}>
          <Pencil aria-hidden />
          {t('Edit')}
        </Button>
        <Button variant="ghost" onClick={onDelete} aria-label={t('Delete {{name}}', { name })}>
          <Trash2 aria-hidden />
          {t('Delete')}
        </Button>
      </div>
    </Card>
  )
}

/** "Tell them if I may need help", with what it means now: asked and waiting, or agreed. */
function AlertsSwitch({ contact, onChange }: { contact: EmergencyContact; onChange: (on: boolean) => void }) {
  const { t } = useTranslation()
  const { name, alerts = 'off' } = contact
  const description =
    alerts === 'on'
      ? t('{{name}} agreed. Sage will e-mail them if you may need help.', { name })
      : alerts === 'pending'
        ? t('Waiting for {{name}} to agree: Sage sent them an e-mail.', { name })
        : t('Sage will e-mail {{name}} to ask first.', { name })
  return (
    <div className="rounded-xl border border-border px-4 py-2">
      <SwitchRow
        label={t('Tell them if I may need help')}
        description={description}
        checked={alerts !== 'off'}
        onCheckedChange={onChange}
      />
    </div>
  )
}
