import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { QUIET_SESSION_TRIES, useSession } from './api.ts'

export type ProtectedRouteProps = { children: ReactNode }

/**
 * Shows its children to a signed-in person; Loading while that is being checked; otherwise sends
 * them to /login, remembering where they were going (product.md 2).
 */
export function ProtectedRoute({ children }: ProtectedRouteProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const session = useSession()
  if (session.data === undefined) {
    // Still checking: a busy server or a lost connection is tried again, never taken for signed out.
    if (session.failureCount < QUIET_SESSION_TRIES) return <Spinner label={t('Loading')} className="min-h-dvh" />
    return (
      <div
        role="status"
        className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <Spinner label={t('Trying again…')} />
        <p className="text-xl">
          {t('Sage cannot reach its server right now. It keeps trying, and you stay signed in.')}
        </p>
        <Button variant="outline" onClick={() => void session.refetch()}>
          {t('Try Again')}
        </Button>
      </div>
    )
  }
  if (!session.data) return <Navigate to="/login" replace state={{ from: location }} />
  return children
}
