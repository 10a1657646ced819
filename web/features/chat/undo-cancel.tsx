import { Undo2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarEventInput } from '#shared/schemas/calendar.ts'
import { Button } from '#web/components/ui/button.tsx'
import { useUndoCancel } from './api.ts'

/** How long after a cancellation Undo is offered. */
export const UNDO_FOR_MS = 10 * 60 * 1000

/**
 * "Undo" under a reply that cancelled events: creates them again through the calendar API, for
 * ten minutes after the reply; then says they are back, or that it could not, leaving the button.
 */
export function UndoCancel({ events, sentAt }: { events: CalendarEventInput[]; sentAt: string }) {
  const { t } = useTranslation()
  const [expired, setExpired] = useState(() => Date.now() - Date.parse(sentAt) > UNDO_FOR_MS)
  useEffect(() => {
    const left = UNDO_FOR_MS - (Date.now() - Date.parse(sentAt))
    if (left <= 0) return
    const timer = setTimeout(() => setExpired(true), left)
    return () => clearTimeout(timer)
  }, [sentAt])
  const undo = useUndoCancel(events)
  if (undo.isSuccess) {
    return (
      <p role="status" className="mt-2 text-lg font-semibold">
        {t('It is back on your calendar.')}
      </p>
    )
  }
  if (expired) return null
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <Button variant="outline" disabled={undo.isPending} onClick={() => undo.mutate()}>
        <Undo2 aria-hidden />
        {t('Undo')}
      </Button>
      {undo.isError ? (
        <p role="alert" className="text-lg font-semibold text-danger">
          {t('I could not bring it back. Please try again.')}
        </p>
      ) : null}
    </div>
  )
}
