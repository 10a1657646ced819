import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { resetRequestFields } from '#shared/schemas/account.ts'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { EmailField, useAccountForm } from './account-form.tsx'
import { requestPasswordReset } from './api.ts'
import { AuthCard } from './auth-card.tsx'
import { resetMessage } from './messages.ts'

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation()
  // A mail about a paused sign-in links here with the address filled in.
  const [params] = useSearchParams()
  // The address the link went to, once sent.
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { form, busy, error, onSubmit } = useAccountForm({
    schema: resetRequestFields,
    defaultValues: { email: params.get('email') ?? '' },
    work: async ({ email }) => {
      const result = await requestPasswordReset(email)
      if (!result.ok) return resetMessage(t, result.failure)
      setSentTo(email)
    },
  })

  if (sentTo !== null) {
    return (
      <AuthCard title={t('Check Your Email')}>
        <MailCheck aria-hidden className="size-14 text-primary" />
        <p className="text-lg">
          {t(
            'If an account exists for {{email}}, we have sent it a link to set a new password. The link works for 1 hour.',
            { email: sentTo },
          )}
        </p>
        <p className="text-ink-soft">{t('No e-mail after a few minutes? Look in your spam folder, or try again.')}</p>
        <ButtonLink to="/login" size="large" className="w-full">
          {t('Back to Sign In')}
        </ButtonLink>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('Forgot your password?')} back={{ to: '/login', label: t('Back') }}>
      <p className="text-lg">
        {t('Type the e-mail address of your account and we will send you a link to set a new password.')}
      </p>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} className="space-y-5" noValidate>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <EmailField />
          <Button type="submit" size="large" className="w-full" disabled={busy || !form.watch('email').trim()}>
            {busy ? t('Sending…') : t('Send Reset Link')}
          </Button>
        </form>
      </FormProvider>
    </AuthCard>
  )
}
