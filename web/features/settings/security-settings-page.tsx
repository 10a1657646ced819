import { useTranslation } from 'react-i18next'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { ButtonLink } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSession } from '#web/features/auth/api.ts'
import { CalendarFeedLink } from '#web/features/calendar/feed-link.tsx'
import { DeleteAccountCard } from './delete-account-card.tsx'
import { PasswordCard } from './password-card.tsx'

/**
 * Security settings (product.md 2): the password card, the calendar link, and
 * deleting the account. The specification's four
 * privacy switches (two-factor, data sharing, location, activity logging) are kept in the account's
 * settings but not shown: Sage has none of those yet, and a switch that does nothing would promise
 * a safety it does not give.
 */
export function SecuritySettingsPage() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <SimplePage title={t('Security')} back={{ to: '/user-settings', label: t('Back') }}>
      <div className="space-y-6">
        {session.isPending ? (
          <Spinner label={t('Loading')} />
        ) : session.data ? (
          <PasswordCard />
        ) : (
          <Card className="space-y-4">
            <p className="text-lg">{t('Sign in to change your password.')}</p>
            <ButtonLink to="/login">{t('Sign In')}</ButtonLink>
          </Card>
        )}
        <CalendarFeedLink />
        {session.data ? <DeleteAccountCard /> : null}
      </div>
    </SimplePage>
  )
}
