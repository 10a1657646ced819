import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSession } from './session.ts'

export type ProtectedRouteProps = { children: ReactNode }

/**
 * Shows its children to a signed-in person; Loading while that is being checked; otherwise sends
 * them to /login, remembering where they were going (SPEC.md 2).
 */
export function ProtectedRoute({ children }: ProtectedRouteProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const session = useSession()
  if (session.isPending) return <Spinner label={t('Loading')} className="min-h-dvh" />
  if (!session.data) return <Navigate to="/login" replace state={{ from: location }} />
  return children
}
