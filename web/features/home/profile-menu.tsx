import { Images, LogOut, Settings, Stethoscope, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Menu, MenuItem, MenuSeparator, menuItemClass } from '#web/components/ui/menu.tsx'
import { useSignOut } from '#web/features/auth/sign-out.ts'

const itemClass = menuItemClass

export type ProfileMenuProps = { name: string; email: string }

/** The person's menu: who is signed in, Settings, Photo Gallery, Medical History, and Logout (to the front page). */
export function ProfileMenu({ name, email }: ProfileMenuProps) {
  const { t } = useTranslation()
  return (
    <Menu
      label={
        <>
          <UserRound aria-hidden />
          {t('My account')}
        </>
      }
    >
      <AccountItems name={name} email={email} />
    </Menu>
  )
}

/** The account menu's items, for any menu that offers them: who is signed in, the places, and Logout. */
export function AccountItems({ name, email }: ProfileMenuProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signOut = useSignOut()
  // The places the menu leads to (product.md 2).
  const places = [
    { to: '/user-settings', label: t('User Settings'), Icon: Settings },
    { to: '/photo-gallery', label: t('Photo Gallery'), Icon: Images },
    { to: '/medical-history', label: t('Medical History'), Icon: Stethoscope },
  ]
  return (
    <>
      <div className="px-4 py-2">
        <p className="font-bold">{name}</p>
        <p className="break-all text-ink-soft">{email}</p>
      </div>
      <MenuSeparator />
      {places.map(({ to, label, Icon }) => (
        <MenuItem key={to} className={itemClass} onSelect={() => void navigate(to)}>
          <Icon aria-hidden className="size-6 text-primary" />
          {label}
        </MenuItem>
      ))}
      <MenuItem className={itemClass} onSelect={() => void signOut('/')}>
        <LogOut aria-hidden className="size-6 text-primary" />
        {t('Logout')}
      </MenuItem>
    </>
  )
}
