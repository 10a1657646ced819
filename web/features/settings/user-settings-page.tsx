import {
  Bell,
  FolderDown,
  BookUser,
  ChevronRight,
  Globe,
  HeartHandshake,
  LifeBuoy,
  MonitorSmartphone,
  Pill,
  Shield,
  SunMedium,
  UserRound,
  UsersRound,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { AppLink } from '#web/components/ui/app-link.tsx'

/** Settings (product.md 2): a grid of cards, each a large link to its page (Family, Medications, Daily check-in and Privacy added to the 8). */
export function UserSettingsPage() {
  const { t } = useTranslation()
  const cards = [
    { to: '/profile-settings', icon: UserRound, title: t('Profile'), text: t('Your name, phone and address.') },
    { to: '/notification-settings', icon: Bell, title: t('Notifications'), text: t('Reminders and updates.') },
    {
      to: '/sound-display-settings',
      icon: SunMedium,
      title: t('Display'),
      text: t('Text size, contrast and buttons.'),
    },
    { to: '/medications', icon: Pill, title: t('Medications'), text: t('Your medicines and their reminders.') },
    {
      to: '/check-in-settings',
      icon: HeartHandshake,
      title: t('Daily check-in'),
      text: t('Sage checks on you each morning.'),
    },
    { to: '/emergency-contacts', icon: BookUser, title: t('Emergency Contacts'), text: t('The people to call.') },
    { to: '/family-settings', icon: UsersRound, title: t('Family'), text: t('Who helps you, and what they see.') },
    { to: '/security-settings', icon: Shield, title: t('Security'), text: t('Password, and deleting your account.') },
    { to: '/privacy-settings', icon: FolderDown, title: t('Privacy'), text: t('Download your data.') },
    { to: '/language-settings', icon: Globe, title: t('Language'), text: t('English or Spanish.') },
    { to: '/device-help', icon: MonitorSmartphone, title: t('Device Help'), text: t('Answers and guides.') },
    { to: '/support', icon: LifeBuoy, title: t('Support'), text: t('Write to us.') },
  ]
  return (
    <SimplePage title={t('Settings')} back={{ to: '/homepage', label: t('Back') }}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {cards.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <AppLink
              to={to}
              className="flex h-full min-h-24 items-center gap-4 rounded-2xl border-2 border-border bg-surface p-5 text-ink no-underline hover:border-primary hover:bg-tint"
            >
              <Icon aria-hidden className="size-10 shrink-0 text-primary" />
              <span className="flex-1">
                <span className="block text-xl font-bold">{title}</span>
                <span className="block text-ink-soft">{text}</span>
              </span>
              <ChevronRight aria-hidden className="size-7 shrink-0 text-ink-soft" />
            </AppLink>
          </li>
        ))}
      </ul>
    </SimplePage>
  )
}
