import { useTranslation } from 'react-i18next'
import { Button } from './button.tsx'

export type FormActionsProps = {
  onCancel: () => void
  busy: boolean
  /** The submit button's words; 'Save' when left out. */
  submitLabel?: string
}

/** Cancel and the form's submit button: side by side, or stacked with the action on top on a phone. */
export function FormActions({ onCancel, busy, submitLabel }: FormActionsProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        {t('Cancel')}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? t('Saving…') : (submitLabel ?? t('Save'))}
      </Button>
    </div>
  )
}
