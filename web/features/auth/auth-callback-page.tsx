import { useTranslation } from 'react-i18next'
import { Navigate, useSearchParams } from 'react-router'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSession, verifyEmail } from './api.ts'
import { AuthCard } from './auth-card.tsx'
import { LinkOutcome, useOneUseLink } from './one-use-link.tsx'
import { useRedirectAfter } from './use-redirect-after.ts'

/** Where the e-mail verification link lands (product.md 2, auth callback). */
export function AuthCallbackPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? params.get('access_token')
  const type = params.get('type')
  if (!token) return <NoToken />
  if (type !== 'signup') return <Navigate to="/homepage" replace />
  return <VerifyEmail token={token} />
}

function NoToken() {
  const { t } = useTranslation()
  const session = useSession()
  if (session.isPending) return <Spinner label={t('Loading')} className="min-h-dvh" />
  return <Navigate to={session.data ? '/homepage' : '/login'} replace />
}

function VerifyEmail({ token }: { token: string }) {
  const { t } = useTranslation()
  const result = useOneUseLink(`verify:${token}`, () => verifyEmail(token))

  useRedirectAfter(Boolean(result?.ok), '/login', {
    state: { message: t('Email verified successfully! You can now sign in.') },
  })

  if (!result) {
    return (
      <AuthCard title={t('Confirming your e-mail')}>
        <Spinner label={t('Confirming your e-mail…')} />
      </AuthCard>
    )
  }
  if (result.ok) {
    return <LinkOutcome ok title={t('Email Verified Successfully!')} message={t('Thank you. Taking you to sign in…')} />
  }
  return (
    <LinkOutcome
      ok={false}
      title={t('Verification Failed')}
      message={
        result.failure.status === 0
          ? t('An unexpected error occurred. Please try again.')
          : verifyReason(t, result.failure.message)
      }
      action={{ to: '/login', label: t('Go to Login') }}
    />
  )
}

function verifyReason(t: ReturnType<typeof useTranslation>['t'], message = ''): string {
  if (message.includes('expired')) return t('This link has expired. Please sign up again or ask for a new link.')
  return t('This link is not valid or has already been used.')
}
