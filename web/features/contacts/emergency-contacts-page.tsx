import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '#web/components/ui/toast.ts'
import type { EmergencyContactInput } from '#shared/schemas/emergency-contacts.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { LookingAfterBand, useBackLink } from '#web/features/family/looking-after-band.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useCollection } from '#web/lib/collection.ts'
import { AlertHistory } from './alert-history.tsx'
import { ContactCard } from './contact-card.tsx'
import { ContactForm } from './contact-form.tsx'
import { CONTACTS_KEY, type EmergencyContact, contactBackends, useContactAlerts } from './api.ts'

/** News for the person after a change, shown by the list or by the add form. */
type Notice = { text: string; where: 'list' | 'add' }

/** Emergency Contacts (product.md 2, 4): the list with one-tap call and e-mail, inline edit, add form. */
export function EmergencyContactsPage() {
  const { t } = useTranslation()
  const { mode, list, create, update, remove } = useCollection(CONTACTS_KEY, contactBackends)
  const alerts = useContactAlerts()
  const [editingId, setEditingId] = useState<string | null>(null)
  const [focusEditOf, setFocusEditOf] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<EmergencyContact | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  // A new key empties the add form after a contact was added.
  const [addFormKey, setAddFormKey] = useState(0)
  const [focusList, setFocusList] = useState(0)
  const listHeading = useRef<HTMLHeadingElement>(null)

  // After a delete, the dialog's button is gone: focus goes to the list, once the dialog has
  // finished returning focus (it does so on a zero-delay timer).
  useEffect(() => {
    if (focusList === 0) return
    const timer = window.setTimeout(() => listHeading.current?.focus(), 0)
    return () => window.clearTimeout(timer)
  }, [focusList])

  // Opening another contact closes the one being edited; its unsaved changes are dropped.
  const handleEdit = (id: string) => {
    update.reset()
    setNotice(null)
    setFocusEditOf(null)
    setEditingId(id)
  }
  const handleStopEditing = (id: string) => {
    setEditingId(null)
    setFocusEditOf(id)
  }
  const handleSave = (contact: EmergencyContact, input: EmergencyContactInput) =>
    update.mutate(
      { id: contact.id, input },
      {
        onSuccess: () => {
          handleStopEditing(contact.id)
          setNotice({ where: 'list', text: t('Changes to {{name}} were saved.', { name: input.name }) })
        },
      },
    )
  const handleAdd = (input: EmergencyContactInput) => {
    setNotice(null)
    create.mutate(input, {
      onSuccess: () => {
        setAddFormKey(addFormKey + 1)
        setNotice({ where: 'add', text: t('{{name}} was added to your emergency contacts.', { name: input.name }) })
      },
    })
  }
  const handleDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setNotice({ where: 'list', text: t('{{name}} was deleted.', { name: deleting.name }) })
        setDeleting(null)
        setFocusList(focusList + 1)
      },
      onError: () => toast.error(t('We could not delete this contact. Please try again.')),
    })
  }

  const contacts = list.data ?? []
  const backLink = useBackLink({ to: '/user-settings', label: t('Back') })
  return (
    <SimplePage title={t('Emergency Contacts')} back={backLink}>
      <LookingAfterBand area="contacts">
        <div className="space-y-8">
          <section aria-labelledby="contacts-heading" className="space-y-4">
            <h2 id="contacts-heading" ref={listHeading} tabIndex={-1} className="text-2xl font-bold">
              {t('Your contacts')}
            </h2>
            {mode === 'local' ? (
              <p className="text-ink-soft">
                {t('These contacts are kept on this device. Sign in to keep them with your account.')}
              </p>
            ) : null}
            {notice?.where === 'list' ? <Alert tone="success">{notice.text}</Alert> : null}
            {list.isPending ? (
              <Spinner label={t('Loading your contacts…')} className="py-8" />
            ) : list.isError ? (
              <Alert tone="error">
                <p>{t('We could not load your emergency contacts.')}</p>
                <Button variant="outline" className="mt-3" onClick={() => void list.refetch()}>
                  {t('Try Again')}
                </Button>
              </Alert>
            ) : contacts.length === 0 ? (
              <Card className="space-y-2">
                <p className="text-xl font-bold">{t('No emergency contacts yet')}</p>
                <p>{t('Add someone you trust, so you can call or e-mail them with one tap when you need help.')}</p>
              </Card>
            ) : (
              <ul className="space-y-4">
                {contacts.map((contact) => (
                  <li key={contact.id}>
                    <ContactCard
                      contact={contact}
                      editing={editingId === contact.id}
                      saving={update.isPending}
                      saveError={update.error}
                      focusEdit={focusEditOf === contact.id}
                      onEdit={() => handleEdit(contact.id)}
                      onCancel={() => handleStopEditing(contact.id)}
                      onSave={(input) => handleSave(contact, input)}
                      onDelete={() => setDeleting(contact)}
                      onAlertsChange={
                        mode === 'server'
                          ? (on) => alerts.mutate({ id: contact.id, on, name: contact.name })
                          : undefined
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
            {mode === 'server' ? <AlertHistory /> : null}
          </section>
          <Card className="space-y-4">
            <h2 id="add-contact-heading" className="text-2xl font-bold">
              {t('Add Contact')}
            </h2>
            {notice?.where === 'add' ? <Alert tone="success">{notice.text}</Alert> : null}
            <ContactForm
              key={addFormKey}
              labelledBy="add-contact-heading"
              busy={create.isPending}
              error={create.error}
              onSave={handleAdd}
            />
          </Card>
        </div>
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('Delete {{name}}?', { name: deleting?.name ?? '' })}
          description={<p>{t('Are you sure you want to delete this contact?')}</p>}
          cancelLabel={t('Cancel')}
          confirmLabel={t('Delete')}
          onConfirm={handleDelete}
          busy={remove.isPending}
          tone="danger"
        />
      </LookingAfterBand>
    </SimplePage>
  )
}
