import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { signInFields } from '#shared/schemas/account.ts'
import { useTranslation } from 'react-i18next'
import { type Location, useLocation, useNavigate } from 'react-router'
import { AppLink } from '#web/components/ui/app-link.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { EmailField, useAccountForm } from './account-form.tsx'
import { sessionKeys, signIn } from './api.ts'
import { SendLinkAgain } from './send-link-again.tsx'
import { AuthCard } from './auth-card.tsx'
import { isUnconfirmed, signInMessage } from './messages.ts'
import { syncLocalData } from './sync.ts'

/** What earlier screens pass to the sign-in screen (sign-up passes the new account's address). */
export type LoginState = { message?: string; from?: Location; email?: string } | null

/** E-mail and password sign-in (product.md 2, 5 and 8). */
export function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const state = useLocation().state as LoginState
  // The account is not confirmed yet (just made, or the link never came): offer the link again.
  const [unconfirmed, setUnconfirmed] = useState(Boolean(state?.email))
  const { form, busy, error, onSubmit } = useAccountForm({
    schema: signInFields,
    defaultValues: { email: state?.email ?? '', password: '' },
    work: async ({ email, password }) => {
      const result = await signIn(email, password)
      if (!result.ok) {
        setUnconfirmed(isUnconfirmed(result.failure))
        return signInMessage(t, result.failure)
      }
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all })
      // What this browser kept for the person goes to the account; a failure retries next time.
      await syncLocalData().catch(() => false)
      const from = state?.from
      await navigate(from ? `${from.pathname}${from.search}` : '/homepage', { replace: true })
    },
  })
  const [email, password] = form.watch(['email', 'password'])

  return (
    <AuthCard title={t('Sign In')} back={{ to: '/', label: t('Back') }}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} className="space-y-5" noValidate>
          {state?.message && !error ? <Alert tone="success">{state.message}</Alert> : null}
          {error ? <Alert tone="error">{error}</Alert> : null}
          <EmailField />
          <Field label={t('Password')} type="password" autoComplete="current-password" {...form.register('password')} />
          <Button type="submit" size="large" className="w-full" disabled={busy || !email || !password}>
            {busy ? t('Signing in…') : t('Sign In')}
          </Button>
          {unconfirmed && email.trim() ? <SendLinkAgain email={email.trim()} /> : null}
          <div className="flex flex-col items-center gap-1">
            <AppLink to="/forgot-password" className="inline-flex min-h-target items-center font-semibold">
              {t('Forgot your password?')}
            </AppLink>
            <p>
              {t('New to Sage?')}{' '}
              <AppLink to="/signup" className="inline-flex min-h-target items-center font-semibold">
                {t('Create an account')}
              </AppLink>
            </p>
          </div>
        </form>
      </FormProvider>
    </AuthCard>
  )
}
