import { useQuery } from '@tanstack/react-query'
import { Pencil, Trash2, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { daysOfPillsLeft, refillSoon } from '#shared/medications/schedule.ts'
import type { Medication, MedicationInput } from '#shared/schemas/medications.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { toast } from '#web/components/ui/toast.ts'
import { ProtectedRoute } from '#web/features/auth/protected-route.tsx'
import { AddedBy } from '#web/features/family/added-by.tsx'
import { LookingAfterBand, useBackLink } from '#web/features/family/looking-after-band.tsx'
import { localDate } from '#web/lib/local-date.ts'
import { medicationsQuery, useMedicationChanges } from './api.ts'
import { DoseHistory } from './dose-history.tsx'
import { ProfileSuggestions } from './profile-suggestions.tsx'
import type { SuggestedMedication } from '#shared/medications/from-text.ts'
import { MedicationForm } from './medication-form.tsx'
import { foodWords, medicationLabel, scheduleWords } from './words.ts'

/** Settings > Medications: the person's medicines, a form to add one, and what they took. */
export function MedicationsPage() {
  const { t } = useTranslation()
  const backLink = useBackLink({ to: '/user-settings', label: t('Back') })
  return (
    <SimplePage title={t('Medications')} back={backLink}>
      <ProtectedRoute>
        <LookingAfterBand area="medications">
          <Medications />
        </LookingAfterBand>
      </ProtectedRoute>
    </SimplePage>
  )
}

function Medications() {
  const { t } = useTranslation()
  const list = useQuery(medicationsQuery)
  const { create, update, remove } = useMedicationChanges()
  const [editing, setEditing] = useState<Medication | null>(null)
  const [deleting, setDeleting] = useState<Medication | null>(null)
  const [added, setAdded] = useState<string | null>(null)
  const [formKey, setFormKey] = useState(0)
  const [prefill, setPrefill] = useState<SuggestedMedication | undefined>()
  const handleChoose = (suggestion: SuggestedMedication) => {
    setAdded(null)
    setPrefill(suggestion)
    setFormKey(formKey + 1)
    // The form is below: bring it into view with its first field ready.
    requestAnimationFrame(() => {
      const form = document.getElementById('add-medication-heading')
      form?.scrollIntoView({ block: 'start' })
      form?.parentElement?.querySelector('input')?.focus({ preventScroll: true })
    })
  }

  const handleAdd = (input: MedicationInput) => {
    setAdded(null)
    create.mutate(input, {
      onSuccess: () => {
        setPrefill(undefined)
        setFormKey(formKey + 1)
        setAdded(t('{{name}} was added. Sage will remind you at its times.', { name: medicationLabel(input) }))
      },
    })
  }
  const handleSave = (input: MedicationInput) => {
    if (!editing) return
    update.mutate(
      { id: editing.id, input },
      {
        onSuccess: () => {
          toast.success(t('Changes to {{name}} were saved.', { name: medicationLabel(input) }))
          setEditing(null)
        },
      },
    )
  }
  const handleDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('{{name}} was deleted.', { name: medicationLabel(deleting) }))
        setDeleting(null)
      },
      onError: () => toast.error(t('We could not delete this medicine. Please try again.')),
    })
  }

  const medications = list.data ?? []
  return (
    <div className="space-y-8">
      <section aria-labelledby="medications-heading" className="space-y-4">
        <h2 id="medications-heading" className="text-2xl font-bold">
          {t('Your medicines')}
        </h2>
        {list.isPending ? (
          <Spinner label={t('Loading your medicines…')} className="py-8" />
        ) : list.isError ? (
          <Alert tone="error">
            <p>{t('We could not load your medicines.')}</p>
            <Button variant="outline" className="mt-3" onClick={() => void list.refetch()}>
              {t('Try Again')}
            </Button>
          </Alert>
        ) : medications.length === 0 ? (
          <Card className="space-y-2">
            <p className="text-xl font-bold">{t('No medicines yet')}</p>
            <p>{t('Add each medicine you take, and Sage will remind you at its times.')}</p>
          </Card>
        ) : (
          <ul className="space-y-4">
            {medications.map((medication) => (
              <li key={medication.id}>
                <MedicationCard
                  medication={medication}
                  onEdit={() => {
                    update.reset()
                    setEditing(medication)
                  }}
                  onDelete={() => setDeleting(medication)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {medications.length ? <DoseHistory medications={medications} /> : null}
      {list.isSuccess ? <ProfileSuggestions medications={medications} onChoose={handleChoose} /> : null}
      <Card className="space-y-4">
        <h2 id="add-medication-heading" className="text-2xl font-bold">
          {t('Add a medicine')}
        </h2>
        {added ? <Alert tone="success">{added}</Alert> : null}
        <MedicationForm
          key={formKey}
          prefill={prefill}
          labelledBy="add-medication-heading"
          busy={create.isPending}
          error={create.error}
          onSave={handleAdd}
        />
      </Card>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={t('Change {{name}}', { name: editing ? medicationLabel(editing) : '' })}
      >
        {editing ? (
          <MedicationForm
            medication={editing}
            busy={update.isPending}
            error={update.error}
            onSave={handleSave}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('Delete {{name}}?', { name: deleting ? medicationLabel(deleting) : '' })}
        description={<p>{t('Its reminders stop, and the record of its doses is deleted too.')}</p>}
        cancelLabel={t('Cancel')}
        confirmLabel={t('Delete')}
        onConfirm={handleDelete}
        busy={remove.isPending}
        tone="danger"
      />
    </div>
  )
}

/** One medicine: what, when, with food or not, pills left, and its buttons. */
function MedicationCard({
  medication,
  onEdit,
  onDelete,
}: {
  medication: Medication
  onEdit: () => void
  onDelete: () => void
}) {
  const { t, i18n } = useTranslation()
  const label = medicationLabel(medication)
  const food = foodWords(medication.food, t)
  const daysLeft = daysOfPillsLeft(medication)
  const ended = Boolean(medication.endDate && medication.endDate < localDate())
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h3 className="text-2xl font-bold">{label}</h3>
        {medication.purpose ? (
          <span className="text-lg text-ink-soft">{t('for {{purpose}}', { purpose: medication.purpose })}</span>
        ) : null}
      </div>
      <p className="text-lg">{scheduleWords(medication.schedule, t, i18n.language)}</p>
      {food ? <p className="text-lg">{food}</p> : null}
      {medication.important ? (
        <p className="font-semibold text-primary">{t('Important: your family is told if a dose is missed.')}</p>
      ) : null}
      {ended ? <p className="text-ink-soft">{t('Finished')}</p> : null}
      {medication.pillsLeft != null ? (
        refillSoon(medication) ? (
          <p className="flex items-center gap-2 font-semibold text-danger">
            <TriangleAlert aria-hidden className="size-6" />
            {t('Refill soon: only {{count}} left.', { count: medication.pillsLeft })}
          </p>
        ) : (
          <p className="text-ink-soft">
            {daysLeft != null
              ? t('Pills left: {{count}}, enough for about {{days}} days.', {
                  count: medication.pillsLeft,
                  days: daysLeft,
                })
              : t('Pills left: {{count}}.', { count: medication.pillsLeft })}
          </p>
        )
      ) : null}
      <AddedBy name={medication.addedBy} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden />
          {t('Change')}
          <span className="sr-only">{label}</span>
        </Button>
        <Button variant="ghost" onClick={onDelete}>
          <Trash2 aria-hidden />
          {t('Delete')}
          <span className="sr-only">{label}</span>
        </Button>
      </div>
    </Card>
  )
}
