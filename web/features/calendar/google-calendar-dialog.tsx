import { lazyDialog } from '#web/lib/lazy-component.tsx'

export type GoogleCalendarDialogProps = { open: boolean; onOpenChange: (open: boolean) => void }

/**
 * The calendar connection dialog (product.md 2): whether Google Calendar is connected, what it gives,
 * and Connect or Disconnect; a configuration warning when the server has no Google settings; and
 * the private link that shows Sage's events in any calendar app.
 */
export const GoogleCalendarDialog = lazyDialog(
  () => import('./google-calendar-dialog-content.tsx'),
  'GoogleCalendarDialogContent',
)
