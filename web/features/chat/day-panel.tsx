import { CalendarDays } from 'lucide-react'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { TodaysReminders, UpcomingEvents } from '#web/features/calendar/calendar-widgets.tsx'
import { PhotoCard } from '#web/features/photos/photo-card.tsx'
import { lazyComponent } from '#web/lib/lazy-component.tsx'

// The medicines card and reminders download after the chat: the conversation comes first on a slow tablet.
const loadMedicines = () => import('#web/features/medications/today-medicines.tsx')
const TodayMedicines = lazyComponent(loadMedicines, 'TodayMedicines')
const DoseReminders = lazyComponent(loadMedicines, 'DoseReminders')
const CheckInCard = lazyComponent(() => import('#web/features/check-in/check-in-card.tsx'), 'CheckInCard')

/** The reminder that comes over the home screen when a dose's time comes, for a signed-in person. */
export function MedicineReminders({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) return null
  return (
    <Suspense fallback={null}>
      <DoseReminders />
    </Suspense>
  )
}

/** The person's day beside the conversation: the check-in, today's medicines and reminders, what is coming, and family photos. */
export function DayPanel({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      {signedIn ? (
        <Suspense fallback={null}>
          <CheckInCard />
          <TodayMedicines />
        </Suspense>
      ) : null}
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
