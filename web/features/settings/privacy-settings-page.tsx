import { useTranslation } from 'react-i18next'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { ButtonLink } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSession } from '#web/features/auth/api.ts'
import { DownloadDataCard } from './download-data-card.tsx'

/** Privacy: the person's data in their hands (a download of everything), and where to delete the account. */
export function PrivacySettingsPage() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <SimplePage title={t('Privacy')} back={{ to: '/user-settings', label: t('Back') }}>
      {session.isPending ? (
        <Spinner label={t('Loading')} />
      ) : session.data ? (
        <div className="space-y-6">
          <DownloadDataCard />
          <Card className="space-y-3">
            <h2 className="text-2xl font-bold">{t('Delete my account')}</h2>
            <p className="text-lg">{t('You can delete your account, and everything in it, in Security.')}</p>
            <ButtonLink variant="outline" to="/security-settings">
              {t('Go to Security')}
            </ButtonLink>
          </Card>
        </div>
      ) : (
        <Card className="space-y-4">
          <p className="text-lg">
            {t('Sign in to download your data. Signed out, Sage keeps only a little on this device.')}
          </p>
          <ButtonLink to="/login">{t('Sign In')}</ButtonLink>
        </Card>
      )}
    </SimplePage>
  )
}
