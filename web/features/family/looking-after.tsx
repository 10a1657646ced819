// A family member moves between their own Sage and that of each person they look after: the
// "Looking after" menu, and the band on each of that person's screens that says whose they are.
import { useQuery } from '@tanstack/react-query'
import { Check, HeartHandshake, House } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { CareArea } from '#shared/family/areas.ts'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { Menu, MenuGroup, MenuItem, MenuLabel, MenuSeparator, menuItemClass } from '#web/components/ui/menu.tsx'
import { toast } from '#web/components/ui/toast.ts'
import { useSession } from '#web/features/auth/api.ts'
import { setActingFor, useActingFor } from '#web/lib/acting-for.ts'
import { type FamilyLink, familyQuery, nameOf } from './api.ts'

/** The people the signed-in person looks after: their active links as a family member. */
export function usePeopleIHelp(): { people: FamilyLink[]; loaded: boolean } {
  const session = useSession()
  const links = useQuery({ ...familyQuery, enabled: Boolean(session.data) })
  const people = (links.data ?? []).filter((link) => link.status === 'active' && link.role === 'caretaker')
  return { people, loaded: links.isSuccess }
}

/**
 * The person this tab acts for, as their link: null in one's own Sage. A link that ended, or a
 * choice kept from before that no longer names anyone, brings the tab back to one's own Sage.
 */
export function useLookingAfter(): FamilyLink | null {
  const { t } = useTranslation()
  const personId = useActingFor()
  const { people, loaded } = usePeopleIHelp()
  const link = personId ? (people.find((candidate) => candidate.personId === personId) ?? null) : null
  const gone = Boolean(personId) && loaded && !link
  useEffect(() => {
    if (!gone) return
    setActingFor(null)
    toast.warning(t('That person no longer shares anything with you. You are back in your own Sage.'))
  }, [gone, t])
  return link
}

/** Opens a person's day (their user id), or one's own Sage (null). */
export function useSwitchPerson() {
  const navigate = useNavigate()
  return (personId: string | null) => {
    setActingFor(personId)
    void navigate('/homepage')
  }
}

/** "Looking after: Rose": the menu that moves between one's own Sage and each person one helps. */
export function LookingAfterMenu() {
  const { t } = useTranslation()
  const { people } = usePeopleIHelp()
  const current = useLookingAfter()
  if (people.length === 0) return null
  return (
    <Menu
      label={
        <>
          <HeartHandshake aria-hidden />
          {current ? t('Looking after: {{name}}', { name: nameOf(current) }) : t('People I help')}
        </>
      }
    >
      <LookingAfterItems />
    </Menu>
  )
}

/**
 * The menu items that choose whose Sage to show: one's own, or each person one helps (the one
 * shown is marked). Nothing for someone who helps no one.
 */
export function LookingAfterItems({ withSeparator = false }: { withSeparator?: boolean }) {
  const { t } = useTranslation()
  const { people } = usePeopleIHelp()
  const current = useLookingAfter()
  const switchTo = useSwitchPerson()
  if (people.length === 0) return null
  const mark = (chosen: boolean) =>
    chosen ? <Check aria-hidden className="ml-auto size-6 text-primary" /> : <span className="ml-auto size-6" />
  return (
    <>
      {withSeparator ? <MenuSeparator /> : null}
      <MenuGroup>
        <MenuLabel className="px-4 pt-2 pb-1 text-base font-bold text-ink-soft">{t('Whose Sage to show')}</MenuLabel>
        <MenuItem className={menuItemClass} onSelect={() => switchTo(null)} aria-current={current ? undefined : 'true'}>
          <House aria-hidden className="size-6 text-primary" />
          {t('My own Sage')}
          {mark(!current)}
        </MenuItem>
        {people.map((person) => (
          <MenuItem
            key={person.id}
            className={menuItemClass}
            onSelect={() => switchTo(person.personId)}
            aria-current={current?.id === person.id ? 'true' : undefined}
          >
            <HeartHandshake aria-hidden className="size-6 text-primary" />
            {nameOf(person)}
            {mark(current?.id === person.id)}
          </MenuItem>
        ))}
      </MenuGroup>
    </>
  )
}

/**
 * On one of a person's screens opened by a family member: whose it is, said at the top, and the
 * way back. Gives null in one's own Sage. When the person does not share `area` (any longer), it
 * says so instead of the screen: `children` is shown only while shared.
 */
export function LookingAfterBand({ area, children }: { area: CareArea; children: React.ReactNode }) {
  const { t } = useTranslation()
  const personId = useActingFor()
  const link = useLookingAfter()
  const switchTo = useSwitchPerson()
  if (!personId) return children
  if (!link) return null
  const name = nameOf(link)
  return (
    <>
      <div
        role="note"
        aria-label={t('Looking after {{name}}', { name })}
        className="mb-6 flex flex-col gap-3 rounded-xl border-2 border-primary bg-tint p-4 text-lg sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="font-semibold">
          {t('You are looking after {{name}}. This is {{name}}’s Sage: what you add here, {{name}} sees.', { name })}
        </p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/homepage" variant="outline">
            {t('{{name}}’s day', { name })}
          </ButtonLink>
          <Button variant="ghost" onClick={() => switchTo(null)}>
            <House aria-hidden />
            {t('My own Sage')}
          </Button>
        </div>
      </div>
      {link.areas.includes(area) ? (
        children
      ) : (
        <p className="rounded-xl border-2 border-border p-4 text-lg">
          {t('{{name}} does not share this with you. {{name}} chooses what to share in Settings > Family.', { name })}
        </p>
      )}
    </>
  )
}

/** Where a screen's Back goes: its own place in one's own Sage, the person's day when looking after them. */
export function useBackLink(own: { to: string; label: string }): { to: string; label: string } {
  const { t } = useTranslation()
  return useActingFor() ? { to: '/homepage', label: t('Back') } : own
}
