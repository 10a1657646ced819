import { useEffect, useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { isFlagSet, plainKeys } from '#web/lib/local-store.ts'
import { signUpFields } from '#shared/schemas/account.ts'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { AppLink } from '#web/components/ui/app-link.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { getStoredQuestionnaire, getUserType } from '#web/features/onboarding/questionnaire-store.ts'
import { signUp } from './api.ts'
import { AuthCard } from './auth-card.tsx'
import { signUpMessage } from './messages.ts'
import { EmailField, NewPasswordFields, useAccountForm } from './account-form.tsx'

const viewedBoth = () => isFlagSet(plainKeys.viewedTerms) && isFlagSet(plainKeys.viewedPrivacy)

/** Account creation (product.md 2 and 5), after the questionnaire. */
export function SignupPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const userType = getUserType()
  const [termsViewed, setTermsViewed] = useState(viewedBoth)

  // The terms open in another tab; coming back (focus) or that tab's write (storage) re-reads the flags.
  useEffect(() => {
    const reread = () => setTermsViewed(viewedBoth())
    window.addEventListener('focus', reread)
    window.addEventListener('storage', reread)
    return () => {
      window.removeEventListener('focus', reread)
      window.removeEventListener('storage', reread)
    }
  }, [])

  const { form, busy, error, onSubmit } = useAccountForm({
    schema: signUpFields,
    defaultValues: { email: '', password: '', confirm: '', agreed: false },
    work: async ({ email, password }) => {
      const answers = getStoredQuestionnaire()
      const name = [answers?.firstName, answers?.lastName].filter(Boolean).join(' ') || email
      const result = await signUp(email, password, name)
      if (!result.ok) return signUpMessage(t, result.failure)
      await navigate('/login', {
        state: {
          message: t('Account created! Please check your email for a verification link, then sign in.'),
          email,
        },
      })
    },
  })
  const [email, password, confirm, agreed] = form.watch(['email', 'password', 'confirm', 'agreed'])

  if (!userType) return <Navigate to="/questionnaire" replace />

  return (
    <AuthCard
      title={t('Create your account')}
      back={{ to: '/questionnaire', label: t('Back') }}
      subtitle={
        <p className="inline-block rounded-full bg-tint px-4 py-1 text-lg font-bold text-primary">
          {userType === 'elder' ? t('Senior Account') : t('Caretaker Account')}
        </p>
      }
    >
      <FormProvider {...form}>
        <form onSubmit={onSubmit} className="space-y-5" noValidate>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <EmailField />
          <NewPasswordFields labels={{ password: t('Password'), confirm: t('Confirm password') }} />
          <div className="space-y-2">
            <label className="flex min-h-target items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 size-6 shrink-0 accent-[var(--color-primary)] disabled:opacity-60"
                disabled={!termsViewed}
                aria-describedby={termsViewed ? undefined : 'terms-hint'}
                {...form.register('agreed')}
              />
              <span>{t('I agree to the Terms of Service and Privacy Policy')}</span>
            </label>
            <a
              href="/terms-and-privacy"
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-target items-center font-semibold"
            >
              {t('Read the Terms of Service and Privacy Policy (opens in a new tab)')}
            </a>
            {termsViewed ? null : (
              <p id="terms-hint" className="text-ink-soft">
                {t('You must view the Terms of Service and Privacy Policy before continuing')}
              </p>
            )}
          </div>
          <Button
            type="submit"
            size="large"
            className="w-full"
            disabled={busy || !email || !password || !confirm || !agreed}
          >
            {busy ? t('Creating your account…') : t('Create Account')}
          </Button>
          <p className="text-center">
            {t('Already have an account?')}{' '}
            <AppLink to="/login" className="inline-flex min-h-target items-center font-semibold">
              {t('Sign In')}
            </AppLink>
          </p>
        </form>
      </FormProvider>
    </AuthCard>
  )
}
