import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '#web/components/layout/coming-soon.tsx'

/** Emergency Contacts: being built. */
export function EmergencyContactsPage() {
  const { t } = useTranslation()
  return <ComingSoonPage title={t('Emergency Contacts')} back={{ to: '/user-settings', label: t('Back') }} />
}
