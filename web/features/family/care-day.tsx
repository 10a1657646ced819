// What a family member sees of a person they look after: that person's day (the next 7 days of
// their calendar, recent alerts) and the way into each screen they share, with a photo sent to
// the person's home screen in two taps.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarDays, CalendarPlus, ContactRound, ImagePlus, Images, Stethoscope } from 'lucide-react'
import { type ChangeEvent, type FormEvent, type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CareArea } from '#shared/family/areas.ts'
import type { CalendarEvent } from '#shared/schemas/calendar.ts'
import { Logo } from '#web/components/layout/logo.tsx'
import { SkipLink } from '#web/components/layout/skip-link.tsx'
import { usePageTitle } from '#web/components/layout/use-page-title.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { FormActions } from '#web/components/ui/form-actions.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { toast } from '#web/components/ui/toast.ts'
import { useSession } from '#web/features/auth/api.ts'
import { AlertHistory } from '#web/features/contacts/alert-history.tsx'
import { calendarKeys } from '#web/features/calendar/api.ts'
import { useMinute } from '#web/features/calendar/calendar-widgets.tsx'
import { EventList } from '#web/features/calendar/event-list.tsx'
import { ProfileMenu } from '#web/features/home/profile-menu.tsx'
import { PHOTOS_KEY, type Photo, photoAlt, photoBackends, uploadErrorMessage } from '#web/features/photos/api.ts'
import { api, unwrap } from '#web/lib/api.ts'
import { cn } from '#web/lib/cn.ts'
import { localDate, localTime } from '#web/lib/local-date.ts'
import { useCollection } from '#web/lib/collection.ts'
import { type FamilyLink, areaName, nameOf, shownAreas } from './api.ts'
import { AddedBy } from './added-by.tsx'
import { LookingAfterTrouble } from './looking-after-band.tsx'
import { LookingAfterMenu, useLookingAfter, useFamilyLinks } from './looking-after.tsx'

/** The days ahead the day view shows, today included. */
export const CARE_DAYS = 8
const DAY_MS = 24 * 60 * 60 * 1000

/** Today's and the next 7 days' events of the person acted for, from this morning. */
const careEventsQuery = queryOptions({
  queryKey: calendarKeys.events('care-week'),
  queryFn: async (): Promise<CalendarEvent[]> => {
    const start = new Date()
    start.setHours(0, 0, 0, 0)
    const end = new Date(start.getTime() + CARE_DAYS * DAY_MS)
    const query = { timeMin: start.toISOString(), timeMax: end.toISOString() }
    return (await unwrap(api.calendar.events.$get({ query }))).events
  },
})

/**
 * The home screen of a tab looking after someone: their day once the link is read, or the way on
 * when it cannot be.
 */
export function CareHome() {
  const { t } = useTranslation()
  const link = useLookingAfter()
  const { failed } = useFamilyLinks()
  if (link) return <CareDay key={link.id} link={link} />
  return (
    <div className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-4">
      {failed ? <LookingAfterTrouble /> : <Spinner label={t('Loading')} />}
    </div>
  )
}

/** A family member's view of the person they look after (their link): their day, and what they share. */
export function CareDay({ link }: { link: FamilyLink }) {
  const { t } = useTranslation()
  const session = useSession()
  const user = session.data?.user
  const name = nameOf(link)
  usePageTitle(t('{{name}}’s day', { name }))
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Logo compactOnPhone />
          <div className="flex flex-wrap items-center gap-2">
            <LookingAfterMenu />
            {user ? <ProfileMenu name={user.name} email={user.email} /> : null}
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">{t('{{name}}’s day', { name })}</h1>
          <p className="text-lg text-ink-soft">
            {t(
              'You are looking after {{name}}. What you add here goes into {{name}}’s Sage, and shows that you added it.',
              { name },
            )}
          </p>
        </div>
        <CareDayContent areas={link.areas} name={name} />
      </main>
    </div>
  )
}

/**
 * The sections of a person's day a family member sees, for the areas shared: the same whether the
 * family member looks (`preview` false), or the person looks at what they would see (`preview`:
 * their own data, nothing to add or open).
 */
