import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { buttonClass } from '#web/components/ui/button.tsx'
import { useSignOut } from '#web/features/auth/sign-out.ts'

const itemClass =
  'flex min-h-target cursor-pointer items-center gap-3 rounded-lg px-4 py-2 text-lg font-semibold outline-none data-[highlighted]:bg-tint'

export type ProfileMenuProps = { name: string; email: string }

/** The person's menu: who is signed in, Settings, and Logout (to the front page). */
export function ProfileMenu({ name, email }: ProfileMenuProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signOut = useSignOut()
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClass({ variant: 'outline' })}>
        <UserRound aria-hidden />
        {t('My account')}
        <ChevronDown aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-64 rounded-2xl border border-border bg-surface p-2 shadow-xl"
        >
          <div className="px-4 py-2">
            <p className="font-bold">{name}</p>
            <p className="break-all text-ink-soft">{email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/user-settings')}>
            <Settings aria-hidden className="size-6 text-primary" />
            {t('Settings')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut('/')}>
            <LogOut aria-hidden className="size-6 text-primary" />
            {t('Logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
