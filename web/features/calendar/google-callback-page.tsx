import { useQueryClient } from '@tanstack/react-query'
import { CircleCheck, CircleX } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { GoogleExchangeInput } from '#shared/schemas/google-calendar.ts'
import { ButtonLink } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { AuthCard } from '#web/features/auth/auth-card.tsx'
import { ProtectedRoute } from '#web/features/auth/protected-route.tsx'
import { useRedirectAfter } from '#web/features/auth/use-redirect-after.ts'
import { calendarKeys } from './calendar-queries.ts'
import { exchangeGoogleCode, googleErrorText } from './google-calendar-api.ts'

type Outcome = { ok: true } | { ok: false; error: unknown }

// A code works once: it is sent once even when React runs the effect twice.
const exchanges = new Map<string, Promise<Outcome>>()
const exchangeOnce = (input: GoogleExchangeInput) => {
  if (!exchanges.has(input.code)) {
    exchanges.set(
      input.code,
      exchangeGoogleCode(input).then(
        (): Outcome => ({ ok: true }),
        (error: unknown): Outcome => ({ ok: false, error }),
      ),
    )
  }
  return exchanges.get(input.code)!
}

/**
 * /auth/google-callback (SPEC.md 2): where Google's consent screen sends the person back, with a
 * code or an error. For a signed-in person only: the connection is theirs.
 */
export function GoogleCallbackPage() {
  return (
    <ProtectedRoute>
      <GoogleCallback />
    </ProtectedRoute>
  )
}

function GoogleCallback() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const error = params.get('error')
  const code = params.get('code')
  if (error) return <Failed message={t('Authorization failed: {{error}}', { error })} />
  if (!code) return <Failed message={t('No authorization code received')} />
  return <Exchange code={code} state={params.get('state') ?? ''} />
}

function Exchange({ code, state }: GoogleExchangeInput) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  useEffect(() => {
    let current = true
    void exchangeOnce({ code, state }).then(async (result) => {
      // The calendar is now Google's: the widgets and the connection status read it afresh.
      if (result.ok) await queryClient.invalidateQueries({ queryKey: calendarKeys.all })
      if (current) setOutcome(result)
    })
    return () => {
      current = false
    }
  }, [code, state, queryClient])

  useRedirectAfter(Boolean(outcome?.ok), '/homepage')

  if (!outcome) {
    return (
      <AuthCard title={t('Connecting Google Calendar')}>
        <Spinner label={t('Connecting your Google Calendar…')} />
      </AuthCard>
    )
  }
  if (!outcome.ok) return <Failed message={googleErrorText(t, outcome.error)} />
  return (
    <AuthCard title={t('Google Calendar Connected!')}>
      <CircleCheck aria-hidden className="size-14 text-primary" />
      <p role="status" className="text-lg">
        {t('Sage can now see and add your events. Taking you back to the chat…')}
      </p>
    </AuthCard>
  )
}

function Failed({ message }: { message: string }) {
  const { t } = useTranslation()
  return (
    <AuthCard title={t('Connection Failed')}>
      <CircleX aria-hidden className="size-14 text-danger" />
      <p role="alert" className="text-lg">
        {message}
      </p>
      <ButtonLink to="/homepage" size="large" className="w-full">
        {t('Return to Home')}
      </ButtonLink>
    </AuthCard>
  )
}