export function CareDayContent({
  areas,
  name,
  preview = false,
}: {
  areas: CareArea[]
  name: string
  preview?: boolean
}) {
  const { t } = useTranslation()
  const shares = (area: CareArea) => areas.includes(area)
  return (
    <>
      {areas.length === 0 ? (
        <Alert tone="info">
          <p>
            {t('{{name}} has not shared anything with you yet. {{name}} chooses what to share in Settings > Family.', {
              name,
            })}
          </p>
        </Alert>
      ) : null}
      <div className={cn('grid gap-6', preview ? null : 'lg:grid-cols-2')}>
        {shares('calendar') ? <CareCalendar name={name} preview={preview} /> : null}
        {shares('photos') ? <CarePhotos name={name} preview={preview} /> : null}
        {shares('alerts') ? (
          <AlertHistory empty={t('Sage has not had to tell anyone that something may be wrong.')} />
        ) : null}
        <SharedScreens areas={areas} name={name} preview={preview} />
      </div>
      <NotShared areas={areas} name={name} />
    </>
  )
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="flex items-center gap-3 text-2xl font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  )
}

/** The next 7 days of the person's calendar, and a way to add an appointment to it. */
function CareCalendar({ name, preview }: { name: string; preview: boolean }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const events = useQuery(careEventsQuery)
  const now = useMinute()
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<CalendarEvent | null>(null)
  const [cancelling, setCancelling] = useState<CalendarEvent | null>(null)
  const cancel = useMutation({
    mutationFn: async (event: CalendarEvent) => {
      await unwrap(api.calendar.events[':id'].$delete({ param: { id: event.id } }))
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: calendarKeys.all })
      toast.success(t('The appointment was cancelled.'))
      setCancelling(null)
    },
    onError: () => toast.error(t('The appointment could not be cancelled. Please try again.')),
  })
  // Changing or cancelling names the one appointment shown; the others of a repeating series stay.
  const actions = (event: CalendarEvent) => (
    <div className="mt-1 flex flex-wrap gap-2">
      <Button
        variant="outline"
        onClick={() => setEditing(event)}
        aria-label={t('Change {{what}}', { what: event.summary })}
      >
        {t('Change')}
      </Button>
      <Button
        variant="ghost"
        onClick={() => setCancelling(event)}
        aria-label={t('Cancel {{what}}', { what: event.summary })}
      >
        {t('Cancel appointment')}
      </Button>
    </div>
  )
  return (
    <Section title={t('Today and the next 7 days')} icon={<CalendarDays aria-hidden className="size-7 text-primary" />}>
      {events.isPending ? (
        <Spinner label={t('Loading the calendar…')} className="py-6" />
      ) : !events.data ? (
        <Alert tone="error">
          <p>{t('The calendar could not be loaded right now.')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void events.refetch()}>
            {t('Try again')}
          </Button>
        </Alert>
      ) : events.data.length === 0 ? (
        <p className="text-lg text-ink-soft">{t('Nothing on {{name}}’s calendar for the next 7 days.', { name })}</p>
      ) : (
        <EventList
          events={events.data}
          withDay
          now={now}
          label={t('{{name}}’s calendar', { name })}
          actions={preview ? undefined : actions}
        />
      )}
      {preview ? null : (
        <>
          <div>
            <Button onClick={() => setAdding(true)}>
              <CalendarPlus aria-hidden />
              {t('Add an appointment')}
            </Button>
          </div>
          <AppointmentDialog open={adding} onOpenChange={setAdding} name={name} />
          <AppointmentDialog
            key={editing?.id}
            open={editing !== null}
            onOpenChange={(open) => !open && setEditing(null)}
            name={name}
            event={editing ?? undefined}
          />
          <ConfirmDialog
            open={cancelling !== null}
            onOpenChange={(open) => !open && setCancelling(null)}
            title={t('Cancel {{what}}?', { what: cancelling?.summary ?? '' })}
            description={<p>{t('It will be taken off {{name}}’s calendar.', { name })}</p>}
            cancelLabel={t('Keep it')}
            confirmLabel={cancel.isPending ? t('Cancelling…') : t('Cancel appointment')}
            busy={cancel.isPending}
            tone="danger"
            onConfirm={() => cancelling && cancel.mutate(cancelling)}
          />
        </>
      )}
    </Section>
  )
}

