import { CalendarDays } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { TodaysReminders, UpcomingEvents } from '#web/features/calendar/calendar-widgets.tsx'
import { PhotoCard } from '#web/features/photos/photo-card.tsx'

/** The person's day beside the conversation: today's reminders, what is coming, and family photos. */
export function DayPanel({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      <TodaysReminders signedIn={signedIn} />
      <UpcomingEvents />
      <PhotoCard />
    </div>
  )
}

/** On a narrow screen the day is one tap away: a Today button in the header opens it over the chat. */
export function TodayButton({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} className="px-4">
        <CalendarDays aria-hidden />
        {t('Today')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('Today')}>
        <DayPanel signedIn={signedIn} />
      </Dialog>
    </>
  )
}
