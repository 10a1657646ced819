// On each of a person's screens that a family member opens for them: whose screen it is, and the
// way back.
import { House } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CareArea } from '#shared/family/areas.ts'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { useActingFor } from '#web/lib/acting-for.ts'
import { nameOf } from './api.ts'
import { useLookingAfter, useSwitchPerson } from './looking-after.tsx'

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