/** A text field's value in a submitted form, trimmed. */
function textOf(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

type AppointmentErrors = { summary?: string; date?: string }

/** An event's day and time as the date and time fields hold them, in this browser's time. */
function fieldsOf(event: CalendarEvent): { date: string; time: string } {
  if (event.start.date) return { date: event.start.date, time: '' }
  const start = new Date(event.start.dateTime)
  return { date: localDate(start), time: localTime(start) }
}

/**
 * An appointment in the person's calendar: a new one, or `event` changed. What, which day, and
 * (unless all day) what time, read in this browser's time zone.
 */
function AppointmentDialog({
  open,
  onOpenChange,
  name,
  event: current,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  name: string
  event?: CalendarEvent
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [errors, setErrors] = useState<AppointmentErrors>({})
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const initial = current ? fieldsOf(current) : undefined
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const summary = textOf(form, 'summary')
    const date = textOf(form, 'date')
    const time = textOf(form, 'time')
    const found: AppointmentErrors = {}
    if (!summary) found.summary = t('Please say what the appointment is.')
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) found.date = t('Please choose the day.')
    setErrors(found)
    if (Object.keys(found).length) return
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const start = time ? { dateTime: new Date(`${date}T${time}`).toISOString(), timeZone } : { date }
    setBusy(true)
    setFailed(false)
    try {
      if (current) {
        await unwrap(api.calendar.events[':id'].$put({ param: { id: current.id }, json: { summary, start } }))
      } else {
        await unwrap(api.calendar.events.$post({ json: { summary, start, id: crypto.randomUUID() } }))
      }
      await queryClient.invalidateQueries({ queryKey: calendarKeys.all })
      toast.success(current ? t('The appointment was changed.') : t('Added to {{name}}’s calendar', { name }))
      onOpenChange(false)
    } catch {
      // What was typed stays in the form, to send again.
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={current ? t('Change {{what}}', { what: current.summary }) : t('Add an appointment for {{name}}', { name })}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Field
          name="summary"
          defaultValue={current?.summary}
          label={t('What is it?')}
          hint={t('For example: Dentist')}
          markRequired
          error={errors.summary}
        />
        <Field name="date" type="date" defaultValue={initial?.date} label={t('Day')} markRequired error={errors.date} />
        <Field
          name="time"
          type="time"
          defaultValue={initial?.time}
          label={t('Time')}
          hint={t('Leave empty for the whole day.')}
        />
        {failed ? (
          <Alert tone="error">
            <p>{t('The appointment could not be saved. Please try again.')}</p>
          </Alert>
        ) : null}
        <FormActions
          onCancel={() => onOpenChange(false)}
          busy={busy}
          submitLabel={current ? t('Save changes') : t('Add to calendar')}
        />
      </form>
    </Dialog>
  )
}

/** The person's newest photos, and "Send a photo": tap, choose, and it is on their home screen. */
function CarePhotos({ name, preview }: { name: string; preview: boolean }) {
  const { t } = useTranslation()
  const { list, create, update } = useCollection(PHOTOS_KEY, photoBackends)
  const chooser = useRef<HTMLInputElement>(null)
  const [sent, setSent] = useState<Photo | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const photos = list.data ?? []
  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setProgress(0)
    try {
      setSent(await create.mutateAsync({ file, onProgress: setProgress }))
      toast.success(t('Photo sent to {{name}}', { name }))
    } catch (error) {
      toast.error(uploadErrorMessage(t, error))
    } finally {
      setProgress(null)
    }
  }
  return (
    <Section title={t('Photos')} icon={<Images aria-hidden className="size-7 text-primary" />}>
      <p className="text-lg text-ink-soft">
        {t('Photos you send show on {{name}}’s home screen, with your name.', { name })}
      </p>
      {preview ? null : (
        <div className="flex flex-wrap gap-3">
          <Button size="large" onClick={() => chooser.current?.click()} disabled={progress !== null}>
            <ImagePlus aria-hidden />
            {t('Send {{name}} a photo', { name })}
          </Button>
          <input
            ref={chooser}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('Choose a photo to send to {{name}}', { name })}
            onChange={(event) => void send(event)}
          />
          <ButtonLink to="/photo-gallery" variant="outline">
            {t('All of {{name}}’s photos', { name })}
          </ButtonLink>
        </div>
      )}
      {progress !== null ? (
        <p role="status" className="text-lg font-semibold">
          {t('Sending… {{percent}}%', { percent: progress })}
        </p>
      ) : null}
      {sent ? (
        <SentPhoto
          photo={sent}
          name={name}
          save={(caption) => update.mutateAsync({ id: sent.id, input: { caption } })}
          onDone={() => setSent(null)}
        />
      ) : null}
      {photos.length ? (
        <ul aria-label={t('{{name}}’s newest photos', { name })} className="grid grid-cols-3 gap-3">
          {photos.slice(0, 6).map((photo) => (
            <li key={photo.id} className="flex flex-col gap-1">
              <img
                src={photo.thumb}
                alt={photoAlt(t, photo)}
                className="aspect-square w-full rounded-lg object-cover"
              />
              <AddedBy name={photo.addedBy} />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}

/** After a photo is sent: a caption can be added, or left out. */
function SentPhoto({
  photo,
  name,
  save,
  onDone,
}: {
  photo: Photo
  name: string
  save: (caption: string) => Promise<unknown>
  onDone: () => void
}) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const caption = textOf(new FormData(event.currentTarget), 'caption')
    if (!caption) return onDone()
    setBusy(true)
    try {
      await save(caption)
      toast.success(t('Caption saved'))
      onDone()
    } catch {
      toast.error(t('The caption could not be saved. Please try again.'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-xl border-2 border-primary p-4"
    >
      <div className="flex items-start gap-3">
        <img src={photo.thumb} alt="" className="size-20 shrink-0 rounded-lg object-cover" />
        <Field
          name="caption"
          className="min-w-0 flex-1"
          label={t('Say something about it (optional)')}
          hint={t('{{name}} sees it under the photo.', { name })}
        />
      </div>
      <FormActions onCancel={onDone} busy={busy} submitLabel={t('Save caption')} />
    </form>
  )
}

/** Each screen the person shares, one tap away. */
function SharedScreens({ areas, name, preview }: { areas: CareArea[]; name: string; preview: boolean }) {
  const { t } = useTranslation()
  const screens = [
    { area: 'medical', to: '/medical-history', label: t('{{name}}’s medical history', { name }), Icon: Stethoscope },
    {
      area: 'contacts',
      to: '/emergency-contacts',
      label: t('{{name}}’s emergency contacts', { name }),
      Icon: ContactRound,
    },
  ] as const
  const shared = screens.filter((screen) => areas.includes(screen.area))
  if (!shared.length) return null
  return (
    <Section
      title={t('More of {{name}}’s Sage', { name })}
      icon={<ContactRound aria-hidden className="size-7 text-primary" />}
    >
      <ul className="flex flex-col gap-3">
        {shared.map(({ to, label, Icon }) =>
          // In a preview the person sees what is offered, without going anywhere.
          preview ? (
            <li key={to} className="flex items-center gap-3 text-lg font-semibold">
              <Icon aria-hidden className="size-6 text-primary" />
              {label}
            </li>
          ) : (
            <li key={to}>
              <ButtonLink to={to} variant="outline" className="w-full justify-start">
                <Icon aria-hidden />
                {label}
              </ButtonLink>
            </li>
          ),
        )}
      </ul>
    </Section>
  )
}

/** What the person keeps to themselves, said plainly. */
function NotShared({ areas, name }: { areas: CareArea[]; name: string }) {
  const { t } = useTranslation()
  const hidden = shownAreas.filter((area) => !areas.includes(area)).map((area) => areaName(t, area))
  return (
    <p className="text-lg text-ink-soft">
      {hidden.length
        ? t('{{name}} does not share with you: {{areas}}, or chats.', { name, areas: hidden.join(', ') })
        : t('{{name}} never shares chats.', { name })}
    </p>
  )
}
