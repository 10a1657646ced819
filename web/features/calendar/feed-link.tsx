import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSession } from '#web/features/auth/api.ts'
import { calendarFeedQuery, googleCalendarStatusQuery, useResetCalendarFeed } from './api.ts'

/** What the person was last told about the link under it. */
type Notice = 'copied' | 'selected' | 'renewed' | null

export type CalendarFeedLinkProps = {
  /** A card of its own (Security settings), or a section inside the calendar dialog. */
  variant?: 'card' | 'section'
}

/**
 * The private calendar link (Security settings and the calendar dialog): explains it, shows it
 * with a Copy button, and makes a new one after a confirmation. Shown only to a signed-in person
 * (the feed needs an account).
 */
export function CalendarFeedLink({ variant = 'card' }: CalendarFeedLinkProps) {
  const { t } = useTranslation()
  const session = useSession()
  const feed = useQuery({ ...calendarFeedQuery, enabled: Boolean(session.data) })
  const google = useQuery({ ...googleCalendarStatusQuery, enabled: Boolean(session.data) && variant === 'card' })
  const reset = useResetCalendarFeed()
  const [confirming, setConfirming] = useState(false)
  const [notice, setNotice] = useState<Notice>(null)
  const linkField = useRef<HTMLInputElement>(null)
  if (!session.data) return null

  const handleCopy = async () => {
    if (!feed.data) return
    try {
      await navigator.clipboard.writeText(feed.data)
      setNotice('copied')
    } catch {
      // No clipboard here (or no permission): select the link so the keyboard can copy it.
      linkField.current?.focus()
      linkField.current?.select()
      setNotice('selected')
    }
  }

  const handleReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => setNotice('renewed'),
      onSettled: () => setConfirming(false),
    })

  const notices: Record<Exclude<Notice, null>, string> = {
    copied: t('Link copied'),
    selected: t('The link is selected. Press Ctrl and C together (Command and C on a Mac) to copy it.'),
    renewed: t('Your new link is ready. The old link no longer works.'),
  }

  const Frame = variant === 'card' ? Card : 'section'
  const Heading = variant === 'card' ? 'h2' : 'h3'
  return (
    <Frame className={variant === 'card' ? 'space-y-4' : 'space-y-4 border-t border-border pt-5'}>
      <Heading className={variant === 'card' ? 'text-2xl font-bold' : 'text-xl font-bold'}>
        {t('Add your Sage calendar to another calendar app')}
      </Heading>
      <p className="text-lg">
        {t(
          'This private link lets Apple Calendar, Outlook or Google Calendar show your Sage events. Copy it, then paste it where your calendar app asks for a calendar address, often called “Subscribe” or “From URL”.',
        )}
      </p>
      <p className="text-lg text-ink-soft">{t('Keep this link to yourself: anyone who has it can see your events.')}</p>
      {google.data?.connected ? (
        <Alert tone="info">
          {t(
            'Your Google Calendar is connected, so Sage keeps your events there. This link shows only the events Sage kept before you connected it.',
          )}
        </Alert>
      ) : null}
      {feed.isPending ? (
        <Spinner label={t('Loading')} />
      ) : feed.isError ? (
        <Alert tone="error">{t('We could not load your calendar link. Please try again later.')}</Alert>
      ) : (
        <>
          <Field
            ref={linkField}
            label={t('Your calendar link')}
            value={feed.data}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          {notice ? <Alert tone={notice === 'selected' ? 'info' : 'success'}>{notices[notice]}</Alert> : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="large" onClick={() => void handleCopy()}>
              {t('Copy link')}
            </Button>
            <Button variant="outline" size="large" onClick={() => setConfirming(true)}>
              {t('Make a new link')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('Make a new link?')}
        description={
          <p>
            {t(
              'The old link will stop working. Calendar apps that use it will stop showing your Sage events until you give them the new link.',
            )}
          </p>
        }
        cancelLabel={t('Cancel')}
        confirmLabel={reset.isPending ? t('Making a new link…') : t('Yes, make a new link')}
        busy={reset.isPending}
        onConfirm={handleReset}
      />
    </Frame>
  )
}
