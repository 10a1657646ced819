import { type FormEvent, useState } from 'react'
import { PASSWORD_MIN_LENGTH } from '#shared/schemas/account.ts'
import { useTranslation } from 'react-i18next'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { changePassword } from '#web/features/auth/auth-api.ts'
import { changePasswordMessage } from '#web/features/auth/messages.ts'

const empty = { current: '', next: '', confirm: '' }

/** Change password (product.md 2): three fields, a confirmation, then a plain answer. */
export function PasswordCard() {
  const { t } = useTranslation()
  const [fields, setFields] = useState(empty)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const anyEmpty = !fields.current || !fields.next || !fields.confirm
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [key]: event.target.value })

  const handleOpen = (event: FormEvent) => {
    event.preventDefault()
    setOutcome(null)
    setConfirming(true)
  }

  const handleConfirm = async () => {
    const fail = (text: string) => {
      setConfirming(false)
      setOutcome({ tone: 'error', text })
    }
    if (fields.next !== fields.confirm) return fail(t('New passwords do not match'))
    if (fields.next.length < PASSWORD_MIN_LENGTH) return fail(t('Password must be at least 6 characters long'))
    setBusy(true)
    const result = await changePassword(fields.current, fields.next)
    setBusy(false)
    if (!result.ok) return fail(changePasswordMessage(t, result.failure))
    setFields(empty)
    setConfirming(false)
    setOutcome({ tone: 'success', text: t('Password updated successfully') })
  }

  return (
    <Card>
      <h2 className="text-2xl font-bold">{t('Password')}</h2>
      <form onSubmit={handleOpen} className="mt-4 space-y-5" noValidate>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <Field
          label={t('Current password')}
          type="password"
          autoComplete="current-password"
          value={fields.current}
          onChange={set('current')}
        />
        <Field
          label={t('New password')}
          type="password"
          autoComplete="new-password"
          hint={t('At least 6 characters. Avoid common passwords.')}
          value={fields.next}
          onChange={set('next')}
        />
        <Field
          label={t('Confirm new password')}
          type="password"
          autoComplete="new-password"
          value={fields.confirm}
          onChange={set('confirm')}
        />
        <Button type="submit" disabled={busy || anyEmpty}>
          {t('Change Password')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('Change your password?')}
        description={
          <>
            <p>
              {t(
                'Are you sure you want to change your password? You’ll need to use your new password the next time you log in.',
              )}
            </p>
            <p className="text-ink-soft">
              {t('You will be signed out on your other devices and will need to log in again there.')}
            </p>
          </>
        }
        cancelLabel={t('Cancel')}
        confirmLabel={busy ? t('Changing…') : t('Yes, change it')}
        busy={busy}
        onConfirm={() => void handleConfirm()}
      />
    </Card>
  )
}
