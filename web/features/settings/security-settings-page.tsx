import { useTranslation } from 'react-i18next'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { ButtonLink } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSession } from '#web/features/auth/session.ts'
import { CalendarFeedLink } from '#web/features/calendar/feed-link.tsx'
import { PasswordCard } from './password-card.tsx'
import { PrivacyCard } from './privacy-card.tsx'

/** Security settings (SPEC.md 2): the password card, privacy switches and, for a signed-in person, the calendar link. */
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
        <PrivacyCard signedIn={Boolean(session.data)} />
        <CalendarFeedLink />
      </div>
    </SimplePage>
  )
}
