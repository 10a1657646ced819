// On each of a person's screens that a family member opens for them: whose screen it is, and the
// way back.
import { House } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CareArea } from '#shared/family/areas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { useActingFor } from '#web/lib/acting-for.ts'
import { nameOf } from './query.ts'
import { useFamilyLinks, useLookingAfter, useSwitchPerson } from './looking-after.tsx'

/**
 * On one of a person's screens opened by a family member: whose it is, said at the top, and the
 * way back. Gives null in one's own Sage. When the person does not share `area` (any longer), it
 * says so instead of the screen: `children` is shown only while shared.
 */
export function LookingAfterBand({ area, children }: { area: CareArea; children: ReactNode }) {
  const { t } = useTranslation()
  const personId = useActingFor()
  const link = useLookingAfter()
  const switchTo = useSwitchPerson()
  if (!personId) return children
  if (!link) return <LookingAfterTrouble />
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

/**
 * Shown instead of a person's screen when who one looks after could not be read: the way to try
 * again, or back to one's own Sage. Nothing while it is being read.
 */
export function LookingAfterTrouble() {
  const { t } = useTranslation()
  const { failed, retry } = useFamilyLinks()
  const switchTo = useSwitchPerson()
  if (!failed) return null
  return (
    <Alert tone="error">
      <p>{t('Sage could not check who you look after right now.')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="outline" onClick={retry}>
          {t('Try again')}
        </Button>
        <Button variant="ghost" onClick={() => switchTo(null)}>
          <House aria-hidden />
          {t('My own Sage')}
        </Button>
      </div>
    </Alert>
  )
}
