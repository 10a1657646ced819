import { useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { passwordChangeFields } from '#shared/schemas/account.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { NewPasswordFields, useAccountForm } from '#web/features/auth/account-form.tsx'
import { changePassword } from '#web/features/auth/api.ts'
import { changePasswordMessage } from '#web/features/auth/messages.ts'

const empty = { current: '', password: '', confirm: '' }

/**
 * Change password (product.md 2): three fields, a confirmation, then a plain answer. The shared
 * rules are checked first, so the person is not asked to confirm a change that cannot be made.
 */
export function PasswordCard() {
  const { t } = useTranslation()
  // The checked passwords, waiting for "Yes, change it".
  const [pending, setPending] = useState<{ current: string; password: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const { form, error, onSubmit } = useAccountForm({
    schema: passwordChangeFields,
    defaultValues: empty,
    mismatch: t('New passwords do not match'),
    work: ({ current, password }) => {
      setOutcome(null)
      setPending({ current, password })
      return undefined
    },
  })
  const anyEmpty = form.watch(['current', 'password', 'confirm']).some((value) => !value)

  const handleConfirm = async () => {
    if (!pending) return
    setBusy(true)
    const result = await changePassword(pending.current, pending.password)
    setBusy(false)
    setPending(null)
    if (!result.ok) return setOutcome({ tone: 'error', text: changePasswordMessage(t, result.failure) })
    form.reset(empty)
    setOutcome({ tone: 'success', text: t('Password updated successfully') })
  }

  // A refused field is said where an answer from the server would be.
  const shown = error ? { tone: 'error' as const, text: error } : outcome
  return (
    <Card>
      <h2 className="text-2xl font-bold">{t('Password')}</h2>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} className="mt-4 space-y-5" noValidate>
          {shown ? <Alert tone={shown.tone}>{shown.text}</Alert> : null}
          <Field
            label={t('Current password')}
            type="password"
            autoComplete="current-password"
            {...form.register('current')}
          />
          <NewPasswordFields labels={{ password: t('New password'), confirm: t('Confirm new password') }} />
          <Button type="submit" disabled={busy || anyEmpty}>
            {t('Change Password')}
          </Button>
        </form>
      </FormProvider>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null)
        }}
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
