import { useTranslation } from 'react-i18next'
import type { SecuritySettings } from '#shared/settings/toggles.ts'
import { Card } from '#web/components/ui/card.tsx'
import { SwitchList } from '#web/components/ui/switch-list.tsx'
import { useLocalStore } from '#web/lib/local-store.ts'
import { securityStore, updateSettings } from './settings-stores.ts'

/** The privacy card of Security (SPEC.md 2): four switches, changed here at once and saved when signed in. */
export function PrivacyCard({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation()
  const settings = useLocalStore(securityStore)
  const rows: { key: keyof SecuritySettings; label: string; description: string }[] = [
    {
      key: 'twoFactorAuth',
      label: t('Two-factor authentication'),
      description: t('Ask for a second check when signing in.'),
    },
    {
      key: 'dataSharing',
      label: t('Data sharing'),
      description: t('Share anonymous information to help improve Sage.'),
    },
    {
      key: 'locationServices',
      label: t('Location services'),
      description: t('Let Sage use where you are, for local answers.'),
    },
    {
      key: 'activityLogging',
      label: t('Activity logging'),
      description: t('Keep a list of what was done in your account.'),
    },
  ]
  return (
    <Card>
      <h2 className="text-2xl font-bold">{t('Privacy')}</h2>
      <div className="mt-2">
        <SwitchList rows={rows} values={settings} onChange={(values) => updateSettings('security', values, signedIn)} />
      </div>
    </Card>
  )
}
