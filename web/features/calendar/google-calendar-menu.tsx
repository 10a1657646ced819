import { useQuery } from '@tanstack/react-query'
import { CalendarCog, CalendarPlus, ExternalLink, LayoutGrid } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Menu, MenuItem, menuItemClass } from '#web/components/ui/menu.tsx'
import { GOOGLE_CALENDAR_WEB_URL, googleCalendarStatusQuery } from './api.ts'
import { GoogleCalendarDialog } from './google-calendar-dialog.tsx'

const itemClass = `${menuItemClass} text-ink`

export type GoogleCalendarMenuProps = { className?: string }

/**
 * The chat header's Services menu (product.md 2): Connect Google Calendar, or, once connected, Open
 * Google Calendar and its settings. Both open the connection dialog, which this menu holds.
 */
export function GoogleCalendarMenu({ className }: GoogleCalendarMenuProps) {
  const { t } = useTranslation()
  const [dialogOpen, setDialogOpen] = useState(false)
  return (
    <>
      <Menu
        className={className}
        label={
          <>
            <LayoutGrid aria-hidden />
            {t('Services')}
          </>
        }
      >
        <GoogleCalendarItems onSettings={() => setDialogOpen(true)} />
      </Menu>
      <GoogleCalendarDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </>
  )
}

/**
 * The Services menu's items, for any menu that offers them: Connect Google Calendar, or Open Google
 * Calendar and its settings. `onSettings` opens the connection dialog, which the caller holds so it
 * outlives the menu.
 */
export function GoogleCalendarItems({ onSettings }: { onSettings: () => void }) {
  const { t } = useTranslation()
  const status = useQuery(googleCalendarStatusQuery)
  if (!status.data?.connected) {
    return (
      <MenuItem className={itemClass} onSelect={onSettings}>
        <CalendarPlus aria-hidden className="size-6 text-primary" />
        {t('Connect Google Calendar')}
      </MenuItem>
    )
  }
  return (
    <>
      <MenuItem asChild className={itemClass}>
        <a href={GOOGLE_CALENDAR_WEB_URL} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden className="size-6 text-primary" />
          {t('Open Google Calendar')}
          <span className="sr-only">{t('(opens in a new tab)')}</span>
        </a>
      </MenuItem>
      <MenuItem className={itemClass} onSelect={onSettings}>
        <CalendarCog aria-hidden className="size-6 text-primary" />
        {t('Google Calendar settings')}
      </MenuItem>
    </>
  )
}
