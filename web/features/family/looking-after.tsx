// A family member moves between their own Sage and that of each person they look after: the
// "Looking after" menu, and the band on each of that person's screens that says whose they are.
import { useQuery } from '@tanstack/react-query'
import { Check, HeartHandshake, House } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Menu, MenuGroup, MenuItem, MenuLabel, MenuSeparator, menuItemClass } from '#web/components/ui/menu.tsx'
import { toast } from '#web/components/ui/toast.ts'
import { useSession } from '#web/features/auth/api.ts'
import { setActingFor, useActingFor } from '#web/lib/acting-for.ts'
import { useLocalStore } from '#web/lib/local-store.ts'
import { type FamilyLink, familyQuery, nameOf } from './query.ts'
import { familyOffer } from './family-offer.ts'

/**
 * The people the signed-in person looks after (their active links as a family member), and all
 * their links and invitations; read only when signed in.
 */
export function useFamilyLinks(): {
  people: FamilyLink[]
  links: FamilyLink[]
  loaded: boolean
  failed: boolean
  retry: () => void
} {
  const session = useSession()
  const query = useQuery({ ...familyQuery, enabled: Boolean(session.data) })
  const links = query.data ?? []
  const people = links.filter((link) => link.status === 'active' && link.role === 'caretaker')
  return { people, links, loaded: query.isSuccess, failed: query.isError, retry: () => void query.refetch() }
}

/** Whether the home screen has family news to show: an invitation waiting, or the offer to invite. */
export function useFamilyNews(): boolean {
  const { links } = useFamilyLinks()
  const offer = useLocalStore(familyOffer)
  return Boolean(offer) || links.some((link) => link.status === 'invited' && !link.invitedByMe)
}

/**
 * The person this tab acts for, as their link: null in one's own Sage. A link that ended, or a
 * choice kept from before that no longer names anyone, brings the tab back to one's own Sage.
 */
export function useLookingAfter(): FamilyLink | null {
  const { t } = useTranslation()
  const personId = useActingFor()
  const { people, loaded } = useFamilyLinks()
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
  const session = useSession()
  const userId = session.data?.user.id ?? null
  return (personId: string | null) => {
    setActingFor(personId, userId)
    void navigate('/homepage')
  }
}

/** "Looking after: Rose": the menu that moves between one's own Sage and each person one helps. */
export function LookingAfterMenu() {
  const { t } = useTranslation()
  const { people } = useFamilyLinks()
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
  const { people } = useFamilyLinks()
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
