import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Eye, HeartHandshake, Send, UserRoundPlus, UsersRound } from 'lucide-react'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CareArea } from '#shared/family/areas.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { ChoiceCards } from '#web/components/ui/choice-cards.tsx'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { ShowMore } from '#web/components/ui/show-more.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { SwitchRow } from '#web/components/ui/switch.tsx'
import { toast } from '#web/components/ui/toast.ts'
import { useSession } from '#web/features/auth/api.ts'
import { ProtectedRoute } from '#web/features/auth/protected-route.tsx'
import {
  type FamilyLink,
  accessLogQuery,
  areaName,
  familyErrorMessage,
  familyQuery,
  invitationSentence,
  nameOf,
  shownAreas,
  useFamilyChanges,
} from './api.ts'
import { CareDayContent } from './care-day.tsx'
import { useSwitchPerson } from './looking-after.tsx'

/** Settings > Family: the people linked with this person, what each may see, and invitations. */
export function FamilySettingsPage() {
  const { t } = useTranslation()
  return (
    <ProtectedRoute>
      <SimplePage title={t('Family')} back={{ to: '/user-settings', label: t('Back') }}>
        <FamilyCircle />
      </SimplePage>
    </ProtectedRoute>
  )
}

function FamilyCircle() {
  const { t } = useTranslation()
  const links = useQuery(familyQuery)
  if (links.isPending) return <Spinner label={t('Loading your family circle…')} className="py-16" />
  if (!links.data) {
    return (
      <Alert tone="error">
        <p>{t('Your family circle could not be loaded right now.')}</p>
        <Button variant="outline" className="mt-3" onClick={() => void links.refetch()}>
          {t('Try again')}
        </Button>
      </Alert>
    )
  }
  const all = links.data
  const waiting = all.filter((link) => link.status === 'invited' && !link.invitedByMe)
  const helpingMe = all.filter((link) => link.status === 'active' && link.role === 'person')
  const iHelp = all.filter((link) => link.status === 'active' && link.role === 'caretaker')
  const sent = all.filter((link) => link.status === 'invited' && link.invitedByMe)
  return (
    <div className="flex flex-col gap-8">
      <p className="text-lg text-ink-soft">
        {t(
          'Family members you link with can help with your day. You choose what each one can see, and you can change it or end it at any time. Your chats are never shared.',
        )}
      </p>
      {waiting.map((link) => (
        <WaitingInvitation key={link.id} link={link} />
      ))}
      <LinkSection title={t('People who help you')} links={helpingMe} Item={HelperCard} />
      <LinkSection title={t('People you help')} links={iHelp} Item={HelpedCard} />
      {helpingMe.length > 0 ? <AccessLog /> : null}
      <LinkSection title={t('Invitations you sent')} links={sent} Item={SentInvitation} />
      {all.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-8 text-center">
          <UsersRound aria-hidden className="size-12 text-primary" />
          <p className="text-xl font-semibold">{t('No one is linked with you yet.')}</p>
        </Card>
      ) : null}
      <InviteForm />
    </div>
  )
}

/** A heading and a card per link, when there are any. */
function LinkSection({
  title,
  links,
  Item,
}: {
  title: string
  links: FamilyLink[]
  Item: (props: { link: FamilyLink }) => ReactNode
}) {
  const headingId = useId()
  if (links.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      {links.map((link) => (
        <Item key={link.id} link={link} />
      ))}
    </section>
  )
}

/** What the person's family looked at or changed, newest first, with more on request. */
function AccessLog() {
  const { t, i18n } = useTranslation()
  const log = useInfiniteQuery(accessLogQuery)
  const headingId = useId()
  const lines = log.data ?? []
  const when = (at: string) => new Date(at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('What your family looked at')}
      </h2>
      {log.isPending ? (
        <Spinner label={t('Loading')} className="py-6" />
      ) : lines.length === 0 ? (
        <p className="text-lg text-ink-soft">{t('No one has looked at anything of yours yet.')}</p>
      ) : (
        <Card className="flex flex-col gap-3">
          <ul aria-label={t('What your family looked at')} className="flex flex-col divide-y-2 divide-border">
            {lines.map((line) => {
              const name = line.who.name.trim() || line.who.email
              const area = areaName(t, line.area)
              return (
                <li key={line.id} className="py-3 first:pt-0 last:pb-0">
                  <p className="text-lg [overflow-wrap:anywhere]">
                    {line.action === 'change'
                      ? t('{{name}} changed your {{area}}.', { name, area })
                      : t('{{name}} looked at your {{area}}.', { name, area })}
                  </p>
                  <p className="text-ink-soft">{when(line.at)}</p>
                </li>
              )
            })}
          </ul>
          <ShowMore
            pages={log}
            label={t('Show earlier')}
            loadingLabel={t('Loading')}
            failedLabel={t('The earlier entries could not be loaded. Please try again.')}
          />
        </Card>
      )}
    </section>
  )
}

