import { CircleCheck, CircleX } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useSearchParams } from 'react-router'
import { ButtonLink } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { type AuthResult, verifyEmail } from './auth-api.ts'
import { AuthCard } from './auth-card.tsx'
import { useSession } from './session.ts'
import { useRedirectAfter } from './use-redirect-after.ts'

// A link works once: the same token is sent once even when React runs the effect twice.
const verifications = new Map<string, Promise<AuthResult>>()
const verifyOnce = (token: string) => {
  if (!verifications.has(token)) verifications.set(token, verifyEmail(token))
  return verifications.get(token)!
}

/** Where the e-mail verification link lands (SPEC.md 2, auth callback). */
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
  const [result, setResult] = useState<AuthResult | null>(null)

  useEffect(() => {
    let current = true
    void verifyOnce(token).then((outcome) => current && setResult(outcome))
    return () => {
      current = false
    }
  }, [token])

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
    return (
      <AuthCard title={t('Email Verified Successfully!')}>
        <CircleCheck aria-hidden className="size-14 text-primary" />
        <p role="status" className="text-lg">
          {t('Thank you. Taking you to sign in…')}
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('Verification Failed')}>
      <CircleX aria-hidden className="size-14 text-danger" />
      <p role="alert" className="text-lg">
        {result.failure.status === 0
          ? t('An unexpected error occurred. Please try again.')
          : verifyReason(t, result.failure.message)}
      </p>
      <ButtonLink to="/login" size="large" className="w-full">
        {t('Go to Login')}
      </ButtonLink>
    </AuthCard>
  )
}

function verifyReason(t: ReturnType<typeof useTranslation>['t'], message = ''): string {
  if (message.includes('expired')) return t('This link has expired. Please sign up again or ask for a new link.')
  return t('This link is not valid or has already been used.')
}
