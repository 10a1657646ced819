import { CalendarDays, Pencil, Plus, Printer, Stethoscope, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { toast } from '#web/components/ui/toast.ts'
import type { MedicalRecordInput } from '#shared/schemas/medical-records.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { LookingAfterBand, useBackLink } from '#web/features/family/looking-after-band.tsx'
import { useActingFor } from '#web/lib/acting-for.ts'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { useSession } from '#web/features/auth/api.ts'
import { Card } from '#web/components/ui/card.tsx'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useCollection } from '#web/lib/collection.ts'
import { LocalSummaryScreen } from './local-summary-screen.tsx'
import { RecordForm } from './record-form.tsx'
import { type MedicalRecord, formatRecordDate, medicalBackends, statusLabels, typeLabels } from './api.ts'
import { AddedBy } from '#web/features/family/added-by.tsx'

/** Medical history (product.md 2): records newest first; add, edit and delete; a printable summary. */
export function MedicalHistoryPage() {
  const { t, i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const records = useCollection('medical-records', medicalBackends)
  const [editing, setEditing] = useState<MedicalRecord | 'new' | null>(null)
  const [deleting, setDeleting] = useState<MedicalRecord | null>(null)
  const types = typeLabels(t)
  const statuses = statusLabels(t)
  const backLink = useBackLink({ to: '/homepage', label: t('Back') })
  const lookingAfter = useActingFor()

  // Signed in, the summary for the doctor is made by the server (for the person looked after too);
  // signed out, the same summary is made in the browser from what it keeps.
  const signedIn = Boolean(useSession().data)
  if (!signedIn && !lookingAfter && params.get('view') === 'print') {
    return <LocalSummaryScreen records={records.list.data ?? []} onClose={() => setParams({})} />
  }

  const save = (input: MedicalRecordInput) => {
    const done = { onSuccess: () => setEditing(null) }
    if (editing && editing !== 'new') records.update.mutate({ id: editing.id, input }, done)
    else records.create.mutate(input, done)
  }
  const saving = records.create.isPending || records.update.isPending
  const saveError = records.create.error ?? records.update.error
  const openForm = (target: MedicalRecord | 'new') => {
    records.create.reset()
    records.update.reset()
    setEditing(target)
  }

  const confirmDelete = () => {
    if (!deleting) return
    records.remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: () => {
        setDeleting(null)
        toast.error(t('Failed to delete the record. Please try again.'))
      },
    })
  }

  const list = records.list.data ?? []
  return (
    <SimplePage title={t('Medical History')} back={backLink}>
      <LookingAfterBand area="medical">
        <div className="mb-6 flex flex-wrap gap-3">
          <Button size="large" onClick={() => openForm('new')}>
            <Plus aria-hidden />
            {t('Add Record')}
          </Button>
          {signedIn ? (
            <ButtonLink to="/doctor-summary" size="large" variant="outline">
              <Stethoscope aria-hidden />
              {t("Prepare for a doctor's visit")}
            </ButtonLink>
          ) : list.length > 0 ? (
            <Button size="large" variant="outline" onClick={() => setParams({ view: 'print' })}>
              <Printer aria-hidden />
              {t('Print summary')}
            </Button>
          ) : null}
        </div>
        {records.list.isPending ? (
          <Spinner label={t('Loading')} />
        ) : records.list.isError ? (
          <p role="alert" className="text-lg text-danger">
            {t('We could not load your records. Please try again.')}
          </p>
        ) : list.length === 0 ? (
          <Card className="text-center">
            <Stethoscope aria-hidden className="mx-auto size-12 text-primary" />
            <p className="mt-3 text-xl font-bold">{t('No medical records yet')}</p>
            <p className="mt-1 text-ink-soft">
              {t('Add appointments, medications, tests and vaccinations to keep them in one place.')}
            </p>
          </Card>
        ) : (
          <ul className="space-y-4" aria-label={t('Medical records')}>
            {list.map((record) => (
              <li key={record.id}>
                <Card>
                  <article aria-label={record.title}>
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="rounded-full bg-tint px-3 py-1 font-semibold text-primary">
                        {types[record.type]}
                      </span>
                      {record.status ? (
                        <span className="rounded-full border border-ink-soft px-3 py-1 font-semibold">
                          {statuses[record.status]}
                        </span>
                      ) : null}
                    </div>
                    <h2 className="mt-2 text-2xl font-bold">{record.title}</h2>
                    <p className="mt-1 flex items-center gap-2 text-lg">
                      <CalendarDays aria-hidden className="size-5 text-primary" />
                      {formatRecordDate(record.date, i18n.language)}
                      {record.doctor ? ` · ${t('Doctor: {{doctor}}', { doctor: record.doctor })}` : ''}
                    </p>
                    {record.notes ? <p className="mt-2 whitespace-pre-line text-ink-soft">{record.notes}</p> : null}
                    <AddedBy name={record.addedBy} className="mt-2" />
                    <div className="mt-4 flex flex-wrap gap-3">
                      <Button
                        variant="outline"
                        onClick={() => openForm(record)}
                        aria-label={t('Edit {{title}}', { title: record.title })}
                      >
                        <Pencil aria-hidden />
                        {t('Edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        onClick={() => setDeleting(record)}
                        aria-label={t('Delete {{title}}', { title: record.title })}
                      >
                        <Trash2 aria-hidden />
                        {t('Delete')}
                      </Button>
                    </div>
                  </article>
                </Card>
              </li>
            ))}
          </ul>
        )}
        <Dialog
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          title={editing === 'new' ? t('Add a medical record') : t('Edit medical record')}
        >
          {editing !== null ? (
            <RecordForm
              key={editing === 'new' ? 'new' : editing.id}
              record={editing === 'new' ? undefined : editing}
              busy={saving}
              error={saveError}
              onSave={save}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </Dialog>
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('Delete this record?')}
          description={<p>{t('Are you sure you want to delete this medical record? This action cannot be undone.')}</p>}
          cancelLabel={t('Cancel')}
          confirmLabel={t('Delete')}
          tone="danger"
          busy={records.remove.isPending}
          onConfirm={confirmDelete}
        />
      </LookingAfterBand>
    </SimplePage>
  )
}