type T = ReturnType<typeof useTranslation>['t']

/** Areas in plain words, as one list ("calendar and reminders and photos"), in the person's language. */
const areaList = (t: T, language: string, areas: CareArea[]) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(areas.map((area) => areaName(t, area)))

/** The plain words of what a family member can and cannot see. */
function whatTheySee(t: T, language: string, name: string, link: FamilyLink) {
  const { areas } = link
  const list = areaList(t, language, areas)
  return [
    areas.length > 0
      ? t('{{name}} can see your {{areas}}, and add to them.', { name, areas: list })
      : t('{{name}} cannot see anything of yours yet.', { name }),
    ...(areas.includes('alerts') && link.alertMails ? [t('{{name}} is e-mailed if you may need help.', { name })] : []),
    t('{{name}} cannot see your chats.', { name }),
  ]
}

function HelperCard({ link }: { link: FamilyLink }) {
  const { t, i18n } = useTranslation()
  const { share } = useFamilyChanges()
  const name = nameOf(link)
  const headingId = useId()
  const setArea = (area: CareArea, on: boolean) => {
    const areas = on ? [...link.areas, area] : link.areas.filter((each) => each !== area)
    share.mutate({ id: link.id, areas })
  }
  return (
    <Card aria-labelledby={headingId} role="region" className="flex flex-col gap-4">
      <div>
        <h3 id={headingId} className="text-xl font-bold [overflow-wrap:anywhere]">
          {name}
        </h3>
        <p className="text-ink-soft [overflow-wrap:anywhere]">{link.other.email}</p>
      </div>
      <div className="flex flex-col gap-1" aria-live="polite">
        {whatTheySee(t, i18n.language, name, link).map((sentence) => (
          <p key={sentence} className="text-lg">
            {sentence}
          </p>
        ))}
      </div>
      <div className="flex flex-col">
        {shownAreas.map((area) => (
          <SwitchRow
            key={area}
            label={t('Share my {{area}}', { area: areaName(t, area) })}
            checked={link.areas.includes(area)}
            onCheckedChange={(on) => setArea(area, on)}
          />
        ))}
      </div>
      <SeeWhatTheySee link={link} />
      <EndLink
        link={link}
        label={t('Stop sharing with {{name}}', { name })}
        title={t('End the link with {{name}}?', { name })}
        description={t('{{name}} will no longer see anything of yours. You can invite them again later.', { name })}
        confirmLabel={t('End the link')}
        done={t('{{name}} no longer sees anything of yours.', { name })}
      />
    </Card>
  )
}

function HelpedCard({ link }: { link: FamilyLink }) {
  const { t, i18n } = useTranslation()
  const switchTo = useSwitchPerson()
  const { alertMails } = useFamilyChanges()
  const name = nameOf(link)
  const headingId = useId()
  const list = areaList(t, i18n.language, link.areas)
  return (
    <Card aria-labelledby={headingId} role="region" className="flex flex-col gap-3">
      <h3 id={headingId} className="text-xl font-bold [overflow-wrap:anywhere]">
        {name}
      </h3>
      <p className="text-lg">
        {link.areas.length > 0
          ? t('{{name}} shares with you: {{areas}}.', { name, areas: list })
          : t('{{name}} has not shared anything with you yet.', { name })}
      </p>
      {link.areas.includes('alerts') ? (
        <SwitchRow
          label={t('E-mail me if {{name}} may need help', { name })}
          checked={link.alertMails}
          onCheckedChange={(on) => alertMails.mutate({ id: link.id, on })}
        />
      ) : null}
      {link.personId ? (
        <div>
          <Button onClick={() => switchTo(link.personId)}>
            <HeartHandshake aria-hidden />
            {t('Open {{name}}’s day', { name })}
          </Button>
        </div>
      ) : null}
      <EndLink
        link={link}
        label={t('Stop helping {{name}}', { name })}
        title={t('Stop helping {{name}}?', { name })}
        description={t('You will no longer see what {{name}} shared with you.', { name })}
        confirmLabel={t('Stop helping')}
      />
    </Card>
  )
}

/** "See what Ana sees": the day Ana is shown of this person, made of what they share with her now. */
function SeeWhatTheySee({ link }: { link: FamilyLink }) {
  const { t } = useTranslation()
  const session = useSession()
  const [open, setOpen] = useState(false)
  const helper = nameOf(link)
  const me = session.data?.user.name.trim() || session.data?.user.email || ''
  return (
    <div>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Eye aria-hidden />
        {t('See what {{name}} sees', { name: helper })}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('What {{name}} sees', { name: helper })}
        description={t('This is {{name}}’s view of your day, with what you share now.', { name: helper })}
      >
        <div className="flex flex-col gap-6">
          <h3 className="text-2xl font-bold">{t('{{name}}’s day', { name: me })}</h3>
          <CareDayContent areas={link.areas} name={me} preview />
        </div>
      </Dialog>
    </div>
  )
}

