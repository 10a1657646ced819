import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { GoogleExchangeInput } from '#shared/schemas/google-calendar.ts'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { AuthCard } from '#web/features/auth/auth-card.tsx'
import { LinkOutcome, useOneUseLink } from '#web/features/auth/one-use-link.tsx'
import { ProtectedRoute } from '#web/features/auth/protected-route.tsx'
import { useRedirectAfter } from '#web/features/auth/use-redirect-after.ts'
import { calendarKeys, exchangeGoogleCode, googleErrorText } from './api.ts'

type Outcome = { ok: true } | { ok: false; error: unknown }

/**
 * /auth/google-callback (product.md 2): where Google's consent screen sends the person back, with a
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
  const outcome = useOneUseLink(`google:${code}`, () =>
    exchangeGoogleCode({ code, state }).then(
      async (): Promise<Outcome> => {
        // The calendar is now Google's: the widgets and the connection status read it afresh.
        await queryClient.invalidateQueries({ queryKey: calendarKeys.all })
        return { ok: true }
      },
      (error: unknown): Outcome => ({ ok: false, error }),
    ),
  )

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
    <LinkOutcome
      ok
      title={t('Google Calendar Connected!')}
      message={t('Sage can now see and add your events. Taking you back to the chat…')}
    />
  )
}

function Failed({ message }: { message: string }) {
  const { t } = useTranslation()
  return (
    <LinkOutcome
      ok={false}
      title={t('Connection Failed')}
      message={message}
      action={{ to: '/homepage', label: t('Return to Home') }}
    />
  )
}
