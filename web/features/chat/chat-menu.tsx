import { History, Menu as MenuIcon, MessageCirclePlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Menu, MenuItem, MenuSeparator, MenuGroup, MenuLabel, menuItemClass } from '#web/components/ui/menu.tsx'
import { GoogleCalendarDialog } from '#web/features/calendar/google-calendar-dialog.tsx'
import { GoogleCalendarItems } from '#web/features/calendar/google-calendar-menu.tsx'
import { LookingAfterItems } from '#web/features/family/looking-after.tsx'
import { AccountItems } from '#web/features/home/profile-menu.tsx'

export type ChatMenuProps = {
  onNewChat: () => void
  newChatDisabled: boolean
  onHistory: () => void
  /** The signed-in person, for the account items. */
  user?: { name: string; email: string }
}

const sectionClass = 'px-4 pt-2 pb-1 text-base font-bold text-ink-soft'

/**
 * On a narrow screen, the chat header's one menu: New Chat and History, the Services, and the
 * account's places, so the header keeps to one row and the conversation keeps the screen.
 */
export function ChatMenu({ onNewChat, newChatDisabled, onHistory, user }: ChatMenuProps) {
  const { t } = useTranslation()
  const [calendarOpen, setCalendarOpen] = useState(false)
  return (
    <>
      <Menu
        chevron={false}
        className="px-4"
        label={
          <>
            <MenuIcon aria-hidden />
            {t('Menu')}
          </>
        }
      >
        <MenuItem className={menuItemClass} disabled={newChatDisabled} onSelect={onNewChat}>
          <MessageCirclePlus aria-hidden className="size-6 text-primary" />
          {t('New Chat')}
        </MenuItem>
        <MenuItem className={menuItemClass} onSelect={onHistory}>
          <History aria-hidden className="size-6 text-primary" />
          {/* Beside Medical History in this menu, the conversations say what they are. */}
          {t('Chat History')}
        </MenuItem>
        <MenuSeparator />
        <MenuGroup>
          <MenuLabel className={sectionClass}>{t('Services')}</MenuLabel>
          <GoogleCalendarItems onSettings={() => setCalendarOpen(true)} />
        </MenuGroup>
        <LookingAfterItems withSeparator />
        {user ? (
          <>
            <MenuSeparator />
            <AccountItems name={user.name} email={user.email} />
          </>
        ) : null}
      </Menu>
      <GoogleCalendarDialog open={calendarOpen} onOpenChange={setCalendarOpen} />
    </>
  )
}