type EndLinkProps = {
  link: FamilyLink
  /** The button's words. */
  label: string
  /** The question asked before the link ends, and what ending it means. */
  title: string
  description: string
  confirmLabel: string
  /** Said once it has ended, if anything. */
  done?: string
}

/** Ends a link from either side, after asking: the button and its question. */
function EndLink({ link, label, title, description, confirmLabel, done }: EndLinkProps) {
  const { t } = useTranslation()
  const { end } = useFamilyChanges()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button variant="outline" className="self-start" onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={title}
        description={<p>{description}</p>}
        confirmLabel={confirmLabel}
        cancelLabel={t('Cancel')}
        busy={end.isPending}
        tone="danger"
        onConfirm={() =>
          end.mutate(link.id, {
            onSuccess: () => {
              setAsking(false)
              if (done) toast.success(done)
            },
          })
        }
      />
    </>
  )
}

function WaitingInvitation({ link }: { link: FamilyLink }) {
  const { t } = useTranslation()
  const { accept, end } = useFamilyChanges()
  const name = nameOf(link)
  return (
    <Card
      role="region"
      aria-label={t('Invitation from {{name}}', { name })}
      className="flex flex-col gap-3 border-primary"
    >
      <p className="flex items-center gap-3 text-xl font-bold [overflow-wrap:anywhere]">
        <HeartHandshake aria-hidden className="size-8 shrink-0 text-primary" />
        {invitationSentence(t, link)}
      </p>
      <p className="text-lg text-ink-soft">
        {link.role === 'person'
          ? t('Nothing is shared until you choose what {{name}} can see.', { name })
          : t('{{name}} chooses what you can see.', { name })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          size="large"
          onClick={() =>
            accept.mutate(
              { id: link.id },
              {
                onSuccess: () => toast.success(t('You are now linked with {{name}}.', { name })),
                onError: (error) => toast.error(familyErrorMessage(t, error)),
              },
            )
          }
        >
          {t('Accept')}
        </Button>
        <Button size="large" variant="outline" onClick={() => end.mutate(link.id)}>
          {t('Decline')}
        </Button>
      </div>
    </Card>
  )
}

function SentInvitation({ link }: { link: FamilyLink }) {
  const { t, i18n } = useTranslation()
  const { end } = useFamilyChanges()
  const until = new Date(link.expiresAt).toLocaleDateString(i18n.language, { dateStyle: 'long' })
  return (
    <Card className="flex flex-col gap-3">
      <p className="text-lg [overflow-wrap:anywhere]">
        {t('Waiting for {{email}} to accept, until {{date}}.', { email: link.other.email, date: until })}
      </p>
      <Button variant="outline" className="self-start" onClick={() => end.mutate(link.id)}>
        {t('Take back the invitation')}
      </Button>
    </Card>
  )
}

function InviteForm() {
  const { t } = useTranslation()
  const { invite } = useFamilyChanges()
  const [email, setEmail] = useState('')
  const [invitee, setInvitee] = useState<'family' | 'person' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const headingId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!invitee) return setError(t('Please choose who you are inviting.'))
    if (!email.trim()) return setError(t('Please enter a valid e-mail address.'))
    setError(null)
    invite.mutate(
      { email: email.trim(), invitee },
      {
        onSuccess: (link) => {
          toast.success(t('Invitation sent to {{email}}.', { email: link.other.email }))
          setEmail('')
          setInvitee(null)
        },
        onError: (failure) => setError(familyErrorMessage(t, failure)),
      },
    )
  }
  return (
    <Card aria-labelledby={headingId} role="region">
      <h2 id={headingId} className="mb-4 flex items-center gap-3 text-2xl font-bold">
        <UserRoundPlus aria-hidden className="size-8 text-primary" />
        {t('Invite someone')}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <ChoiceCards
          legend={t('Who are you inviting?')}
          name="invitee"
          value={invitee}
          onChange={setInvitee}
          choices={[
            {
              value: 'family',
              label: t('Someone to help me'),
              description: t('A son, a daughter, a friend: you choose what they see.'),
              icon: HeartHandshake,
            },
            {
              value: 'person',
              label: t('Someone I help'),
              description: t('A parent or a friend you look after: they choose what you see.'),
              icon: UsersRound,
            },
          ]}
        />
        <Field
          label={t('Their e-mail address')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error ? (
          <Alert tone="error">
            <p>{error}</p>
          </Alert>
        ) : null}
        <Button type="submit" size="large" className="self-start" disabled={invite.isPending}>
          <Send aria-hidden />
          {invite.isPending ? t('Sending…') : t('Send invitation')}
        </Button>
      </form>
    </Card>
  )
}
