import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { requestPasswordReset } from './auth-api.ts'
import { AuthCard } from './auth-card.tsx'
import { resetMessage } from './messages.ts'
import { useSubmit } from './use-submit.ts'

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation()
  // A mail about a paused sign-in links here with the address filled in.
  const [params] = useSearchParams()
  const [email, setEmail] = useState(params.get('email') ?? '')
  const [sent, setSent] = useState(false)
  const { busy, error, onSubmit } = useSubmit(async () => {
    const result = await requestPasswordReset(email.trim())
    if (!result.ok) return resetMessage(t, result.failure)
    setSent(true)
  })

  if (sent) {
    return (
      <AuthCard title={t('Check Your Email')}>
        <MailCheck aria-hidden className="size-14 text-primary" />
        <p className="text-lg">
          {t(
            'If an account exists for {{email}}, we have sent it a link to set a new password. The link works for 1 hour.',
            {
              email: email.trim(),
            },
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
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field
          label={t('Email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" size="large" className="w-full" disabled={busy || !email.trim()}>
          {busy ? t('Sending…') : t('Send Reset Link')}
        </Button>
      </form>
    </AuthCard>
  )
}
