import { useEffect, useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { newPasswordForm } from '#shared/schemas/account.ts'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { NewPasswordFields, useAccountForm } from './account-form.tsx'
import { isResetLinkValid, resetPassword } from './api.ts'
import { AuthCard } from './auth-card.tsx'
import { resetMessage } from './messages.ts'
import { useRedirectAfter } from './use-redirect-after.ts'

type LinkState = 'validating' | 'invalid' | 'missing' | 'form' | 'success'

/** Sets a new password from a recovery link (product.md 2 and 4). */
export function ResetPasswordPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get('token') ?? params.get('access_token') ?? ''
  const [state, setState] = useState<LinkState>(token ? 'validating' : 'missing')

  useEffect(() => {
    if (!token) return
    let current = true
    isResetLinkValid(token).then(
      (valid) => current && setState(valid ? 'form' : 'invalid'),
      () => current && setState('invalid'),
    )
    return () => {
      current = false
    }
  }, [token])

  useRedirectAfter(state === 'success', '/login', {
    state: { message: t('Your password has been updated. Please sign in with your new password.') },
  })

  const { form, busy, error, onSubmit } = useAccountForm({
    schema: newPasswordForm,
    defaultValues: { password: '', confirm: '' },
    work: async ({ password }) => {
      const result = await resetPassword(token, password)
      if (!result.ok) return resetMessage(t, result.failure)
      setState('success')
    },
  })
  const [password, confirm] = form.watch(['password', 'confirm'])

  const title = t('Set a new password')
  if (state === 'validating') {
    return (
      <AuthCard title={title}>
        <Spinner label={t('Checking your link…')} />
      </AuthCard>
    )
  }
  if (state === 'invalid' || state === 'missing') {
    return (
      <AuthCard title={title}>
        <Alert tone="error">
          {state === 'missing'
            ? t('Invalid reset link. Please request a new password reset.')
            : t('Invalid or expired reset link. Please request a new password reset.')}
        </Alert>
        <ButtonLink to="/forgot-password" size="large" className="w-full">
          {t('Request a new link')}
        </ButtonLink>
      </AuthCard>
    )
  }
  if (state === 'success') {
    return (
      <AuthCard title={title}>
        <Alert tone="success">{t('Your password has been updated. Taking you to sign in…')}</Alert>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={title}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} className="space-y-5" noValidate>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <NewPasswordFields labels={{ password: t('New password'), confirm: t('Confirm new password') }} />
          <Button type="submit" size="large" className="w-full" disabled={busy || !password || !confirm}>
            {busy ? t('Saving…') : t('Update Password')}
          </Button>
        </form>
      </FormProvider>
    </AuthCard>
  )
}
